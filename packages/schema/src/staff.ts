// Staff: the people who work in the admin, each with a token of their own
// (docs/decisions/014-staff-people.md). Their names are what audit lines and owners show.
import { z } from 'zod';
import { isUuid } from './admin.ts';
import { oneLineText } from './fields.ts';

/** An owner also manages staff tokens; the bootstrap `ADMIN_TOKEN` is an owner's. */
export const STAFF_ROLES = ['owner', 'staff'] as const;
export const StaffRole = z.enum(STAFF_ROLES, {
  error: `Role must be one of ${STAFF_ROLES.join(', ')}`,
});
export type StaffRole = z.infer<typeof StaffRole>;

export const STAFF_NAME_MAX = 80;

/** `POST /api/admin/staff`: a token for a named person. */
export const StaffCreate = z.object({
  // The name lands in audit lines, emails and CSV cells: one visible line, as a visitor's name is.
  name: oneLineText('Name', STAFF_NAME_MAX),
  role: StaffRole.default('staff'),
});
export type StaffCreate = z.input<typeof StaffCreate>;

/** A lead's or candidate's owner: an active staff member's id, or null for nobody. */
export const OwnerId = z
  .string()
  .trim()
  .refine(isUuid, 'The owner must be a staff member, given by their id')
  .nullish();
