import type { FastifyPluginAsync } from 'fastify';
import type { RouteOptions } from '../plugins/services.ts';
import { buildRobots } from '../services/seo/robots.ts';
import { buildSitemap } from '../services/seo/sitemap.ts';

export const seoRoutes: FastifyPluginAsync<RouteOptions> = async (app, { db, config }) => {
  const { prisma } = db;
  // The site's public origin: every URL in these files is absolute on it.
  const { publicUrl } = config;
  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await buildSitemap(prisma, publicUrl);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', async (_request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(buildRobots(publicUrl));
  });
};
