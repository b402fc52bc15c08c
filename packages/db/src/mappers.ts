// Conversions between the shared entities and their rows, used by the seed and the API alike.
import { CaseStudy, Role, type CaseStudyInput } from '@agency/schema';
import type { Prisma } from './generated/prisma/client.ts';

export const caseStudySelect = {
  id: true,
  client: true,
  title: true,
  industry: true,
  duration: true,
  challenge: true,
  strategy: true,
  execution: true,
  results: true,
  metrics: true,
  services: true,
  quote: true,
  tags: true,
  images: true,
  videos: true,
  videoUrl: true,
  updatedAt: true,
} satisfies Prisma.CaseStudySelect;

export type CaseStudyRow = Prisma.CaseStudyGetPayload<{ select: typeof caseStudySelect }>;

/** An answer unit's columns, as the assistant, the admin's answers and the Unanswered inbox read them. */
export const answerUnitSelect = {
  id: true,
  topic: true,
  context: true,
  textEn: true,
  textEs: true,
  composer: true,
  phrasingsEn: true,
  phrasingsEs: true,
  enabled: true,
  updatedAt: true,
} satisfies Prisma.AnswerUnitSelect;

const json = (value: unknown) =>
  value === undefined ? undefined : (value as Prisma.InputJsonValue);

export function caseStudyToRow(input: CaseStudyInput) {
  const study = CaseStudy.parse(input);
  return {
    id: study.id,
    client: study.client,
    title: study.title,
    industry: study.industry,
    duration: study.duration ?? null,
    challenge: study.challenge,
    strategy: study.strategy ?? null,
    execution: study.execution,
    results: study.results,
    metrics: json(study.metrics),
    services: study.services,
    quote: json(study.quote),
    tags: study.tags,
    images: json(study.images) ?? {},
    videos: json(study.videos),
    videoUrl: study.videoUrl ?? null,
  } satisfies Prisma.CaseStudyUncheckedCreateInput;
}

/** Rows written before a field existed, or by hand, still come out as valid entities. */
export function rowToCaseStudy(row: CaseStudyRow): CaseStudy {
  return CaseStudy.parse({
    ...row,
    duration: row.duration ?? undefined,
    strategy: row.strategy ?? undefined,
    metrics: row.metrics ?? undefined,
    quote: row.quote ?? undefined,
    images: row.images ?? { gallery: [] },
    videos: row.videos ?? undefined,
    videoUrl: row.videoUrl ?? undefined,
    updatedAt: row.updatedAt.toISOString(),
  });
}

export const roleSelect = {
  id: true,
  title: true,
  track: true,
  discipline: true,
  workMode: true,
  payMin: true,
  payMax: true,
  payUnit: true,
  description: true,
  requirements: true,
  openings: true,
  status: true,
  datePosted: true,
  validThrough: true,
  updatedAt: true,
} satisfies Prisma.RoleSelect;

export type RoleRow = Prisma.RoleGetPayload<{ select: typeof roleSelect }>;

/** The row's `id` is the role's slug. */
export function rowToRole({ id, datePosted, validThrough, updatedAt, ...row }: RoleRow): Role {
  return Role.parse({
    ...row,
    slug: id,
    datePosted: datePosted.toISOString(),
    validThrough: validThrough?.toISOString() ?? null,
    updatedAt: updatedAt.toISOString(),
  });
}

export function roleToRow({ slug, datePosted, validThrough, ...role }: Omit<Role, 'updatedAt'>) {
  return {
    id: slug,
    ...role,
    datePosted: new Date(datePosted),
    validThrough: validThrough ? new Date(validThrough) : null,
  } satisfies Prisma.RoleUncheckedCreateInput;
}
