// Emails staff send a lead from the admin, and the templates they start from
// (docs/decisions/016-reply-from-the-lead.md). The limits and placeholders are shared by the
// admin's form and the API, so the form refuses what the server would.
import { z } from 'zod';
import { AGENCY } from './constants.ts';
import { oneLineText } from './fields.ts';
import { oneLine } from './text.ts';

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;
export const REPLY_TEMPLATE_NAME_MAX = 80;

/** The agency's lines under the writer's name, unless `REPLY_SIGNATURE` says otherwise. */
export const DEFAULT_REPLY_SIGNATURE = [
  `${AGENCY.name} · ${AGENCY.tagline}`,
  `${AGENCY.streetAddress}, ${AGENCY.city}, ${AGENCY.region} ${AGENCY.postalCode}`,
  `${AGENCY.phone} · ${AGENCY.email}`,
].join('\n');

/** What `{{key}}` in a template or reply stands for; the value when the lead lacks it. */
export const REPLY_PLACEHOLDERS = {
  firstName: 'there',
  name: 'there',
  company: 'your team',
  senderName: '',
  agencyName: AGENCY.name,
} as const;
export type ReplyPlaceholder = keyof typeof REPLY_PLACEHOLDERS;

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1]!)
    .filter((key) => !Object.hasOwn(REPLY_PLACEHOLDERS, key));
}

/**
 * Each known `{{key}}` replaced by its value or fallback. An unknown one is left as typed (the
 * schemas refuse it), and so is one with neither (the writer's name before the admin knows it),
 * for the server to fill.
 */
export function fillPlaceholders(
  text: string,
  values: Partial<Record<ReplyPlaceholder, string | null>>,
): string {
  return text.replace(PLACEHOLDER, (whole, key: string) => {
    if (!Object.hasOwn(REPLY_PLACEHOLDERS, key)) return whole;
    const placeholder = key as ReplyPlaceholder;
    return values[placeholder]?.trim() || REPLY_PLACEHOLDERS[placeholder] || whole;
  });
}

/** The placeholders' values for a lead and the person writing. */
export function placeholderValues(
  lead: { name: string | null; company: string | null },
  senderName: string,
): Record<ReplyPlaceholder, string> {
  const name = lead.name ? oneLine(lead.name) : '';
  return {
    firstName: name.split(' ')[0] ?? '',
    name,
    company: lead.company ? oneLine(lead.company) : '',
    senderName,
    agencyName: AGENCY.name,
  };
}

const known = (text: string) => !unknownPlaceholders(text).length;
const braces = (keys: string[]) => keys.map((key) => `{{${key}}}`).join(', ');
const knownMessage = {
  error: (issue: { input?: unknown }) =>
    `Unknown placeholder ${braces(unknownPlaceholders(String(issue.input)))}: use ${braces(
      Object.keys(REPLY_PLACEHOLDERS),
    )}`,
};

// A subject becomes a mail header: a line break in it would start a header of the sender's choosing.
const subject = z
  .string({ error: 'Subject is required' })
  .trim()
  .min(1, 'Subject is required')
  .max(REPLY_SUBJECT_MAX, `Subject must be at most ${REPLY_SUBJECT_MAX} characters`)
  .refine((text) => !/[\r\n\u0085\u2028\u2029]/.test(text), 'Subject must be one line')
  .refine(known, knownMessage);

const body = z
  .string({ error: 'Text is required' })
  .max(REPLY_BODY_MAX, `Text must be at most ${REPLY_BODY_MAX} characters`)
  .refine((text) => text.trim().length > 0, 'Text is required')
  .refine(known, knownMessage);

/** `POST /api/admin/reply-templates`, and `PUT` of one. */
export const ReplyTemplateInput = z.object({
  name: oneLineText('Name', REPLY_TEMPLATE_NAME_MAX),
  subject,
  body,
});
export type ReplyTemplateInput = z.input<typeof ReplyTemplateInput>;

/** `POST /api/admin/leads/:id/replies`: the email as staff edited it; placeholders left are filled. */
export const LeadReplyInput = z.object({ subject, body });
export type LeadReplyInput = z.input<typeof LeadReplyInput>;

/** A reply's delivery as the timeline shows it (`pending` while the outbox is still trying). */
export const REPLY_STATUSES = ['pending', 'sent', 'failed'] as const;
export type ReplyStatus = (typeof REPLY_STATUSES)[number];
