import { CONTACT_KEYWORDS, type EmploymentType } from '@agency/schema';
import type { ContactDetails } from './state.ts';

// A keyword counts only as a whole word ("basically" does not hold "call"), but with an English
// ending: the product's list names stems ("advertis") and singulars that visitors write as
// "advertising", "advertisement", "videos" or "calls".
const ENDINGS = ['s', 'es', 'e', 'd', 'ed', 'ing', 'er', 'ers', 'ement', 'ements'];
const KEYWORD_WORD = new RegExp(`^(?:${CONTACT_KEYWORDS.join('|')})(?:${ENDINGS.join('|')})?$`);
const WORD = /[\p{L}\p{N}]+/gu;

/** Whether the message holds one of the contact keywords (product.md §4) as a word, any case. */
export function mentionsContactKeyword(message: string): boolean {
  return (message.toLowerCase().match(WORD) ?? []).some((word) => KEYWORD_WORD.test(word));
}

export interface GateContext {
  contact: ContactDetails | null;
  employmentType: EmploymentType | null;
  gateSkipped: boolean;
}

/**
 * product.md §4: a keyword in the message, or a chosen employment type, opens the inline contact
 * form first, unless contact details were already given. A Skip is an answer for this moment, not
 * for the conversation: a later message with a keyword (buying intent again) asks once more, while
 * the employment type alone, true of every message a job seeker sends, no longer does.
 */
export function needsContactGate(message: string, context: GateContext): boolean {
  if (context.contact) return false;
  if (mentionsContactKeyword(message)) return true;
  return context.employmentType !== null && !context.gateSkipped;
}
