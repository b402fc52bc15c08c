// Careers: the roles the agency hires for, their pages, the applications to them and the candidate
// pipeline. Shared by the API (routes, procedures, the assistant), the admin's forms and the pages.
import { z } from 'zod';
import { OwnerId } from './staff.ts';
import {
  CANDIDATE_STAGES,
  PAY_UNITS,
  RESUME_TEXT_MAX,
  ROLE_DISCIPLINES,
  ROLE_STATUSES,
  ROLE_TRACKS,
  WORK_MODES,
} from './careersText.ts';
import { slugify } from './text.ts';

const NO_NUL = /^[^\u0000]*$/;
const NUL_MESSAGE = 'Text must not contain NUL (\\u0000) characters';

export const RoleTrack = z.enum(ROLE_TRACKS, {
  error: `Track must be one of ${ROLE_TRACKS.join(', ')}`,
});
export type RoleTrack = z.infer<typeof RoleTrack>;
export const RoleDiscipline = z.enum(ROLE_DISCIPLINES, {
  error: `Discipline must be one of ${ROLE_DISCIPLINES.join(', ')}`,
});
export type RoleDiscipline = z.infer<typeof RoleDiscipline>;
export const WorkMode = z.enum(WORK_MODES, {
  error: `Work mode must be one of ${WORK_MODES.join(', ')}`,
});
export type WorkMode = z.infer<typeof WorkMode>;
/** The units California's pay-scale law lets a posting state pay in, as we post it. */
export const PayUnit = z.enum(PAY_UNITS, {
  error: `Pay unit must be one of ${PAY_UNITS.join(', ')}`,
});
export type PayUnit = z.infer<typeof PayUnit>;
/** Bounds that catch a slipped digit (an annual salary typed as hourly), not a pay policy. */
const PAY_BOUNDS: Record<PayUnit, [number, number]> = {
  hour: [1, 1_000],
  day: [10, 20_000],
  year: [1_000, 2_000_000],
};

export const RoleStatus = z.enum(ROLE_STATUSES, {
  error: `Status must be one of ${ROLE_STATUSES.join(', ')}`,
});
export type RoleStatus = z.infer<typeof RoleStatus>;

export const CandidateStage = z.enum(CANDIDATE_STAGES, {
  error: `Stage must be one of ${CANDIDATE_STAGES.join(', ')}`,
});
export type CandidateStage = z.infer<typeof CandidateStage>;

export const ROLE_SLUG_MAX = 120;
/** A role's address: the slug rule of the case studies, made from its title. */
export const roleSlugFromTitle = (title: string) =>
  slugify(title).slice(0, ROLE_SLUG_MAX).replace(/-+$/, '');
export const RoleSlug = z
  .string()
  .max(ROLE_SLUG_MAX, `A slug must be at most ${ROLE_SLUG_MAX} characters`)
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    'A slug must be lowercase letters and digits separated by single hyphens',
  );

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min <= 1 ? `${label} is required` : `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`)
    .regex(NO_NUL, NUL_MESSAGE);

const money = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
      message: `${label} must have at most 2 decimals`,
    });

const isoDate = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be an ISO 8601 date and time` });

/**
 * The fields staff edit, without the checks across fields (checkRole). Unknown fields are refused,
 * so a typo is not silently dropped.
 */
const RoleFields = z.strictObject({
  title: text('Title', 3, 120),
  track: RoleTrack,
  discipline: RoleDiscipline,
  workMode: WorkMode,
  payMin: money('Minimum pay'),
  payMax: money('Maximum pay'),
  payUnit: PayUnit,
  description: text('Description', 20, 20_000),
  requirements: text('Requirements', 1, 20_000),
  openings: z
    .number({ error: 'Openings must be a number' })
    .int('Openings must be a whole number')
    .min(1, 'Openings must be at least 1')
    .max(100, 'Openings must be at most 100'),
  status: RoleStatus,
  datePosted: isoDate('Date posted'),
  validThrough: isoDate('Valid through').nullable(),
});

type RoleFieldValues = z.infer<typeof RoleFields>;

/** The checks that span fields: the pay range (required by California's pay-scale law) and the dates. */
function checkRole(role: RoleFieldValues, ctx: z.RefinementCtx) {
  if (role.payMax < role.payMin)
    ctx.addIssue({
      code: 'custom',
      path: ['payMax'],
      message: 'Maximum pay must be at least the minimum pay',
    });
  const [low, high] = PAY_BOUNDS[role.payUnit];
  for (const field of ['payMin', 'payMax'] as const)
    if (role[field] < low || role[field] > high)
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: `Pay per ${role.payUnit} must be between $${low.toLocaleString('en-US')} and $${high.toLocaleString('en-US')}`,
      });
  if (role.validThrough && Date.parse(role.validThrough) <= Date.parse(role.datePosted))
    ctx.addIssue({
      code: 'custom',
      path: ['validThrough'],
      message: 'Valid through must be after the date posted',
    });
}

/** A role as stored and shown (public pages, admin); `slug` is its id and its address. */
export const Role = RoleFields.extend({
  slug: RoleSlug,
  updatedAt: z.string(),
});
export type Role = z.infer<typeof Role>;

/** `POST /api/admin/roles`: a whole role; without a slug, the slug is made from the title. */
export const RoleCreate = RoleFields.extend({
  slug: RoleSlug.optional(),
  status: RoleStatus.default('draft'),
  openings: RoleFields.shape.openings.default(1),
  datePosted: RoleFields.shape.datePosted.optional(),
  validThrough: RoleFields.shape.validThrough.optional(),
}).superRefine((role, ctx) =>
  checkRole(
    {
      ...role,
      datePosted: role.datePosted ?? new Date().toISOString(),
      validThrough: role.validThrough ?? null,
    },
    ctx,
  ),
);
export type RoleCreate = z.input<typeof RoleCreate>;

/**
 * `PUT /api/admin/roles/{slug}`: the fields to change. `updatedAt`, when sent, must still be the
 * stored one, so an edit made from a stale copy is refused instead of undoing someone else's.
 */
export const RoleUpdate = RoleFields.partial().extend({
  updatedAt: isoDate('updatedAt').optional(),
});
export type RoleUpdate = z.input<typeof RoleUpdate>;

/** The checks across fields, for a role merged from its stored version and an update. */
export const RoleChecked = RoleFields.superRefine(checkRole);

/** `GET /careers?track=…&discipline=…`: an unknown value is no filter, as a hand-typed URL may hold. */
export const RoleFilters = z.object({
  track: RoleTrack.optional().catch(undefined),
  discipline: RoleDiscipline.optional().catch(undefined),
});
export type RoleFilters = z.infer<typeof RoleFilters>;

export const RoleSlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(NO_NUL, 'A slug must not contain NUL (\\u0000) characters'),
});

/** A role's public page: the role, or that it has closed (410) and which roles are open instead. */
export type RolePage =
  { state: 'open'; role: Role } | { state: 'closed'; title: string; slug: string };

/**
 * `POST /api/careers/{slug}/apply` (multipart): the text fields; the resume is a PDF or text file
 * in `resume`, or pasted text in `resumeText`.
 */
export const ApplicationFields = z.object({
  name: text('Name', 1, 200),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(320, 'Email must be at most 320 characters')
    .pipe(z.email('Please enter a valid email address')),
  portfolio: z
    .string()
    .trim()
    .max(500, 'The portfolio link must be at most 500 characters')
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z
        .url({
          protocol: /^https?$/,
          error: 'The portfolio link must be a web address (https://…)',
        })
        .optional(),
    ),
  note: z
    .string()
    .trim()
    .max(2000, 'The note must be at most 2000 characters')
    .regex(NO_NUL, NUL_MESSAGE)
    .optional()
    .default(''),
  resumeText: z
    .string()
    .max(RESUME_TEXT_MAX, `A pasted resume must be at most ${RESUME_TEXT_MAX} characters`)
    .regex(NO_NUL, NUL_MESSAGE)
    .optional(),
});
export type ApplicationFields = z.input<typeof ApplicationFields>;

/** What an application answers: enough for the page to thank the person by name. */
export interface ApplicationResult {
  candidateId: string;
  role: { slug: string; title: string };
  name: string;
}

/** Staff's change to a candidate: stage, owner or notes. */
export const CandidateUpdate = z
  .object({
    stage: CandidateStage.optional(),
    ownerId: OwnerId,
    notes: z
      .string()
      .max(20_000, 'Notes must be at most 20000 characters')
      .regex(NO_NUL, NUL_MESSAGE)
      .optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: 'Nothing to change: give a stage, an owner or notes',
  });
export type CandidateUpdate = z.infer<typeof CandidateUpdate>;
