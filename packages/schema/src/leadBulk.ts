// Bulk actions on the admin's leads. A module of its own: the web app uses only its type, and the
// admin's first load then carries none of it (nor the zod it alone needs).
import { z } from 'zod';
import { LeadStatus } from './leads.ts';
import { OwnerId } from './staff.ts';

/** The most leads one bulk action takes: one page of the list at its largest. */
export const LEAD_BULK_LIMIT = 200;

/**
 * `POST /api/admin/leads/bulk`: one action on the selected leads, all or nothing. A deletion names
 * how many it erases, as the confirmation showed, so a stale or doctored list cannot erase more.
 */
export const LeadBulk = z
  .object({
    ids: z
      .array(z.string().trim().max(64), { error: 'ids must be a list of lead ids' })
      .min(1, 'Select at least one lead')
      .max(LEAD_BULK_LIMIT, `At most ${LEAD_BULK_LIMIT} leads at once`),
    action: z.discriminatedUnion(
      'type',
      [
        z.object({ type: z.literal('assign'), ownerId: OwnerId.transform((id) => id ?? null) }),
        z.object({ type: z.literal('status'), status: LeadStatus }),
        z.object({ type: z.literal('spam'), spam: z.boolean() }),
        z.object({ type: z.literal('delete'), confirmCount: z.number().int().positive() }),
      ],
      { error: 'action.type must be one of assign, status, spam, delete' },
    ),
  })
  .refine((bulk) => new Set(bulk.ids.map((id) => id.toLowerCase())).size === bulk.ids.length, {
    message: 'Each lead may be listed once',
    path: ['ids'],
  })
  .refine((bulk) => bulk.action.type !== 'delete' || bulk.action.confirmCount === bulk.ids.length, {
    message: 'confirmCount must equal the number of leads to delete',
    path: ['action'],
  });
export type LeadBulk = z.input<typeof LeadBulk>;
