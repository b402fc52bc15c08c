// The outbox worker: turns each new event into one delivery per configured target (an email to the
// staff, or to the one person a reminder is for; each webhook URL), then claims due deliveries and attempts them, recording every attempt.
//
// Claims are one UPDATE over rows picked `FOR UPDATE SKIP LOCKED`, which bumps the attempt number
// and leases the row: several instances on one Postgres never hold the same attempt, and a worker
// that dies mid-attempt (SIGKILL) leaves a lease that expires, after which any worker retries it
// under the same event id. Delivery is therefore at least once; receivers de-duplicate by id.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Prisma, type PrismaClient } from '@agency/db';
import nodemailer, { type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { NotifyConfig } from '../../env.ts';
import type { Logger } from '../logger.ts';
import { NOW } from '../sql.ts';
import { composeDigest, composeEmail, composeReply, EMAILED_EVENTS } from './email.ts';
import type { Outbox } from './events.ts';
import {
  postWebhook,
  redactUrl,
  redactUrls,
  type AttemptOutcome,
  type WebhookEvent,
} from './webhook.ts';

const FAN_OUT_BATCH = 500;
const CLAIM_BATCH = 10;
const DIGEST_BATCH = 500;
const MAX_BACKOFF_MS = 24 * 60 * 60 * 1000;

/** Exponential, with jitter so that retries of many events to one failing receiver spread out. */
export function backoffMs(attempt: number, baseMs: number, random = Math.random): number {
  const exponential = Math.min(baseMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);
  return Math.round(exponential * (0.5 + random() / 2));
}

export interface OutboxWorkerOptions {
  prisma: PrismaClient;
  /** Wakes the worker when this process writes events or queues deliveries. */
  outbox: Pick<Outbox, 'onWrite'>;
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
  /** Where this round of attempts began: 0, or `attempts` when staff last resent it failed. */
  roundStart: number;
}

/**
 * Creates the deliveries of new events and marks them dispatched, in one statement: under chat load
 * every message writes an event, and a transaction of four round trips per pass took throughput
 * from the chat. Returns how many events it handled and how many deliveries it created.
 */
async function fanOut(
  prisma: PrismaClient,
  notify: NotifyConfig,
): Promise<{ events: number; deliveries: number }> {
  const targets = [
    ...(notify.email
      ? [{ channel: 'email', target: notify.email.to.join(', '), emailedOnly: true }]
      : []),
    ...(notify.webhook?.urls ?? []).map((url) => ({
      channel: 'webhook',
      target: url,
      emailedOnly: false,
    })),
  ];
  // Past `digestAfter` staff emails about new leads in a window, the next ones wait for the
  // window's end and go out together as one digest (digest() below); webhooks go one by one.
  const window = Prisma.sql`(${notify.digestWindowMs} * interval '1 millisecond')`;
  const leadEmailsSent = Prisma.sql`(
    SELECT count(*) FROM "Delivery" d JOIN "OutboxEvent" x ON x."id" = d."eventId"
    WHERE d."channel" = 'email' AND x."type" = 'lead.created' AND d."createdAt" > ${NOW} - ${window})`;
  const create = targets.length
    ? Prisma.sql`, created AS (
        INSERT INTO "Delivery" ("id", "eventId", "channel", "target", "nextAttemptAt")
        SELECT gen_random_uuid(), e."id", t."channel",
               CASE WHEN t."emailedOnly" THEN coalesce(e."emailTo", t."target") ELSE t."target" END,
               CASE WHEN t."channel" = 'email' AND e."type" = 'lead.created'
                         AND ${leadEmailsSent} + e."nth" > ${notify.digestAfter}
                    THEN date_bin(${window}, ${NOW}, TIMESTAMP '2000-01-01') + ${window}
                    ELSE ${NOW} END
        FROM picked e CROSS JOIN unnest(
          ${targets.map((t) => t.channel)}::text[],
          ${targets.map((t) => t.target)}::text[],
          ${targets.map((t) => t.emailedOnly)}::boolean[]) AS t("channel", "target", "emailedOnly")
        WHERE NOT t."emailedOnly" OR e."type" = ANY(${[...EMAILED_EVENTS]}::text[])
        ON CONFLICT ("eventId", "channel", "target") DO NOTHING
        RETURNING 1)`
    : Prisma.empty;
  const [row] = await prisma.$queryRaw<{ events: number; deliveries: number }[]>`
    WITH batch AS (
      SELECT "id", "type", "createdAt",
             -- A reminder goes to the lead's owner when they have an address, not to the inbox.
             CASE WHEN "type" = 'lead.overdue' THEN "data"->'owner'->>'email' END AS "emailTo"
      FROM "OutboxEvent"
      WHERE "dispatchedAt" IS NULL ORDER BY "createdAt" LIMIT ${FAN_OUT_BATCH}
      FOR UPDATE SKIP LOCKED
    ),
    picked AS (
      SELECT "id", "type", "emailTo", row_number() OVER (PARTITION BY "type" ORDER BY "createdAt", "id") AS "nth"
      FROM batch
    ),
    dispatched AS (
      UPDATE "OutboxEvent" o SET "dispatchedAt" = ${NOW} FROM picked WHERE o."id" = picked."id"
      RETURNING 1
    )${create}
    SELECT (SELECT count(*) FROM dispatched)::int AS "events",
           ${targets.length ? Prisma.sql`(SELECT count(*) FROM created)::int` : Prisma.sql`0`} AS "deliveries"`;
  return row!;
}

const PRUNE_BATCH = 500;
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes events dispatched more than `retentionMs` ago whose deliveries are all finished
 * (delivered or failed), with those deliveries and their attempts (cascade), `batch` events per
 * statement. Each statement runs in the database and the loop yields between them, so a backlog of
 * months never holds the event loop or one long lock. Returns how many events went.
 */
export async function pruneOutbox(
  prisma: PrismaClient,
  retentionMs: number,
  batch = PRUNE_BATCH,
): Promise<number> {
  let pruned = 0;
  for (;;) {
    const deleted = await prisma.$executeRaw`
      DELETE FROM "OutboxEvent" WHERE "id" IN (
        SELECT e."id" FROM "OutboxEvent" e
        WHERE e."dispatchedAt" < ${NOW} - ${retentionMs} * interval '1 millisecond'
          -- A reply's delivery is its status in the lead's timeline; it goes with the lead.
          AND e."type" <> 'lead.replied'
          AND NOT EXISTS (
            SELECT 1 FROM "Delivery" d WHERE d."eventId" = e."id" AND d."status" IN ('pending', 'sending'))
        ORDER BY e."dispatchedAt"
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED)`;
    pruned += deleted;
    if (deleted < batch) return pruned;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Due deliveries, leased: `digest` claims the staff emails about new leads (all that are due, to go
 * out as one email), otherwise the rest, a batch at a time.
 */
async function claim(prisma: PrismaClient, leaseMs: number, digest = false): Promise<Claimed[]> {
  return prisma.$queryRaw<Claimed[]>`
    UPDATE "Delivery" d SET
      "status" = 'sending',
      "attempts" = d."attempts" + 1,
      "lockedUntil" = ${NOW} + ${leaseMs} * interval '1 millisecond'
    FROM (
      SELECT l."id" FROM "Delivery" l JOIN "OutboxEvent" e ON e."id" = l."eventId"
      WHERE ((l."status" = 'pending' AND l."nextAttemptAt" <= ${NOW})
          OR (l."status" = 'sending' AND l."lockedUntil" <= ${NOW}))
        AND (l."channel" = 'email' AND e."type" = 'lead.created') = ${digest}
      ORDER BY l."nextAttemptAt"
      LIMIT ${digest ? DIGEST_BATCH : CLAIM_BATCH}
      FOR UPDATE OF l SKIP LOCKED
    ) due
    WHERE d."id" = due."id"
    RETURNING d."id"::text AS "id", d."eventId"::text AS "eventId", d."channel", d."target", d."attempts",
              d."roundStart"`;
}

export function startOutboxWorker(options: OutboxWorkerOptions) {
  const { prisma, notify, log } = options;
  const worker = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  // A claim outlives the longest attempt, so only a dead worker's claim ever expires.
  const leaseMs = notify.timeoutMs + 5000;
  let mailer: Transporter | undefined;
  let stopped = false;
  let wake: (() => void) | undefined;
  // What the next pass looks at: everything after a poll's wait, else only what a wake named.
  let dueEvents = true;
  let dueDeliveries = true;
  const receivers = Boolean(notify.email || notify.webhook);

  async function send(delivery: Claimed, event: WebhookEvent): Promise<AttemptOutcome> {
    if (delivery.channel === 'webhook') {
      if (!notify.webhook) return { ok: false, status: null, error: 'webhooks are not configured' };
      return postWebhook(delivery.target, event, notify.webhook.secret, notify.timeoutMs);
    }
    if (!notify.email) return { ok: false, status: null, error: 'email is not configured' };
    if (event.type === 'lead.replied') {
      const reply = composeReply(event, notify.email.from);
      return reply
        ? mail(reply)
        : { ok: false, status: null, error: 'NOTIFY_EMAIL_FROM has no address' };
    }
    return mail({
      to: delivery.target,
      ...composeEmail(event, options.publicUrl),
      // The event id lets a mail client (or a person) spot a retried duplicate.
      headers: { 'X-Event-Id': event.id },
    });
  }

  async function mail(message: Mail.Options): Promise<AttemptOutcome> {
    if (!notify.email) return { ok: false, status: null, error: 'email is not configured' };
    mailer ??= nodemailer.createTransport({
      url: notify.email.smtpUrl,
      connectionTimeout: notify.timeoutMs,
      greetingTimeout: notify.timeoutMs,
      socketTimeout: notify.timeoutMs,
    });
    try {
      await mailer.sendMail({ from: notify.email.from, ...message });
      return { ok: true, status: null, error: null };
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode ?? null;
      return { ok: false, status: code, error: (error as Error).message };
    }
  }

  /**
   * Records one attempt of a delivery and schedules its retry; only the holder of the attempt may.
   * `staffEmail`: an email to the staff address, which the admin's failing-email banner reads.
   */
  async function record(
    delivery: Claimed,
    outcome: AttemptOutcome,
    startedAt: Date,
    { found = true, staffEmail }: { found?: boolean; staffEmail: boolean },
  ) {
    // A resent delivery gets a full round of attempts, with the backoff starting short again.
    const inRound = delivery.attempts - delivery.roundStart;
    const final = outcome.ok || inRound >= notify.maxAttempts || !found;
    const next = outcome.ok ? 0 : backoffMs(inRound, notify.retryBaseMs);
    const status = outcome.ok ? 'delivered' : final ? 'failed' : 'pending';
    const error = outcome.error ? redactUrls(outcome.error).slice(0, 1000) : null;
    // Only the holder of this attempt records it; a claim that expired and moved on is left alone.
    await prisma.$executeRaw`
      WITH attempt AS (
        INSERT INTO "DeliveryAttempt" ("id", "deliveryId", "number", "worker", "startedAt", "finishedAt", "ok", "status", "error", "staffEmail")
        VALUES (${randomUUID()}::uuid, ${delivery.id}::uuid, ${delivery.attempts}, ${worker}, ${startedAt}, ${NOW},
                ${outcome.ok}, ${outcome.status}::int, ${error}, ${staffEmail})
        ON CONFLICT ("deliveryId", "number") DO NOTHING
      )
      UPDATE "Delivery" SET
        "status" = ${status},
        "lastStatus" = ${outcome.status}::int,
        "lastError" = ${error},
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
          target: delivery.channel === 'webhook' ? redactUrl(delivery.target) : delivery.target,
          error: outcome.error && redactUrls(outcome.error),
        },
        final ? 'delivery failed for good' : 'delivery failed; will retry',
      );
  }

  const loadEvent = async (id: string): Promise<WebhookEvent | null> => {
    const event = await prisma.outboxEvent.findUnique({
      where: { id },
      select: { id: true, type: true, data: true, createdAt: true },
    });
    return event && { ...event, createdAt: event.createdAt.toISOString() };
  };

  async function deliver(delivery: Claimed) {
    const startedAt = new Date();
    const event = await loadEvent(delivery.eventId);
    const outcome: AttemptOutcome = event
      ? await send(delivery, event)
      : { ok: false, status: null, error: 'event not found' };
    await record(delivery, outcome, startedAt, {
      found: Boolean(event),
      // A reply to a lead can bounce at the lead's address; the banner is about the staff's mail.
      staffEmail: delivery.channel === 'email' && event?.type !== 'lead.replied',
    });
  }

  /** Staff emails about several new leads, due together: one email names them all. */
  async function digest(deliveries: Claimed[]) {
    if (deliveries.length < 2) return Promise.all(deliveries.map(deliver));
    const startedAt = new Date();
    const events = (await Promise.all(deliveries.map((d) => loadEvent(d.eventId)))).filter(
      (event): event is WebhookEvent => event !== null,
    );
    const outcome = await mail({
      to: deliveries[0]!.target,
      ...composeDigest(events, options.publicUrl),
      headers: { 'X-Event-Ids': events.map((event) => event.id).join(', ') },
    });
    await Promise.all(
      deliveries.map((delivery) => record(delivery, outcome, startedAt, { staffEmail: true })),
    );
  }

  /** One pass: new events fanned out, due deliveries attempted. True when a batch came back full. */
  async function runOnce(): Promise<boolean> {
    let more = false;
    if (dueEvents) {
      dueEvents = false;
      const fanned = await fanOut(prisma, notify);
      if (fanned.deliveries) dueDeliveries = true;
      if (fanned.events === FAN_OUT_BATCH) more = dueEvents = true;
    }
    // Claiming only when something may be due: a claim per chat message cost the chat throughput.
    if (dueDeliveries) {
      dueDeliveries = false;
      const [claimed, leadEmails] = await Promise.all([
        claim(prisma, leaseMs),
        claim(prisma, leaseMs, true),
      ]);
      await Promise.all([...claimed.map(deliver), digest(leadEmails)]);
      if (claimed.length === CLAIM_BATCH || leadEmails.length === DIGEST_BATCH)
        more = dueDeliveries = true;
    }
    return more;
  }

  const stopListening = options.outbox.onWrite((what) => {
    // With no receiver a new event only needs marking dispatched, which the poll does in batches.
    if (what === 'events' && !receivers) return;
    if (what === 'events') dueEvents = true;
    else dueDeliveries = true;
    wake?.();
  });

  // Old events go in the background, at start and then every few minutes; a failure is retried
  // at the next turn.
  let pruning: Promise<unknown> = Promise.resolve();
  const prune = () => {
    if (stopped || !(options.isReady?.() ?? true)) return;
    pruning = pruneOutbox(prisma, notify.retentionMs).catch((error: unknown) =>
      log.warn({ err: error }, 'outbox pruning failed; will try again'),
    );
  };
  prune();
  const pruneTimer = setInterval(prune, PRUNE_EVERY_MS).unref();

  const loop = (async () => {
    // A database that is down is retried ever more slowly (up to 30 s), not logged every poll.
    let failures = 0;
    while (!stopped) {
      let busy = false;
      const ready = options.isReady?.() ?? true;
      if (ready) {
        try {
          busy = await runOnce();
          failures = 0;
        } catch (error) {
          if (!stopped && failures++ < 8) log.error({ err: error }, 'outbox pass failed');
        }
      }
      if (stopped) break;
      if (ready && failures === 0 && (busy || dueEvents || dueDeliveries)) continue;
      const wait = failures ? Math.min(notify.pollMs * 2 ** failures, 30_000) : notify.pollMs;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          dueEvents = dueDeliveries = true;
          resolve();
        }, wait);
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
      clearInterval(pruneTimer);
      stopListening();
      wake?.();
      await loop;
      await pruning;
      mailer?.close();
    },
  };
}
