// Merging two leads of one person. A module of its own, as leadBulk.ts is: the web app uses only
// its types, so the admin's first load carries none of it.
import { z } from 'zod';

const LeadRef = z
  .string({ error: 'mergedId is required' })
  .trim()
  .min(1, 'mergedId is required')
  .max(64);

/** `GET /api/admin/leads/{id}/merge?mergedId=…`: what merging that lead into this one would move. */
export const LeadMergeQuery = z.object({ mergedId: LeadRef });
export type LeadMergeQuery = z.input<typeof LeadMergeQuery>;

/**
 * `POST /api/admin/leads/{id}/merge`: the lead named is merged into this one. `confirm` is the
 * preview's, so a merge whose leads changed since staff looked is refused rather than done blind.
 */
export const LeadMerge = z.object({
  mergedId: LeadRef,
  confirm: z
    .string({ error: 'confirm is required: the preview of the merge gives it' })
    .regex(/^[0-9a-f]{64}$/, 'confirm must be the value the preview of the merge gave'),
});
export type LeadMerge = z.input<typeof LeadMerge>;
