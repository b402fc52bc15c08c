// The content staff edit and can take back (roles, case studies, the assistant's answers) is written
// one way: the write and its revision row (who, what, the fields that changed, the version after)
// in one transaction, nothing at all when nothing changed, and a revision's earlier version
// rebuilt from it for a restore.
import { Prisma, type PrismaClient } from '@agency/db';
import { DomainError, notFound } from '../../errors.ts';

type Tx = Prisma.TransactionClient;

/** How long a write may wait for its locks and run: an import of every answer is the longest. */
export const TX = { maxWait: 15_000, timeout: 15_000 };

/** A field's value before and after a revision; `null` stands for absent. */
export type Changes<F extends string> = Partial<Record<F, { from: unknown; to: unknown }>>;

/** What a restore reads of a revision. */
export interface StoredRevision {
  snapshot: Prisma.JsonValue;
  changes: Prisma.JsonValue;
}

export interface RevisionRow extends StoredRevision {
  id: string;
  action: string;
  actor: string;
  createdAt: Date;
}

export interface RevisionEntry<F extends string> {
  id: string;
  action: string;
  actor: string;
  createdAt: string;
  /** The fields this revision changed, in the content's order. */
  fields: F[];
  changes: Changes<F>;
  /** Whether the version before this revision can be restored: not for one that created the item. */
  restorable: boolean;
}

/** A revision row's columns: the content it belongs to, the version after it and what changed. */
export interface Revision {
  id: string;
  action: string;
  actor: string;
  snapshot: Prisma.InputJsonValue;
  changes: Prisma.InputJsonValue;
}

/** JSON with sorted keys: jsonb reorders object keys, so plain stringify would see false changes. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stable(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const toJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue;

/** Opens a write's transaction: an audited write is never seen without its revision, nor one without the other. */
export function inTransaction<T>(
  prisma: PrismaClient,
  run: (tx: Tx) => Promise<T>,
  options: { timeout?: number } = {},
): Promise<T> {
  return prisma.$transaction(run, { ...TX, ...options });
}

/**
 * One kind of audited content: `fields` are what a revision compares and restores, `versionOf`
 * the version of a stored row, `idOf` its id, `record` writes a revision row in the transaction it
 * is given.
 */
export function auditTrail<F extends string, V extends Partial<Record<F, unknown>>, Row>(spec: {
  fields: readonly F[];
  versionOf: (row: Row) => V;
  idOf: (row: Row) => string;
  record: (tx: Tx, revision: Revision) => Promise<unknown>;
}) {
  const diff = (before: V | null, after: V): Changes<F> => {
    const changes: Changes<F> = {};
    for (const field of spec.fields) {
      const from = before?.[field] ?? null;
      const to = after[field] ?? null;
      if (stable(from) !== stable(to)) changes[field] = { from, to };
    }
    return changes;
  };

  const changesOf = (revision: StoredRevision) =>
    (revision.changes && typeof revision.changes === 'object' && !Array.isArray(revision.changes)
      ? revision.changes
      : {}) as Changes<F>;

  /**
   * The version just before a revision: its snapshot with each field it changed as it was (left
   * out when it was absent), or null when the revision created the item, all it holds having come
   * from nothing. Told from the data, not the action: an import that adds an answer and one that
   * changes it are both recorded as 'import'.
   */
  const earlierOf = (revision: StoredRevision): Record<string, unknown> | null => {
    const earlier: Record<string, unknown> = { ...(revision.snapshot as Record<string, unknown>) };
    const changes = changesOf(revision) as Record<string, { from: unknown } | undefined>;
    for (const [field, change] of Object.entries(changes)) {
      if (change?.from === null || change?.from === undefined) delete earlier[field];
      else earlier[field] = change.from;
    }
    return spec.fields.some((field) => (earlier[field] ?? null) !== null) ? earlier : null;
  };

  /**
   * Writes `after` with `save` and records it, in the caller's transaction; when `after` changes
   * nothing of `before`, neither is written and `before`'s row is returned.
   */
  async function write(
    tx: Tx,
    change: {
      id: string;
      action: string;
      actor: string;
      before: { row: Row } | null;
      after: V;
      save: () => Promise<Row>;
    },
  ): Promise<Row> {
    const changes = diff(change.before ? spec.versionOf(change.before.row) : null, change.after);
    if (change.before && Object.keys(changes).length === 0) return change.before.row;
    const saved = await change.save();
    await spec.record(tx, {
      id: change.id,
      action: change.action,
      actor: change.actor,
      snapshot: toJson(spec.versionOf(saved)),
      changes: toJson(changes),
    });
    return saved;
  }

  return {
    diff,
    write,

    /** `write` over a stored item: `after` replaces `current`'s version, audited. */
    update(
      tx: Tx,
      current: Row,
      change: { action: string; actor: string; after: V; save: () => Promise<Row> },
    ): Promise<Row> {
      return write(tx, { id: spec.idOf(current), before: { row: current }, ...change });
    },

    /** The revision rows of one item as the admin lists them, newest first as given. */
    entries(rows: RevisionRow[]): RevisionEntry<F>[] {
      return rows.map((row) => {
        const changes = changesOf(row);
        return {
          id: row.id,
          action: row.action,
          actor: row.actor,
          createdAt: row.createdAt.toISOString(),
          fields: spec.fields.filter((field) => field in changes),
          changes,
          restorable: Object.keys(changes).length > 0 && earlierOf(row) !== null,
        };
      });
    },

    /** The version just before a revision, to restore; `find` looks it up among the item's own. */
    async before(
      id: string,
      find: (id: string) => Promise<StoredRevision | null>,
      noEarlier: string,
    ): Promise<Record<string, unknown>> {
      const revision = /^[0-9a-f-]{36}$/i.test(id) ? await find(id.toLowerCase()) : null;
      if (!revision) throw notFound('Revision not found');
      const earlier = earlierOf(revision);
      if (!earlier) throw new DomainError('BAD_REQUEST', noEarlier);
      return earlier;
    },
  };
}
