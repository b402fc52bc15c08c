// The admin REST paths of product.md §7 and the case-study writes. One encapsulated plugin whose
// onRequest hook checks the bearer token before any of its routes runs (401 / 403 / 429).
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CaseStudyCreate,
  CaseStudyUpdate,
  ConversationListQuery,
  IdParams,
  MarkAllRead,
  ResumeListQuery,
  RevisionRestore,
  type RestAnswer,
} from '@agency/schema';
import { notFound } from '../errors.ts';
import {
  caseStudyRevisions,
  createCaseStudy,
  restoreCaseStudy,
  updateCaseStudy,
} from '../services/admin/caseStudies.ts';
import {
  conversationDetail,
  conversationMessages,
  listConversations,
} from '../services/admin/conversations.ts';
import { markAllRead, unreadCounts } from '../services/admin/reads.ts';
import { documentFile, listResumes, resumeFile } from '../services/admin/files.ts';
import type { ServedFile } from '../services/files/storage.ts';
import { sendStoredFile } from '../http/storedFile.ts';
import type { Actor } from '../services/admin/auth.ts';
import type { RouteOptions } from '../plugins/services.ts';
import { adminAssistantRoutes } from './adminAssistant.ts';
import { adminCareerRoutes } from './adminCareers.ts';
import { adminDeliveryRoutes } from './adminDeliveries.ts';
import { adminLeadRoutes } from './adminLeads.ts';
import { adminReplyRoutes } from './adminReplies.ts';
import { adminReportRoutes } from './adminReports.ts';
import { adminStaffRoutes } from './adminStaff.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The person whose token authorized the request (audit lines name them). */
    adminActor: Actor;
  }
}

/** Admin files are private: never cached by a browser or a proxy. */
function sendPrivateFile(
  reply: FastifyReply,
  file: ServedFile,
  disposition: 'inline' | 'attachment',
) {
  reply.header('Cache-Control', 'private, no-store');
  return sendStoredFile(reply, file, reply.request.headers.range, disposition);
}

export const adminRoutes: FastifyPluginAsyncZod<RouteOptions> = async (app, options) => {
  const { prisma } = options.db;
  const guard = app.services.adminGuard;

  // No default: the hook below sets it before any route runs, and Fastify refuses an object as one.
  app.decorateRequest('adminActor');
  app.addHook('onRequest', async (request, reply) => {
    request.adminActor = await guard.verify(request.headers.authorization, request.ip);
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/api/admin/conversations',
    { schema: { querystring: ConversationListQuery } },
    async (request): Promise<RestAnswer<'GET /api/admin/conversations'>> =>
      listConversations(prisma, request.query, request.adminActor),
  );

  app.get('/api/admin/conversations/:id', { schema: { params: IdParams } }, async (request) =>
    conversationMessages(prisma, request.params.id),
  );

  app.get(
    '/api/admin/conversations/:id/detail',
    { schema: { params: IdParams } },
    async (request) => conversationDetail(prisma, request.params.id, request.adminActor),
  );

  app.get('/api/admin/unread', async (request) => unreadCounts(prisma, request.adminActor));

  app.post('/api/admin/unread/read-all', { schema: { body: MarkAllRead } }, async (request) =>
    markAllRead(prisma, request.adminActor, request.body),
  );

  app.get(
    '/api/admin/documents/:id/view',
    { schema: { params: IdParams } },
    async (request, reply) =>
      sendPrivateFile(reply, await documentFile(prisma, request.params.id), 'inline'),
  );

  app.get('/api/admin/resumes', { schema: { querystring: ResumeListQuery } }, async (request) =>
    listResumes(prisma, request.query),
  );

  app.get('/api/admin/resume/:id/view', { schema: { params: IdParams } }, async (request, reply) =>
    sendPrivateFile(reply, await resumeFile(prisma, request.params.id), 'inline'),
  );

  app.get(
    '/api/admin/resume/:id/download',
    { schema: { params: IdParams } },
    async (request, reply) =>
      sendPrivateFile(reply, await resumeFile(prisma, request.params.id), 'attachment'),
  );

  app.get(
    '/api/admin/case-studies/:id/revisions',
    { schema: { params: IdParams } },
    async (request) => caseStudyRevisions(prisma, request.params.id),
  );

  app.post(
    '/api/admin/case-studies/:id/restore',
    { schema: { params: IdParams, body: RevisionRestore } },
    async (request) =>
      restoreCaseStudy(prisma, request.params.id, request.body.revisionId, request.adminActor.name),
  );

  app.post(
    '/api/case-studies',
    { schema: { body: CaseStudyCreate }, bodyLimit: 256 * 1024 },
    async (request, reply) => {
      const study = await createCaseStudy(prisma, request.body, request.adminActor.name);
      return reply.status(201).header('Location', `/case-studies/${study.id}`).send(study);
    },
  );

  app.put(
    '/api/case-studies/:id',
    { schema: { params: IdParams, body: CaseStudyUpdate }, bodyLimit: 256 * 1024 },
    async (request) =>
      updateCaseStudy(prisma, request.params.id, request.body, request.adminActor.name),
  );

  await app.register(adminStaffRoutes, options);
  await app.register(adminLeadRoutes, options);
  await app.register(adminDeliveryRoutes, options);
  await app.register(adminReplyRoutes, options);
  await app.register(adminCareerRoutes, options);
  await app.register(adminAssistantRoutes, options);
  await app.register(adminReportRoutes, options);

  // Any other admin path is still behind the token: without one it is 401, not a hint that it exists.
  app.all('/api/admin/*', async () => {
    throw notFound('Not found');
  });
};
