// The outbox worker: turns each new event into one delivery per configured target (an email to the
// staff, each webhook URL), then claims due deliveries and attempts them, recording every attempt.
//
// Claims are one UPDATE over rows picked `FOR UPDATE SKIP LOCKED`, which bumps the attempt number
// and leases the row: several instances on one Postgres never hold the same attempt, and a worker
// that dies mid-attempt (SIGKILL) leaves a lease that expires, after which any worker retries it
// under the same event id. Delivery is therefore at least once; receivers de-duplicate by id.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { PrismaClient } from '@agency/db';
import nodemailer, { type Transporter } from 'nodemailer';
import type { NotifyConfig } from '../../env.ts';
import type { Logger } from '../logger.ts';
import { NOW } from '../leads/record.ts';
import { composeEmail, EMAILED_EVENTS } from './email.ts';
import { onOutboxWrite } from './events.ts';
import { postWebhook, type AttemptOutcome, type WebhookEvent } from './webhook.ts';

const FAN_OUT_BATCH = 100;
const CLAIM_BATCH = 10;
const MAX_BACKOFF_MS = 24 * 60 * 60 * 1000;

/** Exponential, with jitter so that retries of many events to one failing receiver spread out. */
export function backoffMs(attempt: number, baseMs: number, random = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);
  return Math.round(exponential * (0.5 + random() / 2));
}

export interface OutboxWorkerOptions {
  prisma: PrismaClient;
  notify: NotifyConfig;
  publicUrl: string;
  log: Pick<Logger, 'warn' | 'error'>;
  /** While false (migrations still running) the worker waits. */
  isReady?: () => boolean;
}

interface Claimed {
  id: string;
  eventId: string;
  channel: 'email' | 'webhook';
  target: string;
  attempts: number;
}

// The embedded database has one connection, which a file upload can hold for seconds: waiting
// for it beats failing the pass (Prisma's default wait is 2 s).
const FAN_OUT_TRANSACTION = { maxWait: 30_000 } as const;

/** Creates the deliveries of new events; returns how many events it handled. */
async function fanOut(prisma: PrismaClient, notify: NotifyConfig): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const events = await tx.$queryRaw<{ id: string; type: string }[]>`
      SELECT "id"::text AS "id", "type" FROM "OutboxEvent"
      WHERE "dispatchedAt" IS NULL ORDER BY "createdAt" LIMIT ${FAN_OUT_BATCH}
      FOR UPDATE SKIP LOCKED`;
    if (!events.length) return 0;
    const deliveries = events.flatMap((event) => [
      ...(notify.email && EMAILED_EVENTS.has(event.type)
        ? [{ eventId: event.id, channel: 'email', target: notify.email.to.join(', ') }]
        : []),
      ...(notify.webhook?.urls ?? []).map((url) => ({
        eventId: event.id,
        channel: 'webhook',
        target: url,
      })),
    ]);
    if (deliveries.length) await tx.delivery.createMany({ data: deliveries, skipDuplicates: true });
    await tx.$executeRaw`
      UPDATE "OutboxEvent" SET "dispatchedAt" = ${NOW}
      WHERE "id" = ANY(${events.map((event) => event.id)}::uuid[])`;
    return events.length;
  }, FAN_OUT_TRANSACTION);
}

async function claim(prisma: PrismaClient, leaseMs: number): Promise<Claimed[]> {
  return prisma.$queryRaw<Claimed[]>`
    UPDATE "Delivery" d SET
      "status" = 'sending',
      "attempts" = d."attempts" + 1,
      "lockedUntil" = ${NOW} + ${leaseMs} * interval '1 millisecond'
    FROM (
      SELECT "id" FROM "Delivery"
      WHERE ("status" = 'pending' AND "nextAttemptAt" <= ${NOW})
         OR ("status" = 'sending' AND "lockedUntil" <= ${NOW})
      ORDER BY "nextAttemptAt"
      LIMIT ${CLAIM_BATCH}
      FOR UPDATE SKIP LOCKED
    ) due
    WHERE d."id" = due."id"
    RETURNING d."id"::text AS "id", d."eventId"::text AS "eventId", d."channel", d."target", d."attempts"`;
}

export function startOutboxWorker(options: OutboxWorkerOptions) {
  const { prisma, notify, log } = options;
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  // A claim outlives the longest attempt, so only a dead worker's claim ever expires.
  const leaseMs = notify.timeoutMs + 5000;
  let mailer: Transporter | undefined;
  let stopped = false;
  let wake: (() => void) | undefined;
  let woken = false;

  async function send(delivery: Claimed, event: WebhookEvent): Promise<AttemptOutcome> {
    if (delivery.channel === 'webhook') {
      if (!notify.webhook) return { ok: false, status: null, error: 'webhooks are not configured' };
      return postWebhook(delivery.target, event, notify.webhook.secret, notify.timeoutMs);
    }
    if (!notify.email) return { ok: false, status: null, error: 'email is not configured' };
    mailer ??= nodemailer.createTransport({
      url: notify.email.smtpUrl,
      connectionTimeout: notify.timeoutMs,
      greetingTimeout: notify.timeoutMs,
      socketTimeout: notify.timeoutMs,
    });
    const content = composeEmail(event, options.publicUrl);
    try {
      await mailer.sendMail({
        from: notify.email.from,
        to: delivery.target,
        subject: content.subject,
        text: content.text,
        html: content.html,
        // The event id lets a mail client (or a person) spot a retried duplicate.
        headers: { 'X-Event-Id': event.id },
      });
      return { ok: true, status: null, error: null };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode ?? null;
      return { ok: false, status: code, error: (error as Error).message };
    }
  }

  async function deliver(delivery: Claimed) {
    const startedAt = new Date();
    const event = await prisma.outboxEvent.findUnique({
      where: { id: delivery.eventId },
      select: { id: true, type: true, data: true, createdAt: true },
    });
    const outcome: AttemptOutcome = event
      ? await send(delivery, { ...event, createdAt: event.createdAt.toISOString() })
      : { ok: false, status: null, error: 'event not found' };
    const final = outcome.ok || delivery.attempts >= notify.maxAttempts || !event;
    const next = outcome.ok ? 0 : backoffMs(delivery.attempts, notify.retryBaseMs);
    const status = outcome.ok ? 'delivered' : final ? 'failed' : 'pending';
    // Only the holder of this attempt records it; a claim that expired and moved on is left alone.
    await prisma.$executeRaw`
      WITH attempt AS (
        INSERT INTO "DeliveryAttempt" ("id", "deliveryId", "number", "worker", "startedAt", "finishedAt", "ok", "status", "error")
        VALUES (${randomUUID()}::uuid, ${delivery.id}::uuid, ${delivery.attempts}, ${worker}, ${startedAt}, ${NOW},
                ${outcome.ok}, ${outcome.status}::int, ${outcome.error?.slice(0, 1000) ?? null})
        ON CONFLICT ("deliveryId", "number") DO NOTHING
      )
      UPDATE "Delivery" SET
        "status" = ${status},
        "lastStatus" = ${outcome.status}::int,
        "lastError" = ${outcome.error?.slice(0, 1000) ?? null},
        "lockedUntil" = NULL,
        "nextAttemptAt" = ${NOW} + ${next} * interval '1 millisecond',
        "deliveredAt" = CASE WHEN ${outcome.ok} THEN ${NOW} ELSE "deliveredAt" END
      WHERE "id" = ${delivery.id}::uuid AND "attempts" = ${delivery.attempts} AND "status" = 'sending'`;
    if (!outcome.ok)
      log.warn(
        {
          deliveryId: delivery.id,
          eventId: delivery.eventId,
          attempt: delivery.attempts,
          error: outcome.error,
        },
        final ? 'delivery failed for good' : 'delivery failed; will retry',
      );
  }

  /** One pass: new events fanned out, due deliveries attempted. True when there was work. */
  async function runOnce(): Promise<boolean> {
    const fanned = await fanOut(prisma, notify);
    const claimed = await claim(prisma, leaseMs);
    await Promise.all(claimed.map(deliver));
    return fanned > 0 || claimed.length > 0;
  }

  const stopListening = onOutboxWrite(prisma, () => {
    woken = true;
    wake?.();
  });

  const loop = (async () => {
    // A database that is down is retried ever more slowly (up to 30 s), not logged every poll.
    let failures = 0;
    while (!stopped) {
      let busy = false;
      if (options.isReady?.() ?? true) {
        woken = false;
        try {
          busy = await runOnce();
          failures = 0;
        } catch (error) {
          if (!stopped && failures++ < 8) log.error({ err: error }, 'outbox pass failed');
        }
      }
      if ((busy || woken || stopped) && failures === 0) continue;
      const wait = failures ? Math.min(notify.pollMs * 2 ** failures, 30_000) : notify.pollMs;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, wait);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  })();

  return {
    worker,
    /** Lets in-flight attempts finish (each bounded by the timeout) and stops. */
    async stop() {
      stopped = true;
      stopListening();
      wake?.();
      await loop;
      mailer?.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof startOutboxWorker>;
