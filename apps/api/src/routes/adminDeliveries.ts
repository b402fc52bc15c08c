// The admin's delivery paths. Registered inside adminRoutes, whose hook checks the token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DeliveryListQuery, IdParams } from '@agency/schema';
import { listDeliveries, resendDelivery, staffEmailHealth } from '../services/outbox/deliveries.ts';
import type { RouteOptions } from '../plugins/services.ts';

export const adminDeliveryRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { config, db: { prisma } },
) => {
  app.get(
    '/api/admin/deliveries',
    { schema: { querystring: DeliveryListQuery } },
    async (request) => listDeliveries(prisma, request.query),
  );

  app.post('/api/admin/deliveries/:id/resend', { schema: { params: IdParams } }, async (request) =>
    resendDelivery(prisma, app.services.outbox, request.params.id, request.adminActor.name),
  );

  app.get('/api/admin/deliveries/health', async () =>
    staffEmailHealth(prisma, config.notify.emailAlertAfter),
  );
};
