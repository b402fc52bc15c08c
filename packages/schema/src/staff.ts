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
export const STAFF_EMAIL_MAX = 254;

/**
 * A staff member's own address, where reminders about their leads go; empty means none. It becomes
 * an email's To header, so a line break is refused outright rather than trimmed away with the
 * spaces around it: `ben@x.test\r\nBcc: …` is an attempt, not a typo.
 */
export const StaffEmail = z
  .string({ error: 'Email must be text' })
  .refine((text) => !/[\r\n\u0085\u2028\u2029]/.test(text), 'Email must be one line')
  .transform((text) => text.trim() || null)
  .pipe(
    z
      .string()
      .max(STAFF_EMAIL_MAX, `Email must be at most ${STAFF_EMAIL_MAX} characters`)
      .pipe(z.email('Please enter a valid email address'))
      .nullable(),
  )
  .nullable();

/** `POST /api/admin/staff`: a token for a named person, and where their reminders go. */
export const StaffCreate = z.object({
  // The name lands in audit lines, emails and CSV cells: one visible line, as a visitor's name is.
  name: oneLineText('Name', STAFF_NAME_MAX),
  role: StaffRole.default('staff'),
  email: StaffEmail.optional(),
});
export type StaffCreate = z.input<typeof StaffCreate>;

/** `PATCH /api/admin/staff/:id`: a new address, or null (or empty) for none. */
export const StaffUpdate = z.strictObject({ email: StaffEmail });
export type StaffUpdate = z.input<typeof StaffUpdate>;

/** A lead's or candidate's owner: an active staff member's id, or null for nobody. */
export const OwnerId = z
  .string()
  .trim()
  .refine(isUuid, 'The owner must be a staff member, given by their id')
  .nullish();
