/**
 * The candidate's name: the most prominent name-like line near the top of the first page (largest
 * font, highest up), never a heading such as RESUME or CURRICULUM VITAE, a job title, or a contact line.
 */
import { collapseLetterSpacing, headingKind, type SectionedLine } from './sections.ts';

const PARTICLES = new Set([
  'de',
  'da',
  'das',
  'do',
  'dos',
  'del',
  'della',
  'di',
  'du',
  'la',
  'le',
  'van',
  'von',
  'der',
  'den',
  'ter',
  'bin',
  'ibn',
  'al',
  'el',
  'y',
  'e',
  'st.',
]);

/** Words that make a line something other than a person's name. */
const NOT_NAME = new Set(
  (
    'resume résumé curriculum vitae cv portfolio profile summary experience education skills contact references objective about page ' +
    'director designer manager writer copywriter producer editor artist strategist planner buyer photographer videographer intern coordinator ' +
    'specialist lead executive associate assistant animator developer engineer illustrator supervisor head founder consultant analyst officer ' +
    'creative senior junior freelance freelancer art media brand branding marketing account content social digital motion graphic visual ux ui ' +
    'advertising agency studio design production communications strategy strategic vp president chief principal partner ' +
    'street st avenue ave road rd suite apt boulevard blvd drive dr city los angeles california usa remote hollywood ' +
    'email e-mail phone tel mobile linkedin behance dribbble vimeo github website www http https languages tools software ' +
    'inc llc ltd gmbh corp university college school the and of for with in at ' +
    'london paris berlin madrid sydney melbourne mumbai delhi toronto york brooklyn ciudad méxico mexico brasil brazil india france germany spain españa australia canada'
  ).split(/\s+/),
);

const TOKEN = /^(?:\p{Lu}[\p{L}\p{M}'’.-]*|\p{Lu}\.|\p{L}+)$/u;

/** "JOHN O'BRIEN-MCDONALD" -> "John O'Brien-McDonald"; mixed-case names are kept as written. */
export function nameCase(name: string): string {
  const letters = name.replace(/[^\p{L}]/gu, '');
  const caps = letters === letters.toUpperCase();
  const lower = letters === letters.toLowerCase();
  if (!caps && !lower) return name;
  return name
    .split(' ')
    .map((word, i) => {
      const w = word.toLowerCase();
      if (i > 0 && PARTICLES.has(w)) return w;
      return w
        .replace(/(^|[-'’])(\p{Ll})/gu, (_m, sep: string, c: string) => sep + c.toUpperCase())
        .replace(/^Mc(\p{Ll})/u, (_m, c: string) => 'Mc' + c.toUpperCase());
    })
    .join(' ');
}

/** The name in a line, or null when the line cannot be a name. */
export function nameFromLine(text: string): string | null {
  let t = collapseLetterSpacing(text).trim();
  // "Name: Jane Doe"
  const labelled = /^(?:full\s+)?name\s*[:：]\s*(.+)$/i.exec(t);
  if (labelled) t = labelled[1]!.trim();
  // "Jane Doe, MFA" / "Jane Doe | Art Director": keep the part before the separator
  t = t
    .split(/\s+[|•·–—]\s+|\s{3,}/)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  t = t.replace(/,\s*(?:MFA|MBA|BFA|BA|MA|PhD|Ph\.D\.|Jr\.?|Sr\.?|II|III)\.?$/i, '').trim();
  if (!t || t.length > 48 || t.includes(',')) return null;
  if (/[@\d/\\:;!?#&+=_*<>()[\]{}"]/.test(t) || /\.(?:com|net|org|io)\b/i.test(t)) return null;
  if (headingKind(t)) return null;
  const words = t.split(' ');
  if (words.length < 2 || words.length > 5) return null;
  let real = 0;
  for (const w of words) {
    const lw = w.toLowerCase().replace(/[.,]$/, '');
    if (NOT_NAME.has(lw)) return null;
    if (PARTICLES.has(lw)) continue;
    if (!TOKEN.test(w.replace(/,$/, ''))) return null;
    // a lowercase word that is not a particle: running text, not a name
    if (/^\p{Ll}/u.test(w) && t !== t.toLowerCase()) return null;
    real++;
  }
  if (real < 2) return null;
  return nameCase(t.replace(/,$/, ''));
}

export interface NameContext {
  lines: SectionedLine[];
  /** Typical body font size of the first page (PDF only). */
  bodySize: number | null;
  /** Largest font size on the first page (PDF only). */
  maxSize: number | null;
  email: string | null;
}

function emailMatches(name: string, email: string | null): boolean {
  if (!email) return false;
  const local = email.split('@')[0]!.toLowerCase();
  const parts = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .split(/[\s'’-]+/)
    .filter((p) => p.length >= 2);
  return parts.some((p) => p.length >= 3 && local.includes(p));
}

/** Picks the name; confidence grows with font prominence, position and agreement with the email. */
export function pickName(ctx: NameContext): { value: string | null; confidence: number } {
  const first = ctx.lines.filter((l) => l.page === 1).slice(0, 40);
  const candidates: { value: string; score: number; line: SectionedLine }[] = [];
  const topY = Math.min(...first.map((l) => l.y));
  first.forEach((line, order) => {
    if (line.heading) return;
    let value = nameFromLine(line.text);
    // first and last name set on two lines in the same large type: "JANE" / "DOE"
    const next = first[order + 1];
    if (
      !value &&
      next &&
      /^\p{L}[\p{L}'’-]+$/u.test(line.text.trim()) &&
      /^\p{L}[\p{L}'’-]+$/u.test(next.text.trim())
    ) {
      const sameType =
        line.fontSize !== null
          ? next.fontSize === line.fontSize
          : line.text === line.text.toUpperCase() && next.text === next.text.toUpperCase();
      if (sameType) value = nameFromLine(`${line.text.trim()} ${next.text.trim()}`);
    }
    if (!value) return;
    let score = 0;
    if (ctx.bodySize && line.fontSize) {
      const ratio = line.fontSize / ctx.bodySize;
      score += Math.min(3, Math.max(0, (ratio - 1) * 2.5));
      if (ctx.maxSize && line.fontSize >= ctx.maxSize - 0.1) score += 1;
      // near the top of the page
      score += Math.max(0, 1.2 - (line.y - topY) / 150);
    }
    score += Math.max(0, 1.5 - order * 0.12);
    if (/^(?:full\s+)?name\s*[:：]/i.test(line.text)) score += 2;
    if (emailMatches(value, ctx.email)) score += 1.5;
    const words = value.split(' ').length;
    if (words === 2 || words === 3) score += 0.5;
    if (
      line.section !== 'header' &&
      line.section !== 'contact' &&
      line.section !== 'title' &&
      line.section !== 'unknown'
    )
      score -= 1.5;
    candidates.push({ value, score, line });
  });
  candidates.sort((a, b) => b.score - a.score);
  const best = candidates[0];
  if (best) {
    const margin = best.score - (candidates[1]?.score ?? 0);
    const geometry = ctx.bodySize !== null;
    let confidence = geometry
      ? 0.55 + Math.min(0.3, best.score * 0.06)
      : 0.5 + Math.min(0.3, best.score * 0.12);
    confidence += Math.min(0.1, margin * 0.04);
    if (emailMatches(best.value, ctx.email)) confidence += 0.05;
    return { value: best.value, confidence: Math.round(Math.min(0.97, confidence) * 100) / 100 };
  }
  // fall back on the email's local part: jane.doe@ -> "Jane Doe"
  if (ctx.email) {
    const local = ctx.email.split('@')[0]!;
    const parts = local.split(/[._-]+/).filter((p) => /^\p{L}{2,}$/u.test(p));
    if (parts.length >= 2 && parts.length <= 3)
      return { value: nameCase(parts.join(' ').toLowerCase()), confidence: 0.35 };
  }
  return { value: null, confidence: 0 };
}
