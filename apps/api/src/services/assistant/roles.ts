// Careers answers from the roles open now: which roles are open (in a discipline, on a track),
// where and how they work, their pay as posted, how to apply and until when. Every figure and
// work mode said comes from a posted role; with none open it says so and offers to keep the
// resume on file. Used by the careers answer units (policy.ts, compose); a knowledge base
// without roles (tests of the assistant alone) keeps the units' own text.
import {
  DISCIPLINE_LABELS,
  formatPay,
  formatRoleDate,
  isRoleOpen,
  type Role,
  type RoleDiscipline,
  type RoleTrack,
} from '@agency/schema';
import type { Language } from './dialogue.ts';
import { NUMBER_WORDS } from './text.ts';

/** What a careers unit asks about; a unit not listed here is not answered from the roles. */
const ASPECT_BY_UNIT: Record<string, Aspect> = {
  careers: 'list',
  'careers-roles': 'list',
  'careers-full-time': 'list',
  'careers-freelance': 'list',
  'careers-internship': 'list',
  'careers-apply': 'apply',
  'careers-paid': 'pay',
  'careers-salary': 'pay',
  'careers-remote': 'mode',
  'careers-deadline': 'deadline',
  'careers-internship-length': 'about',
};
type Aspect =
  'list' | 'apply' | 'pay' | 'mode' | 'deadline' | 'work' | 'about' | 'needs' | 'duties';

/**
 * What a general careers unit was chosen for, when the message asks more precisely: the units
 * overlap ("what do your jobs pay?" can match the roles unit).
 */
const ASPECT_WORDS: [Aspect, RegExp][] = [
  [
    'pay',
    /\b(?:pay|pays|paid|unpaid|stipend|salar\w*|wages?|rates?|compensation|negotiab\w*|(?:the|that|its|pay|salary) range|per (?:day|hour|hr|week|year|yr)|hourly|daily|day rate|paga\w*|salario\w*|sueldo\w*|remunerad\w*|por (?:d[ií]a|hora))\b/i,
  ],
  [
    'mode',
    /\b(?:remote\w*|hybrid|on[- ]?site|in office|wfh|from home|remot[oa]s?|h[ií]brid[oa]s?|presencial(?:es)?)\b/i,
  ],
  ['deadline', /\b(?:deadline|apply by|closes?|closing|valid|fecha l[ií]mite|hasta cu[aá]ndo)\b/i],
  [
    'needs',
    /\b(?:cu[aá]ntas horas|horas (?:a|por) (?:la )?semana|medio tiempo|tiempo parcial|how many (?:years|yrs)|years of experience|experience (?:do|does|is|are|would|required|needed)|(?:what|which|how much) (?:kind of |level of )?(?:experience|exp)\b|(?:the )?(?:experience|exp) (?:they|you|u|y'?all) (?:want|need|ask|look)|(?:mid|senior|junior)[- ]level|how (?:senior|junior|experienced)|(?:be )?a (?:stretch|long shot|reach)|realistic for|(?:any|a) (?:chance|shot) (?:at|for)|what (?:does|do) (?:it|they|the \w+(?: one| job| role)?) (?:need|require|want|ask for|look for)|requirements?|required|qualif\w*|eligible|enough|hours?|part[- ]?time|do i need|would i need|(?:could|can|should|may) i (?:even |still |just )?(?:apply|do|pivot|switch|transition|move into|get into)|am i (?:too|enough)|too (?:old|young|junior|senior)|a[nñ]os de experiencia|cu[aá]ntos a[nñ]os|requisitos|piden)\b/i,
  ],
  [
    'duties',
    /\b(?:what (?:do|does|would|will) (?:an? |the )?(?:interns?|i|you|they|the \w+) (?:actually |really )?(?:do|be doing|work on)|day[- ]to[- ]day|all day|a typical day|responsibilit\w*|duties|qu[eé] (?:har[ií]a|hacen|hace)|tareas)\b/i,
  ],
];

/** A job seeker telling their own experience: "tengo 3 años de experiencia", "with 8 yrs". */
const SELF_EXPERIENCE =
  /\b(?:tengo|llevo|i have|i'?ve got|i'?ve|with|con)\s+(?:\d+|[a-z]+)\s+(?:a[nñ]os|years?|yrs?)(?:\s+(?:de experiencia|of experience|experience|exp))?/gi;
const SELF_EXPERIENCE_SAID = new RegExp(SELF_EXPERIENCE.source, 'i');
/** Whether the visitor tells their own years ("llevo 8 años…"), which ask nothing of the agency's. */
export const tellsOwnYears = (text: string): boolean => SELF_EXPERIENCE_SAID.test(text);

/** Benefits and the working week, which each role's page states under "How we work". */
const WORK_WORDS =
  /\b(?:benefits?|perks?|401 ?k|insurance|health|medical|dental|vacation|pto|paid time off|time off|days? (?:a|per) week|days? in (?:the )?(?:office|studio)|schedule|travel\w*|fly out|flights?|trips?|beneficios?|prestaciones|seguro m[eé]dico|vacaciones|viaj\w*)\b/i;
const BENEFITS =
  /\b(?:benefits?|perks?|401 ?k|insurance|health|medical|dental|vacation|pto|paid time off|time off|beneficios?|prestaciones|seguro m[eé]dico|vacaciones)\b/i;
/** What no role's page states: a question about it is answered with where to ask. */
const UNSTATED: [RegExp, string, string][] = [
  [
    /\b(?:interview\w*|hiring process|spec (?:test|work|brief|assignment)|take[- ]home|test (?:project|assignment)|entrevista\w*)\b/i,
    'the interview process',
    'el proceso de entrevistas',
  ],
  [/\b(?:visas?|sponsor\w*|h-?1b|work permit)\b/i, 'visa sponsorship', 'el patrocinio de visa'],
  [/\bnegotiab\w*|\bnegociable\b/i, 'whether the pay is negotiable', 'si el pago es negociable'],
  [/\b(?:relocat\w*|moving costs|reubica\w*|mudanza)\b/i, 'relocation', 'la reubicación'],
  [
    /\b(?:equity|stock options?|bonus\w*|signing|overtime|commission)\b/i,
    'bonuses or equity',
    'bonos o acciones',
  ],
];

/**
 * Questions a role's page answers in a sentence of its own, and how that sentence reads: "which
 * platforms would I run" → the one naming them, "how long does it last" → the one with its length.
 * Read from the page as staff wrote it, so an edited role answers from its new text.
 */
const PAGE_TOPICS: [question: RegExp, sentence: RegExp][] = [
  [
    // "What NLE do you cut on?", "need linkedin ads exp?", "snap too or just meta?", "I'm an Avid guy, deal breaker?"
    /\b(?:what|which|q|que|qu[eé]|cu[aá]les?) (?:\w+ )?(?:platforms?|tools?|software|programs?|nle|stack|programas?|herramientas?|plataformas?)\b|^\W*platforms\b|\b(?:cut|edit) (?:on|in)\b|\bads? exp\w*|\b(?:linkedin|snap(?:chat)?|meta|tiktok|google ads|avid|premiere|resolve|final cut)\b.*\b(?:deal ?breaker|too or|just|only|enough|a problem|ok|okay|fine)\b|\b(?:need|require|use|using|run|running|know) (?:\w+ )?(?:linkedin|snap(?:chat)?|meta|tiktok|google ads|avid|premiere|resolve|final cut)\b/i,
    /\b(?:Meta|TikTok|Snapchat|Premiere|Avid|DaVinci|Resolve|Ads Manager|Figma|Adobe|Final Cut|Google)\b/,
  ],
  // "Which days r in office?", "what days would I be at the studio": the page's weekdays.
  [
    /\b(?:which|what) days\b|\bdays? (?:r|are|am i|would i be|do i need to be|in) (?:in )?(?:(?:the )?office|(?:the )?studio|on ?site)\b/i,
    /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday)\b/,
  ],
  // "How many hrs a week?", "full time or part?": the hours the page asks for.
  [
    /\bhow many (?:hours|hrs)\b|\b(?:hours|hrs) (?:a|per) week\b|\bfull[- ]?time or part|\bpart[- ]?time\b|\bcu[aá]ntas horas\b/i,
    /\bhours a week\b/i,
  ],
  [
    // "How long does it last?", not "how long do you keep resumes?".
    /\bhow long(?! (?:do|does|will|would|have|has|can|did) (?:you|u|y'?all|they|we)\b)|\bwhen (?:is|does) it\b|\bwhen (?:does|do|will) (?:the [\w -]{2,40}? )?(?:start|begin|end|finish|wrap)\b|\bstart (?:and|&|n) end\b|\bstart date\b|\b(?:what|which) (?:dates|months)\b|\bduration\b|\bcu[aá]nto (?:dura|tiempo)|\bcu[aá]nto duran\b|\bcu[aá]ndo (?:es|empieza|son)\b/i,
    /\b(?:\w+-week|\d+ weeks|(?:two|three|four|five|six|seven|eight|nine|ten|twelve) weeks|mid-\w+ to)\b/i,
  ],
  [
    /\b(?:who (?:would|will|do) i (?:work|be working|report) (?:with|under|for|to)|work(?:ing)? under|report(?:ing)? to|my (?:boss|manager|lead|supervisor)|who(?:'s| is| would be| will be) (?:my )?(?:boss|manager|supervisor|mentor))\b/i,
    /\b(?:head of|creative director|producer|mentor|alongside|in a pair)\b/i,
  ],
  [
    /\b(?:notice|heads[- ]up|how far (?:ahead|in advance)|llc|loan[- ]?out|1099|w-?2|invoice|payroll|how (?:would|will|do) (?:they|you|u) pay)\b/i,
    /\b(?:notice|payroll|loan-out)\b/i,
  ],
  [/\breport(?:s|ing)?\b/i, /\breport\b/i],
  [
    /\b(?:real (?:work|briefs?|clients?|projects?)|actual (?:work|briefs?|clients?)|coffee)\b/i,
    /\b(?:live client|real briefs)\b/i,
  ],
  [/\b(?:(?:be|get|go) on (?:a )?(?:set|shoot)|on set|real shoots?)\b/i, /\bshoot\b/i],
  [
    /\b(?:portfolio pieces|for (?:my|the) portfolio|out of it)\b/i,
    /\bpieces for your portfolio\b/i,
  ],
  [
    /\b(?:mentor\w*|stand-?ups?|manag(?:e|ing) (?:anyone|anybody|people|a team|others|juniors?)|direct reports|lead (?:a team|anyone|people)|a cargo de)\b/i,
    /\b(?:mentor|stand-up)\b/i,
  ],
  // "The copywriter one pairs with an AD right?", "would I have an art director?"
  [
    /\b(?:art directors?|(?:pair(?:s|ed)?|partner(?:s|ed)?|team(?:s|ed)? up|work(?:s|ing)?) with an? ad)\b/i,
    /\b(?:art director|in a pair)\b/i,
  ],
  // "How often would I need to be in LA?": the remote role's meetings.
  [
    /\bhow (?:often|many times)\b|\b(?:ever|at all) (?:in|come (?:in|to)|fly (?:in|to)|visit)\b/i,
    /\b(?:twice a year|a year|days a week|on booked days)\b/i,
  ],
  // "I write in English and Spanish, does that matter?"
  // (Asked in Spanish, the copy in Spanish answers it: the page's sentence is English.)
  [/\b(?:spanish|bilingual)\b/i, /\b(?:Spanish|bilingual)\b/i],
  // "The copywriter listing mentions clients? which"
  [
    /\b(?:which|what) (?:clients|brands|accounts)\b|\bclients\?|\bmentions? (?:\w+ )?clients\b|\b(?:clients|brands|accounts) (?:would|will) i\b/i,
    /\bclients such as\b/i,
  ],
];

/** The sentences of a role's page that answer a question by its topic, at most two. */
function pageAnswer(role: Role, question: string): string[] {
  const wanted = PAGE_TOPICS.filter(([asks]) => asks.test(question)).map(([, says]) => says);
  if (!wanted.length) return [];
  const sentences = `${role.description}\n${role.requirements}`
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .flatMap((line) => line.replace(/^\s*-\s*/, '').split(/(?<=\.)\s+(?=[A-Z])/))
    .map((sentence) => sentence.trim().replace(/\.$/, ''))
    .filter(Boolean);
  return sentences.filter((sentence) => wanted.some((says) => says.test(sentence))).slice(0, 2);
}

/** "How many editors are you looking for?", "¿cuántas plazas hay?". */
const HOW_MANY =
  /\bhow many (?:\w+ )?(?:openings?|spots?|positions?|places?|seats?|people|interns?|editors?|hires?|of (?:them|those)|(?:are|r) (?:you|u) (?:hiring|looking|taking)|get in|do (?:you|u) (?:take|hire|need))\b|\bcu[aá]nt[oa]s (?:plazas|vacantes|puestos|lugares|personas|becari[oa]s|practicantes|pasantes|editores)\b/i;

/** The opening paragraph of a role's description: what the role is, how long, how many. */
function summaryOf(role: Role): string {
  return role.description
    .split(/\n\s*\n|\n##/)[0]!
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
}

/** A section of a role's description ("How we work", "What you will do"), as one line. */
function section(role: Role, heading: string): string | undefined {
  return role.description
    .match(new RegExp(`##\\s*${heading}\\s*\\n+([\\s\\S]*?)(?:\\n##|$)`, 'i'))?.[1]
    ?.split('\n')
    .map((line) => line.replace(/^\s*-\s*/, '').trim())
    .filter(Boolean)
    .join('; ')
    .replace(/\.$/, '');
}

/**
 * What a role's page asks to see of a candidate's work ("a brief or a deck you are proud of",
 * "a reel of commercial or trailer work"), for "do I need a portfolio?" asked of that role.
 */
export function samplesAsked(role: Role, lang: Language): string | undefined {
  const line = role.requirements
    .split('\n')
    .map((text) => text.replace(/^\s*-\s*/, '').trim())
    .find((text) => /\b(?:portfolio|reel|samples?|brief|deck|book)\b/i.test(text));
  if (!line) return undefined;
  return lang === 'en'
    ? `For the ${role.title}, the page asks for: ${line.replace(/\.$/, '')}.`
    : `Para el puesto ${role.title}, la página pide (en inglés): ${line.replace(/\.$/, '')}.`;
}

/** A role's requirements, as one line. */
function needsOf(role: Role): string {
  return role.requirements
    .split('\n')
    .map((line) => line.replace(/^\s*-\s*/, '').trim())
    .filter(Boolean)
    .join('; ')
    .replace(/\.$/, '');
}

/** The "How we work" part of a role's description. */
function howWeWork(role: Role): string | undefined {
  return role.description
    .match(/##\s*How we work\s*\n+([\s\S]*?)(?:\n##|$)/i)?.[1]
    ?.replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '');
}

/** What a role's page says of where and when it is worked: "Three days a week at …", "Available 40 hours a week". */
function modeDetail(role: Role): string | undefined {
  const lines = [
    ...(howWeWork(role)?.split(/(?<=\.)\s+/) ?? []),
    ...role.requirements.split('\n').map((line) => line.replace(/^\s*-\s*/, '').trim()),
  ];
  return lines
    .find((line) =>
      /\b(?:days? a week|hours a week|on site|remote|from home|in los angeles)\b/i.test(line),
    )
    ?.replace(/\.$/, '');
}

const TRACK_BY_UNIT: Record<string, RoleTrack> = {
  'careers-internship-length': 'internship',
  'careers-full-time': 'full-time',
  'careers-freelance': 'freelancer',
  'careers-internship': 'internship',
};

/** The words visitors use for each discipline, in English and Spanish. */
const DISCIPLINE_WORDS: [RoleDiscipline, RegExp][] = [
  ['copywriting', /\b(?:copy ?writ\w*|copy|writers?|writing|redact\w*|escritor\w*)\b/i],
  ['design', /\b(?:design\w*|art direct\w*|art director|diseñ\w*|director(?:a)? de arte)\b/i],
  ['strategy', /\b(?:strateg\w*|planner|planning|estrateg\w*)\b/i],
  [
    'production',
    /\b(?:video|editors?|editing|producers?|production|post|camera|shoot\w*|edici[oó]n|editor(?:a)?|productor\w*|producci[oó]n)\b/i,
  ],
  ['media', /\b(?:media ?buy\w*|buyers?|paid (?:social|media)|medios|compra de medios)\b/i],
  ['social', /\b(?:social|tiktok|instagram|community|content creator|redes)\b/i],
  ['accounts', /\b(?:account|client service\w*|cuentas)\b/i],
];
const TRACK_WORDS: [RoleTrack, RegExp][] = [
  ['internship', /\b(?:interns?|internship\w*|pr[aá]cticas|pasant[ií]a\w*|becari\w*)\b/i],
  ['freelancer', /\b(?:freelanc\w*|contract\w*|day rate|por proyecto)\b/i],
  ['full-time', /\b(?:full[- ]?time|permanent|staff|tiempo completo)\b/i],
];

/**
 * "Which role is remote then?", "any remote jobs?", "the one remote job": roles asked for by how
 * they are worked, not a question about the role in play ("which days r in office" is one).
 */
const MODE_WANTED =
  /\b(?:which|what|any|the (?:one|only)|cu[aá]l(?:es)?|alg[uú]n)\b(?! days?\b)(?: \w+){0,3}? (?:(?:role|job|position|opening|one|gig|puesto|vacante)s? (?:is |are |r |es |son )?)?(remote|fully remote|hybrid|on[- ]?site|in[- ]office|remot[oa]s?|h[ií]brid[oa]s?|presencial(?:es)?)\b(?! (?:work|working|in|from|for me)\b)/i;

/** "Not interested in hybrid, need fully remote", "only want remote work": the mode the visitor needs. */
const MODE_NEEDED =
  /\b(?:need|needs|want|only|looking for|prefer|has to be|must be|necesito|busco|solo)\s+(?:a\s+|something\s+|algo\s+)?(fully remote|remote|hybrid|on[- ]?site|remot[oa]s?|h[ií]brid[oa]s?|presencial(?:es)?)\b/i;

function modeWanted(message: string): Role['workMode'] | undefined {
  const word = (message.match(MODE_WANTED) ?? message.match(MODE_NEEDED))?.[1]?.toLowerCase();
  if (!word) return undefined;
  return /remot/.test(word) ? 'remote' : /h[yií]brid/.test(word) ? 'hybrid' : 'on-site';
}

const MODE: Record<Language, Record<Role['workMode'], string>> = {
  en: {
    'on-site': 'on site at our Silver Lake studio',
    hybrid: 'hybrid: our Silver Lake studio and home',
    remote: 'remote, from anywhere in the United States',
  },
  es: {
    'on-site': 'presencial en nuestro estudio de Silver Lake',
    hybrid: 'híbrido: nuestro estudio de Silver Lake y casa',
    remote: 'remoto, desde cualquier lugar de Estados Unidos',
  },
};
const TRACK: Record<Language, Record<RoleTrack, string>> = {
  en: { 'full-time': 'full-time', freelancer: 'freelance', internship: 'internship' },
  es: { 'full-time': 'de tiempo completo', freelancer: 'freelance', internship: 'de prácticas' },
};

const DISCIPLINE: Record<Language, Record<RoleDiscipline, string>> = {
  en: Object.fromEntries(
    Object.entries(DISCIPLINE_LABELS).map(([key, label]) => [key, label.toLowerCase()]),
  ) as Record<RoleDiscipline, string>,
  es: {
    strategy: 'estrategia',
    copywriting: 'redacción',
    design: 'diseño y dirección de arte',
    production: 'producción',
    media: 'medios',
    social: 'redes y digital',
    accounts: 'gestión de cuentas',
  },
};

const payEs = (role: Role) =>
  formatPay(role)
    .replace(/ an? year$/, ' al año')
    .replace(/ an? hour$/, ' por hora')
    .replace(/ an? day$/, ' por día');
const dateEs = (iso: string) =>
  new Date(iso).toLocaleDateString('es-US', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/** "Senior Copywriter (full-time, hybrid …, $105,000–$135,000 a year, apply by …, /careers/…)". */
/** The English number words of NUMBER_WORDS, as a role's page writes them ("three days", "ten-week"). */
const EN_COUNT = 'one|two|three|four|five|six|seven|eight|nine|ten|twelve';
const UNIT_ES: Record<string, [string, string]> = {
  day: ['día', 'días'],
  week: ['semana', 'semanas'],
  month: ['mes', 'meses'],
  hour: ['hora', 'horas'],
};
const WEEKDAY_ES: Record<string, string> = {
  monday: 'lunes',
  tuesday: 'martes',
  wednesday: 'miércoles',
  thursday: 'jueves',
  friday: 'viernes',
  saturday: 'sábado',
  sunday: 'domingo',
};
const WEEKDAY = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];
const MONTH_EN =
  'january|february|march|april|may|june|july|august|september|october|november|december';
const PART_ES: Record<string, string> = {
  early: 'principios de ',
  mid: 'mediados de ',
  late: 'finales de ',
};
const monthEs = (part: string | undefined, month: string) =>
  `${part ? PART_ES[part.toLowerCase()] : ''}${MONTHS_ES[MONTH_EN.split('|').indexOf(month.toLowerCase())]}`;

/**
 * The lengths, hours and weekdays a role's page states in English, said in Spanish ("3 días a la
 * semana; de martes a jueves"): the page is quoted as staff wrote it, and its figures are given
 * in the visitor's language beside it.
 */
export function factsInSpanish(english: string): string | undefined {
  const facts: string[] = [];
  const counts = new RegExp(
    `\\b(\\d+|${EN_COUNT})[- ](day|week|month|hour)s?\\b(\\s+a\\s+week)?`,
    'gi',
  );
  for (const [, amount, unit, perWeek] of english.matchAll(counts)) {
    const n = Number(amount) || NUMBER_WORDS[amount!.toLowerCase()]!;
    const [one, many] = UNIT_ES[unit!.toLowerCase()]!;
    facts.push(`${n} ${n === 1 ? one : many}${perWeek ? ' a la semana' : ''}`);
  }
  const ranges = new RegExp(`\\b(${WEEKDAY})\\s+(?:to|through|-|–)\\s+(${WEEKDAY})\\b`, 'gi');
  for (const [, from, to] of english.matchAll(ranges))
    facts.push(`de ${WEEKDAY_ES[from!.toLowerCase()]} a ${WEEKDAY_ES[to!.toLowerCase()]}`);
  const months = new RegExp(
    `\\b(?:(early|mid|late)[- ])?(${MONTH_EN})\\s+(?:to|through|-|–)\\s+(?:(early|mid|late)[- ])?(${MONTH_EN})\\b`,
    'gi',
  );
  for (const [, fromPart, from, toPart, to] of english.matchAll(months))
    facts.push(`de ${monthEs(fromPart, from!)} a ${monthEs(toPart, to!)}`);
  const unique = [...new Set(facts)];
  return unique.length ? `En resumen: ${unique.join('; ')}.` : undefined;
}

function describe(role: Role, aspect: Aspect, lang: Language): string {
  const en = lang === 'en';
  const pay = en ? formatPay(role) : payEs(role);
  const mode = MODE[lang][role.workMode];
  const until = role.validThrough
    ? en
      ? `apply by ${formatRoleDate(role.validThrough)}`
      : `postulación hasta el ${dateEs(role.validThrough)}`
    : en
      ? 'open until filled'
      : 'abierto hasta cubrirlo';
  const page = `/careers/${role.slug}`;
  const facts =
    aspect === 'pay'
      ? [pay]
      : aspect === 'mode'
        ? [mode]
        : aspect === 'deadline'
          ? [until]
          : aspect === 'apply'
            ? [page]
            : [TRACK[lang][role.track], mode, pay, until];
  const detail = en ? modeDetail(role) : undefined;
  if (aspect === 'work')
    return `${role.title}: ${howWeWork(role) ?? (detail ? `${mode}; ${detail}` : mode)}`;
  if (aspect === 'mode' && detail) return `${role.title} (${mode}): ${detail}`;
  if (aspect === 'mode' && !en) {
    const days = factsInSpanish(modeDetail(role) ?? '');
    if (days) return `${role.title} (${mode}). ${days.replace(/\.$/, '')}`;
  }
  if (aspect === 'about') return `${role.title}: ${summaryOf(role)}`;
  if (aspect === 'needs')
    return en
      ? `The ${role.title} asks for: ${needsOf(role)}`
      : `El puesto ${role.title} pide (en inglés): ${needsOf(role)}`;
  if (aspect === 'duties')
    return en
      ? `${role.title}: ${summaryOf(role)}. The work: ${section(role, 'What you will do') ?? ''}`
      : `${role.title} (en inglés): ${summaryOf(role)}. ${section(role, 'What you will do') ?? ''}`;
  return `${role.title} (${facts.join(', ')})`;
}

const list = (items: string[], lang: Language) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join('; ')}${lang === 'en' ? '; and ' : '; y '}${items.at(-1)}`;

/** How many roles one answer names; the rest are on /careers. */
const NAMED = 5;

/**
 * The reply of a careers unit from the roles open at `now`, or null to keep the unit's own text
 * (a unit not about roles, or a knowledge base that has none).
 */
export function rolesReply(
  roles: readonly Role[] | undefined,
  unitId: string,
  message: string,
  lang: Language,
  now: Date = new Date(),
  /** The visitor's earlier messages, latest first: a follow-up ("what does it pay?") keeps their role. */
  earlier: readonly string[] = [],
  /** The message as spelling correction reads it: "editrs" is the editors' discipline. */
  corrected?: string,
): string | null {
  const chosen = ASPECT_BY_UNIT[unitId];
  if (!roles || !chosen) return null;
  // "Con 8 años de experiencia, ¿tienen vacantes?" asks for the roles, not what they need.
  const asked = message.replace(SELF_EXPERIENCE, ' ');
  const aspect: Aspect = WORK_WORDS.test(asked)
    ? 'work'
    : chosen === 'list'
      ? (ASPECT_WORDS.find(([, words]) => words.test(asked))?.[0] ?? chosen)
      : chosen;
  const en = lang === 'en';
  const open = roles.filter((role) => isRoleOpen(role, now));
  const disciplineIn = (text: string) =>
    DISCIPLINE_WORDS.find(([, words]) => words.test(text))?.[0];
  // "Full time or freelance?" names two tracks and so chooses neither.
  const trackIn = (text: string) => {
    const named = TRACK_WORDS.filter(([, words]) => words.test(text));
    return named.length === 1 ? named[0]![0] : undefined;
  };
  let discipline = disciplineIn(message) ?? (corrected ? disciplineIn(corrected) : undefined);
  const bothNamed = TRACK_WORDS.filter(([, words]) => words.test(message)).length > 1;
  // The freelance or full-time unit's track only when the message names a track: "soy redactora,
  // ¿tienen vacantes?" can match the freelance answer without asking for freelance work. The
  // internship's own questions ("how long?") are of the internship.
  let track = bothNamed
    ? undefined
    : (trackIn(message) ??
      (TRACK_BY_UNIT[unitId] === 'internship' ||
      TRACK_WORDS.some(([, words]) => words.test(message))
        ? TRACK_BY_UNIT[unitId]
        : undefined));
  // "Are you hiring art directors?": a title no open role has is said so, then what is open in
  // its discipline; "what would that pay" after it quotes nothing.
  // How to apply is the same for any title.
  const titled = (text: string | undefined) =>
    aspect === 'apply' || !text ? undefined : unlistedTitle(open, text);
  let unlisted = titled(message);
  // "Which one is remote then?" asks across the open roles, whatever was asked of before.
  const wantedMode = modeWanted(message);
  if (!discipline && !track && !bothNamed && !unlisted && !wantedMode) {
    // Only the message before this one: "what would that pay" asks of the title just named.
    unlisted = titled(earlier[0]);
    if (!unlisted)
      for (const text of earlier) {
        discipline = disciplineIn(text);
        track = trackIn(text);
        if (discipline || track) break;
      }
  }
  const fits = open.filter(
    (role) =>
      (!discipline || role.discipline === discipline) &&
      (!track || role.track === track) &&
      (!wantedMode || role.workMode === wantedMode),
  );
  const matching = unlisted && aspect !== 'list' ? [] : fits;
  const notOpen = unlisted
    ? en
      ? `We don't have ${/^[aeiou]/.test(unlisted) ? 'an' : 'a'} ${unlisted} role open right now. `
      : `Ahora mismo no tenemos una vacante de ${unlisted}. `
    : '';
  const keep = en
    ? 'Upload your resume here in the chat and we will keep it on file for the next opening that fits.'
    : 'Sube tu currículum aquí en el chat y lo guardaremos para la próxima vacante que encaje.';
  if (!matching.length) {
    const what = [track ? TRACK[lang][track] : '', discipline ? DISCIPLINE[lang][discipline] : '']
      .filter(Boolean)
      .join(' ');
    const posted = {
      pay: ['pay', 'pago'],
      mode: ['work arrangement', 'modalidad'],
      deadline: ['deadline', 'fecha límite'],
    } as const;
    const thing = aspect in posted ? posted[aspect as keyof typeof posted][en ? 0 : 1] : null;
    const none = unlisted
      ? `${notOpen.trim().replace(/\.$/, '')}${thing ? (en ? `, so there is no posted ${thing} to quote` : `, así que no hay datos publicados de ${thing}`) : ''}.`
      : en
        ? `We don't have any ${what ? `${what} ` : ''}roles open right now${thing ? `, so there is no posted ${thing} to quote` : ''}.`
        : `Ahora mismo no tenemos vacantes abiertas${what ? ` (${what})` : ''}${thing ? `, así que no hay datos publicados de ${thing}` : ''}.`;
    const others = open.length
      ? en
        ? ` ${open.length} other role${open.length === 1 ? ' is' : 's are'} open at /careers.`
        : ` Hay ${open.length} vacante${open.length === 1 ? '' : 's'} más en /careers.`
      : '';
    return `${none}${others} ${keep}`;
  }
  const named = matching.slice(0, NAMED).map((role) => describe(role, aspect, lang));
  const more =
    matching.length > NAMED
      ? en
        ? ` and ${matching.length - NAMED} more at /careers`
        : ` y ${matching.length - NAMED} más en /careers`
      : '';
  const one = matching.length === 1;
  const lead = en
    ? {
        list: 'Open now:',
        pay: one ? 'The posted pay:' : 'The posted pay ranges:',
        mode: one ? 'How it works:' : 'How each works:',
        deadline: one ? 'The deadline:' : 'The deadlines:',
        apply:
          'Apply on the role’s page with your name, email, resume (PDF or text) and a portfolio link:',
        work: 'As each role’s page puts it.',
        about: 'As the role’s page puts it.',
        needs: 'As each role’s page puts it.',
        duties: 'As each role’s page puts it.',
      }[aspect]
    : {
        list: 'Abiertas ahora:',
        pay: one ? 'El pago publicado:' : 'Los rangos de pago publicados:',
        mode: 'La modalidad:',
        deadline: one ? 'La fecha límite:' : 'Las fechas límite:',
        apply:
          'Postúlate en la página del puesto con tu nombre, correo, currículum (PDF o texto) y un enlace a tu portafolio:',
        work: 'Como lo dice la página de cada puesto (en inglés).',
        about: 'Como lo dice la página del puesto (en inglés).',
        needs: 'Como lo dice la página de cada puesto.',
        duties: 'Como lo dice la página de cada puesto.',
      }[aspect];
  const close =
    aspect === 'apply'
      ? en
        ? ' Or upload your resume here in the chat.'
        : ' O sube tu currículum aquí en el chat.'
      : en
        ? ' Apply on each role’s page at /careers, or upload your resume here in the chat.'
        : ' Postúlate en la página de cada puesto en /careers o sube tu currículum aquí en el chat.';
  const said = `${notOpen}${lead} ${list(named, lang)}${more}.${close}`;
  return en ? said : withSpanishFacts(said);
}

/** A job title as visitors ask for one: "art directors", "an account exec", "social media manager?". */
const TITLE_ASKED =
  /\b((?:[a-z]+ ){0,2})(director|manager|designer|photographer|producer|developer|engineer|editor|strategist|buyer|planner|coordinator|exec|executive|artist|animator|illustrator|analyst|copywriter|writer|videographer|cinematographer|recruiter|accountant)s?\b/g;
/** The words that make a kind of job a title ("art director", "social media manager"). */
const TITLE_WORDS = new Set(
  'art account accounts creative graphic motion video content project production brand copy marketing digital ux ui web product sales community social media new business traffic studio post photo design print events experiential'.split(
    ' ',
  ),
);

/**
 * The title a message asks for when no open role has it ("art director"), else undefined. A
 * message that also names an open role's title asks of that role: "accountant here… could I
 * pivot into the media buyer role?" is the visitor's job, then the role.
 */
export function unlistedTitle(open: readonly Role[], message: string): string | undefined {
  const titles = [
    ...message
      .toLowerCase()
      .replace(/[^a-z\s]+/g, ' ')
      .replace(/\s+/g, ' ')
      .matchAll(TITLE_ASKED),
  ].map((found) => {
    const before = found[1]!.trim().split(' ').filter(Boolean);
    let start = before.length;
    while (start > 0 && TITLE_WORDS.has(before[start - 1]!)) start -= 1;
    // The kind of job is its last word: "associate strategist" is the Associate Brand Strategist,
    // "art director" is no open role's.
    const head = found[2]!;
    const listed = open.some((role) =>
      role.title
        .toLowerCase()
        .split(/\W+/)
        .some((word) => word === head || (head === 'exec' && word.startsWith('exec'))),
    );
    return { listed, title: [...before.slice(start), head].join(' ') };
  });
  return titles.some((found) => found.listed) ? undefined : titles[0]?.title;
}

const titlePatterns = new WeakMap<Role, RegExp>();
/** Built once per role: every careers message is read against each open role's, and its history's too. */
function titleWords(role: Role): RegExp {
  let pattern = titlePatterns.get(role);
  if (!pattern) titlePatterns.set(role, (pattern = titlePattern(role)));
  return pattern;
}

/** A role's title as a visitor shortens it: "the copywriter one", "paid social", "the internship". */
function titlePattern(role: Role): RegExp {
  const words = role.title
    .toLowerCase()
    // Words a visitor says of any job ("is it paid?", "a creative role") name no role.
    .replace(
      /\b(?:summer|\d{4}|senior|associate|junior|cohort|paid|creative|social|media|brand)\b/g,
      ' ',
    )
    .split(/[^a-z]+/)
    .filter((word) => word.length >= 4);
  return new RegExp(`\\b(?:${words.map((word) => word.replace(/s$/, '')).join('|')})`, 'i');
}

/** The one open role a text names by its full title ("the senior copywriter job"). */
function titledRole(open: readonly Role[], text: string): Role | undefined {
  const lower = text.toLowerCase();
  const byTitle = open.filter((role) => lower.includes(role.title.toLowerCase()));
  return byTitle.length === 1 ? byTitle[0] : undefined;
}

/** The one open role a text names by its title or its kind ("the internship"). */
function namedRole(open: readonly Role[], text: string): Role | undefined {
  const titled = titledRole(open, text);
  if (titled) return titled;
  // "Do you take video interns?" asks of the internship, whatever its discipline; "freelance"
  // or "contract" is said of many jobs, an intern of one.
  const intern = TRACK_WORDS.find(([track]) => track === 'internship')![1].test(text);
  const byWords = open.filter((role) => titleWords(role).test(text));
  if (byWords.length === 1 && (!intern || byWords[0]!.track === 'internship')) return byWords[0];
  const interns = open.filter((role) => intern && role.track === 'internship');
  return interns.length === 1 ? interns[0] : undefined;
}

/** "Which one closes first?", "the pay difference between them": two roles side by side. */
const COMPARED =
  /\b(?:which (?:one|of (?:them|the two|those|these))|between (?:them|the two|both|those)|both|difference|compare\w*|vs|versus|cu[aá]l (?:de (?:los|las) dos|de ellos|cierra|paga)|ambos|ambas|diferencia)\b/i;

/**
 * The facts a comparing question asks of each open role the visitor has named ("when's the
 * buyer deadline", "and the copywriter?", "which one closes first"): undefined unless it compares
 * and two or more roles were named. Deadlines are ordered soonest first.
 */
export function comparedRoles(
  roles: readonly Role[] | undefined,
  message: string,
  earlier: readonly string[],
  lang: Language,
  now: Date = new Date(),
): string | undefined {
  if (!COMPARED.test(message)) return undefined;
  const open = (roles ?? []).filter((role) => isRoleOpen(role, now));
  const named = [
    ...new Set(
      [message, ...earlier]
        .map((text) => namedRole(open, text))
        .filter((role) => role !== undefined),
    ),
  ];
  if (named.length < 2) return undefined;
  const aspect = ASPECT_WORDS.find(([, words]) => words.test(message))?.[0] ?? 'list';
  const ordered =
    aspect === 'deadline'
      ? [...named].sort(
          (a, b) =>
            (a.validThrough ? Date.parse(a.validThrough) : Infinity) -
            (b.validThrough ? Date.parse(b.validThrough) : Infinity),
        )
      : named;
  const facts = ordered.map((role) => describe(role, aspect, lang));
  const first =
    aspect === 'deadline' && ordered[0]!.validThrough
      ? lang === 'en'
        ? `The ${ordered[0]!.title} closes first. `
        : `El puesto ${ordered[0]!.title} cierra primero. `
      : '';
  return `${first}${list(facts, lang)}.`;
}

/**
 * The one open role a careers question is about: named in the message ("is the strategist role
 * hybrid?", or as spelling correction reads it), else in the visitor's earlier messages, else the
 * one role the last reply named.
 */
export function roleInPlay(
  roles: readonly Role[] | undefined,
  message: string,
  earlier: readonly string[],
  lastReply: string | undefined,
  corrected?: string,
  now: Date = new Date(),
): Role | undefined {
  const open = (roles ?? []).filter((role) => isRoleOpen(role, now));
  const named = (text: string) => namedRole(open, text);
  /** The one role of a discipline a text's words belong to ("a shoot" is video work). */
  const ofDiscipline = (text: string) => {
    const discipline = DISCIPLINE_WORDS.find(([, words]) => words.test(text))?.[0];
    const byDiscipline = open.filter((role) => role.discipline === discipline);
    return byDiscipline.length === 1 ? byDiscipline[0] : undefined;
  };
  // "Does the senior copywriter pair with an art director?" asks of the role its title names.
  const titled = titledRole(open, message);
  if (titled) return titled;
  // "Are you hiring art directors?" asks for a role that is not open, not for the design internship.
  if (unlistedTitle(open, message)) return undefined;
  // The message as spelling correction reads it names a role typed with a typo ("editrs").
  const inMessage =
    named(message) ?? ofDiscipline(message) ?? (corrected ? named(corrected) : undefined);
  if (inMessage) return inMessage;
  if (earlier[0] && unlistedTitle(open, earlier[0])) return undefined;
  // A role named earlier outweighs a later message's discipline: after "is the internship only
  // for designers?", "would I get to be on a shoot" is still of the internship.
  for (const text of earlier) {
    const found = named(text);
    if (found) return found;
  }
  const inReply = lastReply ? open.filter((role) => lastReply.includes(role.title)) : [];
  if (inReply.length === 1) return inReply[0];
  for (const text of earlier) {
    const found = ofDiscipline(text);
    if (found) return found;
  }
  return undefined;
}

/** "Where do I send my reel?", "how do I submit my book", "I'd like to apply". */
const APPLY_ASKED =
  /\bapply\b|\bapplication\b|\b(?:where|how) (?:do|can|should|would) i (?:send|drop|submit|upload|share|put|get)\b|\b(?:send|submit|drop) (?:you )?(?:my|the) (?:book|reel|portfolio|resume|cv|work)\b|\bd[oó]nde (?:mando|env[ií]o|subo)\b/i;

/** "Tell me about the editor gig", "more info on the internship", "what's the strategist role like". */
const ABOUT_ROLE =
  /\b(?:tell me (?:about|abt|bout|more)|more (?:info|details|about)|details (?:on|about|of)|info (?:on|about)|describe|what(?:'s| is) (?:the|that|this) (?:[\w-]+ ){0,4}(?:job|role|position|gig|opening)(?: about| like)?\s*\??\s*$|cu[eé]ntame (?:de|sobre|m[aá]s)|m[aá]s (?:info|informaci[oó]n) (?:de|sobre))\b/i;

const LIVES_ELSEWHERE =
  /\b(?:i'?m (?:in|based in|from)|i live|living in|based in|relocat\w*|move to|commute|far away|kinda far|too far|out of state)\b/i;

/** The posted facts a question asks of one role: its pay, how it works, its deadline. */
export function roleFacts(role: Role, message: string, lang: Language): string | undefined {
  // "The paid social buyer job" asks nothing of its pay; "tengo 3 años de experiencia" tells, it
  // does not ask what the role needs.
  const question = message
    .replace(/\bpaid (?:social|media)\b/gi, ' ')
    .replace(SELF_EXPERIENCE, ' ');
  const asked: Aspect[] = ASPECT_WORDS.filter(([, words]) => words.test(question)).map(
    ([aspect]) => aspect,
  );
  // "I'm in Denver, does that work?", "I live kinda far": where the role is worked from.
  if (!asked.includes('mode') && LIVES_ELSEWHERE.test(question)) asked.push('mode');
  // "Benefits?", "is there travel": the page's "How we work", which says so or not.
  if (WORK_WORDS.test(question)) asked.push('work');
  if (APPLY_ASKED.test(question)) asked.push('apply');
  // "Which one is remote then?" asks of the open roles, not of this one.
  if (modeWanted(question)) return undefined;
  // "Tell me about the strategist job": its terms and what it is.
  const about = ABOUT_ROLE.test(question);
  if (about && !asked.length) asked.push('list', 'about');
  // "Is the video editor job full time or freelance?": what kind of role it is, with its terms.
  if (!asked.length && TRACK_WORDS.some(([, words]) => words.test(question))) asked.push('list');
  const unstated = UNSTATED.find(([words]) => words.test(question));
  const silent = (en: string, es: string) =>
    lang === 'en'
      ? `The ${role.title}'s page doesn't say anything about ${en}; the team can tell you at hello@silverlakecreative.com.`
      : `La página del puesto ${role.title} no dice nada sobre ${es}; el equipo te lo puede confirmar en hello@silverlakecreative.com.`;
  const benefitsUnlisted =
    BENEFITS.test(question) && !BENEFITS.test(howWeWork(role) ?? '')
      ? silent('benefits', 'las prestaciones')
      : '';
  // "How many days in the office": the page's "How we work" says where, with the days.
  const facts = asked.filter(
    (aspect) =>
      aspect !== 'apply' &&
      aspect !== 'about' &&
      !(aspect === 'work' && benefitsUnlisted) &&
      !(aspect === 'mode' && asked.includes('work') && !benefitsUnlisted),
  );
  const posted = facts.length
    ? `${facts.map((aspect) => describe(role, aspect, lang)).join('; ')}${about ? `: ${summaryOf(role)}` : ''}.`
    : '';
  const en = lang === 'en';
  // A sentence the posted facts already quote is not said twice.
  const onPage = pageAnswer(role, question)
    .filter((sentence) => !posted.includes(sentence))
    .map((sentence) =>
      en ? `${role.title}: ${sentence}.` : `${role.title} (en inglés): ${sentence}.`,
    );
  const howMany = HOW_MANY.test(question)
    ? en
      ? `The ${role.title} has ${role.openings} opening${role.openings === 1 ? '' : 's'}.`
      : `El puesto ${role.title} tiene ${role.openings} ${role.openings === 1 ? 'plaza' : 'plazas'}.`
    : '';
  if (!asked.length && !unstated && !onPage.length && !howMany) return undefined;
  const apply = asked.includes('apply')
    ? en
      ? `Apply for the ${role.title} on its page, /careers/${role.slug}, with your name, email, resume (PDF or text) and a portfolio link, or upload your resume here in the chat.`
      : `Postúlate al puesto ${role.title} en su página, /careers/${role.slug}, con tu nombre, correo, currículum (PDF o texto) y un enlace a tu portafolio, o sube tu currículum aquí en el chat.`
    : '';
  const said = [
    unstated ? silent(unstated[1], unstated[2]) : '',
    howMany,
    ...onPage,
    benefitsUnlisted,
    posted,
    apply,
  ]
    .filter(Boolean)
    .join(' ');
  return en ? said : withSpanishFacts(said);
}

/** A Spanish reply that quotes a page in English, with that page's figures said in Spanish. */
function withSpanishFacts(said: string): string {
  if (/En resumen:/.test(said)) return said;
  const facts = factsInSpanish(said);
  return facts ? `${said} ${facts}` : said;
}
