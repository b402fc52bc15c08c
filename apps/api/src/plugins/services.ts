// The one place where the domain's long-lived collaborators are made and ended: the database, Redis,
// the PDF workers, the outbox (what it takes, its worker and the wake-up after each commit), the
// chat's writer of first messages, the business calendar new leads' due times are counted in, the
// timers and the caches the services share. Routes, tRPC and
// the web plugin read them from `app.services`; services themselves never see Fastify.
import type { Database } from '@agency/db';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { once } from 'node:events';
import type { Config } from '../env.ts';
import { alertAdminFailures, createAdminGuard } from '../services/admin/auth.ts';
import type { ChatDeps } from '../services/chat/index.ts';
import { createExchangeWriter } from '../services/chat/store.ts';
import { createAssistantCache } from '../services/chat/knowledge.ts';
import { createChatLimiter } from '../services/chat/limits.ts';
import { createLeadLimiter } from '../services/leads/limits.ts';
import { createContentVersion, createPublicContent } from '../services/contentCache.ts';
import { createUploadGate } from '../services/files/gate.ts';
import { createPdfPool } from '../services/files/pdfPool.ts';
import type { Logger } from '../services/logger.ts';
import { createOutbox, wantedEvents } from '../services/outbox/events.ts';
import { startOutboxWorker } from '../services/outbox/worker.ts';
import { startUnansweredDigest } from '../services/admin/unansweredDigest.ts';
import { startOverdueReminders } from '../services/leads/reminders.ts';
import type { Readiness } from '../services/readiness.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Set by the server while it migrates; tests build apps on a ready database. */
  readiness?: Readiness;
}

/** What every route plugin is registered with; the services themselves are on `app.services`. */
export type RouteOptions = AppDeps;

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** The long-lived collaborators of the domain functions, made once per app. */
export function createServices(deps: AppDeps, log: Logger, redis?: Redis) {
  // When a new lead's reply is due: every statement that can create a lead is given it.
  const calendar = deps.config.businessCalendar;
  const admitLead = createLeadLimiter(deps.config.newLeads, redis);
  const version = createContentVersion(deps.db);
  const content = createPublicContent(deps.db.prisma, version);
  const outbox = createOutbox(wantedEvents(deps.config.notify));
  const chat: ChatDeps = {
    db: deps.db,
    exchanges: createExchangeWriter(deps.db, outbox, calendar),
    outbox,
    assistant: createAssistantCache(deps.db.prisma, version, {
      // On Postgres the assistant's work leaves the event loop; the embedded database has a
      // thread of its own already.
      threaded: deps.db.kind === 'postgres',
      onError: (error, message) =>
        log.error(
          { err: error, message: String(message).slice(0, 200) },
          'assistant failed; answered with the generic reply',
        ),
    }),
    limiter: createChatLimiter(deps.config.chatLimits, redis),
    admitLead,
    model: deps.config.model,
    log,
  };
  const { uploads } = deps.config;
  return {
    chat,
    content,
    outbox,
    calendar,
    admitLead,
    /** Shared rate-limit counters for several instances; absent without REDIS_URL. */
    redis,
    adminGuard: createAdminGuard(deps.db.prisma, deps.config.adminTokens, {
      redis,
      onBurst: (burst) => {
        alertAdminFailures(deps.db.prisma, outbox, burst).catch((error: unknown) =>
          log.error({ err: error }, 'could not record the admin sign-in failures'),
        );
      },
    }),
    uploadGate: createUploadGate({
      slots: uploads.slots,
      slotsPerIp: uploads.slotsPerIp,
      queueMs: uploads.queueMs,
      // Waiting costs a socket and no bytes; past this many the server is plainly overloaded.
      maxQueued: uploads.slots * 20,
    }),
    pdf: createPdfPool(deps.config.pdf, log),
  };
}

export type Services = ReturnType<typeof createServices>;

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Loaded only when an instance shares its counts: ioredis holds about 6 MB of heap.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error) =>
    app.log.warn({ err: error }, 'redis unavailable; rate limits count per instance'),
  );
  // Counting starts shared only once connected; a Redis that is down does not hold up the start.
  await Promise.race([
    once(redis, 'ready').catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 3000).unref()),
  ]);
  return redis;
}

export const services = fp(async (app: FastifyInstance, deps: AppDeps) => {
  const redis = deps.config.redisUrl ? await connectRedis(app, deps.config.redisUrl) : undefined;
  const made = createServices(deps, app.log, redis);
  app.decorate('services', made);
  // Every instance delivers the outbox; the claims keep them from delivering one attempt twice.
  const outboxWorker = startOutboxWorker({
    prisma: deps.db.prisma,
    outbox: made.outbox,
    notify: deps.config.notify,
    publicUrl: deps.config.publicUrl,
    log: app.log,
    isReady: () => deps.readiness?.ready ?? true,
  });
  const digest = startUnansweredDigest({
    prisma: deps.db.prisma,
    outbox: made.outbox,
    notify: deps.config.notify,
    log: app.log,
  });
  const reminders = startOverdueReminders({
    prisma: deps.db.prisma,
    outbox: made.outbox,
    log: app.log,
    isReady: () => deps.readiness?.ready ?? true,
    checkMs: deps.config.reminderCheckMs,
  });
  // Fastify runs this after the server has closed and its requests have ended; the database goes
  // last, once nothing that writes to it is left.
  app.addHook('onClose', async () => {
    await made.chat.exchanges.close();
    await digest.stop();
    await reminders.stop();
    await outboxWorker.stop();
    await made.pdf.close();
    await made.chat.assistant.close();
    redis?.disconnect();
    await deps.db.close();
  });
});
