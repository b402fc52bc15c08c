import type { PrismaClient } from '@agency/db';
import type { FastifyPluginAsync } from 'fastify';
import { buildRobots } from '../services/seo/robots.ts';
import { buildSitemap } from '../services/seo/sitemap.ts';

export interface SeoRouteOptions {
  prisma: PrismaClient;
  /** The site's public origin (config.publicUrl): every URL in these files is absolute on it. */
  publicUrl: string;
}

export const seoRoutes: FastifyPluginAsync<SeoRouteOptions> = async (
  app,
  { prisma, publicUrl },
) => {
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
