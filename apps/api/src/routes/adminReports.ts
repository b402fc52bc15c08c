// The Dashboard's figures and each chart's CSV. Registered inside adminRoutes, whose hook checks the token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportCsvParams, ReportQuery } from '@agency/schema';
import { dashboardReport, reportCsv } from '../services/admin/reports.ts';
import type { RouteOptions } from '../plugins/services.ts';

export const adminReportRoutes: FastifyPluginAsyncZod<RouteOptions> = async (
  app,
  { db: { prisma } },
) => {
  app.get('/api/admin/reports', { schema: { querystring: ReportQuery } }, async (request) =>
    dashboardReport(prisma, request.query),
  );

  app.get(
    '/api/admin/reports/:chart.csv',
    { schema: { params: ReportCsvParams, querystring: ReportQuery } },
    async (request, reply) => {
      const { chart } = request.params;
      const { from, to } = request.query;
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header('Content-Disposition', `attachment; filename="${chart}-${from}-to-${to}.csv"`)
        .send(await reportCsv(prisma, chart, request.query));
    },
  );
};
