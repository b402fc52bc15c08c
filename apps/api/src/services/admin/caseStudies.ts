// Case study writes from the admin, each recorded in the audit trail (who, when, what changed) in the
// same transaction as the change (audited.ts), so a previous version can always be restored.
import {
  caseStudySelect,
  caseStudyToRow,
  Prisma,
  rowToCaseStudy,
  type CaseStudyRow,
  type PrismaClient,
} from '@agency/db';
import {
  CaseStudyCreate,
  CaseStudyUpdate,
  caseStudyIdFromTitle,
  SLUG_MAX,
  CaseStudy,
} from '@agency/schema';
import { DomainError, notFound } from '../../errors.ts';
import { auditTrail, inTransaction, type RevisionEntry } from './audited.ts';

/** The fields a revision compares and restores: everything but the id and the timestamps. */
export const CASE_STUDY_FIELDS = [
  'client',
  'title',
  'industry',
  'duration',
  'challenge',
  'strategy',
  'execution',
  'results',
  'metrics',
  'services',
  'quote',
  'tags',
  'images',
  'videos',
  'videoUrl',
] as const;
export type CaseStudyField = (typeof CASE_STUDY_FIELDS)[number];

type Version = Omit<CaseStudy, 'updatedAt'>;

function version(row: CaseStudyRow): Version {
  const { updatedAt: _updatedAt, ...study } = rowToCaseStudy(row);
  return study;
}

const trail = auditTrail({
  fields: CASE_STUDY_FIELDS,
  versionOf: version,
  idOf: (row) => row.id,
  record: (tx, { id, ...revision }) =>
    tx.caseStudyRevision.create({ data: { caseStudyId: id, ...revision } }),
});

/** Row data that also clears optional JSON columns (Prisma leaves a column alone when given undefined). */
function rowData(study: Version) {
  const row = caseStudyToRow(study);
  return {
    ...row,
    metrics: row.metrics ?? Prisma.DbNull,
    quote: row.quote ?? Prisma.DbNull,
    videos: row.videos ?? Prisma.DbNull,
  };
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'P2002';

const conflict = (id: string) =>
  new DomainError(
    'CONFLICT',
    `A case study with the id "${id}" already exists. Please choose a different title.`,
  );

/** Ids are slugs: anything else (a NUL, which Postgres text cannot even hold) names no case study. */
const isSlug = (id: string) => id.length <= SLUG_MAX && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id);
const missing = (id: string) =>
  notFound(`Case study '${id.replace(/[^\x20-\x7e]/g, '?').slice(0, SLUG_MAX)}' not found`);

/** Locks the case study's row for the rest of the transaction, so concurrent edits apply one after the other. */
async function lockedStudy(tx: Prisma.TransactionClient, id: string): Promise<CaseStudyRow> {
  if (!isSlug(id)) throw missing(id);
  await tx.$queryRaw`SELECT 1 FROM "CaseStudy" WHERE "id" = ${id} FOR UPDATE`;
  const row = await tx.caseStudy.findUnique({ where: { id }, select: caseStudySelect });
  if (!row) throw missing(id);
  return row;
}

export async function createCaseStudy(
  prisma: PrismaClient,
  input: CaseStudyCreate,
  actor: string,
): Promise<CaseStudy> {
  const parsed = CaseStudyCreate.parse(input);
  const id = parsed.id ?? caseStudyIdFromTitle(parsed.title);
  if (!id)
    throw new DomainError(
      'BAD_REQUEST',
      'The title must contain letters or digits to make the case study id.',
    );
  const study = CaseStudy.omit({ updatedAt: true }).parse({ ...parsed, id });
  try {
    const row = await inTransaction(prisma, async (tx) => {
      if (await tx.caseStudy.findUnique({ where: { id }, select: { id: true } }))
        throw conflict(id);
      const last = await tx.caseStudy.aggregate({ _max: { sortOrder: true } });
      return trail.write(tx, {
        id,
        action: 'create',
        actor,
        before: null,
        after: study,
        save: () =>
          tx.caseStudy.create({
            data: { ...caseStudyToRow(study), sortOrder: (last._max.sortOrder ?? 0) + 1 },
            select: caseStudySelect,
          }),
      });
    });
    return rowToCaseStudy(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(id);
    throw error;
  }
}

/** Writes `next` over the stored study and audits it; a save that changes nothing writes nothing. */
async function applyVersion(
  tx: Prisma.TransactionClient,
  current: CaseStudyRow,
  next: Version,
  action: 'update' | 'restore',
  actor: string,
): Promise<CaseStudy> {
  const row = await trail.update(tx, current, {
    action,
    actor,
    after: next,
    save: () =>
      tx.caseStudy.update({
        where: { id: current.id },
        data: rowData(next),
        select: caseStudySelect,
      }),
  });
  return rowToCaseStudy(row);
}

export async function updateCaseStudy(
  prisma: PrismaClient,
  id: string,
  input: CaseStudyUpdate,
  actor: string,
): Promise<CaseStudy> {
  const updates = CaseStudyUpdate.parse(input);
  return inTransaction(prisma, async (tx) => {
    const current = await lockedStudy(tx, id);
    if (updates.id !== undefined && updates.id !== id) {
      throw new DomainError(
        'BAD_REQUEST',
        'The id of a case study cannot be changed: it is the address of its page.',
      );
    }
    if (updates.updatedAt !== undefined && updates.updatedAt !== current.updatedAt.toISOString()) {
      throw new DomainError(
        'CONFLICT',
        'This case study was changed by someone else since you opened it. Reload it and try again.',
      );
    }
    const merged: Record<string, unknown> = { ...version(current) };
    for (const field of CASE_STUDY_FIELDS) {
      const value = updates[field];
      if (value === null) delete merged[field];
      else if (value !== undefined) merged[field] = value;
    }
    const next = CaseStudy.omit({ updatedAt: true }).parse(merged);
    return applyVersion(tx, current, next, 'update', actor);
  });
}

export type CaseStudyRevisionEntry = RevisionEntry<CaseStudyField>;

/** The audit trail of one case study, newest first. */
export async function caseStudyRevisions(
  prisma: PrismaClient,
  id: string,
): Promise<CaseStudyRevisionEntry[]> {
  if (!isSlug(id) || !(await prisma.caseStudy.findUnique({ where: { id }, select: { id: true } })))
    throw missing(id);
  const rows = await prisma.caseStudyRevision.findMany({
    where: { caseStudyId: id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 200,
    select: { id: true, action: true, actor: true, createdAt: true, snapshot: true, changes: true },
  });
  return trail.entries(rows);
}

/**
 * Restores the version the case study had just before the given revision: that revision's
 * snapshot with the changed fields set back to their earlier values. Recorded as a 'restore'.
 */
export async function restoreCaseStudy(
  prisma: PrismaClient,
  id: string,
  revisionId: string,
  actor: string,
): Promise<CaseStudy> {
  return inTransaction(prisma, async (tx) => {
    const current = await lockedStudy(tx, id);
    const earlier = await trail.before(
      revisionId,
      (wanted) =>
        tx.caseStudyRevision.findFirst({
          where: { id: wanted, caseStudyId: id },
          select: { snapshot: true, changes: true },
        }),
      'There is no version before the case study was created.',
    );
    const next = CaseStudy.omit({ updatedAt: true }).parse({ ...earlier, id });
    return applyVersion(tx, current, next, 'restore', actor);
  });
}
