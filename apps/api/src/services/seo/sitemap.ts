// sitemap.xml from the live data: every static page, service, case study and open role.
import type { PrismaClient } from '@agency/db';
import { absoluteUrl, escapeHtml, STATIC_PAGES } from '@agency/schema';
import { listOpenRoles } from '../careers/roles.ts';

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
  changefreq?: string;
  priority?: number;
}

/**
 * Static pages first (the home page's lastmod is that of the newest content it shows), then
 * services, case studies and the roles open now (a closed or expired one answers 410 and leaves).
 */
export async function loadSitemapEntries(prisma: PrismaClient): Promise<SitemapEntry[]> {
  const [services, caseStudies, roles] = await Promise.all([
    prisma.service.findMany({
      select: { slug: true, updatedAt: true },
      orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }],
    }),
    prisma.caseStudy.findMany({
      select: { id: true, updatedAt: true },
      orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
    }),
    listOpenRoles(prisma),
  ]);
  const times = [...services, ...caseStudies].map((row) => row.updatedAt.getTime());
  const newest = times.length > 0 ? new Date(Math.max(...times)) : undefined;

  const pages: SitemapEntry[] = STATIC_PAGES.filter((page) => page.inSitemap).map((page) => ({
    path: page.path,
    lastmod: page.path === '/' ? newest : undefined,
    changefreq: page.changefreq,
    priority: page.priority,
  }));
  return [
    ...pages,
    ...services.map((row) => ({
      path: `/services/${row.slug}`,
      lastmod: row.updatedAt,
      changefreq: 'monthly',
      priority: 0.8,
    })),
    ...caseStudies.map((row) => ({
      path: `/case-studies/${row.id}`,
      lastmod: row.updatedAt,
      changefreq: 'monthly',
      priority: 0.7,
    })),
    ...roles.map((role) => ({
      path: `/careers/${role.slug}`,
      lastmod: new Date(role.updatedAt),
      changefreq: 'weekly',
      priority: 0.6,
    })),
  ];
}

export function renderSitemap(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const parts = [`    <loc>${escapeHtml(absoluteUrl(origin, entry.path))}</loc>`];
    if (entry.lastmod) parts.push(`    <lastmod>${entry.lastmod.toISOString()}</lastmod>`);
    if (entry.changefreq) parts.push(`    <changefreq>${entry.changefreq}</changefreq>`);
    if (entry.priority !== undefined)
      parts.push(`    <priority>${entry.priority.toFixed(1)}</priority>`);
    return `  <url>\n${parts.join('\n')}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export async function buildSitemap(prisma: PrismaClient, origin: string): Promise<string> {
  return renderSitemap(await loadSitemapEntries(prisma), origin);
}
