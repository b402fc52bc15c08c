// The admin's lead paths. Registered inside adminRoutes, whose hook checks the token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import {
  IdParams,
  LeadBulk,
  LeadDeletion,
  LeadListQuery,
  LeadMerge,
  LeadMergeQuery,
  LeadUpdate,
  SuggestionDecision,
  SuggestionParams,
} from '@agency/schema';
import {
  bulkLeads,
  decideSuggestion,
  deleteLead,
  exportLead,
  leadDetail,
  leadsCsv,
  listLeads,
  updateLead,
} from '../services/admin/leads.ts';
import { mergeLeads, mergePreview } from '../services/admin/leadMerge.ts';
import type { RouteOptions } from '../plugins/services.ts';

export const adminLeadRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { db: { prisma } },
) => {
  const { outbox } = app.services;
  app.get('/api/admin/leads', { schema: { querystring: LeadListQuery } }, async (request) =>
    listLeads(prisma, request.query, request.adminActor),
  );

  app.get(
    '/api/admin/leads.csv',
    { schema: { querystring: LeadListQuery } },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('Content-Disposition', `attachment; filename="leads-${day}.csv"`)
        .send(Readable.from(leadsCsv(prisma, request.query, request.adminActor)));
    },
  );

  app.post('/api/admin/leads/bulk', { schema: { body: LeadBulk } }, async (request) =>
    bulkLeads(prisma, outbox, request.body, request.adminActor.name),
  );

  app.get('/api/admin/leads/:id', { schema: { params: IdParams } }, async (request) =>
    leadDetail(prisma, request.params.id, request.adminActor),
  );

  app.patch(
    '/api/admin/leads/:id',
    { schema: { params: IdParams, body: LeadUpdate } },
    async (request) =>
      updateLead(prisma, outbox, request.params.id, request.body, request.adminActor.name),
  );

  app.get(
    '/api/admin/leads/:id/merge',
    { schema: { params: IdParams, querystring: LeadMergeQuery } },
    async (request) => mergePreview(prisma, request.params.id, request.query),
  );

  app.post(
    '/api/admin/leads/:id/merge',
    { schema: { params: IdParams, body: LeadMerge } },
    async (request) =>
      mergeLeads(prisma, outbox, request.params.id, request.body, request.adminActor.name),
  );

  app.post(
    '/api/admin/leads/:id/suggestions/:suggestionId',
    { schema: { params: SuggestionParams, body: SuggestionDecision } },
    async (request) =>
      decideSuggestion(
        prisma,
        outbox,
        request.params.id,
        request.params.suggestionId,
        request.body,
        request.adminActor.name,
      ),
  );

  app.get(
    '/api/admin/leads/:id/export',
    { schema: { params: IdParams } },
    async (request, reply) => {
      const data = await exportLead(prisma, request.params.id, request.adminActor.name);
      return reply
        .header('Content-Disposition', `attachment; filename="lead-${data.lead.id}.json"`)
        .send(data);
    },
  );

  app.delete(
    '/api/admin/leads/:id',
    { schema: { params: IdParams, body: LeadDeletion } },
    async (request) =>
      deleteLead(prisma, outbox, request.params.id, request.body, request.adminActor.name),
  );
};
