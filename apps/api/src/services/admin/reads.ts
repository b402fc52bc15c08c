// What each person has not read yet: a lead or conversation is unread for them while its last
// activity (a visitor's message, form or upload) is later than when they last opened it and later
// than their last "mark all read". Staff changes do not touch the last activity, so one person's
// edit does not make the lead new again for the others (docs/decisions/015-new-and-late.md).
import { Prisma, type PrismaClient } from '@agency/db';
import { ReadKind } from '@agency/schema';
import { NOW } from '../sql.ts';
import type { Actor } from './auth.ts';

/**
 * Whose read state it is. A staff member by their row's id, so a rename keeps it; a bootstrap token
 * has no row, so by its label from ADMIN_TOKEN ("Owner" for a bare one), which is what audit lines
 * call it too: the same label on every instance and after a restart, and gone if the label changes.
 */
export const readerOf = (actor: Actor) =>
  actor.staffId ? `staff:${actor.staffId}` : `owner:${actor.name}`;

const table = { lead: Prisma.raw('"Lead"'), conversation: Prisma.raw('"Conversation"') } as const;
/** Spam leads are not shown, so they are nobody's to read. */
const shown = {
  lead: Prisma.sql`AND x."spamAt" IS NULL`,
  conversation: Prisma.empty,
} as const;

/** The time before which everything of this kind is read for this reader, as SQL. */
const readAllSql = (reader: string, kind: ReadKind) =>
  Prisma.sql`(SELECT "readAt" FROM "ReadAllMark" WHERE "reader" = ${reader} AND "kind" = ${kind})`;

/** Opened by this person now: read until its next activity. */
export async function markRead(prisma: PrismaClient, actor: Actor, kind: ReadKind, id: string) {
  await prisma.$executeRaw`
    INSERT INTO "ReadState" ("reader", "kind", "itemId", "readAt")
    VALUES (${readerOf(actor)}, ${kind}, ${id}::uuid, ${NOW})
    ON CONFLICT ("reader", "kind", "itemId") DO UPDATE SET "readAt" = EXCLUDED."readAt"`;
}

/** Of these rows (one page of a list), the ids this person has not read. */
export async function unreadIds(
  prisma: PrismaClient,
  actor: Actor,
  kind: ReadKind,
  rows: { id: string; lastActivityAt: Date }[],
): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const reader = readerOf(actor);
  const [states, all] = await Promise.all([
    prisma.readState.findMany({
      where: { reader, kind, itemId: { in: rows.map((row) => row.id) } },
      select: { itemId: true, readAt: true },
    }),
    prisma.readAllMark.findUnique({
      where: { reader_kind: { reader, kind } },
      select: { readAt: true },
    }),
  ]);
  const readAt = new Map(states.map((state) => [state.itemId, state.readAt.getTime()]));
  const floor = all?.readAt.getTime() ?? -Infinity;
  return new Set(
    rows
      .filter(
        (row) => row.lastActivityAt.getTime() > Math.max(readAt.get(row.id) ?? -Infinity, floor),
      )
      .map((row) => row.id),
  );
}

async function unreadCount(prisma: PrismaClient, reader: string, kind: ReadKind) {
  // Only rows newer than the "mark all read" can be unread: the activity index bounds the scan.
  const [row] = await prisma.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS "count"
      FROM ${table[kind]} x
      LEFT JOIN "ReadState" r ON r."reader" = ${reader} AND r."kind" = ${kind} AND r."itemId" = x."id"
     WHERE x."lastActivityAt" > COALESCE(${readAllSql(reader, kind)}, '-infinity'::timestamp)
       AND (r."readAt" IS NULL OR x."lastActivityAt" > r."readAt") ${shown[kind]}`;
  return row?.count ?? 0;
}

/** The badges of the admin's tabs: leads and conversations this person has not read. */
export async function unreadCounts(prisma: PrismaClient, actor: Actor) {
  const reader = readerOf(actor);
  const [leads, conversations] = await Promise.all([
    unreadCount(prisma, reader, 'lead'),
    unreadCount(prisma, reader, 'conversation'),
  ]);
  return { leads, conversations };
}

/**
 * Everything of a kind read by this person now. Their rows for single items are then covered by
 * the mark and deleted in the same transaction, so the table holds only what was opened since.
 */
export async function markAllRead(prisma: PrismaClient, actor: Actor, input: { kind: ReadKind }) {
  const kind = ReadKind.parse(input.kind);
  const reader = readerOf(actor);
  // One statement: the mark and the rows it covers go together, at one now().
  await prisma.$executeRaw`
    WITH mark AS (
      INSERT INTO "ReadAllMark" ("reader", "kind", "readAt") VALUES (${reader}, ${kind}, ${NOW})
      ON CONFLICT ("reader", "kind") DO UPDATE SET "readAt" = EXCLUDED."readAt"
    )
    DELETE FROM "ReadState" WHERE "reader" = ${reader} AND "kind" = ${kind} AND "readAt" <= ${NOW}`;
  return unreadCounts(prisma, actor);
}
