// The admin's reply paths: templates, and an email to a lead. Registered inside adminRoutes, whose
// hook checks the token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, LeadReplyInput, ReplyTemplateInput } from '@agency/schema';
import {
  createReplyTemplate,
  deleteReplyTemplate,
  listReplyTemplates,
  sendLeadReply,
  updateReplyTemplate,
} from '../services/admin/replies.ts';
import type { RouteOptions } from '../plugins/services.ts';

export const adminReplyRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { config, db: { prisma } },
) => {
  const settings = { notify: config.notify, signature: config.replySignature };

  app.get('/api/admin/reply-templates', async () => listReplyTemplates(prisma));

  app.post(
    '/api/admin/reply-templates',
    { schema: { body: ReplyTemplateInput } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createReplyTemplate(prisma, request.body, request.adminActor.name)),
  );

  app.put(
    '/api/admin/reply-templates/:id',
    { schema: { params: IdParams, body: ReplyTemplateInput } },
    async (request) =>
      updateReplyTemplate(prisma, request.params.id, request.body, request.adminActor.name),
  );

  app.delete('/api/admin/reply-templates/:id', { schema: { params: IdParams } }, async (request) =>
    deleteReplyTemplate(prisma, request.params.id),
  );

  app.post(
    '/api/admin/leads/:id/replies',
    { schema: { params: IdParams, body: LeadReplyInput } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sendLeadReply(
            prisma,
            app.services.outbox,
            request.params.id,
            request.body,
            request.adminActor,
            settings,
          ),
        ),
  );
};
