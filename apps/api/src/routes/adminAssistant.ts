// The admin's Assistant paths: answers, the knowledge file and the Unanswered inbox. Registered
// inside adminRoutes, whose hook checks the token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnswerCreate,
  AnswerImportQuery,
  AnswerListQuery,
  AnswerUpdate,
  IdParams,
  RevisionRestore,
  UnansweredAttach,
  UnansweredListQuery,
} from '@agency/schema';
import { z } from 'zod';
import {
  answerDetail,
  answerRevisions,
  createAnswer,
  exportAnswers,
  importAnswers,
  listAnswers,
  restoreAnswer,
  updateAnswer,
} from '../services/admin/answers.ts';
import {
  answerUnanswered,
  attachUnanswered,
  dismissUnanswered,
  listUnanswered,
  unansweredDetail,
} from '../services/admin/unanswered.ts';
import type { RouteOptions } from '../plugins/services.ts';

/** A knowledge file of a few thousand answers with their phrasings. */
const FILE_LIMIT = 8 * 1024 * 1024;
const yes = (value: string) => value === 'true' || value === '1';

export const adminAssistantRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { db: { prisma } },
) => {
  const base = '/api/admin/assistant';

  app.get(`${base}/answers`, { schema: { querystring: AnswerListQuery } }, async (request) =>
    listAnswers(prisma, request.query),
  );

  app.post(`${base}/answers`, { schema: { body: AnswerCreate } }, async (request, reply) =>
    reply.status(201).send(await createAnswer(prisma, request.body, request.adminActor.name)),
  );

  app.get(`${base}/answers/:id`, { schema: { params: IdParams } }, async (request) =>
    answerDetail(prisma, request.params.id),
  );

  app.put(
    `${base}/answers/:id`,
    { schema: { params: IdParams, body: AnswerUpdate } },
    async (request) =>
      updateAnswer(prisma, request.params.id, request.body, request.adminActor.name),
  );

  app.get(`${base}/answers/:id/revisions`, { schema: { params: IdParams } }, async (request) =>
    answerRevisions(prisma, request.params.id),
  );

  app.post(
    `${base}/answers/:id/restore`,
    { schema: { params: IdParams, body: RevisionRestore } },
    async (request) =>
      restoreAnswer(prisma, request.params.id, request.body.revisionId, request.adminActor.name),
  );

  app.get(`${base}/export`, async (_request, reply) => {
    const file = await exportAnswers(prisma);
    return reply
      .header(
        'Content-Disposition',
        `attachment; filename="assistant-answers-${file.exportedAt.slice(0, 10)}.json"`,
      )
      .send(file);
  });

  // The body is the exported file as it is; the options are in the query string.
  app.post(
    `${base}/import`,
    { schema: { querystring: AnswerImportQuery, body: z.unknown() }, bodyLimit: FILE_LIMIT },
    async (request) =>
      importAnswers(
        prisma,
        {
          dryRun: yes(request.query.dryRun),
          createNew: yes(request.query.createNew),
          file: request.body as never,
        },
        request.adminActor.name,
      ),
  );

  app.get(`${base}/unanswered`, { schema: { querystring: UnansweredListQuery } }, async (request) =>
    listUnanswered(prisma, request.query),
  );

  app.get(`${base}/unanswered/:id`, { schema: { params: IdParams } }, async (request) =>
    unansweredDetail(prisma, request.params.id),
  );

  app.post(
    `${base}/unanswered/:id/attach`,
    { schema: { params: IdParams, body: UnansweredAttach } },
    async (request) =>
      attachUnanswered(prisma, request.params.id, request.body, request.adminActor.name),
  );

  app.post(
    `${base}/unanswered/:id/answer`,
    { schema: { params: IdParams, body: AnswerCreate } },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await answerUnanswered(prisma, request.params.id, request.body, request.adminActor.name),
        ),
  );

  app.post(`${base}/unanswered/:id/dismiss`, { schema: { params: IdParams } }, async (request) =>
    dismissUnanswered(prisma, request.params.id, request.adminActor.name),
  );
};
