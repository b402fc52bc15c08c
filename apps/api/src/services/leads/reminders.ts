// One reminder per overdue lead: a lead still `new` past its due time is claimed by an UPDATE that
// sets `reminderSentAt` only where it is still null, and its `lead.overdue` event is written in the
// same transaction, naming the owner's own address when they have one (the worker emails it there
// rather than to the staff inbox). Every instance checks once a minute (REMINDER_CHECK_MS); a lead
// is claimed by one of them only, and a rolled-back transaction leaves it unclaimed for the next
// check.
import { Prisma, type PrismaClient } from '@agency/db';
import type { LeadOverdueData } from '@agency/schema';
import type { Logger } from '../logger.ts';
import type { Outbox } from '../outbox/events.ts';
import { NOW } from '../sql.ts';
import { leadPayload } from './record.ts';
import { runEvery } from '../periodic.ts';

/** Leads claimed per transaction; a backlog goes out over the following checks. */
const BATCH = 100;
/** The embedded database has one connection: a check may wait behind the outbox worker's claims. */
const TX = { maxWait: 15_000, timeout: 15_000 };

interface Claimed {
  id: string;
  email: string;
  name: string | null;
  company: string | null;
  phone: string | null;
  status: string;
  sources: string[];
  dueAt: Date;
  ownerId: string | null;
  owner: string | null;
  ownerEmail: string | null;
}

/**
 * Claims the overdue leads no reminder went out for and writes their events: the number written.
 * SKIP LOCKED lets two instances claim different leads at once rather than wait on each other;
 * the `reminderSentAt IS NULL` of the UPDATE itself is what makes the claim once-only. With no
 * email or webhook configured the event is not written, and the lead still counts as reminded: a
 * target configured later does not get a burst of old reminders.
 */
export async function sendOverdueReminders(prisma: PrismaClient, outbox: Outbox): Promise<number> {
  const claimed = await prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<Claimed[]>(Prisma.sql`
      UPDATE "Lead" l SET "reminderSentAt" = ${NOW}
        FROM (SELECT "id" FROM "Lead"
               WHERE "status" = 'new' AND "reminderSentAt" IS NULL AND "dueAt" <= ${NOW}
                 AND "spamAt" IS NULL
               ORDER BY "dueAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED) due
       WHERE l."id" = due."id" AND l."reminderSentAt" IS NULL
      RETURNING l."id"::text AS "id", l."email", l."name", l."company", l."phone", l."status",
                l."sources", l."dueAt", l."ownerId"::text AS "ownerId", l."owner",
                -- A person who has left (revoked) is reminded no more: the staff inbox is.
                (SELECT s."email" FROM "Staff" s
                  WHERE s."id" = l."ownerId" AND s."revokedAt" IS NULL) AS "ownerEmail"`);
    await outbox.add(
      tx,
      rows.map((row) => ({
        type: 'lead.overdue' as const,
        leadId: row.id,
        data: {
          lead: leadPayload(row),
          dueAt: row.dueAt.toISOString(),
          owner: row.ownerId
            ? { id: row.ownerId, name: row.owner ?? '', email: row.ownerEmail }
            : null,
        } satisfies LeadOverdueData,
      })),
    );
    return rows.length;
  }, TX);
  if (claimed) outbox.written();
  return claimed;
}

/** Checks every `checkMs`, once the database is ready. */
export function startOverdueReminders({
  prisma,
  outbox,
  log,
  isReady,
  checkMs,
}: {
  prisma: PrismaClient;
  outbox: Outbox;
  log: Pick<Logger, 'error'>;
  isReady: () => boolean;
  checkMs: number;
}): { stop(): Promise<void> } {
  return runEvery(
    checkMs,
    async () => {
      if (isReady()) await sendOverdueReminders(prisma, outbox);
    },
    (error) => log.error({ err: error }, 'could not send the overdue reminders'),
  );
}
