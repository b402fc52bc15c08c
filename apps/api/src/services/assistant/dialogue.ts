// The dialogue state: what the conversation has established so far, kept with the conversation in
// the database so that any instance can continue it. Follow-ups ("what would that run?", "got
// anything similar?", "the car one") are read against it.
import { z } from 'zod';
import type { CaseStudy } from '@agency/schema';
import { MONTH_INDEX } from './compose.ts';
import { fold, type Analysed } from './text.ts';

export const Language = z.enum(['en', 'es']);
export type Language = z.infer<typeof Language>;

/** What the visitor said they do not want shown. */
export const DECLINABLE = ['reel', 'portfolio', 'awards'] as const;
export type Declinable = (typeof DECLINABLE)[number];

const list = (max: number) =>
  z
    .array(z.string().max(80))
    .catch([])
    .transform((items) => items.slice(-max));
const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

/** Parsed leniently: a row written by an older version, or damaged, yields what is still valid. */
export const DialogueState = z.object({
  lang: Language.catch('en'),
  service: optional(z.string().max(80)),
  industry: optional(z.string().max(80)),
  caseId: optional(z.string().max(120)),
  budget: optional(z.number().nonnegative()),
  timeline: optional(z.string().max(80)),
  name: optional(z.string().max(40)),
  company: optional(z.string().max(80)),
  /** Keys of the follow-up questions already asked, so none is asked twice. */
  asked: list(30),
  /** FAQ ids already answered. */
  answered: list(40),
  declined: z
    .array(z.enum(DECLINABLE))
    .catch([])
    .transform((items) => [...new Set(items)]),
  /** Who the visitor is in this conversation, once known: a job seeker's questions are careers ones. */
  mode: optional(z.enum(['project', 'careers', 'vendor', 'press'])),
  /** The answer unit and the policy step of the last reply: what a short follow-up refers to. */
  lastUnit: optional(z.string().max(80)),
  lastStep: optional(z.string().max(40)),
  /** The visitor writes in a language other than English and Spanish (answered in English). */
  foreign: optional(z.boolean()),
  /** Contact details the visitor gave in the chat. */
  phone: optional(z.string().max(40)),
  email: optional(z.string().max(320)),
  /** What the last reply corrected ("we were founded in 2009, not 2015"), held to if the visitor doubts it. */
  corrected: optional(z.string().max(800)),
  /** Screens opened in this conversation. */
  shown: list(10),
  /** Channels the visitor ruled out ("no influencers"), by channels.ts's keys. */
  avoid: list(8),
});
export type DialogueState = z.infer<typeof DialogueState>;

/** Parsed once: filling every field from its fallback is most of the cost of a first message's state. */
const EMPTY_STATE = DialogueState.parse({});

export function readState(raw: unknown): DialogueState {
  const parsed = raw == null ? undefined : DialogueState.safeParse(raw);
  return parsed?.success ? parsed.data : structuredClone(EMPTY_STATE);
}

const MULTIPLIER: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  mil: 1e3,
  m: 1e6,
  million: 1e6,
};

/**
 * A sum of money in the message, in dollars: "$1,500", "$15k", "20k", "2 million", "5.000 dólares".
 * Figures without a currency sign or unit are not money ("a 30 second spot").
 */
/** An amount in the text; `lang` reads "5 mil" as Spanish thousands or English millions. */
const COUNTED =
  /^\s*(?:ppl|people|persons|attendees|guests|visitors|fans|followers|subscribers|subs|users|members|customers|patients|students|downloads|installs|views|impressions|units|tickets|seats|rooms|sq ?ft|square feet|miles|km|personas|asistentes|seguidores|usuarios|clientes|miembros|visitas|boletos|entradas)\b/i;

export function parseMoney(text: string, lang: Language = 'es'): number | undefined {
  const re =
    /(\$|usd\s?)?\s?(\d{1,3}(?:[,.]\d{3})+|\d+(?:\.\d+)?)\s?(k|m|thousand|million|mil|grand)?\b\s?(dollars|dolares|dólares|usd|bucks)?/gi;
  for (const match of text.matchAll(re)) {
    const [, sign, digits, unit, word] = match;
    if (!sign && !unit && !word) continue;
    // "~8k ppl", "50k followers": a count of people or things, not money.
    if (!sign && !word && COUNTED.test(text.slice(match.index! + match[0].length))) continue;
    const value = Number(digits!.replace(/[,.](?=\d{3}\b)/g, ''));
    if (!Number.isFinite(value)) continue;
    const multiplier =
      unit?.toLowerCase() === 'mil' && lang === 'en'
        ? 1e6
        : unit
          ? MULTIPLIER[unit.toLowerCase()]!
          : 1;
    return value * multiplier;
  }
  return digitsSaid(text);
}

const DIGITS_SAID =
  /\b(?:(low|mid|high)[- ])?(five|six|seven|5|6|7)[- ]figures?\b|\b(cinco|seis|siete) cifras(?: (bajas|altas))?\b/i;
const DIGIT_COUNTS: Record<string, number> = {
  five: 5,
  5: 5,
  cinco: 5,
  six: 6,
  6: 6,
  seis: 6,
  seven: 7,
  7: 7,
  siete: 7,
};
/**
 * "High five figures", "low six figures", "seis cifras": a sum said by its number of digits, read
 * as the bottom of its span, or two, five or eight times that for "low", "mid" and "high".
 */
function digitsSaid(text: string): number | undefined {
  const match = DIGITS_SAID.exec(text);
  // "Five figure followers" counts people, not dollars.
  if (!match || COUNTED.test(text.slice(match.index + match[0].length))) return undefined;
  const floor = 10 ** (DIGIT_COUNTS[(match[2] ?? match[3])!.toLowerCase()]! - 1);
  const where = (match[1] ?? match[4])?.toLowerCase();
  const times =
    where === 'low' || where === 'bajas'
      ? 2
      : where === 'mid'
        ? 5
        : where === 'high' || where === 'altas'
          ? 8
          : 1;
  return floor * times;
}

/**
 * A budget said to be small without a figure: "a few grand", "not much budget", "budget is...
 * tight", "poco presupuesto". It is held up to the price range as a stated figure is.
 */
const SMALL_BUDGET =
  /\b(?:(?:a\s+)?(?:few|couple(?:\s+of)?|several)\s+(?:grand|thousand|k)\b|(?:not\s+(?:much|a lot of)|no\s+real|little|small|tiny|tight|limited|low|shoestring|modest|smol)\s+(?:of\s+a\s+)?budget|budget\s+(?:is\s+|'?s\s+)?(?:like\s+)?[.…\s]*(?:not\s+(?:much|a lot|big)|tight|small|limited|low|tiny|minimal)|poco presupuesto|presupuesto\s+(?:chico|peque[nñ]o|limitado|bajo|corto|ajustado)|no tengo mucho\s+(?:budget|presupuesto|dinero|pisto|lana|varo|plata)|(?:el\s+)?(?:pisto|presupuesto|budget|dinero|lana|varo|plata)\s+es\s+poco|poc[ao]\s+(?:lana|plata|dinero|pisto|varo))\b/i;

export function saysSmallBudget(text: string): boolean {
  return SMALL_BUDGET.test(text);
}

const TIMELINE =
  /\b(?:in|within|by|before|for|en|para|antes de)\s+(?:(?:the\s+)?(?:next|end of|early|mid|late)\s+)?(?:\d+\s+(?:weeks?|months?|days?|semanas?|meses|d[ií]as)|january|february|march|april|may|june|july|august|september|october|november|december|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|q[1-4]|spring|summer|fall|autumn|winter|the holidays|christmas|next (?:month|year|quarter)|this (?:month|year|quarter))\b/i;

/** A duration said on its own: "is 5 months enough", "6 weeks?", "dos meses". */
const DURATION =
  /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|a couple of|dos|tres|cuatro|cinco|seis|ocho|diez)\s*(?:-\s*\d+\s*)?(?:weeks?|wks?|months?|days?|semanas?|meses|d[ií]as)\b|\bnext week\b|\bla pr[oó]xima semana\b/i;

/**
 * A date said without a preposition: "launch is march 1", "closes early february". "May" alone
 * is too often the verb, so it counts only after "in", "by" or "for" (TIMELINE).
 */
const DATE =
  /\b(?:(?:early|mid|late|end of|beginning of|principios de|mediados de|finales de)[- ]?)?(?:january|february|march|april|june|july|august|september|october|november|december|jan|feb|aug|sept?|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)(?![a-z])\.?(?:\s+\d{1,2}(?:st|nd|rd|th)?\b)?(?!\s+(?:now|ahora)\b)/i;
/** "It's mid November now": when the visitor is, not when they need it. */
const NOW_SAID =
  /\b(?:it'?s|its|we'?re in|estamos en)\s+(?:(?:early|mid|late)[- ]?)?[a-z]+\.?(?:\s+\d{1,2})?(?:\s+(?:now|ahora))?\b|\b\w+\s+(?:now|ahora)\b/gi;

/** "If we start in January": when work would begin, not when it is due. */
const START_SAID =
  /\b(?:start\w*|begin\w*|kick(?:ing)? (?:it )?off|arranc\w*|empez\w*|comenz\w*)\s+(?:it\s+|this\s+|work\s+)?(?:in|on|by|en|el|a)?\s*(?:(?:early|mid|late|principios de|mediados de|finales de)[- ]?)?[a-z]+\b/gi;

/** A day of the year or a season a launch is set for: "halloween is our super bowl", "summer launch". */
const OCCASION_DUE =
  /\b(?:hallowe'?en|thanksgiving|black friday|cyber monday|christmas|xmas|valentine'?s(?: day)?|mother'?s day|father'?s day|cinco de mayo|memorial day|labor day|(?:the )?(?:4th|fourth) of july|back[- ]to[- ]school|navidad|san valent[ií]n|d[ií]a de las madres)\b|\b(?:spring|summer|fall|autumn|winter|primavera|verano|oto[nñ]o|invierno)(?= (?:launch|drop|release|opening|season|campaign|push|is|it is)\b)/i;

export function parseTimeline(text: string): string | undefined {
  const due = text.replace(START_SAID, ' ');
  const dated = due.replace(NOW_SAID, ' ');
  return (
    due.match(TIMELINE)?.[0] ??
    due.match(DURATION)?.[0] ??
    dated.match(DATE)?.[0] ??
    dated.match(OCCASION_DUE)?.[0]
  );
}

/** "It's august now", "estamos en enero": the month the visitor says it is, when not today's. */
export function monthSaid(text: string): number | undefined {
  for (const said of text.matchAll(NOW_SAID)) {
    const month = said[0].replace(/\s+(?:now|ahora)\b/i, '').match(DATE)?.[0];
    if (!month) continue;
    const index = MONTH_INDEX.find(([name]) => name.test(month))?.[1];
    if (index !== undefined) return index;
  }
  return undefined;
}

const DECLINE_VERBS =
  "tampoco|skip|no|not|don't|do not|dont|without|forget|never mind|no need for|hold the|sin|no quiero|no necesito|olvida";
const DECLINE_OBJECTS: Record<Declinable, string> = {
  reel: 'reel|showreel|sizzle|video reel|videos',
  portfolio: 'portfolio|portafolio|case studies|work samples|examples|casos',
  awards: 'awards|premios|trophies',
};

/** Words between a decline and its objects: "don't show me the portfolio or the awards". */
const DECLINE_FILLER = `need|want|to|show|see|send|watch|pull|up|open|play|the|your|a|any|el|la|los|su|sus|ver|me|us|or|and|nor|ni|o|y|ense[nñ]es|muestres|mandes|abras|pongas|quiero|necesito|tu|tus|mas|more|${Object.values(DECLINE_OBJECTS).join('|')}`;

const DECLINES = DECLINABLE.map(
  (key) =>
    [
      key,
      new RegExp(
        `\\b(?:${DECLINE_VERBS})\\b(?:\\s+(?:${DECLINE_FILLER})){0,8}\\s+(?:${DECLINE_OBJECTS[key]})\\b`,
        'i',
      ),
    ] as const,
);

/** "No need to open anything", "don't send me case study links": every screen declined at once. */
const DECLINES_ALL =
  /\b(?:don'?t|do not|dont|no need to|no)\s+(?:open|show|send|pull up|link)\s+(?:me\s+|us\s+)?(?:anything|any links?|links?|the case (?:study )?(?:page|link)s?|case stud(?:y|ies) links?|pages?|any pages|the \w+ (?:thing|page|panel|tab))\b|\bno links\b|\bno abras nada\b|\bsin (?:links|enlaces)\b|\b(?:in|just|only) (?:plain )?text\b|\btext only\b|\bwithout opening\b|\bno (?:slideshows?|popups?|panels?)\b/i;

/** What the message declines ("skip the reel", "no portfolio please", "sin el reel"). */
export function parseDeclines(text: string): Declinable[] {
  if (DECLINES_ALL.test(text)) return [...DECLINABLE];
  return DECLINES.filter(([, re]) => re.test(text)).map(([key]) => key);
}

/**
 * A refusal's opening: "please no influencer stuff", "NOT interested in tiktok", "don't need a
 * retainer", "not looking for ads", "sin videos". Other negations state a fact or ask ("we're not
 * in LA", "do u not have any texas clients?", "you don't do SEO, right?"), so "not" opens one
 * only before a word of wanting, and "don't" only with a verb of wanting or showing.
 */
const REFUSAL_EN = new RegExp(
  `(?<![\\p{L}'’])(?:${[
    String.raw`(?:(?:please|pls|plz|and|but|so|just|also)\s+)?no(?:\s+more)?(?=\s+\p{L})(?!\s+(?:one|idea|problem|worries|way|i|im|i'm|we|thanks|thank|it|that|this|worries)\b)`,
    String.raw`not(?:\s+(?:really|even|at all))?\s+(?:interested in|looking (?:for|to)|into|keen on|after|a fan of|big on|fans of|doing|wanting|needing)`,
    String.raw`(?:(?:i|we)\s+)?(?:don'?t|don’t|do not)\s+(?:really\s+)?(?:want|need|show|send|open|play|give|care (?:about|for)|like|love|bother with|pitch|push)(?:\s+(?:me|us|to see|to|any|the|your))*`,
    String.raw`(?:skip|without|no need for|hold the|forget(?: about)?|except)`,
  ].join('|')})(?![\\p{L}'’])`,
  'giu',
);
/** In Spanish "no" negates every verb, so only refusing verbs open a refusal. */
const REFUSAL_ES =
  /(?<![\p{L}])(?:no quiero|no queremos|no necesito|no necesitamos|no me (?:ense[nñ]es|muestres|mandes|abras|pongas)|nada de|sin|no busco|no buscamos)(?![\p{L}])/giu;
/** Where a refusal's scope ends: "no influencers, just billboards", "not TV but radio". */
const REFUSAL_END =
  /[.,;:!?¿¡()—–]|\s-\s|(?<![\p{L}])(?:just|only|but|instead|rather|we want|i want|we need|i need|we'd want|more like|what|how|who|can|could|do|does|is|are|sino|solo|sólo|nomás|nada más|pero|quiero|queremos|necesito|necesitamos)(?![\p{L}])/iu;

/**
 * The message without what it refuses, for matching it against the answers' phrasings: "please no
 * influencer stuff, we want a proper TV campaign" asks about TV, and its strongest words otherwise
 * point at the influencer answer. A refusal is cut to the end of its clause, at most six words;
 * a message that is nothing but refusals is returned whole.
 */
export function withoutRefusals(text: string, lang: Language): string {
  let kept = '';
  let from = 0;
  for (const match of text.matchAll(lang === 'es' ? REFUSAL_ES : REFUSAL_EN)) {
    if (match.index < from) continue;
    const rest = text.slice(match.index + match[0].length);
    const end = rest.search(REFUSAL_END);
    const scope = end === -1 ? rest : rest.slice(0, end);
    const words = scope.match(/\S+/g) ?? [];
    if (words.length === 0) continue;
    const cut = words.length > 6 ? scope.indexOf(words[6]!) : scope.length;
    kept += `${text.slice(from, match.index)} `;
    from = match.index + match[0].length + cut;
  }
  if (from === 0) return text;
  kept += text.slice(from);
  const result = kept.replace(/\s+/g, ' ').trim();
  return /\p{L}{3,}/u.test(result) ? result : text;
}

/** What the visitor is asking about in this turn, independent of the topic it refers to. */
export type Ask = 'price' | 'timeline' | 'similar' | 'details';

const ASKS: [Ask, RegExp][] = [
  [
    'price',
    / (?:how much|cost|costs|price|prices|pricing|(?<! in )charge|what budget|which budget|how big a budget|budget (?:would|do|should) (?:we|i) need|(?:would|does|will|that|it|this) run|run me|run us|ballpark|estimate|quote|anything smaller|something smaller|smaller version|smaller budget|anything cheaper|something cheaper|cheaper option|cheapest|algo mas chico|algo mas pequeno|mas barato|cuanto cuesta|cuanto costaria|cuanto cobran|cuanto seria|cuanto sale|cuantos chavos|cuanta lana|cuanta plata|cuanto varo|precio|precios|costo|what kind of (?:monthly|money|budget)|monthly (?:fee|cost|rate|retainer)s?|(?:the )?damage|per month|a month (?:for|on)) /,
  ],
  [
    'timeline',
    / (?:turnaround|how long|how soon|(?:season|term|semester|launch|opening|premiere|release|event|festival|show) (?:starts|opens|is|begins) (?:in|on|late|early|mid|next)|need it (?:by|before|for)|go(?:es)? live (?:in|on|by)|how fast|timeline|timeframe|lead time|too late|too soon|too early|soon enough|enough time|in time|urgent(?! care)|urgently|asap|rush|rushed|last minute|(?:do|make|have|get) (?:it|this|that|them) (?:by|for) (?:this|next|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:by|for|before) this (?:week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:can|could) (?:you|u) do (?:it |this |that )?this week|how far ahead|how early|from yes to|when (?:should|do|would|must|will) (?:we|i)(?: \w+){0,2} (?:start|begin|kick off|talk|reach out|brief|book|contact)|cuanto tiempo|cuanto se tardan|cuanto tardan|cuanto tarda|cuanto tardaria|cuanto tardarian|cuanto tardarias|cuanto os llevaria|cuanto les llevaria|se tardan|cuanto demoran|plazo|tiempos|muy tarde|a tiempo|con cuanta anticipacion) /,
  ],
  [
    'similar',
    / (?:similar|closest|closer|close to|anything like|something like|like that|like it|like this|got anything|comparable|same kind|examples|other work|parecido|similares|algo asi|ejemplos|mas cercano) /,
  ],
  [
    'details',
    / (?:tell me more|more about|how did (?:it|that|they)|what did you do|results|details|cuentame mas|resultados) /,
  ],
];

/** "How soon do you reply?" asks about the agency's response time, not a project's timeline. */
const RESPONSE_TIME =
  / (?:reply|replies|respond|response|get back|hear back|answer|responden|contestan) /;

/**
 * "What was the cost of acquisition?", "how much did their sales go up?", "how much of that was new
 * customers?": a case's figure, not a price.
 */
const FIGURE_NOT_PRICE =
  / (?:cost (?:per|of acquisition|of customer|to acquire)|acquisition cost|cpa|cac|roas|how much of (?:that|it|this|those|them|the (?:\w+ )?(?:sales|revenue|growth|traffic|orders|lift|members|customers|views)) (?:was|were|is|are|came)|how much (?:did|has|have|had|was|were) (?:\w+ ){0,5}(?:go up|went up|grow|grew|increase|increased|rise|rose|drop|dropped|fall|fell|improve|improved|lift|jump|jumped|save|saved|sell|sold|raise|raised)) /;

/** Whether the message asks this too ("how long n how much" asks both). */
export function asks(analysed: Analysed, ask: Ask): boolean {
  const { joined } = analysed;
  if (ask === 'timeline' && RESPONSE_TIME.test(joined)) return false;
  if (ask === 'price' && FIGURE_NOT_PRICE.test(joined)) return false;
  return ASKS.find(([candidate]) => candidate === ask)![1].test(joined);
}

export function detectAsk(analysed: Analysed): Ask | undefined {
  // "How long did it run?" asks about time, though "it run" could be a price.
  if (/ how long /.test(analysed.joined) && asks(analysed, 'timeline')) return 'timeline';
  return ASKS.map(([ask]) => ask).find((ask) => asks(analysed, ask));
}

/** The case study a message names by its client or title ("tell me about the IMAX campaign"). */
export function namedCase(text: string, all: CaseStudy[]): CaseStudy | undefined {
  const folded = ` ${fold(text).replace(/[^a-z0-9]+/g, ' ')} `;
  return all.find((study) => caseWords(study).names.some((name) => folded.includes(name)));
}

/** Each case study's folded words, worked out once: every message is matched against them all. */
const foldedCases = new WeakMap<CaseStudy, { names: string[]; haystack: string }>();
const spaced = (text: string) =>
  ` ${fold(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

function caseWords(study: CaseStudy) {
  let words = foldedCases.get(study);
  if (!words) {
    words = {
      names: [spaced(study.client), spaced(study.title)],
      haystack: spaced([study.client, study.title, study.industry, ...study.tags].join(' ')),
    };
    foldedCases.set(study, words);
  }
  return words;
}

/** Words that point back at something already discussed. */
export const REFERENCE =
  / (?:that|it|this|those|them|one|same|similar|eso|ese|esa|esto|lo mismo|parecido) /;

/**
 * The case study a reference names: "the car one", "the ice cream campaign", "IMAX". The word
 * must appear in the case's client, title, industry or tags.
 */
export function resolveCase(analysed: Analysed, all: CaseStudy[]): CaseStudy | undefined {
  const words = analysed.tokens.filter((token) => token.length >= 3);
  let best: CaseStudy | undefined;
  let bestScore = 0;
  for (const study of all) {
    const { haystack } = caseWords(study);
    let score = 0;
    for (const word of words) {
      if (STOP_FOR_CASES.has(word)) continue;
      const term = CASE_ALIASES[word] ?? word;
      if (haystack.includes(` ${term} `) || haystack.includes(` ${term}s `)) score += 1;
    }
    if (score > bestScore) {
      best = study;
      bestScore = score;
    }
  }
  return best;
}

/** Words too common in case tags to identify one case ("campaign", "launch", "the"). */
const STOP_FOR_CASES = new Set(
  'the and for you your our one that this campaign campaigns launch content work brand brands project series video social media marketing what with'.split(
    ' ',
  ),
);

/** Synonyms a visitor uses for a case's subject that its tags do not spell out. */
const CASE_ALIASES: Record<string, string> = {
  car: 'automotive',
  cars: 'automotive',
  ev: 'automotive',
  electric: 'automotive',
  bank: 'financial',
  movie: 'entertainment',
  film: 'entertainment',
  concert: 'festival',
  taco: 'taqueria',
  tacos: 'taqueria',
  restaurant: 'taqueria',
  clinic: 'wellness',
  software: 'technology',
  ice: 'creamery',
  cream: 'creamery',
  credit: 'financial',
};
