// The weekly email of the assistant's unanswered questions, through the outbox like every staff
// email. Each instance looks every few minutes; the week's row in UnansweredDigest is written by
// one of them only (its key is the week's send time), in the transaction of the event itself.
import type { PrismaClient } from '@agency/db';
import type { NotifyConfig } from '../../env.ts';
import type { Logger } from '../logger.ts';
import type { Outbox } from '../outbox/events.ts';
import { runEvery } from '../periodic.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const CHECK_MS = 10 * 60 * 1000;
/** The most groups one email lists; the rest are counted and left to the admin. */
const EMAIL_GROUPS = 50;

/** The latest send time at or before `now`: the weekday (0 = Sunday) and hour, in UTC. */
export function latestSlot(now: Date, weekday: number, hour: number): Date {
  const slot = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour));
  slot.setUTCDate(slot.getUTCDate() - ((slot.getUTCDay() - weekday + 7) % 7));
  if (slot > now) slot.setUTCDate(slot.getUTCDate() - 7);
  return slot;
}

/**
 * Writes the digest of the week ending at `slot`, once: false when another instance (or an earlier
 * check) already did. A week with no unanswered question is recorded and sends nothing.
 */
export async function writeUnansweredDigest(
  prisma: PrismaClient,
  outbox: Outbox,
  slot: Date,
): Promise<boolean> {
  const from = new Date(slot.getTime() - WEEK_MS);
  const written = await prisma.$transaction(async (tx) => {
    const counts = await tx.unansweredTurn.groupBy({
      by: ['groupId'],
      where: { createdAt: { gte: from, lt: slot } },
      _count: { _all: true },
    });
    const { count } = await tx.unansweredDigest.createMany({
      data: [{ week: slot, groups: counts.length }],
      skipDuplicates: true,
    });
    if (count === 0) return false;
    if (!counts.length) return true;
    const top = counts
      .sort((a, b) => b._count._all - a._count._all || a.groupId.localeCompare(b.groupId))
      .slice(0, EMAIL_GROUPS);
    const groups = await tx.unansweredGroup.findMany({
      where: { id: { in: top.map((row) => row.groupId) } },
      select: { id: true, question: true, status: true, langs: true },
    });
    const byId = new Map(groups.map((group) => [group.id, group]));
    await outbox.add(tx, [
      {
        type: 'assistant.unanswered',
        data: {
          from: from.toISOString(),
          to: slot.toISOString(),
          total: counts.length,
          groups: top.flatMap((row) => {
            const group = byId.get(row.groupId);
            return group ? [{ ...group, count: row._count._all }] : [];
          }),
        },
      },
    ]);
    return true;
  });
  if (written) outbox.written();
  return written;
}

/** Checks at start and every ten minutes; off (a no-op) unless UNANSWERED_DIGEST_DAY is set. */
export function startUnansweredDigest({
  prisma,
  outbox,
  notify,
  log,
}: {
  prisma: PrismaClient;
  outbox: Outbox;
  notify: NotifyConfig;
  log: Pick<Logger, 'error'>;
}): { stop(): Promise<void> } {
  const schedule = notify.unansweredDigest;
  if (!schedule) return { stop: async () => {} };
  return runEvery(
    CHECK_MS,
    () =>
      writeUnansweredDigest(
        prisma,
        outbox,
        latestSlot(new Date(), schedule.weekday, schedule.hour),
      ),
    (error) => log.error({ err: error }, 'could not write the unanswered digest'),
    { now: true },
  );
}
