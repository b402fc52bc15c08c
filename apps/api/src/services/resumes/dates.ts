/**
 * Date ranges in resumes ('Jan 2018 – Present', '2015-2019', '03/2016 - 08/2020', 'Summer 2022')
 * and the total experience they add up to once overlapping ranges are merged.
 *
 * Months are counted as indexes (year * 12 + month, month 0-11) and ranges are inclusive of both ends.
 * A bare year is taken as its middle: '2015-2019' starts in July 2015 and ends in June 2019 (4 years),
 * and a range within one bare year ('2019 - 2019') counts 6 months.
 */

const MONTHS: Record<string, number> = {
  jan: 0,
  january: 0,
  ene: 0,
  enero: 0,
  janv: 0,
  janvier: 0,
  janeiro: 0,
  januar: 0,
  feb: 1,
  february: 1,
  febrero: 1,
  fev: 1,
  févr: 1,
  février: 1,
  fevereiro: 1,
  februar: 1,
  mar: 2,
  march: 2,
  marzo: 2,
  mars: 2,
  março: 2,
  märz: 2,
  apr: 3,
  april: 3,
  abr: 3,
  abril: 3,
  avr: 3,
  avril: 3,
  may: 4,
  mayo: 4,
  mai: 4,
  maio: 4,
  jun: 5,
  june: 5,
  junio: 5,
  juin: 5,
  junho: 5,
  juni: 5,
  jul: 6,
  july: 6,
  julio: 6,
  juil: 6,
  juillet: 6,
  julho: 6,
  juli: 6,
  aug: 7,
  august: 7,
  ago: 7,
  agosto: 7,
  août: 7,
  sep: 8,
  sept: 8,
  september: 8,
  septiembre: 8,
  setiembre: 8,
  septembre: 8,
  setembro: 8,
  oct: 9,
  october: 9,
  octubre: 9,
  octobre: 9,
  outubro: 9,
  okt: 9,
  oktober: 9,
  nov: 10,
  november: 10,
  noviembre: 10,
  novembre: 10,
  novembro: 10,
  dec: 11,
  december: 11,
  dic: 11,
  diciembre: 11,
  déc: 11,
  décembre: 11,
  dezembro: 11,
  dez: 11,
  dezember: 11,
};

const SEASONS: Record<string, [number, number]> = {
  spring: [2, 4],
  summer: [5, 7],
  fall: [8, 10],
  autumn: [8, 10],
  winter: [0, 1],
};

// Latin-script word boundaries (see skills.ts: \p{L} under the `iu` flags is costly to compile in V8)
const B = '(?<![A-Za-z0-9\\u00C0-\\u024F])';
const E = '(?![A-Za-z0-9\\u00C0-\\u024F])';
const MONTH = `(?:${Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\\.?`;
const SEASON = '(?:spring|summer|fall|autumn|winter)';
const YEAR = '(?:19[5-9]\\d|20\\d{2})';
/** One date point. */
const POINT =
  `(?:${B}${MONTH}\\s*,?\\s*(?:${YEAR}|['’]\\d{2})${E}` +
  `|${B}(?:0?[1-9]|1[0-2])\\s*[/.]\\s*${YEAR}${E}` +
  `|${B}(?:0?[1-9]|1[0-2])-${YEAR}${E}` +
  `|${B}${YEAR}[/.-](?:0[1-9]|1[0-2])${E}` +
  `|${B}${SEASON}\\s*,?\\s*${YEAR}${E}` +
  `|${B}Q[1-4]\\s*${YEAR}${E}` +
  `|${B}${YEAR}${E})`;
const OPEN_END =
  "(?:present|current(?:ly)?|now|today|ongoing|to date|date|actual(?:idad)?|presente|présent|aujourd['’]hui|atual(?:mente)?|heute|hoy)";
const SEPARATOR =
  '\\s*(?:[-–—−~]+|\\s(?:to|until|till|through|thru|a|à|al|hasta|bis|até|au)\\s)\\s*';

/** 'Jan 2018 – Present', '2015-2019', '03/2016 - 08/2020', 'Since 2019'. */
export const RANGE_RE = new RegExp(`(${POINT})${SEPARATOR}(${POINT}|${B}${OPEN_END}${E})`, 'gi');
const SINCE_RE = new RegExp(`${B}(?:since|desde|depuis|seit)\\s+(${POINT})`, 'gi');
const SEASON_RE = new RegExp(`${B}(${SEASON})\\s*,?\\s*(${YEAR})${E}`, 'gi');
const POINT_RE = new RegExp(POINT, 'gi');
const OPEN_END_RE = new RegExp(`^${OPEN_END}$`, 'i');

export interface Interval {
  /** First month (inclusive). */
  start: number;
  /** Last month (inclusive). */
  end: number;
  /** The text it came from. */
  source: string;
  open: boolean;
}

interface Point {
  month: number;
  precision: 'month' | 'year';
}

function monthIndex(now: Date): number {
  return now.getUTCFullYear() * 12 + now.getUTCMonth();
}

function parsePoint(raw: string, role: 'start' | 'end', now: Date): Point | null {
  const s = raw.trim().toLowerCase().replace(/\s+/g, ' ');
  let m: RegExpExecArray | null;
  if ((m = /^(\p{L}+)\.?\s*,?\s*(?:(\d{4})|['’](\d{2}))$/u.exec(s))) {
    const word = m[1]!;
    let year = m[2] ? Number(m[2]) : Number(m[3]);
    if (!m[2]) year += year <= (now.getUTCFullYear() % 100) + 1 ? 2000 : 1900;
    if (word in SEASONS) {
      const [a, b] = SEASONS[word]!;
      return { month: year * 12 + (role === 'start' ? a : b), precision: 'month' };
    }
    const month = MONTHS[word];
    if (month === undefined) return null;
    return { month: year * 12 + month, precision: 'month' };
  }
  if ((m = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(s)))
    return { month: Number(m[2]) * 12 + Number(m[1]) - 1, precision: 'month' };
  if ((m = /^(\d{4})[/.-](\d{2})$/.exec(s)))
    return { month: Number(m[1]) * 12 + Number(m[2]) - 1, precision: 'month' };
  if ((m = /^q([1-4])\s*(\d{4})$/.exec(s))) {
    const q = Number(m[1]) - 1;
    return { month: Number(m[2]) * 12 + q * 3 + (role === 'start' ? 0 : 2), precision: 'month' };
  }
  if ((m = /^(\d{4})$/.exec(s)))
    return { month: Number(m[1]) * 12 + (role === 'start' ? 6 : 5), precision: 'year' };
  return null;
}

function makeInterval(
  start: Point,
  end: Point | 'open',
  source: string,
  now: Date,
): Interval | null {
  const current = monthIndex(now);
  let a = start.month;
  let b = end === 'open' ? current : end.month;
  if (end !== 'open' && start.precision === 'year' && end.precision === 'year' && b < a) {
    // '2019 - 2019': somewhere within that year
    const year = Math.floor(a / 12);
    a = year * 12 + 3;
    b = year * 12 + 8;
  }
  if (a < 1950 * 12 || a > current) return null;
  b = Math.min(b, current);
  if (b < a) return null;
  if (b - a > 50 * 12) return null;
  return { start: a, end: b, source, open: end === 'open' };
}

/** All date ranges in a piece of text (a line), including a lone season ('Summer 2022'). */
export function findRanges(text: string, now: Date): Interval[] {
  const out: Interval[] = [];
  const taken: [number, number][] = [];
  for (const m of text.matchAll(RANGE_RE)) {
    const start = parsePoint(m[1]!, 'start', now);
    const endRaw = m[2]!.trim();
    const end = OPEN_END_RE.test(endRaw) ? 'open' : parsePoint(endRaw, 'end', now);
    if (!start || !end) continue;
    const interval = makeInterval(start, end, m[0], now);
    if (interval) out.push(interval);
    taken.push([m.index, m.index + m[0].length]);
  }
  const free = (i: number) => !taken.some(([a, b]) => i >= a && i < b);
  for (const m of text.matchAll(SINCE_RE)) {
    if (!free(m.index + m[0].length - 1)) continue;
    const start = parsePoint(m[1]!, 'start', now);
    const interval = start && makeInterval(start, 'open', m[0], now);
    if (interval) out.push(interval);
    taken.push([m.index, m.index + m[0].length]);
  }
  for (const m of text.matchAll(SEASON_RE)) {
    if (!free(m.index)) continue;
    const [a, b] = SEASONS[m[1]!.toLowerCase()]!;
    const year = Number(m[2]);
    const interval = makeInterval(
      { month: year * 12 + a, precision: 'month' },
      { month: year * 12 + b, precision: 'month' },
      m[0],
      now,
    );
    if (interval) out.push(interval);
  }
  return out;
}

/** Merges overlapping or touching ranges and returns the months they cover. */
export function mergeIntervals(intervals: Interval[]): {
  merged: { start: number; end: number }[];
  months: number;
} {
  const sorted = [...intervals].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: { start: number; end: number }[] = [];
  for (const iv of sorted) {
    const last = merged[merged.length - 1];
    if (last && iv.start <= last.end + 1) last.end = Math.max(last.end, iv.end);
    else merged.push({ start: iv.start, end: iv.end });
  }
  const months = merged.reduce((n, r) => n + (r.end - r.start + 1), 0);
  return { merged, months };
}

/** Years of experience from ranges, rounded to one decimal. */
export function yearsFromIntervals(intervals: Interval[]): number {
  return Math.round((mergeIntervals(intervals).months / 12) * 10) / 10;
}

/** Removes date ranges and years from a text (so they are not read as phone numbers). */
export function maskDates(text: string): string {
  return text
    .replace(RANGE_RE, (s) => ' '.repeat(s.length))
    .replace(POINT_RE, (s) =>
      /^\d{4}$/.test(s.trim()) || /[/.-]/.test(s) ? ' '.repeat(s.length) : s,
    );
}

/** "8+ years of experience", "over 10 years in advertising". */
export function claimedYears(text: string): number | null {
  const m =
    /(?:over|more than|nearly|almost|about)?\s*(\d{1,2})(?:\.\d)?\s*\+?\s*(?:years?|yrs?)['’]?\s+(?:of\s+)?(?:[A-Za-z\u00C0-\u024F-]+\s+){0,3}?(?:experience|in (?:advertising|the industry|design|marketing|agencies|agency|creative))/i.exec(
      text,
    );
  if (!m) return null;
  const n = Number(m[1]);
  return n > 0 && n <= 50 ? n : null;
}
