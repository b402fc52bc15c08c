// Leads: one per person (normalised email), whatever path their contact details came through.
import { z } from 'zod';
import { BUDGET_RANGES, INDUSTRY_KEYS, SERVICE_SLUGS, TIMELINE_RANGES } from './brief.ts';
import { listFilter as filter } from './fields.ts';
import { OwnerId } from './staff.ts';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'candidate'] as const;
export const LeadStatus = z.enum(LEAD_STATUSES, {
  error: `Status must be one of ${LEAD_STATUSES.join(', ')}`,
});
export type LeadStatus = z.infer<typeof LeadStatus>;

export const LEAD_SOURCES = ['chat', 'contact-form', 'brief', 'resume', 'application'] as const;
export const LeadSource = z.enum(LEAD_SOURCES, {
  error: `Source must be one of ${LEAD_SOURCES.join(', ')}`,
});
export type LeadSource = z.infer<typeof LeadSource>;

const oneOf = <T extends string>(name: string, values: readonly T[]) =>
  z.enum(values as [T, ...T[]], { error: `${name} must be one of ${values.join(', ')}` });

const NO_NUL = /^[^\u0000]*$/;
const NUL_MESSAGE = 'Text must not contain NUL (\\u0000) characters';

export const LeadListQuery = z.object({
  search: z.string().trim().max(200).regex(NO_NUL, NUL_MESSAGE).optional(),
  status: filter(LeadStatus),
  source: filter(LeadSource),
  /** `me`: only the leads owned by the person asking. */
  assigned: filter(z.enum(['me'], { error: 'assigned must be me' })),
  /** `only`: the leads marked spam, which every other list leaves out. */
  spam: filter(z.enum(['only'], { error: 'spam must be only' })),
  /** The brief's fields (brief.ts): a budget or timeline range, a service slug, an industry key. */
  budget: filter(
    oneOf(
      'budget',
      BUDGET_RANGES.map((range) => range.key),
    ),
  ),
  timeline: filter(
    oneOf(
      'timeline',
      TIMELINE_RANGES.map((range) => range.key),
    ),
  ),
  service: filter(oneOf('service', SERVICE_SLUGS)),
  industry: filter(oneOf('industry', INDUSTRY_KEYS)),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type LeadListQuery = z.input<typeof LeadListQuery>;

export const LeadUpdate = z
  .object({
    status: LeadStatus.optional(),
    ownerId: OwnerId,
    notes: z
      .string()
      .max(20_000, 'Notes must be at most 20000 characters')
      .regex(NO_NUL, NUL_MESSAGE)
      .optional(),
    /** Marked spam (true) or not (false). */
    spam: z.boolean().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'Nothing to change: give a status, an owner, notes or spam',
  });
export type LeadUpdate = z.infer<typeof LeadUpdate>;

/** `DELETE /api/admin/leads/{id}`: */
export const LeadDeletion = z.object({
  /** The lead's email, typed again: a deletion cannot be undone. */
  confirmEmail: z
    .string({ error: 'confirmEmail is required' })
    .trim()
    .min(1, 'confirmEmail is required')
    .max(320),
});
export type LeadDeletion = z.infer<typeof LeadDeletion>;

/** Staff's answer to a visitor's suggested change of a lead's name, company or phone. */
export const SuggestionDecision = z.object({
  decision: z.enum(['accept', 'dismiss'], { error: 'decision must be accept or dismiss' }),
});
export type SuggestionDecision = z.infer<typeof SuggestionDecision>;

/** What the admin keeps read state of, per person. */
export const READ_KINDS = ['lead', 'conversation'] as const;
export const ReadKind = z.enum(READ_KINDS, {
  error: `kind must be one of ${READ_KINDS.join(', ')}`,
});
export type ReadKind = z.infer<typeof ReadKind>;

export const MarkAllRead = z.strictObject({ kind: ReadKind });
export type MarkAllRead = z.infer<typeof MarkAllRead>;
