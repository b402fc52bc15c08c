/**
 * Resume parser: a pure function of the file's bytes (or text) and an optional `now`.
 *
 * PDFs are read with pdf.js (through `unpdf`): the text runs and their positions are rebuilt into
 * lines and columns (see layout.ts), so the name comes from the most prominent line of the first page
 * and a sidebar is not fused with the main column. Plain text goes through the same analysis without
 * the geometry. Every field carries a confidence in [0, 1]; the full text and the parser version are
 * kept so resumes can be parsed again by a later version.
 */
import { getDocumentProxy } from 'unpdf';
import {
  countryHints,
  findEmails,
  findLinks,
  pickEmail,
  pickPhone,
  type Links,
} from './contacts.ts';
import { findEducation, findExperience, type EducationEntry } from './experience.ts';
import { linesToText, pageLines, textLines, type Line, type PositionedItem } from './layout.ts';
import { pickName } from './name.ts';
import { cleanText, sectionLines } from './sections.ts';
import { findSkills } from './skills.ts';

export const PARSER_VERSION = 'resume-parser/1.0.0';

export interface Field<T> {
  value: T;
  /** 0..1 */
  confidence: number;
}

export interface ParsedResume {
  parserVersion: string;
  name: Field<string | null>;
  email: Field<string | null>;
  /** E.164 when libphonenumber can parse it, else as written. */
  phone: Field<string | null>;
  links: Links;
  /** Normalised names from a vocabulary of advertising & creative skills. */
  skills: Field<string[]>;
  experienceYears: Field<number | null>;
  /** e.g. "8 years — Senior Art Director at ..., Designer at ..." */
  experienceSummary: Field<string | null>;
  education: Field<EducationEntry[]>;
  /** The full extracted text. */
  text: string;
  /** False for a scanned PDF with no text. */
  hasTextLayer: boolean;
  pages: number;
}

export type { Links, EducationEntry };

export interface ParseOptions {
  /** What 'Present' / 'Current' means; defaults to the current date. */
  now?: Date;
}

/** Thrown for a file that cannot be read; the message can be shown to the visitor. */
export class ResumeParseError extends Error {
  override name = 'ResumeParseError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export const MESSAGES = {
  empty: 'That file is empty. Could you choose your resume again?',
  notPdf:
    "That file doesn't look like a PDF. Could you upload your resume as a PDF or a .txt file?",
  corrupt:
    "We couldn't read that PDF: it looks damaged or incomplete. Could you export it again and re-upload it, or send it as a .txt file?",
  password: 'That PDF is password-protected. Could you upload a copy without a password?',
} as const;

/** Pages read from one PDF: enough for any resume; a 500-page upload is not parsed in full. */
export const MAX_PAGES = 50;
/**
 * The fields are read from the first 100,000 characters (about 30 dense pages), with lines cut at 2,000
 * characters, so a huge or hostile text file cannot make the regular expressions run for long. The
 * `text` returned is still the whole text.
 */
export const MAX_ANALYSED_CHARS = 100_000;
const MAX_LINE_CHARS = 2_000;

function budget(lines: Line[]): Line[] {
  const out: Line[] = [];
  let used = 0;
  for (const line of lines) {
    if (used >= MAX_ANALYSED_CHARS) break;
    const text = line.text.length > MAX_LINE_CHARS ? line.text.slice(0, MAX_LINE_CHARS) : line.text;
    used += text.length + 1;
    out.push(text === line.text ? line : { ...line, text });
  }
  return out;
}

/** Below this many letters and digits in the whole document, the PDF is taken as having no text layer. */
const MIN_TEXT_CHARS = 25;

function resolveOptions(options?: Date | ParseOptions): { now: Date } {
  if (options instanceof Date) return { now: options };
  return { now: options?.now ?? new Date() };
}

function round(n: number): number {
  return Math.round(Math.max(0, Math.min(1, n)) * 100) / 100;
}

const EMPTY_LINKS = (): Links => ({
  linkedin: null,
  portfolio: null,
  behance: null,
  dribbble: null,
  vimeo: null,
  github: null,
  website: null,
  other: [],
});

function emptyResume(text: string, hasTextLayer: boolean, pages: number): ParsedResume {
  return {
    parserVersion: PARSER_VERSION,
    name: { value: null, confidence: 0 },
    email: { value: null, confidence: 0 },
    phone: { value: null, confidence: 0 },
    links: EMPTY_LINKS(),
    skills: { value: [], confidence: 0 },
    experienceYears: { value: null, confidence: 0 },
    experienceSummary: { value: null, confidence: 0 },
    education: { value: [], confidence: 0 },
    text,
    hasTextLayer,
    pages,
  };
}

interface Analysis {
  lines: Line[];
  text: string;
  pages: number;
  hasTextLayer: boolean;
  annotationLinks: string[];
  /** Typical body font size and largest font size of page 1 (PDF only). */
  bodySize: number | null;
  maxSize: number | null;
}

function analyse(input: Analysis, now: Date): ParsedResume {
  const { text } = input;
  const lines = budget(input.lines);
  if (!lines.length) return emptyResume(text, input.hasTextLayer, input.pages);
  const sectioned = sectionLines(lines);
  const headerText = sectioned
    .filter((l) => l.section === 'header' || l.section === 'contact' || l.index < 12)
    .map((l) => l.text)
    .join('\n');

  // the email first (it helps confirm the name), then the name, then the email again with the name as a hint
  const firstEmail =
    findEmails(headerText)[0] ?? findEmails(lines.map((l) => l.text).join('\n'))[0] ?? null;
  const name = pickName({
    lines: sectioned,
    bodySize: input.bodySize,
    maxSize: input.maxSize,
    email: firstEmail,
  });
  const email = pickEmail(sectioned, name.value);
  const phone = pickPhone(sectioned, countryHints(headerText, text));
  const { links } = findLinks(sectioned, input.annotationLinks);

  const skillMatches = findSkills(sectioned);
  const inSkills = skillMatches.filter((s) => s.inSkillsSection).length;
  const skills: Field<string[]> = {
    value: skillMatches.map((s) => s.name),
    confidence: skillMatches.length
      ? round(0.55 + Math.min(0.25, skillMatches.length * 0.03) + (inSkills ? 0.15 : 0))
      : 0.3,
  };

  const experience = findExperience(sectioned, now);
  const education = findEducation(sectioned);
  return {
    parserVersion: PARSER_VERSION,
    name: { value: name.value, confidence: round(name.confidence) },
    email: { value: email.value, confidence: round(email.confidence) },
    phone: { value: phone.value, confidence: round(phone.confidence) },
    links,
    skills,
    experienceYears: {
      value: experience.years.value,
      confidence: round(experience.years.confidence),
    },
    experienceSummary: {
      value: experience.summary.value,
      confidence: round(experience.summary.confidence),
    },
    education: { value: education.value, confidence: round(education.confidence) },
    text,
    hasTextLayer: input.hasTextLayer,
    pages: input.pages,
  };
}

/** Parses a plain-text resume (already decoded from UTF-8). */
export function parseResumeText(text: string, options?: Date | ParseOptions): ParsedResume {
  const { now } = resolveOptions(options);
  const clean = cleanText(text);
  const lines = textLines(clean);
  return analyse(
    {
      lines,
      text: clean
        .replace(/[ \t]+$/gm, '')
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
      pages: 1,
      hasTextLayer: true,
      annotationLinks: [],
      bodySize: null,
      maxSize: null,
    },
    now,
  );
}

function findBytes(bytes: Uint8Array, needle: string, from: number, to: number): boolean {
  const codes = [...needle].map((c) => c.charCodeAt(0));
  outer: for (let i = Math.max(0, from); i <= Math.min(bytes.length, to) - codes.length; i++) {
    for (let j = 0; j < codes.length; j++) if (bytes[i + j] !== codes[j]) continue outer;
    return true;
  }
  return false;
}

function isTextItem(
  item: unknown,
): item is { str: string; transform: number[]; width: number; height: number } {
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof (item as { str?: unknown }).str === 'string' &&
    Array.isArray((item as { transform?: unknown }).transform)
  );
}

function weightedMedian(entries: [number, number][]): number | null {
  const total = entries.reduce((n, [, w]) => n + w, 0);
  if (!total) return null;
  const sorted = [...entries].sort((a, b) => a[0] - b[0]);
  let acc = 0;
  for (const [v, w] of sorted) {
    acc += w;
    if (acc >= total / 2) return v;
  }
  return sorted[sorted.length - 1]![0];
}

/**
 * Parses a PDF resume. A PDF without a text layer (a scan) gives `hasTextLayer: false` and empty
 * fields; an unreadable, truncated or password-protected PDF throws a ResumeParseError.
 */
export async function parseResumePdf(
  bytes: Uint8Array,
  options?: Date | ParseOptions,
): Promise<ParsedResume> {
  const { now } = resolveOptions(options);
  if (!bytes || bytes.length === 0) throw new ResumeParseError(MESSAGES.empty);
  if (!findBytes(bytes, '%PDF-', 0, 1024)) throw new ResumeParseError(MESSAGES.notPdf);
  // Acrobat's own rule: the end-of-file marker must be within the last 1024 bytes. pdf.js is lenient
  // and would open a half-downloaded file, showing only part of it.
  let end = bytes.length;
  while (
    end > 0 &&
    (bytes[end - 1] === 0x20 ||
      bytes[end - 1] === 0x0a ||
      bytes[end - 1] === 0x0d ||
      bytes[end - 1] === 0x00 ||
      bytes[end - 1] === 0x09)
  )
    end--;
  if (!findBytes(bytes, '%%EOF', end - 1024, end)) throw new ResumeParseError(MESSAGES.corrupt);

  let document;
  try {
    // pdf.js takes ownership of the buffer it is given: hand it a copy
    document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    throw new ResumeParseError(
      name === 'PasswordException' ? MESSAGES.password : MESSAGES.corrupt,
      { cause: error },
    );
  }
  try {
    const pages = document.numPages;
    const lines: Line[] = [];
    const annotationLinks: string[] = [];
    const rotated: string[] = [];
    let letters = 0;
    let bodySize: number | null = null;
    let maxSize: number | null = null;
    for (let n = 1; n <= Math.min(pages, MAX_PAGES); n++) {
      const page = await document.getPage(n);
      const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
      const content = await page.getTextContent();
      const items: PositionedItem[] = [];
      for (const raw of content.items) {
        if (!isTextItem(raw)) continue;
        const str = cleanText(raw.str);
        if (!str) continue;
        const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = raw.transform;
        letters += str.replace(/[^\p{L}\p{N}]/gu, '').length;
        if (Math.abs(b) > Math.abs(a) * 0.2 && str.trim()) {
          // rotated text (a vertical label in a margin): kept in the text, not laid out
          rotated.push(str.trim());
          continue;
        }
        const size = Math.hypot(c, d) || raw.height || Math.hypot(a, b) || 10;
        items.push({ str, x0: e - x0, x1: e - x0 + Math.max(0, raw.width), y: y1 - f, size });
      }
      if (n === 1) {
        const sizes: [number, number][] = items.map((i) => [
          Math.round(i.size * 10) / 10,
          i.str.trim().length,
        ]);
        bodySize = weightedMedian(sizes);
        maxSize = sizes.length ? Math.max(...sizes.map(([s]) => s)) : null;
      }
      lines.push(...pageLines(items, { width: x1 - x0, height: y1 - y0 }, n));
      try {
        for (const annotation of await page.getAnnotations()) {
          const url = (annotation as { url?: unknown }).url;
          if (typeof url === 'string') annotationLinks.push(url);
        }
      } catch {
        // a broken annotation does not make the text unreadable
      }
      page.cleanup();
    }
    let text = linesToText(lines);
    if (rotated.length) text += `\n\n${rotated.join('\n')}`;
    if (letters < MIN_TEXT_CHARS) return emptyResume(text.trim(), false, pages);
    return analyse(
      { lines, text, pages, hasTextLayer: true, annotationLinks, bodySize, maxSize },
      now,
    );
  } catch (error) {
    if (error instanceof ResumeParseError) throw error;
    throw new ResumeParseError(MESSAGES.corrupt, { cause: error });
  } finally {
    await document.loadingTask.destroy();
  }
}
