import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PersonaParams, RoleFilters, ServiceSlugParams } from '@agency/schema';
import { listOpenRoles } from '../services/careers/roles.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendEncoded } from '../http/encoded.ts';
import type { RouteOptions } from '../plugins/services.ts';
import { encodeBody } from '../services/contentCache.ts';
import { health } from '../services/health.ts';
import { checkReady } from '../services/readiness.ts';
import { getPhysicsConfig } from '../services/physics.ts';
import { getService } from '../services/servicePages.ts';

export const publicRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { db, readiness = { ready: true, reason: 'ready' } },
) => {
  const { prisma } = db;
  const { content } = app.services;

  app.get('/api/health', async () => health(db.kind));

  app.get('/api/ready', async (_request, reply) => {
    const { ok, body } = await checkReady(db, readiness);
    return reply.status(ok ? 200 : 503).send(body);
  });

  // Both listings are one body, kept compressed with its ETag until the content changes; clients
  // revalidate each time (no-cache), which costs them a 304 while nothing changed.
  const caseStudyListing = async (request: FastifyRequest, reply: FastifyReply) => {
    const body = await content.response('listing:case-studies', async () =>
      encodeBody('application/json; charset=utf-8', JSON.stringify(await content.caseStudyMap())),
    );
    return sendEncoded(request, reply, body!, 'no-cache');
  };
  app.get('/api/case-studies', { compress: false }, caseStudyListing);
  app.get('/case-studies-bundle.json', { compress: false }, caseStudyListing);

  app.get('/api/services/:slug', { schema: { params: ServiceSlugParams } }, async (request) =>
    getService(prisma, request.params.slug),
  );

  app.get('/api/careers', { schema: { querystring: RoleFilters } }, async (request) => ({
    roles: await listOpenRoles(prisma, request.query),
  }));

  app.get('/api/physics-config/:persona', { schema: { params: PersonaParams } }, async (request) =>
    getPhysicsConfig(prisma, request.params.persona),
  );
};
