/** The slug rule of product.md §3: lowercase, non-alphanumerics to hyphens, trimmed. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** Cuts at a word boundary where one is near, and marks the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const endsOnWord = /\s/u.test(text.charAt(max - 1));
  const lastSpace = endsOnWord ? cut.length : cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s.,;:!?-]+$/u, '')}…`;
}

/**
 * Line breaks, other control characters, and the invisible ones that reorder or hide text (a
 * right-to-left override, zero-width spaces): what a file name is cleaned of, and a visitor's name
 * or company too, before an email, a spreadsheet or the admin shows them.
 */
const LINE_BREAKS = /[\r\n\u000b\u000c\u0085\u2028\u2029]+/g;
const INVISIBLE =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** One line of visible text: line breaks become spaces, the rest of the above goes. */
export function oneLine(text: string): string {
  return text
    .normalize('NFC')
    .replace(LINE_BREAKS, ' ')
    .replace(INVISIBLE, '')
    .replace(/ {2,}/g, ' ')
    .trim();
}
