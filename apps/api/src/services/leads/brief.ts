// The brief as fields (docs/decisions/021-the-brief-as-fields.md): budget, timeline, services and
// industry, read from a chat's dialogue state or a contact form's text, in the forms the lead's
// columns keep and the admin's filters compare.
import {
  INDUSTRY_NAMES,
  readContactMessage,
  SERVICE_CATALOG,
  type IndustryKey,
  type ServiceSlug,
} from '@agency/schema';
import { parseMoney, parseTimeline, readState } from '../assistant/dialogue.ts';
import { detectIndustry } from '../assistant/industries.ts';
import { fold, NUMBER_WORDS } from '../assistant/text.ts';

export interface BriefFacts {
  /** Whole dollars. */
  budget?: number;
  /** The visitor's words. */
  timeline?: string;
  /** Days from when it was said to when the visitor wants it. */
  timelineDays?: number;
  services: ServiceSlug[];
  industry?: IndustryKey;
}

/** An Int column's ceiling: "a billion dollars" is a budget beyond every range anyway. */
const MAX_BUDGET = 2_000_000_000;

const isIndustry = (key: string | undefined): key is IndustryKey =>
  key !== undefined && Object.hasOwn(INDUSTRY_NAMES, key);
const isService = (slug: string | undefined): slug is ServiceSlug =>
  SERVICE_CATALOG.some((entry) => entry.slug === slug);

function facts(
  budget: number | undefined,
  timeline: string | undefined,
  services: ServiceSlug[],
  industry: string | undefined,
  now: Date,
): BriefFacts {
  const days = timeline === undefined ? undefined : timelineDays(timeline, now);
  return {
    ...(budget !== undefined ? { budget: Math.min(Math.round(budget), MAX_BUDGET) } : {}),
    ...(timeline !== undefined ? { timeline } : {}),
    ...(days !== undefined ? { timelineDays: days } : {}),
    services,
    ...(isIndustry(industry) ? { industry } : {}),
  };
}

/**
 * From the assistant's dialogue state after a chat message: what the conversation has established
 * so far (the state keeps the last budget, timeline, service and industry said).
 */
export function briefFromState(raw: unknown, now = new Date()): BriefFacts {
  const state = readState(raw);
  return facts(
    state.budget,
    state.timeline,
    isService(state.service) ? [state.service] : [],
    state.industry,
    now,
  );
}

/** Words that name each of the site's services in a visitor's own text (folded, lower case). */
const SERVICE_CUES: Record<ServiceSlug, RegExp> = {
  'creative-campaigns':
    /\b(?:campaigns?|creative concepts?|ad concepts?|big idea|advertising|campanas?|publicidad)\b/,
  'brand-strategy':
    /\b(?:brand(?:ing| strategy| identity| refresh| positioning| platform)|rebrand(?:ing)?|positioning|logo|naming|identidad de marca)\b/,
  'video-production':
    /\b(?:videos?|commercials?|tv spots?|spots?|shoot|filming|film|production|producers?|reel|comerciales?|produccion)\b/,
  'digital-marketing':
    /\b(?:digital marketing|seo|sem|ppc|paid search|google ads|email marketing|websites?|landing pages?|performance marketing|marketing digital)\b/,
  'media-buying':
    /\b(?:media (?:buy(?:ing|s)?|plan(?:ning)?)|billboards?|out of home|ooh|radio ads?|programmatic|placements?|compra de medios)\b/,
  'social-media':
    /\b(?:social media|social content|instagram|tiktok|facebook|community management|redes sociales)\b/,
  'influencer-marketing': /\b(?:influencers?|creators?|ugc|influencer marketing)\b/,
};

/**
 * From a contact form as stored: the message the visitor typed (not the labelled lines around it,
 * where a company named "3M" would read as three million dollars), with the company given for the
 * industry ("Sunrise Dental" is healthcare). Null when the text is not a contact form's.
 */
export function briefFromContactForm(
  text: string,
  company: string | null | undefined,
  now = new Date(),
): BriefFacts | null {
  const message = readContactMessage(text);
  if (message === null) return null;
  const words = (value: string) =>
    ` ${fold(value)
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()} `;
  const folded = words(message);
  return facts(
    parseMoney(message),
    parseTimeline(message),
    SERVICE_CATALOG.map((entry) => entry.slug).filter((slug) => SERVICE_CUES[slug].test(folded)),
    detectIndustry(words(`${company ?? ''} ${message}`))?.key,
    now,
  );
}

const DAY = 86_400_000;
const MONTH_DAYS = 30.44;

const MONTHS: Record<string, number> = Object.fromEntries(
  [
    ['january', 'enero'],
    ['february', 'febrero'],
    ['march', 'marzo'],
    ['april', 'abril'],
    ['may', 'mayo'],
    ['june', 'junio'],
    ['july', 'julio'],
    ['august', 'agosto'],
    ['september', 'septiembre'],
    ['october', 'octubre'],
    ['november', 'noviembre'],
    ['december', 'diciembre'],
  ].flatMap((names, month) => names.map((name) => [name, month])),
);

/** Where a season or holiday starts, as [month, day]. */
const DATES: Record<string, [number, number]> = {
  spring: [2, 20],
  summer: [5, 21],
  fall: [8, 22],
  autumn: [8, 22],
  winter: [11, 21],
  christmas: [11, 25],
  'the holidays': [10, 26],
};

/** A span of time said as a count of units: "6 weeks", "2-3 months", "a couple of months", "dos meses". */
const SPAN =
  /\b(\d+|a couple of|[a-z]+)\s*(?:(?:-|to)\s*(\d+)\s*)?(weeks?|wks?|months?|mes(?:es)?|days?|semanas?|dias?)\b/;

/**
 * How many days from `now` a timeline the assistant read ("in 6 weeks", "by March", "end of Q2",
 * "next quarter") leaves, counted to the upper end of a range ("2-3 months" is three months) and
 * to the start of a named month, season or quarter unless it says mid, late or end of. A date
 * already past this year is next year's. Undefined when the words give no length.
 */
export function timelineDays(timeline: string, now: Date): number | undefined {
  const text = fold(timeline);
  if (/next week|proxima semana/.test(text)) return 7;
  const span = text.match(SPAN);
  if (span) {
    const count = Number(span[2] ?? span[1]) || NUMBER_WORDS[span[1]!];
    if (!count) return undefined;
    const unit = span[3]!;
    const days = /^(?:month|mes)/.test(unit)
      ? count * MONTH_DAYS
      : /^(?:day|dia)/.test(unit)
        ? count
        : count * 7;
    return Math.round(days);
  }
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const until = (date: Date) => Math.max(0, Math.round((date.getTime() - now.getTime()) / DAY));
  // The named month, with the part of it said; next year's once this year's is past.
  const at = (monthIndex: number, day: number | 'end') => {
    const on = (y: number) =>
      day === 'end'
        ? new Date(Date.UTC(y, monthIndex + 1, 0))
        : new Date(Date.UTC(y, monthIndex, day));
    const date = on(year);
    return until(date.getTime() < now.getTime() - DAY ? on(year + 1) : date);
  };
  const day: number | 'end' = /\b(?:end of|late)\b/.test(text)
    ? 'end'
    : /\bmid\b/.test(text)
      ? 15
      : 1;
  const named = Object.keys(MONTHS).find((name) => new RegExp(`\\b${name}\\b`).test(text));
  if (named) return at(MONTHS[named]!, day);
  const quarter = text.match(/\bq([1-4])\b/);
  if (quarter) {
    const first = (Number(quarter[1]) - 1) * 3;
    return day === 'end' ? at(first + 2, 'end') : at(first, day);
  }
  const season = Object.keys(DATES).find((name) => new RegExp(`\\b${name}\\b`).test(text));
  if (season) return at(DATES[season]![0], DATES[season]![1]);
  const thisQuarter = Math.floor(month / 3) * 3;
  if (/next month/.test(text)) return until(new Date(Date.UTC(year, month + 1, 1)));
  if (/this month/.test(text)) return until(new Date(Date.UTC(year, month + 1, 0)));
  if (/next quarter/.test(text)) return until(new Date(Date.UTC(year, thisQuarter + 3, 1)));
  if (/this quarter/.test(text)) return until(new Date(Date.UTC(year, thisQuarter + 3, 0)));
  if (/next year/.test(text)) return until(new Date(Date.UTC(year + 1, 0, 1)));
  if (/this year/.test(text)) return until(new Date(Date.UTC(year, 11, 31)));
  return undefined;
}
