// The outbox's deliveries for the admin: the list with its filters, a resend by staff (audited,
// carried out by the outbox worker like any attempt) and whether the staff's emails are failing.
import { Prisma, type PrismaClient } from '@agency/db';
import { DeliveryListQuery, isUuid } from '@agency/schema';
import { DomainError, notFound } from '../../errors.ts';
import { NOW } from '../sql.ts';
import type { Outbox } from './events.ts';
import { redactUrl, redactUrls } from './webhook.ts';

const deliverySelect = {
  id: true,
  channel: true,
  target: true,
  status: true,
  attempts: true,
  lastStatus: true,
  lastError: true,
  nextAttemptAt: true,
  deliveredAt: true,
  createdAt: true,
  event: { select: { id: true, type: true, leadId: true, createdAt: true } },
  resends: {
    select: { actor: true, createdAt: true },
    orderBy: { createdAt: 'desc' },
    take: 1,
  },
} satisfies Prisma.DeliverySelect;

function toDelivery(row: Prisma.DeliveryGetPayload<{ select: typeof deliverySelect }>) {
  const { event, nextAttemptAt, deliveredAt, createdAt, resends, ...rest } = row;
  const resent = resends[0];
  return {
    ...rest,
    target: rest.channel === 'webhook' ? redactUrl(rest.target) : rest.target,
    lastError: rest.lastError && redactUrls(rest.lastError),
    eventId: event.id,
    eventType: event.type,
    leadId: event.leadId,
    eventCreatedAt: event.createdAt.toISOString(),
    // Only a pending delivery has a next try.
    nextAttemptAt: rest.status === 'pending' ? nextAttemptAt.toISOString() : null,
    deliveredAt: deliveredAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    lastResend: resent ? { by: resent.actor, at: resent.createdAt.toISOString() } : null,
  };
}

/** `GET /api/admin/deliveries`: newest first, with attempts, last status and next try. */
export async function listDeliveries(prisma: PrismaClient, input: DeliveryListQuery = {}) {
  const query = DeliveryListQuery.parse(input);
  const where: Prisma.DeliveryWhereInput = {
    status: query.status,
    channel: query.channel,
    event: query.type ? { type: query.type } : undefined,
  };
  const [rows, total] = await Promise.all([
    prisma.delivery.findMany({
      where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: query.offset,
      take: query.limit,
      select: deliverySelect,
    }),
    prisma.delivery.count({ where }),
  ]);
  return { deliveries: rows.map(toDelivery), total, limit: query.limit, offset: query.offset };
}

const NOT_RESENDABLE: Record<string, string> = {
  delivered: 'This delivery was already delivered; it cannot be sent again',
  sending: 'This delivery is being attempted right now; its result shows when the attempt ends',
};

/**
 * Sends a delivery again through the outbox worker: a pending one is due now rather than at its
 * next try, a failed one gets a new round of attempts. One statement locks the row, changes it
 * only while it is pending or failed, and writes the audit row, so two staff (or instances) racing
 * each other or a worker's claim cannot both act on one state. Delivered or being sent: a 409.
 */
export async function resendDelivery(
  prisma: PrismaClient,
  outbox: Outbox,
  id: string,
  actor: string,
) {
  const deliveryId = isUuid(id) ? id.toLowerCase() : null;
  if (!deliveryId) throw notFound('Delivery not found');
  const [row] = await prisma.$queryRaw<{ was: string; resent: number }[]>`
    WITH old AS (
      SELECT "id", "status", "attempts" FROM "Delivery" WHERE "id" = ${deliveryId}::uuid FOR UPDATE
    ),
    resent AS (
      UPDATE "Delivery" d SET
        "status" = 'pending',
        "nextAttemptAt" = ${NOW},
        "lockedUntil" = NULL,
        "roundStart" = CASE WHEN old."status" = 'failed' THEN old."attempts" ELSE d."roundStart" END
      FROM old
      WHERE d."id" = old."id" AND old."status" IN ('pending', 'failed')
      RETURNING d."id", old."status" AS "fromStatus", old."attempts"
    ),
    audit AS (
      INSERT INTO "DeliveryResend" ("id", "deliveryId", "actor", "fromStatus", "attempts", "createdAt")
      SELECT gen_random_uuid(), "id", ${actor}, "fromStatus", "attempts", ${NOW} FROM resent
    )
    SELECT "status" AS "was", (SELECT count(*) FROM resent)::int AS "resent" FROM old`;
  if (!row) throw notFound('Delivery not found');
  if (!row.resent) {
    throw new DomainError(
      'CONFLICT',
      NOT_RESENDABLE[row.was] ?? `A ${row.was} delivery cannot be resent`,
    );
  }
  outbox.written('deliveries');
  return toDelivery(
    await prisma.delivery.findUniqueOrThrow({ where: { id: deliveryId }, select: deliverySelect }),
  );
}

/**
 * Whether the staff's emails are failing: the latest `after` attempts of emails to the staff
 * address all failed (fewer attempts than that is not yet a pattern). Read newest first through
 * the attempts' staff-email index, so it costs `after` rows however long the history.
 */
export async function staffEmailHealth(prisma: PrismaClient, after: number) {
  const latest = await prisma.deliveryAttempt.findMany({
    where: { staffEmail: true },
    orderBy: { finishedAt: 'desc' },
    take: after,
    select: { ok: true, error: true, finishedAt: true },
  });
  const failing = latest.length === after && latest.every((attempt) => !attempt.ok);
  const last = latest[0];
  return {
    failing,
    attempts: after,
    lastError: failing && last?.error ? redactUrls(last.error) : null,
    lastFailedAt: failing && last ? last.finishedAt.toISOString() : null,
  };
}
