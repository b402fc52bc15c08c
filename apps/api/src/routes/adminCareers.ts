// The admin's role and candidate paths. Registered inside adminRoutes, whose hook checks the token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CandidateUpdate, IdParams, RoleCreate, RoleUpdate } from '@agency/schema';
import {
  candidateDetail,
  candidatesCsv,
  rolePipeline,
  updateCandidate,
} from '../services/admin/candidates.ts';
import { createRole, listAdminRoles, roleRevisions, updateRole } from '../services/admin/roles.ts';
import type { RouteOptions } from '../plugins/services.ts';

export const adminCareerRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { db: { prisma } },
) => {
  app.get('/api/admin/roles', async () => listAdminRoles(prisma));

  app.post(
    '/api/admin/roles',
    { schema: { body: RoleCreate }, bodyLimit: 256 * 1024 },
    async (request, reply) => {
      const role = await createRole(prisma, request.body, request.adminActor.name);
      return reply.status(201).header('Location', `/careers/${role.slug}`).send(role);
    },
  );

  app.put(
    '/api/admin/roles/:id',
    { schema: { params: IdParams, body: RoleUpdate }, bodyLimit: 256 * 1024 },
    async (request) => updateRole(prisma, request.params.id, request.body, request.adminActor.name),
  );

  app.get('/api/admin/roles/:id/revisions', { schema: { params: IdParams } }, async (request) =>
    roleRevisions(prisma, request.params.id),
  );

  app.get('/api/admin/roles/:id/candidates', { schema: { params: IdParams } }, async (request) =>
    rolePipeline(prisma, request.params.id),
  );

  app.get(
    '/api/admin/roles/:id/candidates.csv',
    { schema: { params: IdParams } },
    async (request, reply) => {
      const csv = await candidatesCsv(prisma, request.params.id);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header(
          'Content-Disposition',
          `attachment; filename="candidates-${request.params.id}-${day}.csv"`,
        )
        .send(csv);
    },
  );

  app.get('/api/admin/candidates/:id', { schema: { params: IdParams } }, async (request) =>
    candidateDetail(prisma, request.params.id),
  );

  app.patch(
    '/api/admin/candidates/:id',
    { schema: { params: IdParams, body: CandidateUpdate } },
    async (request) =>
      updateCandidate(prisma, request.params.id, request.body, request.adminActor.name),
  );
};
