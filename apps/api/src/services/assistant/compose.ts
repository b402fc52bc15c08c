// The composers: the answer units whose text is filled in from the content when they are given
// (cases of the visitor's industry, the client list, a stated budget or timeline checked against
// the agency's ranges), and the pieces every reply shares. Plain text, in the visitor's language.
import { AGENCY, SERVICE_CATALOG, type AnswerUnit, type CaseStudy } from '@agency/schema';
import { en, type Copy } from './copy/en.ts';
import { es } from './copy/es.ts';
import type { DialogueState, Language } from './dialogue.ts';
import { tradeWord, type Industry } from './industries.ts';
import type { Retriever } from './retrieval.ts';
import { firstSentences, fold, NUMBER_WORDS } from './text.ts';

export function copyFor(lang: Language): Copy {
  return lang === 'es' ? es : en;
}

export function unitText(unit: AnswerUnit, lang: Language): string {
  return lang === 'es' ? unit.textEs : unit.textEn;
}

/** The price floor the agency states, in dollars, parsed from its own constant ("$10K-…"). */
export const PRICE_FLOOR =
  Number(AGENCY.projectPriceRange.match(/\$(\d+)K/i)?.[1] ?? Number.NaN) * 1000;

/** The monthly retainer floor the agency states, in dollars ("$15K per month"). */
export const RETAINER_FLOOR =
  Number(AGENCY.retainerFrom.match(/\$(\d+)K/i)?.[1] ?? Number.NaN) * 1000;

/** A sum and the period it is said per: "10k/mo", "$250K a year in fees", "20 mil al mes". */
const SUM = String.raw`\$?\d[\d,.]*\s*(?:k|grand|thousand|m|mil|million|millones)?\s*(?:usd|dollars|d[oó]lares)?\s*`;
const PER_MONTH = new RegExp(
  `${SUM}(?:\\/\\s*mo(?:nth)?|(?:a|per|each|every)\\s+mo(?:nth)?|monthly|al mes|por mes|mensual(?:es)?)\\b`,
  'i',
);
const PER_YEAR = new RegExp(
  `${SUM}(?:\\/\\s*(?:year|yr)|(?:a|per|each|every)\\s+(?:year|yr)|yearly|annually|al a[nñ]o|por a[nñ]o|anual(?:es)?)\\b`,
  'i',
);
export type BudgetPeriod = 'month' | 'year';

/** A sum said of the paid media ("250k a month on radio and tv", "ad spend"), not of our fees. */
const MEDIA_SUM = /\b(?:media|ad ?spend|ads|advertising|pauta|medios)\b/i;

/**
 * The period a budget for our work is said per, if any: a monthly media spend is billed apart
 * from the fees and is no retainer ("we spend 250k a month on media"), unless fees are named.
 */
export function budgetPeriod(text: string): BudgetPeriod | undefined {
  if (MEDIA_SUM.test(text) && !/\b(?:fees?|retainers?|honorarios)\b/i.test(text)) return undefined;
  if (PER_MONTH.test(text)) return 'month';
  if (PER_YEAR.test(text)) return 'year';
  return undefined;
}

/** "$1.5M", "$25K", "$8,500": bounded and readable, never "$1500K". */
export function money(amount: number): string {
  if (!Number.isFinite(amount) || amount <= 0) return '$0';
  if (amount >= 1e9) return 'over $1B';
  if (amount >= 1e6) return `$${Number((amount / 1e6).toFixed(1))}M`;
  if (amount >= 1000 && amount % 1000 === 0) return `$${amount / 1000}K`;
  if (amount >= 10_000) return `$${Number((amount / 1000).toFixed(1))}K`;
  return `$${Math.round(amount).toLocaleString('en-US')}`;
}

export function sentenceEnd(text: string): string {
  const trimmed = text.trim();
  // A quotation that ends its sentence inside its marks ("…Now we have a wait.") is ended.
  return /[.!?]["”]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function caseReference(study: CaseStudy, lang: Language, retriever: Retriever): string {
  const copy = copyFor(lang);
  if (lang === 'es') {
    const spanish = retriever.spanish.caseStudies[study.id];
    return copy.caseRef(spanish?.title ?? study.title, study.client, spanish?.result);
  }
  const metric = study.metrics?.primary?.trim();
  return copy.caseRef(
    study.title,
    study.client,
    metric ? metric[0]!.toLowerCase() + metric.slice(1) : undefined,
  );
}

/** The case studies whose work counts as a service's (SERVICE_CATALOG's portfolio names). */
export function casesForService(all: CaseStudy[], service: string | undefined): CaseStudy[] {
  const names: readonly string[] =
    SERVICE_CATALOG.find((entry) => entry.slug === service)?.portfolio ?? [];
  return all.filter((study) => study.services.some((name) => names.includes(name)));
}

export interface WorkChoice {
  cases: CaseStudy[];
  /** The industry has no case study: the case is the closest, not a match, for this reason. */
  closest?: { en: string; es: string };
  /** The cases are in the visitor's industry. */
  inIndustry?: boolean;
}

/**
 * Problems visitors describe and the case that solved the same one, with why it is close: a brand
 * whose ad costs climb is shown the case that brought them down, whatever it sells.
 */
const PROBLEMS: { re: RegExp; id: string; en: string; es: string }[] = [
  {
    re: /\b(?:cpa|cac|cost per (?:acquisition|customer|lead|install|conversion|sign ?up)|acquisition costs?|ads? (?:stopped|stop|aren'?t|are not|not) working|ad fatigue|creative (?:fatigue|is (?:stale|tired)|wore out|wearing out)|stale creative|costo por adquisici[oó]n)\b/i,
    id: 'verde-wellness',
    en: 'its cost per acquisition was climbing as the same ads wore out, and creator-led vertical video cut it by 44%',
    es: 'su costo por adquisición subía porque los mismos anuncios se gastaban, y el video vertical con creadores lo bajó 44%',
  },
  {
    re: /\b(?:weeknights?|slow nights?|dead (?:on )?(?:weeknights|weekdays|mondays|tuesdays)|weekday (?:afternoons|evenings|nights) (?:are|is) (?:empty|dead|slow)|weekdays (?:are|is) (?:empty|dead|slow)|empty tables|fill (?:tables|seats) (?:on|during) the week|entre semana)\b/i,
    id: 'taqueria-del-sol',
    en: 'it filled weeknights for a restaurant group: 38% more weeknight covers from a creator-led video series',
    es: 'llenó las noches entre semana de un grupo de restaurantes: 38% más mesas con una serie de video con creadores',
  },
  {
    re: /\b(?:shelf space|get into (?:more )?(?:stores|grocers|grocery)|more (?:stores|retail doors|grocery)|grocery (?:chains?|stores?|shelves)|retail doors)\b/i,
    id: 'golden-state-creamery',
    en: 'it won shelf space for a food brand: 140 new stores and 27% more same-store sales',
    es: 'ganó espacio en anaquel para una marca de alimentos: 140 tiendas nuevas y 27% más ventas por tienda',
  },
  {
    re: /\b(?:organic (?:traffic|search|growth)|paid search (?:is )?(?:eating|too expensive|expensive)|search ads (?:are )?(?:too )?expensive|cost per trial|rank(?:ing)? on google)\b/i,
    id: 'vaultline',
    en: 'it replaced expensive paid search with content that ranks: 418% more organic traffic',
    es: 'reemplazó la búsqueda pagada cara con contenido que posiciona: 418% más tráfico orgánico',
  },
  {
    re: /\b(?:online (?:sales|revenue) (?:are |is )?(?:flat|flattened|stalled|stuck|down)|flat online sales|marketplace competitors|undercut (?:us )?on price)\b/i,
    id: 'canyon-ridge-outfitters',
    en: 'it restarted flat online sales: 63% more online revenue over the holidays without a sitewide sale',
    es: 'reactivó ventas en línea estancadas: 63% más ingresos en línea en temporada navideña sin descuentos generales',
  },
];

export function problemCase(message: string): (typeof PROBLEMS)[number] | undefined {
  return PROBLEMS.find((problem) => problem.re.test(message));
}

/** The work to name for an industry (and service), honest about how close it is. */
export function workFor(
  retriever: Retriever,
  industry: Industry | undefined,
  service: string | undefined,
  exclude: string[] = [],
  limit = 2,
  /** The visitor's message: a problem it describes picks the case that solved it. */
  message = '',
): WorkChoice {
  const all = [...retriever.casesById.values()];
  const byService = casesForService(all, service);
  const ranked = (list: CaseStudy[]) => [
    ...list.filter((study) => byService.includes(study)),
    ...list.filter((study) => !byService.includes(study)),
  ];
  const keep = (list: CaseStudy[]) =>
    list
      .filter((study, index) => !exclude.includes(study.id) && list.indexOf(study) === index)
      .slice(0, limit);
  const problem = problemCase(message);
  if (industry && industry.exact.length) {
    const exact = all.filter((study) => industry.exact.includes(study.industry));
    const ordered = industry.exact.flatMap((name) =>
      ranked(exact.filter((s) => s.industry === name)),
    );
    // Ramen shops with dead weeknights are shown the restaurant's case before the ice cream's;
    // a salsa brand asking about grocery, the case that got into grocery stores.
    const solving = problem && ordered.find((study) => study.id === problem.id);
    const speaking = speakingOfTrade(ordered, message, industry);
    const chosen = keep([...(solving ? [solving] : []), ...speaking, ...ordered]);
    if (chosen.length) return { cases: chosen, inIndustry: true };
  }
  const solved = problem && retriever.casesById.get(problem.id);
  if (solved && !exclude.includes(solved.id)) {
    if (industry) return { cases: [solved], closest: problem };
    return {
      cases: [solved, ...keep(byService.filter((study) => study !== solved))].slice(0, limit),
    };
  }
  for (const near of industry?.closest ?? []) {
    const study = retriever.casesById.get(near.id);
    if (study && !exclude.includes(study.id)) return { cases: [study], closest: near };
  }
  return { cases: keep(byService) };
}

/** Spanish trade words whose English a case speaks of: a "cooperativa" is the credit union's trade. */
const SPANISH_TRADES: Record<string, string> = {
  cooperativa: 'credit union',
  banco: 'bank',
  restaurante: 'restaurant',
  helado: 'ice cream',
};

/**
 * Whether a case uses the word itself, or its plural ("alley" is not in "valley"); a word of four
 * letters or fewer may be short for one of its words ("bev" for "beverage").
 */
export function spokenBy(word: string): (study: CaseStudy) => boolean {
  const stem = fold(word)
    .replace(/s$/, '')
    .replace(/[^a-z0-9]/g, '');
  const whole = stem.length <= 4 ? '' : '(?:e?s)?\\b';
  const pattern = new RegExp(`\\b${stem}${whole}`);
  return (study) => pattern.test(caseText(study));
}

/** Whether a case speaks of a trade the visitor named, in English or Spanish. */
const speaksOf = (study: CaseStudy, trade: string) =>
  caseText(study).includes((SPANISH_TRADES[trade] ?? trade).replace(/s$/, ''));

/** The cases that speak of the trade a message names ("grocery", "bakery"), if it names one. */
export function speakingOfTrade(
  cases: CaseStudy[],
  message: string,
  industry: Industry | undefined,
): CaseStudy[] {
  const trade =
    message && industry
      ? tradeWord(
          ` ${fold(message)
            .replace(/[^a-z0-9]+/g, ' ')
            .trim()} `,
          industry,
        )
      : undefined;
  return trade ? cases.filter((study) => speaksOf(study, trade)) : [];
}

const caseTexts = new WeakMap<CaseStudy, string>();
/** Everything a case says of itself, folded once: whether it speaks of a visitor's trade. */
function caseText(study: CaseStudy): string {
  let text = caseTexts.get(study);
  if (text === undefined) {
    text = fold(
      [
        study.client,
        study.title,
        study.industry,
        study.challenge,
        study.strategy,
        study.execution,
        ...study.results,
        ...study.tags,
      ].join(' '),
    );
    caseTexts.set(study, text);
  }
  return text;
}

/**
 * "Our work in X includes …" or "We don't have a case study in X; the closest is … because …".
 * With the visitor's message as analysed (folded words), a trade narrower than the industry ("a bakery" in food and
 * beverage) that no case speaks of is said to have no case of its own.
 */
export function describeWork(
  choice: WorkChoice,
  industry: Industry | undefined,
  lang: Language,
  retriever: Retriever,
  said?: string,
  /** The visitor told of a business in no industry we know: no case is said to be in it. */
  unknownTrade = false,
): string[] {
  const copy = copyFor(lang);
  if (choice.cases.length === 0) return [];
  const list = copy.list(choice.cases.map((study) => caseReference(study, lang, retriever)));
  if (!industry && unknownTrade) return [copy.noCaseYours(list)];
  const trade = industry && said && choice.inIndustry ? tradeWord(said, industry) : undefined;
  if (trade && industry && !choice.cases.some((study) => speaksOf(study, trade)))
    return [copy.noTradeCase(trade, lang === 'es' ? industry.es : industry.en, list)];
  if (choice.closest && industry) {
    const label = lang === 'es' ? industry.es : industry.en;
    return [
      copy.noIndustryCase(label),
      copy.closestCase(list, lang === 'es' ? choice.closest.es : choice.closest.en),
    ];
  }
  if (industry && choice.inIndustry)
    return [copy.industryWork(lang === 'es' ? industry.es : industry.en, list)];
  // Work of another industry is never presented as the visitor's industry's.
  if (industry && !industry.exact.length)
    return [
      copy.noIndustryCase(lang === 'es' ? industry.es : industry.en),
      copy.relevantWork(list),
    ];
  return [copy.relevantWork(list)];
}

export function caseDetails(study: CaseStudy, lang: Language, retriever: Retriever): string[] {
  const copy = copyFor(lang);
  const services = copy.list(study.services.map((s) => s.toLowerCase()));
  // What was made and over how long, rather than the problem it solved.
  const made = study.execution.slice(0, 2).map(sentenceEnd).join(' ');
  const took = study.duration ? ` ${copy.caseDuration(study.client, study.duration)}` : '';
  const challenge =
    lang === 'es' ? '' : `${made || sentenceEnd(firstSentences(study.challenge, 1))}${took}`;
  const result = lang === 'es' ? '' : sentenceEnd(study.results[0] ?? study.metrics?.primary ?? '');
  return [
    copy
      .caseDetails(caseReference(study, lang, retriever), services, challenge, result)
      .replace(/\s+/g, ' ')
      .trim(),
    copy.caseLink(study.id),
  ];
}

/** A stated budget against the agency's range. */
export function budgetSentence(budget: number, lang: Language, period?: BudgetPeriod): string {
  const copy = copyFor(lang);
  // A monthly or yearly sum is weighed against the retainers, which are priced by the month.
  if (period === 'month')
    return budget >= RETAINER_FLOOR
      ? copy.budgetMonthlyFits(money(budget))
      : copy.budgetMonthlyLow(money(budget));
  if (period === 'year') {
    const monthly = money(Math.round(budget / 12 / 1000) * 1000);
    return budget / 12 >= RETAINER_FLOOR
      ? copy.budgetYearlyFits(money(budget), monthly)
      : copy.budgetYearlyLow(money(budget), monthly);
  }
  if (budget < PRICE_FLOOR) return copy.budgetLow(money(budget));
  if (budget >= 250_000) return copy.budgetHigh(money(budget));
  return copy.budgetFits(money(budget));
}

/** Weeks in a stated timeline ("in 6 weeks", "two months", "by June" is not counted). */
export const MONTH_INDEX: [RegExp, number][] = [
  [/\b(?:jan(?:uary)?|enero)\b/i, 0],
  [/\b(?:feb(?:ruary)?|febrero)\b/i, 1],
  [/\b(?:march|marzo)\b/i, 2],
  [/\b(?:april|abril)\b/i, 3],
  [/\b(?:may|mayo)\b/i, 4],
  [/\b(?:june|junio)\b/i, 5],
  [/\b(?:july|julio)\b/i, 6],
  [/\b(?:aug(?:ust)?|agosto)\b/i, 7],
  [/\b(?:sept?(?:ember)?|septiembre)\b/i, 8],
  [/\b(?:oct(?:ober)?|octubre)\b/i, 9],
  [/\b(?:nov(?:ember)?|noviembre)\b/i, 10],
  [/\b(?:dec(?:ember)?|diciembre)\b/i, 11],
];

/** Days of the year visitors plan around, and the seasons, as month and day. */
export const OCCASIONS: [RegExp, number, number][] = [
  [/\bhallowe'?en\b/i, 9, 31],
  [/\b(?:thanksgiving|black friday|cyber monday)\b/i, 10, 26],
  [/\b(?:christmas|xmas|navidad|the holidays)\b/i, 11, 20],
  [/\bnew year'?s?(?: eve| day)?\b|\ba[nñ]o nuevo\b/i, 0, 1],
  [/\bvalentine'?s?(?: day)?\b|\bsan valent[ií]n\b/i, 1, 14],
  [/\bsuper ?bowl\b/i, 1, 8],
  [/\b(?:mother'?s day|d[ií]a de las madres)\b/i, 4, 10],
  [/\bcinco de mayo\b/i, 4, 5],
  [/\bmemorial day\b/i, 4, 25],
  [/\bfather'?s day\b/i, 5, 15],
  [/\b(?:(?:the )?(?:4th|fourth) of july|july (?:4th|fourth)|independence day)\b/i, 6, 4],
  [/\bback[- ]to[- ]school\b/i, 7, 1],
  [/\blabor day\b/i, 8, 1],
  [/\bspring\b|\bprimavera\b/i, 2, 20],
  [/\bsummer\b|\bverano\b/i, 5, 21],
  [/\b(?:fall|autumn)\b|\boto[nñ]o\b/i, 8, 22],
  [/\bwinter\b|\binvierno\b/i, 11, 21],
];

/** Weeks from `now` to a month or a day of the year named in a timeline ("early February", "march 1", "halloween"), the next one to come. */
function weeksToMonth(timeline: string, now: Date): number | undefined {
  const occasion = MONTH_INDEX.some(([name]) => name.test(timeline))
    ? undefined
    : OCCASIONS.find(([name]) => name.test(timeline));
  if (occasion) {
    let when = new Date(now.getFullYear(), occasion[1], occasion[2]);
    if (when.getTime() < now.getTime() - 7 * 86_400_000)
      when = new Date(now.getFullYear() + 1, occasion[1], occasion[2]);
    return Math.max(0, (when.getTime() - now.getTime()) / (7 * 86_400_000));
  }
  const month = MONTH_INDEX.find(([name]) => name.test(timeline))?.[1];
  if (month === undefined) return undefined;
  const day = Number(timeline.match(/\b(\d{1,2})(?:st|nd|rd|th)?\b/)?.[1]);
  const part = /\b(?:early|beginning|principios)\b/i.test(timeline)
    ? 5
    : /\b(?:mid|mediados)\b/i.test(timeline)
      ? 15
      : /\b(?:late|end|finales)\b/i.test(timeline)
        ? 25
        : 1;
  let when = new Date(now.getFullYear(), month, day >= 1 && day <= 31 ? day : part);
  if (when.getTime() < now.getTime() - 7 * 86_400_000)
    when = new Date(now.getFullYear() + 1, month, when.getDate());
  return Math.max(0, (when.getTime() - now.getTime()) / (7 * 86_400_000));
}

export function weeksOf(timeline: string | undefined, now: Date = new Date()): number | undefined {
  if (!timeline) return undefined;
  if (/next week|pr[oó]xima semana/i.test(timeline)) return 1;
  if (!/\d+\s*(?:weeks?|wks?|months?|days?|semanas?|meses|mes|d[ií]as?)/i.test(timeline)) {
    const toMonth = weeksToMonth(timeline, now);
    if (toMonth !== undefined) return toMonth;
  }
  const m = timeline.match(
    /(\d+|a couple of|[a-z]+)\s*(?:-|to\s+\d+\s*)?\s*(weeks?|wks?|months?|days?|semanas?|meses|mes|d[ií]as?)/i,
  );
  if (!m) return undefined;
  const n = Number(m[1]) || NUMBER_WORDS[m[1]!.toLowerCase()];
  if (!n) return undefined;
  const unit = m[2]!.toLowerCase();
  if (/^(?:month|mes)/.test(unit)) return n * 4.3;
  if (/^(?:day|d[ií]a)/.test(unit)) return n / 7;
  return n;
}

const ENGLISH_MONTH =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|christmas)\b/gi;

export function timelineSentence(timeline: string, weeks: number, lang: Language): string {
  const copy = copyFor(lang);
  // The visitor's words, with the months (and Christmas) capitalised as English writes them ("by March").
  const named =
    lang === 'en'
      ? timeline.replace(
          ENGLISH_MONTH,
          (month) => month[0]!.toUpperCase() + month.slice(1).toLowerCase(),
        )
      : timeline;
  const when = named[0]!.toUpperCase() + named.slice(1);
  if (weeks < 6) return copy.timelineTight(when);
  if (weeks >= 12) return copy.timelineLong(when);
  return copy.timelineFits(when);
}

/** The one follow-up question worth asking now, never one already asked. */
export function nextQuestion(
  state: DialogueState,
  lang: Language,
  kind: 'project' | 'careers' | 'general',
  hasResume: boolean,
): { key: string; text: string } | undefined {
  const questions = copyFor(lang).questions;
  const order: (keyof typeof questions)[] =
    kind === 'careers'
      ? hasResume
        ? []
        : state.mode === 'careers'
          ? ['careersDiscipline']
          : ['careersTrack']
      : kind === 'project'
        ? [
            ...(!state.timeline ? (['timeline'] as const) : []),
            ...(state.budget === undefined ? (['budget'] as const) : []),
            ...(!state.industry && !state.service ? (['industry'] as const) : []),
            'goal',
          ]
        : [];
  const key = order.find((candidate) => !state.asked.includes(candidate));
  return key ? { key, text: questions[key] } : undefined;
}
