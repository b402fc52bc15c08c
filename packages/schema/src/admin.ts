// The admin's request schemas, shared by the REST routes, the tRPC procedures and the admin's forms.
import { z } from 'zod';
import { AdminConversationQuery } from './requests.ts';
import { CaseStudy, Slug } from './entities.ts';
import { slugify } from './text.ts';

/** The longest case-study id (a slug); also the longest id any admin path accepts. */
export const SLUG_MAX = 120;

/** The id of product.md §3 made from a title: the slug rule, cut to the longest id allowed. */
export function caseStudyIdFromTitle(title: string): string {
  return slugify(title).slice(0, SLUG_MAX).replace(/-+$/, '');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Row ids are UUIDs: anything else names no row, so it is answered without asking the database. */
export const isUuid = (value: string) => UUID.test(value);

const EMAIL = z.email();

/**
 * A `mailto:` link for an address a visitor typed, or null when it is not one address: free text
 * such as `a@b.c?cc=x&body=…` would otherwise open a message someone else wrote.
 */
export function mailtoHref(address: string | null | undefined): string | null {
  const email = address?.trim();
  if (!email || !EMAIL.safeParse(email).success) return null;
  const at = email.lastIndexOf('@');
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}

/** Any row's id in a path or an input (a UUID, or a case study's slug), REST and tRPC alike. */
/** Postgres refuses NUL in text: caught here, a 400 rather than a failed query and a logged error. */
const NO_NUL = /^[^\u0000]*$/;

export const RecordId = z
  .string()
  .trim()
  .min(1)
  .max(SLUG_MAX)
  .regex(NO_NUL, 'An id must not contain NUL (\\u0000) characters');

/** `{ id }`: a path's parameters, or a procedure's input. */
export const IdParams = z.object({ id: RecordId });
export type IdParams = z.infer<typeof IdParams>;

/** `{ id, suggestionId }`: a lead and one of its suggested changes. */
export const SuggestionParams = IdParams.extend({ suggestionId: RecordId });

/** `GET /api/services/{slug}`. */
export const ServiceSlugParams = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(NO_NUL, 'A slug must not contain NUL (\\u0000) characters'),
});

/** `GET /api/physics-config/{persona}`. */
export const PersonaParams = z.object({ persona: z.string().min(1).max(100) });

/** `POST /api/case-studies`: a whole case study; without an id, the id is made from the title. */
export const CaseStudyCreate = CaseStudy.omit({ updatedAt: true }).extend({ id: Slug.optional() });
export type CaseStudyCreate = z.input<typeof CaseStudyCreate>;

const shape = CaseStudy.shape;
/**
 * `PUT /api/case-studies/{id}`: the fields to change (the shared schema, partial). An optional field
 * sent as null is removed. `updatedAt`, when sent, must still be the stored one, so an edit made from
 * a stale copy is refused instead of silently undoing someone else's.
 */
export const CaseStudyUpdate = z.object({
  id: Slug.optional(),
  updatedAt: z.iso
    .datetime({
      offset: true,
      error: 'updatedAt must be the ISO 8601 time the case study was loaded with',
    })
    .optional(),
  client: shape.client.optional(),
  title: shape.title.optional(),
  industry: shape.industry.optional(),
  duration: shape.duration.unwrap().nullish(),
  challenge: shape.challenge.optional(),
  strategy: shape.strategy.unwrap().nullish(),
  execution: shape.execution.unwrap().optional(),
  results: shape.results.unwrap().optional(),
  metrics: shape.metrics.unwrap().nullish(),
  services: shape.services.unwrap().optional(),
  quote: shape.quote.unwrap().nullish(),
  tags: shape.tags.unwrap().optional(),
  images: shape.images.unwrap().optional(),
  videos: shape.videos.unwrap().nullish(),
  videoUrl: shape.videoUrl.unwrap().nullish(),
});
export type CaseStudyUpdate = z.input<typeof CaseStudyUpdate>;

export const RevisionRestore = z.object({ revisionId: RecordId });

/** The conversation list's query; `intent=all` (the 'All Intents' choice) is the same as none. */
export const ConversationListQuery = AdminConversationQuery;
export type ConversationListQuery = z.input<typeof ConversationListQuery>;

export const ResumeListQuery = z.object({
  // Postgres text cannot hold U+0000; refused here rather than failing in the query.
  search: z
    .string()
    .trim()
    .max(200)
    .regex(/^[^\u0000]*$/, 'Text must not contain NUL (\\u0000) characters')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type ResumeListQuery = z.input<typeof ResumeListQuery>;

/** The text fields of `POST /api/upload-case-study-image`. */
export const ImageUploadFields = z.object({
  caseStudyId: Slug,
  imageType: z.enum(['thumbnail', 'hero', 'gallery'], {
    error: 'imageType must be thumbnail, hero or gallery',
  }),
});
