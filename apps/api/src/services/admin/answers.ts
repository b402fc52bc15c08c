// The assistant's answer units as staff edit them. Every write locks the answers against other
// writers (so two edits cannot both claim one phrasing), is audited in its own transaction, and
// bumps the content version through the table's trigger: every instance rebuilds the assistant
// from the committed rows at its next message, so no one is ever answered from a half-made edit.
import { answerUnitSelect, Prisma, type PrismaClient } from '@agency/db';
import {
  ANSWER_FILE_FORMAT,
  AnswerCreate,
  AnswerFields,
  AnswerFile,
  AnswerImport,
  AnswerListQuery,
  AnswerUpdate,
  phrasingKey,
  slugify,
  SLUG_MAX,
  type AnswerContext,
  type AnswerFileEntry,
} from '@agency/schema';
import { DomainError, notFound } from '../../errors.ts';
import { auditTrail, inTransaction, type RevisionEntry } from './audited.ts';

/** What a revision compares and restores; the composer is code's, shown but never edited. */
export const ANSWER_FIELDS = [
  'topic',
  'context',
  'textEn',
  'textEs',
  'phrasingsEn',
  'phrasingsEs',
  'enabled',
] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];

type Row = Prisma.AnswerUnitGetPayload<{ select: typeof answerUnitSelect }>;

export interface Answer {
  id: string;
  topic: string;
  context: AnswerContext;
  textEn: string;
  textEs: string;
  composer: string | null;
  phrasingsEn: string[];
  phrasingsEs: string[];
  enabled: boolean;
  updatedAt: string;
}

type Version = Omit<Answer, 'id' | 'updatedAt' | 'composer'>;
type Tx = Prisma.TransactionClient;

const toAnswer = (row: Row): Answer => ({
  ...row,
  context: row.context as AnswerContext,
  updatedAt: row.updatedAt.toISOString(),
});

const versionOf = (row: Pick<Row, AnswerField>): Version => ({
  topic: row.topic,
  context: row.context as AnswerContext,
  textEn: row.textEn,
  textEs: row.textEs,
  phrasingsEn: row.phrasingsEn,
  phrasingsEs: row.phrasingsEs,
  enabled: row.enabled,
});

const trail = auditTrail<AnswerField, Version, Row>({
  fields: ANSWER_FIELDS,
  versionOf,
  idOf: (row) => row.id,
  record: (tx, { id, ...revision }) =>
    tx.answerUnitRevision.create({ data: { unitId: id, ...revision } }),
});

/** One writer of answers at a time; readers (the assistant's rebuild) are not held. */
export async function lockAnswers(tx: Tx) {
  await tx.$executeRaw`LOCK TABLE "AnswerUnit" IN SHARE ROW EXCLUSIVE MODE`;
}

const isSlug = (id: string) => id.length <= SLUG_MAX && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id);
const missing = (id: string) =>
  notFound(`Answer '${id.replace(/[^\x20-\x7e]/g, '?').slice(0, SLUG_MAX)}' not found`);

async function findRow(db: Tx | PrismaClient, id: string): Promise<Row> {
  const row = isSlug(id)
    ? await db.answerUnit.findUnique({ where: { id }, select: answerUnitSelect })
    : null;
  if (!row) throw missing(id);
  return row;
}

/** Which answer holds each phrasing (by phrasingKey), leaving out `except`. */
export async function phrasingOwners(tx: Tx, except?: string): Promise<Map<string, string>> {
  const rows = await tx.answerUnit.findMany({
    where: except ? { id: { not: except } } : {},
    select: { id: true, phrasingsEn: true, phrasingsEs: true },
  });
  const owners = new Map<string, string>();
  for (const row of rows)
    for (const phrasing of [...row.phrasingsEn, ...row.phrasingsEs])
      owners.set(phrasingKey(phrasing), row.id);
  return owners;
}

/** A phrasing leads the matcher to one answer only: one already another answer's is refused. */
function claimedElsewhere(version: Version, owners: Map<string, string>) {
  for (const phrasing of [...version.phrasingsEn, ...version.phrasingsEs]) {
    const owner = owners.get(phrasingKey(phrasing));
    if (owner)
      return new DomainError(
        'CONFLICT',
        `The phrasing "${phrasing}" is already used by the answer "${owner}": a question can lead to one answer only. Remove it there first, or leave it out here.`,
      );
  }
  return null;
}

async function checkPhrasings(tx: Tx, id: string, version: Version) {
  const error = claimedElsewhere(version, await phrasingOwners(tx, id));
  if (error) throw error;
}

/** Writes `next` over the stored answer and audits it; a save that changes nothing writes nothing. */
export async function applyAnswerVersion(
  tx: Tx,
  current: Row,
  next: Version,
  action: 'update' | 'restore' | 'import' | 'attach',
  actor: string,
): Promise<Answer> {
  const row = await trail.update(tx, current, {
    action,
    actor,
    after: next,
    save: async () => {
      await checkPhrasings(tx, current.id, next);
      return tx.answerUnit.update({
        where: { id: current.id },
        data: next,
        select: answerUnitSelect,
      });
    },
  });
  return toAnswer(row);
}

/** A readable id that is not taken: the topic and the first question, as a slug. */
async function freeId(tx: Tx, version: Version): Promise<string> {
  const base =
    slugify(`${version.topic} ${version.phrasingsEn[0] ?? version.phrasingsEs[0] ?? ''}`)
      .slice(0, 60)
      .replace(/-+$/, '') || 'answer';
  const taken = new Set(
    (
      await tx.answerUnit.findMany({
        where: { id: { startsWith: base } },
        select: { id: true },
      })
    ).map((row) => row.id),
  );
  for (let n = 1; ; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(id)) return id;
  }
}

/** Creates an answer inside the caller's transaction (the inbox's "write an answer" uses it too). */
export async function createAnswerIn(
  tx: Tx,
  input: AnswerCreate,
  actor: string,
  action: 'create' | 'import' = 'create',
  composer: string | null = null,
): Promise<Answer> {
  const parsed = AnswerCreate.parse(input);
  const { id: given, ...version } = parsed;
  await lockAnswers(tx);
  const id = given ?? (await freeId(tx, version));
  if (await tx.answerUnit.findUnique({ where: { id }, select: { id: true } }))
    throw new DomainError('CONFLICT', `An answer with the id "${id}" already exists.`);
  await checkPhrasings(tx, id, version);
  const last = await tx.answerUnit.aggregate({ _max: { sortOrder: true } });
  const created = await trail.write(tx, {
    id,
    action,
    actor,
    before: null,
    after: version,
    save: () =>
      tx.answerUnit.create({
        data: { id, ...version, composer, sortOrder: (last._max.sortOrder ?? 0) + 1 },
        select: answerUnitSelect,
      }),
  });
  return toAnswer(created);
}

export async function createAnswer(
  prisma: PrismaClient,
  input: AnswerCreate,
  actor: string,
): Promise<Answer> {
  const parsed = AnswerCreate.parse(input);
  return inTransaction(prisma, (tx) => createAnswerIn(tx, parsed, actor));
}

export async function updateAnswer(
  prisma: PrismaClient,
  id: string,
  input: AnswerUpdate,
  actor: string,
): Promise<Answer> {
  const { updatedAt, ...updates } = AnswerUpdate.parse(input);
  return inTransaction(prisma, async (tx) => {
    await lockAnswers(tx);
    const current = await findRow(tx, id);
    if (updatedAt !== undefined && Date.parse(updatedAt) !== current.updatedAt.getTime())
      throw new DomainError(
        'CONFLICT',
        'This answer was changed by someone else since you opened it. Reload it and try again.',
      );
    const next = AnswerFields.parse({ ...versionOf(current), ...stripUndefined(updates) });
    return applyAnswerVersion(tx, current, next, 'update', actor);
  });
}

const stripUndefined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

export interface AnswerSummary {
  id: string;
  topic: string;
  context: AnswerContext;
  textEn: string;
  composer: string | null;
  phrasings: { en: number; es: number };
  enabled: boolean;
  updatedAt: string;
}

/** Every answer, in the assistant's order, filtered by a search of its id, topic, texts and phrasings. */
export async function listAnswers(
  prisma: PrismaClient,
  query: AnswerListQuery,
): Promise<{ answers: AnswerSummary[]; topics: string[]; total: number }> {
  const { search, context } = AnswerListQuery.parse(query);
  const rows = await prisma.answerUnit.findMany({
    select: answerUnitSelect,
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
  const term = search?.toLowerCase();
  const matches = rows.filter(
    (row) =>
      (!context || row.context === context) &&
      (!term ||
        [row.id, row.topic, row.textEn, row.textEs, ...row.phrasingsEn, ...row.phrasingsEs].some(
          (text) => text.toLowerCase().includes(term),
        )),
  );
  return {
    answers: matches.map((row) => ({
      id: row.id,
      topic: row.topic,
      context: row.context as AnswerContext,
      textEn: row.textEn,
      composer: row.composer,
      phrasings: { en: row.phrasingsEn.length, es: row.phrasingsEs.length },
      enabled: row.enabled,
      updatedAt: row.updatedAt.toISOString(),
    })),
    topics: [...new Set(rows.map((row) => row.topic))].sort(),
    total: rows.length,
  };
}

export async function answerDetail(prisma: PrismaClient, id: string): Promise<Answer> {
  return toAnswer(await findRow(prisma, id));
}

export type AnswerRevisionEntry = RevisionEntry<AnswerField>;

/** The audit trail of one answer, newest first. */
export async function answerRevisions(
  prisma: PrismaClient,
  id: string,
): Promise<AnswerRevisionEntry[]> {
  await findRow(prisma, id);
  const rows = await prisma.answerUnitRevision.findMany({
    where: { unitId: id },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 200,
    select: { id: true, action: true, actor: true, createdAt: true, snapshot: true, changes: true },
  });
  return trail.entries(rows);
}

/** Puts back the version the answer had just before the given revision; recorded as a 'restore'. */
export async function restoreAnswer(
  prisma: PrismaClient,
  id: string,
  revisionId: string,
  actor: string,
): Promise<Answer> {
  return inTransaction(prisma, async (tx) => {
    await lockAnswers(tx);
    const current = await findRow(tx, id);
    const earlier = await trail.before(
      revisionId,
      (wanted) =>
        tx.answerUnitRevision.findFirst({
          where: { id: wanted, unitId: id },
          select: { snapshot: true, changes: true },
        }),
      'There is no version before the answer was created; switch it off instead.',
    );
    const next = AnswerFields.parse(earlier);
    return applyAnswerVersion(tx, current, next, 'restore', actor);
  });
}

export interface AnswerExport {
  format: typeof ANSWER_FILE_FORMAT;
  version: 1;
  exportedAt: string;
  answers: AnswerFileEntry[];
}

/** Every answer as the knowledge file, in the assistant's order. */
export async function exportAnswers(prisma: PrismaClient, now = new Date()): Promise<AnswerExport> {
  const rows = await prisma.answerUnit.findMany({
    select: answerUnitSelect,
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  });
  return {
    format: ANSWER_FILE_FORMAT,
    version: 1,
    exportedAt: now.toISOString(),
    answers: rows.map((row) => ({
      id: row.id,
      topic: row.topic,
      context: row.context as AnswerContext,
      textEn: row.textEn,
      textEs: row.textEs,
      phrasingsEn: row.phrasingsEn,
      phrasingsEs: row.phrasingsEs,
      enabled: row.enabled,
      composer: row.composer,
    })),
  };
}

export interface ImportReport {
  dryRun: boolean;
  created: string[];
  updated: { id: string; fields: AnswerField[] }[];
  unchanged: number;
}

const listed = (ids: string[]) =>
  ids
    .slice(0, 10)
    .map((id) => `"${id}"`)
    .join(', ') + (ids.length > 10 ? ` and ${ids.length - 10} more` : '');

/**
 * Checks the whole file before writing anything, then writes every change in one transaction:
 * an import is applied entirely or not at all. Answers absent from the file are left as they are.
 */
export async function importAnswers(
  prisma: PrismaClient,
  input: AnswerImport,
  actor: string,
): Promise<ImportReport> {
  const { dryRun, createNew, file } = AnswerImport.parse(input);
  const entries = AnswerFile.parse(file).answers;
  const seen = new Set<string>();
  const repeated = entries.filter((entry) => seen.has(entry.id) || !seen.add(entry.id));
  if (repeated.length)
    throw new DomainError(
      'BAD_REQUEST',
      `The file lists the answer ${listed(repeated.map((e) => e.id))} more than once.`,
    );

  const run = async (tx: Tx): Promise<ImportReport> => {
    await lockAnswers(tx);
    const rows = new Map(
      (await tx.answerUnit.findMany({ select: answerUnitSelect })).map((row) => [row.id, row]),
    );
    const unknown = entries.filter((entry) => !rows.has(entry.id)).map((entry) => entry.id);
    if (unknown.length && !createNew)
      throw new DomainError(
        'UNPROCESSABLE',
        `The file has answers this site does not: ${listed(unknown)}. Nothing was imported. Import with createNew to add them as new answers.`,
      );
    const composerChanged = entries.filter(
      (entry) => (rows.get(entry.id)?.composer ?? null) !== entry.composer,
    );
    if (composerChanged.length)
      throw new DomainError(
        'UNPROCESSABLE',
        `The composer of ${listed(composerChanged.map((e) => e.id))} differs from this site's: a composer is code, so it cannot be set by a file. Nothing was imported.`,
      );

    // Every phrasing once across the answers as they would stand after the import.
    const after = new Map<string, Version>(
      [...rows.values()].map((row) => [row.id, versionOf(row)]),
    );
    for (const entry of entries) after.set(entry.id, fileVersion(entry));
    const owners = new Map<string, string>();
    for (const [id, version] of after) {
      for (const phrasing of [...version.phrasingsEn, ...version.phrasingsEs]) {
        const owner = owners.get(phrasingKey(phrasing));
        if (owner && owner !== id)
          throw new DomainError(
            'CONFLICT',
            `The phrasing "${phrasing}" would belong to both "${owner}" and "${id}": a question can lead to one answer only. Nothing was imported.`,
          );
        owners.set(phrasingKey(phrasing), id);
      }
    }

    const report: ImportReport = { dryRun, created: [], updated: [], unchanged: 0 };
    for (const entry of entries) {
      const current = rows.get(entry.id);
      const next = fileVersion(entry);
      if (!current) {
        report.created.push(entry.id);
        if (!dryRun) await createAnswerIn(tx, { id: entry.id, ...next }, actor, 'import');
        continue;
      }
      const changes = trail.diff(versionOf(current), next);
      const fields = ANSWER_FIELDS.filter((field) => field in changes);
      if (!fields.length) {
        report.unchanged++;
        continue;
      }
      report.updated.push({ id: entry.id, fields });
      if (!dryRun) await applyAnswerVersion(tx, current, next, 'import', actor);
    }
    return report;
  };
  return inTransaction(prisma, run, { timeout: 60_000 });
}

const fileVersion = (entry: AnswerFileEntry): Version => ({
  topic: entry.topic,
  context: entry.context,
  textEn: entry.textEn,
  textEs: entry.textEs,
  phrasingsEn: entry.phrasingsEn,
  phrasingsEs: entry.phrasingsEs,
  enabled: entry.enabled,
});
