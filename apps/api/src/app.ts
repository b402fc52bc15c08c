import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { isIP } from 'node:net';
import type { Config } from './env.ts';
import { DomainError } from './errors.ts';
import { errorHandler } from './plugins/errors.ts';
import { security } from './plugins/security.ts';
import { services, type AppDeps } from './plugins/services.ts';
import { webApp } from './plugins/web.ts';
import { adminRoutes } from './routes/admin.ts';
import { chatRoutes } from './routes/chat.ts';
import { fileRoutes } from './routes/files.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { publicRoutes } from './routes/public.ts';
import { seoRoutes } from './routes/seo.ts';
import { createContextInner } from './trpc/context.ts';
import { appRouter, type AppRouter } from './trpc/root.ts';

/**
 * Fastify reads a bare hop count as "trust no hop" (it cannot tell a proxy from a client); behind a
 * proxy whose address is not known in advance, the hops it adds are trusted by position instead.
 */
function trustedHops(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}) {
  const app = Fastify({
    logger: {
      level: deps.config.logLevel,
      // Query strings hold what staff searched for (emails, names) and must not outlive a
      // person's deletion in the logs: a request is logged by its path.
      serializers: {
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: request.url.replace(/\?.*$/s, '?…'),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    // tRPC batches several procedures into one path segment.
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
    trustProxy: trustedHops(deps.config.trustProxy),
    // Uploads have their own, shorter deadlines (UPLOAD_DEADLINE_MS, UPLOAD_IDLE_MS); this is the
    // last word for any request whose body never finishes.
    requestTimeout: Math.max(120_000, deps.config.uploads.deadlineMs + 5_000),
    ...options,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  if (deps.config.trustProxy !== false) {
    // What a trusted proxy passes on is an address; anything else (a client's own header reaching
    // a server it was told sits behind a proxy) must not become a rate-limit key or a stored IP.
    app.addHook('onRequest', async (request) => {
      if (!isIP(request.ip))
        throw new DomainError('BAD_REQUEST', 'X-Forwarded-For does not hold a client IP address');
    });
  }
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
  await app.register(services, deps);
  await app.register(security, {
    analytics: Boolean(deps.config.analyticsId),
    redis: app.services.redis,
    https: deps.config.publicUrl.startsWith('https://'),
  });
  await app.register(publicRoutes, deps);
  await app.register(seoRoutes, deps);
  await app.register(chatRoutes, deps);
  await app.register(multipart, { throwFileSizeLimit: false });
  await app.register(fileRoutes, deps);
  await app.register(adminRoutes, deps);
  await app.register(uploadRoutes, deps);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req }) =>
        createContextInner(deps, app.services, req.ip, req.headers.authorization ?? null),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  await app.register(webApp, deps);
  return app;
}
