// sitemap.xml from the live data: every static page, service and case study.
import type { PrismaClient } from '@agency/db';
import { absoluteUrl, escapeHtml, STATIC_PAGES } from '@agency/schema';

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
  changefreq?: string;
  priority?: number;
}

/** Static pages first (the home page's lastmod is that of the newest content it shows), then services, then case studies. */
export async function loadSitemapEntries(prisma: PrismaClient): Promise<SitemapEntry[]> {
  const [services, caseStudies] = await Promise.all([
    prisma.service.findMany({
      select: { slug: true, updatedAt: true },
      orderBy: [{ sortOrder: 'asc' }, { slug: 'asc' }],
    }),
    prisma.caseStudy.findMany({
      select: { id: true, updatedAt: true },
      orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
    }),
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
