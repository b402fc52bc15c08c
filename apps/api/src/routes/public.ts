import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caseStudyMap } from '../services/caseStudies.ts';
import { health } from '../services/health.ts';
import { checkReady } from '../services/readiness.ts';
import { getPhysicsConfig } from '../services/physics.ts';
import { getService } from '../services/services.ts';
import type { AppDeps } from '../trpc/context.ts';

export const publicRoutes: FastifyPluginAsyncZod<AppDeps> = async (
  app,
  { db, readiness = { ready: true, reason: 'ready' } },
) => {
  const { prisma } = db;

  app.get('/api/health', async () => health(db.kind));

  app.get('/api/ready', async (_request, reply) => {
    const { ok, body } = await checkReady(db, readiness);
    return reply.status(ok ? 200 : 503).send(body);
  });

  app.get('/api/case-studies', async () => caseStudyMap(prisma));

  app.get('/case-studies-bundle.json', async () => caseStudyMap(prisma));

  app.get(
    '/api/services/:slug',
    { schema: { params: z.object({ slug: z.string().min(1).max(200) }) } },
    async (request) => getService(prisma, request.params.slug),
  );

  app.get(
    '/api/physics-config/:persona',
    { schema: { params: z.object({ persona: z.string().min(1).max(100) }) } },
    async (request) => getPhysicsConfig(prisma, request.params.persona),
  );
};
