// The admin's staff paths: tokens for named people, made, listed, given an email and revoked by
// an owner.
// Registered inside adminRoutes, whose hook checks the token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, StaffCreate, StaffUpdate } from '@agency/schema';
import {
  activeStaff,
  createStaff,
  listStaff,
  revokeStaff,
  updateStaff,
} from '../services/admin/staff.ts';
import type { RouteOptions } from '../plugins/services.ts';

export const adminStaffRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { db: { prisma } },
) => {
  app.get('/api/admin/staff', async (request) => listStaff(prisma, request.adminActor));

  app.get('/api/admin/staff/active', async () => activeStaff(prisma));

  app.post('/api/admin/staff', { schema: { body: StaffCreate } }, async (request, reply) =>
    reply.status(201).send(await createStaff(prisma, request.body, request.adminActor)),
  );

  app.patch(
    '/api/admin/staff/:id',
    { schema: { params: IdParams, body: StaffUpdate } },
    async (request) => updateStaff(prisma, request.params.id, request.body, request.adminActor),
  );

  app.post('/api/admin/staff/:id/revoke', { schema: { params: IdParams } }, async (request) =>
    revokeStaff(prisma, request.params.id, request.adminActor),
  );
};
