/** Text clean-up and section headings (EXPERIENCE, Skills:, E D U C A T I O N ...). */
import type { Line } from './layout.ts';

export type SectionKind =
  | 'header'
  | 'unknown'
  | 'title'
  | 'summary'
  | 'contact'
  | 'experience'
  | 'education'
  | 'skills'
  | 'languages'
  | 'links'
  | 'awards'
  | 'projects'
  | 'certifications'
  | 'references'
  | 'other';

/** A line with the section it sits in. */
export interface SectionedLine extends Line {
  index: number;
  section: SectionKind;
  /** True when the line is itself a section heading. */
  heading: boolean;
  /** The text after an inline label ("Skills: Figma, Photoshop" -> "Figma, Photoshop"). */
  content: string;
}

const LIGATURES: Record<string, string> = {
  ﬀ: 'ff',
  ﬁ: 'fi',
  ﬂ: 'fl',
  ﬃ: 'ffi',
  ﬄ: 'ffl',
  ﬅ: 'st',
  ﬆ: 'st',
};

/** Unicode and whitespace clean-up shared by PDF and plain text. */
export function cleanText(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .replace(/[ﬀﬁﬂﬃﬄﬅﬆ]/g, (c) => LIGATURES[c] ?? c)
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000\t]/g, ' ')
    .normalize('NFC');
}

/** "J A N E   D O E" -> "JANE DOE" (letter-spaced display type). */
export function collapseLetterSpacing(text: string): string {
  const t = text.trim();
  const tokens = t.split(/\s+/);
  if (tokens.length < 4) return t;
  const singles = tokens.filter((x) => [...x].length === 1).length;
  if (singles / tokens.length < 0.8) return t;
  return t
    .split(/\s{2,}/)
    .map((word) => word.replace(/\s+/g, ''))
    .join(' ');
}

const HEADINGS: [Exclude<SectionKind, 'header' | 'unknown'>, RegExp][] = [
  ['title', /^(resume|résumé|curriculum vitae|curriculum|cv|c\.v\.|hoja de vida|lebenslauf)$/],
  [
    'experience',
    /^((work|professional|relevant|employment|career|agency|industry|creative|selected|freelance) )*(experience|experiences|history|employment|employment history|work history|career history|positions|career|experiencia|expérience|experiência)( (history|highlights))?$/,
  ],
  [
    'education',
    /^(education|academic (background|history)|training|education (and|&) training|qualifications|educación|formación|formation|formação|studies)$/,
  ],
  [
    'skills',
    /^((core|key|technical|creative|professional|hard|soft|design|digital|marketing) )?(skills|competencies|competences|expertise|capabilities|strengths|proficiencies|habilidades|compétences)( (and|&) (tools|software|expertise|technologies|abilities))?$|^(tools|software|toolkit|toolbox|tech stack|technologies|programs|tools (and|&) software|software (and|&) tools|tools (and|&) technologies)$/,
  ],
  ['languages', /^(languages|language|idiomas|langues|sprachen)$/],
  [
    'summary',
    /^((professional|career|executive) )?(summary|profile|overview)$|^(about|about me|objective|career objective|personal statement|bio|perfil)$/,
  ],
  [
    'contact',
    /^(contact|contacts|contact (info|information|details|me)|details|personal (details|information))$/,
  ],
  [
    'links',
    /^(links|online|online presence|social|social media|web|portfolio|portfolio (and|&) links|find me online)$/,
  ],
  [
    'awards',
    /^(awards|honors|honours|recognition|awards (and|&) (recognition|honors|honours)|achievements|accolades)$/,
  ],
  [
    'projects',
    /^(projects|selected (work|projects|clients|campaigns)|key projects|clients|notable clients|campaigns)$/,
  ],
  ['certifications', /^(certifications|certification|certificates|licenses|licences|courses)$/],
  ['references', /^(references|referees)$/],
  [
    'other',
    /^(interests|hobbies|volunteer|volunteering|volunteer (work|experience)|activities|publications|exhibitions|press|speaking|affiliations|memberships)$/,
  ],
];

function headingKey(text: string): string {
  return collapseLetterSpacing(text)
    .toLowerCase()
    .replace(/[:：]\s*$/, '')
    .replace(/[^\p{L}&.\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The section a heading text names, or null when it is not a heading. */
export function headingKind(text: string): Exclude<SectionKind, 'header' | 'unknown'> | null {
  const t = text.trim();
  if (t.length > 48 || /[@\d]/.test(t)) return null;
  const key = headingKey(t);
  if (!key || key.split(' ').length > 5) return null;
  for (const [kind, re] of HEADINGS) if (re.test(key)) return kind;
  return null;
}

/** Assigns each line to its section. A column change resets the section; a page change carries it on. */
export function sectionLines(lines: Line[]): SectionedLine[] {
  const out: SectionedLine[] = [];
  let section: SectionKind = 'header';
  let prev: Line | undefined;
  let seenHeading = false;
  lines.forEach((line, index) => {
    if (prev && line.page === prev.page && line.block !== prev.block)
      section = seenHeading ? 'unknown' : 'header';
    prev = line;
    const kind = headingKind(line.text);
    if (kind) {
      seenHeading = true;
      section = kind;
      out.push({ ...line, index, section: kind, heading: true, content: '' });
      return;
    }
    // "Skills: Figma, Photoshop" or "EXPERIENCE — Senior Art Director..."
    const inline = /^([\p{L} &]{3,32}?)(?:\s*[:：|]\s*|\s{3,})(.+)$/u.exec(line.text);
    const inlineKind = inline ? headingKind(inline[1]!) : null;
    if (inline && inlineKind && inlineKind !== 'title') {
      seenHeading = true;
      section = inlineKind;
      out.push({ ...line, index, section: inlineKind, heading: false, content: inline[2]!.trim() });
      return;
    }
    out.push({ ...line, index, section, heading: false, content: line.text });
  });
  return out;
}
