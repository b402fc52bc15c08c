import { CONTACT_KEYWORDS, type EmploymentType } from '@agency/schema';
import type { ContactDetails } from './state.ts';

/** Whether the message contains one of the contact keywords of SPEC section 4 (substrings, any case). */
export function mentionsContactKeyword(message: string): boolean {
  const lower = message.toLowerCase();
  return CONTACT_KEYWORDS.some((keyword) => lower.includes(keyword));
}

export interface GateContext {
  contact: ContactDetails | null;
  employmentType: EmploymentType | null;
  gateSkipped: boolean;
}

/**
 * SPEC section 4: a keyword in the message, or a chosen employment type, opens the inline contact
 * form first, unless contact details were already given (or the visitor skipped the form once).
 */
export function needsContactGate(message: string, context: GateContext): boolean {
  if (context.contact || context.gateSkipped) return false;
  return context.employmentType !== null || mentionsContactKeyword(message);
}
