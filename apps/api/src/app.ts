import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { Redis } from 'ioredis';
import { once } from 'node:events';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { errorHandler } from './plugins/errors.ts';
import { security } from './plugins/security.ts';
import { webApp } from './plugins/web.ts';
import { adminRoutes } from './routes/admin.ts';
import { chatRoutes } from './routes/chat.ts';
import { fileRoutes } from './routes/files.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { publicRoutes } from './routes/public.ts';
import { seoRoutes } from './routes/seo.ts';
import { startOutboxWorker } from './services/outbox/worker.ts';
import { createContextInner, createServices, type AppDeps, type Services } from './trpc/context.ts';
import { appRouter, type AppRouter } from './trpc/root.ts';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: { level: deps.config.logLevel },
    // tRPC batches several procedures into one path segment.
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
    trustProxy: deps.config.trustProxy,
    // Uploads have their own, shorter deadlines (UPLOAD_DEADLINE_MS, UPLOAD_IDLE_MS); this is the
    // last word for any request whose body never finishes.
    requestTimeout: Math.max(120_000, deps.config.uploads.deadlineMs + 5_000),
    ...options,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  const { readiness } = deps;
  if (readiness) {
    // Until migrations are applied only liveness and readiness answer; the rest would fail anyway.
    app.addHook('onRequest', async (request, reply) => {
      if (readiness.ready || /^\/api\/(health|ready)(\?|$)/.test(request.url)) return;
      return reply.status(503).header('Retry-After', '2').send({
        error: 'UNAVAILABLE',
        message: 'The site is starting up. Please try again in a moment.',
      });
    });
  }
  await app.register(compress, { threshold: 1024 });
  const redis = deps.config.redisUrl
    ? new Redis(deps.config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    redis.on('error', (error) =>
      app.log.warn({ err: error }, 'redis unavailable; rate limits count per instance'),
    );
    app.addHook('onClose', async () => void redis.disconnect());
    // Counting starts shared only once connected; a Redis that is down does not hold up the start.
    await Promise.race([
      once(redis, 'ready').catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 3000).unref()),
    ]);
  }
  await app.register(security, {
    analytics: Boolean(deps.config.analyticsId),
    redis,
    https: deps.config.publicUrl.startsWith('https://'),
  });
  const services = createServices(deps, app.log, redis);
  app.decorate('services', services);
  app.addHook('onClose', () => services.pdf.close());
  // Every instance delivers the outbox; the claims keep them from delivering one attempt twice.
  const outbox = startOutboxWorker({
    prisma: deps.db.prisma,
    notify: deps.config.notify,
    publicUrl: deps.config.publicUrl,
    log: app.log,
    isReady: () => deps.readiness?.ready ?? true,
  });
  app.addHook('onClose', () => outbox.stop());
  await app.register(publicRoutes, { ...deps, content: services.content });
  await app.register(seoRoutes, { prisma: deps.db.prisma, publicUrl: deps.config.publicUrl });
  await app.register(chatRoutes, { services });
  await app.register(multipart, { throwFileSizeLimit: false });
  await app.register(fileRoutes, { prisma: deps.db.prisma });
  await app.register(adminRoutes, { deps });
  await app.register(uploadRoutes, {
    prisma: deps.db.prisma,
    adminGuard: services.adminGuard,
    uploadsPerMinute: deps.config.uploadsPerMinute,
    limits: deps.config.uploads,
    gate: services.uploadGate,
    pdf: services.pdf,
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) =>
        createContextInner(deps, services, req.ip, req.headers.authorization ?? null),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  await app.register(webApp, {
    webDist: deps.config.webDist,
    prisma: deps.db.prisma,
    publicUrl: deps.config.publicUrl,
    content: services.content,
    analyticsId: deps.config.analyticsId,
  });
  return app;
}
