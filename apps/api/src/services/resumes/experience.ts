/** Experience (years from merged date ranges, and a short summary of roles) and education. */
import { claimedYears, findRanges, yearsFromIntervals, RANGE_RE, type Interval } from './dates.ts';
import type { SectionedLine } from './sections.ts';

const ROLE =
  /(?<![A-Za-z\u00C0-\u024F])(?:director|designer|writer|copywriter|producer|editor|artist|strategist|planner|buyer|photographer|videographer|cinematographer|intern|internship|coordinator|specialist|lead|executive|associate|assistant|animator|developer|engineer|illustrator|supervisor|head of|founder|co-founder|owner|consultant|analyst|manager|officer|freelance|freelancer|ACD|ECD|CD|colou?rist|vp|vice president|partner|principal|publicist|storyboard artist|retoucher|trainee|apprentice|contractor)(?![A-Za-z\u00C0-\u024F])/i;
const EDUCATION_WORDS =
  /(?<![A-Za-z\u00C0-\u024F])(?:university|universidad|université|universität|universidade|college|school|academy|institute|instituto|bachelor|master|BFA|MFA|B\.A\.|M\.A\.|BA|MBA|diploma|degree|graduated|coursework|GPA)(?![A-Za-z\u00C0-\u024F])/;
const BULLET = /^[•\-–*·▪●◦►✓]\s*/;
const LOCATION =
  /,?\s*(?<![\p{L}])(?:[A-Z][\p{L}.'’-]+(?:\s[A-Z][\p{L}.'’-]+){0,2}),\s*(?:[A-Z]{2}|USA|U\.S\.A?\.?|UK|England|France|Germany|Brazil|Brasil|India|Australia|Mexico|México|Spain|Canada)(?![\p{L}])|(?<![\p{L}])(?:remote|hybrid|on-?site)(?![\p{L}])/gu;

const EXCLUDED = new Set([
  'education',
  'certifications',
  'references',
  'awards',
  'languages',
  'skills',
  'contact',
  'links',
]);

export interface Role {
  role: string;
  company: string | null;
}

export interface ExperienceResult {
  years: { value: number | null; confidence: number };
  summary: { value: string | null; confidence: number };
  intervals: Interval[];
  roles: Role[];
}

function stripRanges(text: string): string {
  return text
    .replace(RANGE_RE, ' ')
    .replace(/(?<![A-Za-z])(?:spring|summer|fall|autumn|winter)\s*,?\s*(?:19|20)\d{2}/gi, ' ');
}

function parts(text: string): string[] {
  return stripRanges(text.replace(BULLET, ''))
    .replace(LOCATION, ' ')
    .split(/\s+(?:at|@|en|chez|bei)\s+|\s*[|•·]\s*|\s+[–—-]\s+|\s{3,}|,\s+|\s*[()]\s*/u)
    .map((p) => p.replace(/^[\s,;:–—-]+|[\s,;:–—-]+$/g, '').trim())
    .filter(
      (p) => p.length >= 2 && /\p{L}/u.test(p) && !/^(?:present|current|now|to|and|\d+)$/i.test(p),
    );
}

function isPlainLine(l: SectionedLine | undefined): l is SectionedLine {
  return (
    !!l &&
    !l.heading &&
    !BULLET.test(l.text) &&
    l.text.length <= 90 &&
    findRangesCheap(l.text) === 0
  );
}

function findRangesCheap(text: string): number {
  return [...text.matchAll(RANGE_RE)].length;
}

const FREELANCE = /^(?:freelance|freelancer|self-employed|independent|contract|contractor)$/i;

/** A short title-like line (not a wrapped sentence) that may hold a role or a company. */
function isTitleLine(l: SectionedLine | undefined, ref: SectionedLine): l is SectionedLine {
  return (
    isPlainLine(l) &&
    l.block === ref.block &&
    l.section === ref.section &&
    /^[\p{Lu}\p{N}]/u.test(l.text) &&
    !/[.;]$/.test(l.text.trim())
  );
}

function roleAt(lines: SectionedLine[], i: number): Role | null {
  const line = lines[i]!;
  const near = [i - 1, i - 2, i + 1]
    .map((j) => lines[j])
    .filter((l): l is SectionedLine => isTitleLine(l, line));
  const sources = [parts(line.content || line.text), ...near.map((l) => parts(l.text))];
  let role: string | null = null;
  let roleSource = -1;
  sources.forEach((ps, k) => {
    if (role) return;
    const r = ps.find((p) => ROLE.test(p) && !FREELANCE.test(p));
    if (r) {
      role = r;
      roleSource = k;
    }
  });
  if (!role) return null;
  const chosen: string = role;
  // the company: another part of the role's line, of the dated line, then of the lines around
  const order = [roleSource, 0, ...sources.map((_, k) => k)].filter(
    (k, idx, all) => all.indexOf(k) === idx,
  );
  let company: string | null = null;
  let freelance = false;
  for (const k of order) {
    for (const p of sources[k] ?? []) {
      if (p === chosen) continue;
      if (FREELANCE.test(p)) {
        freelance = true;
        continue;
      }
      if (!ROLE.test(p) && p.split(' ').length <= 6) {
        company = p;
        break;
      }
    }
    if (company) break;
  }
  if (!company && freelance && !/freelance/i.test(chosen))
    return { role: `Freelance ${chosen}`.slice(0, 60), company: null };
  return { role: chosen.slice(0, 60), company: company ? company.slice(0, 60) : null };
}

function yearsText(years: number): string {
  if (years < 1) return 'less than 1 year';
  const n = Math.round(years);
  return `${n} year${n === 1 ? '' : 's'}`;
}

export function findExperience(lines: SectionedLine[], now: Date): ExperienceResult {
  const withRanges = lines
    .map((line, i) => ({ line, i, ranges: findRanges(line.content || line.text, now) }))
    .filter((x) => x.ranges.length > 0);
  const inSection = withRanges.filter((x) => x.line.section === 'experience');
  const used = inSection.length
    ? inSection
    : withRanges.filter((x) => !EXCLUDED.has(x.line.section) && !EDUCATION_WORDS.test(x.line.text));
  const intervals = used.flatMap((x) => x.ranges);
  const claimed = claimedYears(lines.map((l) => l.text).join('\n'));

  let years: ExperienceResult['years'];
  if (intervals.length) {
    const value = yearsFromIntervals(intervals);
    let confidence = inSection.length ? (intervals.length >= 2 ? 0.85 : 0.7) : 0.6;
    if (claimed !== null && Math.abs(claimed - value) > 3) confidence -= 0.15;
    years = { value, confidence };
  } else if (claimed !== null) {
    years = { value: claimed, confidence: 0.5 };
  } else {
    years = { value: null, confidence: lines.length ? 0.3 : 0 };
  }

  const roles: Role[] = [];
  for (const x of used) {
    const r = roleAt(lines, x.i);
    if (r && !roles.some((o) => o.role === r.role && o.company === r.company)) roles.push(r);
  }
  let summary: string | null = null;
  let summaryConfidence = 0;
  const roleText = roles
    .slice(0, 3)
    .map((r) => (r.company ? `${r.role} at ${r.company}` : r.role))
    .join(', ');
  if (years.value !== null && roleText) {
    summary = `${yearsText(years.value)} — ${roleText}`;
    summaryConfidence = roles.some((r) => r.company) ? 0.75 : 0.6;
  } else if (roleText) {
    summary = roleText;
    summaryConfidence = 0.5;
  } else if (years.value !== null) {
    summary = `${yearsText(years.value)} of experience`;
    summaryConfidence = 0.45;
  }
  if (summary && summary.length > 200)
    summary = summary.slice(0, 199).replace(/[\s,]+\S*$/, '') + '…';
  return { years, summary: { value: summary, confidence: summaryConfidence }, intervals, roles };
}

// ---------------------------------------------------------------- education

const INSTITUTION =
  /(?<![\p{L}])(?:(?:[\p{Lu}][\p{L}.'’&-]*\s+){0,5}(?:University|Universidad|Universidade|Université|Universität|Università|[\p{Lu}][\p{Ll}]+(?:universität|hochschule|akademie|schule)|Hochschule|College|Institute|Instituto|Institut|Polytechnic|Politécnico|Politecnico|Conservatory|Academy|Académie|Escuela|Escola|École|School)(?:\s+(?:of|for|de|des|do|da|di|für|of the)\s+(?:[\p{Lu}][\p{L}.'’&-]*\s*){1,5})?|ArtCenter(?: College of Design)?|Art Center College of Design|CalArts|Parsons(?: School of Design)?|Pratt(?: Institute)?|RISD|SCAD|FIDM|Otis College of Art and Design|Miami Ad School|VCU Brandcenter|Hyper Island|UCLA|USC|NYU|UC Berkeley|CSULB|CSUN|Cal State [\p{Lu}][\p{L}]+|IIT [\p{Lu}][\p{L}]+|NID|MICA|SVA|FIT)(?![\p{L}])/u;
const DEGREE =
  /(?<![\p{L}])(?:B\.?F\.?A\.?|M\.?F\.?A\.?|B\.A\.|M\.A\.|B\.S\.|M\.S\.|BA|BS|BSc|MSc|MBA|BDes|MDes|B\.Des|M\.Des|Ph\.?D\.?|(?:MA|MS)(?=\s+(?:in|of)\s)|Bachelor(?:'s|’s)?(?:\s+(?:of|in)\s+[\p{L} &]+)?|Master(?:'s|’s)?(?:\s+(?:of|in)\s+[\p{L} &]+)?|Associate(?:'s|’s)?\s+(?:Degree|of\s+[\p{L} &]+)|Diploma(?:\s+in\s+[\p{L} &]+)?|Certificate(?:\s+in\s+[\p{L} &]+)?|Licenciatura(?:\s+en\s+[\p{L} &]+)?|Licence|Laurea|Bacharelado(?:\s+em\s+[\p{L} &]+)?|Bachillerato|Grado(?:\s+en\s+[\p{L} &]+)?|Maestría(?:\s+en\s+[\p{L} &]+)?)(?![\p{L}])/u;
const YEAR = /(?<!\d)(?:19[6-9]\d|20\d{2})(?!\d)/g;

/** A type alias (not an interface) so it stays assignable to JSON column types. */
export type EducationEntry = {
  institution: string;
  degree?: string;
  year?: string;
};

function segments(text: string): string[] {
  return text
    .replace(BULLET, '')
    .split(/\s*[|•·]\s*|\s+[–—-]\s+|\s{3,}/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function clean(s: string): string {
  return stripRanges(s)
    .replace(YEAR, ' ')
    .replace(/,?\s*(?:[A-Z][\p{L}.'’-]+(?:\s[A-Z][\p{L}.'’-]+){0,2}),\s*[A-Z]{2}\s*$/u, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:–—()-]+|[\s,;:–—(-]+$/g, '')
    .trim();
}

export function findEducation(lines: SectionedLine[]): {
  value: EducationEntry[];
  confidence: number;
} {
  const section = lines.filter((l) => l.section === 'education' && !l.heading);
  const pool = section.length
    ? section
    : lines.filter((l) => l.section !== 'experience' && INSTITUTION.test(l.text));
  const entries: EducationEntry[] = [];
  let pendingDegree: string | undefined;
  let pendingYear: string | undefined;
  let current: EducationEntry | undefined;
  for (const line of pool) {
    const text = line.content || line.text;
    let institution: string | undefined;
    let degree: string | undefined;
    for (const seg of segments(text)) {
      const inst = INSTITUTION.exec(seg);
      const deg = DEGREE.exec(seg);
      if (inst && deg) {
        // "BFA in Advertising, ArtCenter College of Design"
        for (const piece of seg.split(/,\s+|\s+at\s+|\s+from\s+/)) {
          if (!institution && INSTITUTION.test(piece)) institution = clean(piece);
          else if (!degree && DEGREE.test(piece)) degree = clean(piece);
        }
        institution ??= clean(inst[0]);
        degree ??= clean(deg[0]);
      } else if (inst && !institution) {
        institution = clean(seg);
      } else if (deg && !degree) {
        degree = clean(seg);
      }
    }
    const years = [...text.matchAll(YEAR)].map((m) => m[0]);
    const year = years[years.length - 1];
    if (institution) {
      current = { institution: institution.slice(0, 100) };
      const d = degree ?? pendingDegree;
      if (d) current.degree = d.slice(0, 100);
      const y = year ?? pendingYear;
      if (y) current.year = y;
      entries.push(current);
      pendingDegree = undefined;
      pendingYear = undefined;
    } else if (degree) {
      if (current && !current.degree) {
        current.degree = degree.slice(0, 100);
        if (year && !current.year) current.year = year;
      } else {
        pendingDegree = degree;
        pendingYear = year;
        current = undefined;
      }
    } else if (year && current && !current.year) {
      current.year = year;
    }
  }
  if (!entries.length)
    return { value: [], confidence: lines.length ? (section.length ? 0.3 : 0.4) : 0 };
  const complete = entries.filter((e) => e.degree).length / entries.length;
  return {
    value: entries.slice(0, 6),
    confidence: Math.round((section.length ? 0.7 : 0.55) * 100 + complete * 20) / 100,
  };
}
