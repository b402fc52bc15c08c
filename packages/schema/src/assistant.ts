// The admin's Assistant area: answer units as staff edit them, the knowledge file, and the
// Unanswered inbox. Shared by the REST routes, the tRPC procedures and the admin's forms.
import { z } from 'zod';
import { AnswerContext, Slug } from './entities.ts';

/** The longest answer text in either language: a chat reply, not a page. */
export const ANSWER_TEXT_MAX = 2000;
export const PHRASING_MAX = 300;
export const PHRASINGS_MAX = 400;
/** The most answers a knowledge file may hold (the seed has about 120). */
export const ANSWER_FILE_MAX = 2000;
export const ANSWER_FILE_FORMAT = 'silver-lake-creative/answers';

const NO_NUL = /^[^\u0000]*$/;
const NUL_MESSAGE = 'Text must not contain NUL (\\u0000) characters';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long (at most ${max} characters)`)
    .regex(NO_NUL, NUL_MESSAGE);

/** How a phrasing is compared with the others: case, spacing and end punctuation do not count. */
export const phrasingKey = (phrasing: string) =>
  phrasing
    .toLowerCase()
    .replace(/[\s?!.¿¡,;:]+/g, ' ')
    .trim();

const phrasings = (language: string) =>
  z
    .array(text(`A ${language} phrasing`, PHRASING_MAX), {
      error: `${language} phrasings must be a list of texts`,
    })
    .max(PHRASINGS_MAX, `At most ${PHRASINGS_MAX} ${language} phrasings`);

export const AnswerTopic = text('Topic', 40);

/** What staff edit of an answer unit; its composer (code that fills it from the content) is not theirs. */
export const AnswerFields = z.object({
  topic: AnswerTopic,
  context: AnswerContext,
  textEn: text('English text', ANSWER_TEXT_MAX),
  textEs: text('Spanish text', ANSWER_TEXT_MAX),
  phrasingsEn: phrasings('English'),
  phrasingsEs: phrasings('Spanish'),
  enabled: z.boolean().default(true),
});

/** A new answer; without an id, one is made from its topic and first phrasing. */
export const AnswerCreate = z.strictObject({ id: Slug.optional(), ...AnswerFields.shape });
export type AnswerCreate = z.input<typeof AnswerCreate>;

/**
 * The fields to change. `updatedAt`, when sent, must still be the stored one, so an edit made from
 * a stale copy is refused instead of silently undoing someone else's.
 */
export const AnswerUpdate = z.strictObject({
  ...AnswerFields.partial().shape,
  updatedAt: z.iso
    .datetime({
      offset: true,
      error: 'updatedAt must be the ISO 8601 time the answer was loaded with',
    })
    .optional(),
});
export type AnswerUpdate = z.input<typeof AnswerUpdate>;

export const AnswerListQuery = z.strictObject({
  search: z.string().trim().max(200).regex(NO_NUL, NUL_MESSAGE).optional(),
  context: z.preprocess(
    (value) => (value === '' || value === 'all' ? undefined : value),
    AnswerContext.optional(),
  ),
});
export type AnswerListQuery = z.input<typeof AnswerListQuery>;

/** One answer in the knowledge file: every stored field but the order and the time. */
export const AnswerFileEntry = z.strictObject({
  id: Slug,
  ...AnswerFields.shape,
  composer: z.string().max(60).nullable().default(null),
});
export type AnswerFileEntry = z.infer<typeof AnswerFileEntry>;

/** The knowledge file: unknown fields anywhere are refused, so a typo is not silently dropped. */
export const AnswerFile = z.strictObject({
  format: z.literal(ANSWER_FILE_FORMAT, {
    error: `format must be "${ANSWER_FILE_FORMAT}" (a file exported from this admin)`,
  }),
  version: z.literal(1, { error: 'version must be 1' }),
  exportedAt: z.string().max(40).optional(),
  answers: z
    .array(AnswerFileEntry)
    .max(ANSWER_FILE_MAX, `At most ${ANSWER_FILE_MAX} answers in one file`),
});
export type AnswerFile = z.input<typeof AnswerFile>;

/**
 * `dryRun` reports what would change and writes nothing. `createNew` lets ids the database does not
 * hold become new answers; without it such an id is refused (a typo would make a stray answer).
 */
export const AnswerImport = z.strictObject({
  dryRun: z.boolean().default(true),
  createNew: z.boolean().default(false),
  file: AnswerFile,
});
export type AnswerImport = z.input<typeof AnswerImport>;

/** The REST twin's query string (the body is the file itself). */
export const AnswerImportQuery = z.object({
  dryRun: z.enum(['true', 'false', '1', '0']).default('true'),
  createNew: z.enum(['true', 'false', '1', '0']).default('false'),
});

export const UNANSWERED_STATUSES = ['open', 'attached', 'answered', 'dismissed'] as const;
export const UnansweredStatus = z.enum(UNANSWERED_STATUSES);
export type UnansweredStatus = z.infer<typeof UnansweredStatus>;

export const UnansweredListQuery = z.object({
  /** `handled`: attached, answered or dismissed. */
  status: z.enum(['open', 'handled', 'all']).default('all'),
  search: z.string().trim().max(200).regex(NO_NUL, NUL_MESSAGE).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type UnansweredListQuery = z.input<typeof UnansweredListQuery>;

export const UnansweredAttach = z.strictObject({ unitId: Slug });
export type UnansweredAttach = z.input<typeof UnansweredAttach>;
