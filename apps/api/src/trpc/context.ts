import type { Database } from '@agency/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../env.ts';
import type { ChatDeps } from '../services/chat/index.ts';
import { createAssistantCache } from '../services/chat/knowledge.ts';
import { createContentVersion, createPublicContent } from '../services/contentCache.ts';
import { createChatLimiter } from '../services/chat/limits.ts';
import { createAdminGuard } from '../services/admin/guard.ts';
import { createUploadGate } from '../services/files/gate.ts';
import { createPdfPool } from '../services/files/pdfPool.ts';
import type { Readiness } from '../services/readiness.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  /** Set by the server while it migrates; tests build apps on a ready database. */
  readiness?: Readiness;
}

/** The long-lived collaborators of the domain functions, made once per app. */
export function createServices(deps: AppDeps, log: FastifyBaseLogger, redis?: Redis) {
  const version = createContentVersion(deps.db);
  const content = createPublicContent(deps.db.prisma, version);
  const chat: ChatDeps = {
    prisma: deps.db.prisma,
    assistant: createAssistantCache(deps.db.prisma, version, (error, message) =>
      log.error(
        { err: error, message: String(message).slice(0, 200) },
        'assistant failed; answered with the generic reply',
      ),
    ),
    limiter: createChatLimiter(deps.config.chatLimits, redis),
    model: deps.config.model,
    log,
  };
  const { uploads } = deps.config;
  return {
    chat,
    content,
    adminGuard: createAdminGuard(deps.config.adminTokens, { redis }),
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

/** Needs no request, so tests can call procedures with `createCaller`. */
export function createContextInner(
  deps: AppDeps,
  services: Services,
  userIp: string | null = null,
  authorization: string | null = null,
) {
  return {
    prisma: deps.db.prisma,
    databaseKind: deps.db.kind,
    config: deps.config,
    services,
    userIp,
    authorization,
  };
}

export type Context = ReturnType<typeof createContextInner>;
