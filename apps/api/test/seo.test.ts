import {
  AGENCY,
  CASE_STUDIES_BUNDLE_QUERY_URL,
  caseStudyDescription,
  META_DESCRIPTION_MAX,
  META_PRESETS,
  META_TITLE_MAX,
  serviceMeta,
} from '@agency/schema';
import { services } from '@agency/db/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';

const PUBLIC_URL = 'https://www.silverlakecreative.test';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

/** The unescaped content of `<meta {key}="{name}" content="…">` in the served head. */
function metaContent(html: string, key: 'name' | 'property', name: string): string | undefined {
  const match = new RegExp(`<meta data-seo ${key}="${name}" content="([^"]*)" />`).exec(html);
  return match?.[1]
    ?.replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function title(html: string): string | undefined {
  return /<title data-seo>([^<]*)<\/title>/
    .exec(html)?.[1]
    ?.replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'");
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script data-seo type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

describe('the head of the served HTML', () => {
  it('describes /case-studies/imax from the database: title, description, canonical, Open Graph, Twitter, JSON-LD', async () => {
    const res = await t.app.inject('/case-studies/imax');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const study = await t.prisma.caseStudy.findUniqueOrThrow({
      where: { id: 'imax' },
      select: { challenge: true, updatedAt: true },
    });
    const description = caseStudyDescription({ client: 'IMAX', challenge: study.challenge });

    expect(title(html)).toBe(`IMAX: Bigger Than Your Living Room | ${AGENCY.name}`);
    expect(metaContent(html, 'name', 'description')).toBe(description);
    expect(html).toContain(
      `<link data-seo rel="canonical" href="${PUBLIC_URL}/case-studies/imax" />`,
    );
    expect(metaContent(html, 'property', 'og:title')).toBe(title(html));
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/case-studies/imax`);
    expect(metaContent(html, 'property', 'og:image')).toBe(
      `${PUBLIC_URL}/media/case-studies/imax/hero.webp`,
    );
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'twitter:description')).toBe(description);

    const [node] = jsonLd(html);
    expect(node).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Bigger Than Your Living Room',
      description,
      about: { '@type': 'Organization', name: 'IMAX' },
      image: `${PUBLIC_URL}/media/case-studies/imax/hero.webp`,
      dateModified: study.updatedAt.toISOString(),
    });
    expect(node?.keywords).toContain('Connected TV');
  });

  it('describes /services/brand-strategy from the database with a Service node', async () => {
    const res = await t.app.inject('/services/brand-strategy');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const service = await t.prisma.service.findUniqueOrThrow({
      where: { slug: 'brand-strategy' },
      select: { title: true, description: true },
    });
    const meta = serviceMeta('brand-strategy', service);

    expect(title(html)).toBe(`Brand Strategy in Los Angeles | ${AGENCY.name}`);
    expect(metaContent(html, 'name', 'description')).toBe(meta.description);
    expect(html).toContain(
      `<link data-seo rel="canonical" href="${PUBLIC_URL}/services/brand-strategy" />`,
    );
    expect(metaContent(html, 'property', 'og:title')).toBe(meta.title);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${PUBLIC_URL}/services/brand-strategy`);
    expect(metaContent(html, 'name', 'twitter:title')).toBe(meta.title);
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({
        '@type': 'Service',
        name: service.title,
        description: service.description,
        serviceType: 'Brand Strategy',
        provider: expect.objectContaining({ name: AGENCY.name }),
      }),
    ]);
  });

  it('gives each seeded service its own fitting description, served in its head', async () => {
    const titles = services.map((service) => service.title.toLowerCase());
    const served = new Map<string, string | undefined>();
    for (const service of services) {
      const html = (await t.app.inject(`/services/${service.slug}`)).body;
      const description = metaContent(html, 'name', 'description');
      served.set(service.slug, description);
      expect(description).toBe(serviceMeta(service.slug, service).description);
      // Fitting: it names its own service and no other one (social media is not media buying).
      const lower = description?.toLowerCase() ?? '';
      expect(lower, service.slug).toContain(service.title.toLowerCase());
      for (const other of titles.filter((title) => title !== service.title.toLowerCase())) {
        expect(lower, `${service.slug} names ${other}`).not.toContain(other);
      }
      expect(description?.endsWith('…'), service.slug).toBe(false);
    }
    expect(new Set(served.values()).size).toBe(services.length);
  });

  it("uses the service's own data and the 'Advertising Services' type when its slug names no kind", async () => {
    const [template] = services;
    await t.prisma.service.create({
      data: {
        ...template!,
        slug: 'experiential-events',
        title: 'Experiential Events',
        description: 'Pop-ups, launches and tours that people line up for.',
        sortOrder: services.length,
      },
    });
    const html = (await t.app.inject('/services/experiential-events')).body;
    expect(title(html)).toBe(`Experiential Events | ${AGENCY.name}`);
    expect(metaContent(html, 'name', 'description')).toBe(
      'Pop-ups, launches and tours that people line up for.',
    );
    expect(jsonLd(html)[0]).toMatchObject({
      '@type': 'Service',
      serviceType: 'Advertising Services',
    });
  });

  it("asks for the page's own code, its hero image and its data in the head, and the 404 page's code when missing", async () => {
    const html = (await t.app.inject('/case-studies/imax')).body;
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/CaseStudyPage.js">',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/case-studies/imax/hero.webp"' +
        ' imagesrcset="/media/case-studies/imax/hero.webp?w=800 800w, /media/case-studies/imax/hero.webp 1600w"' +
        ' imagesizes="(min-width: 75em) 1140px, 100vw">',
    );
    expect(html).toContain(
      `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${CASE_STUDIES_BUNDLE_QUERY_URL.replace('&', '&amp;')}">`,
    );
    const missing = (await t.app.inject('/case-studies/no-such-study')).body;
    expect(missing).toContain('href="/assets/NotFoundPage.js"');
    expect(missing).not.toContain('CaseStudyPage.js');
  });

  it('replaces the default head of index.html and keeps the rest of the page', async () => {
    const html = (await t.app.inject('/about')).body;
    expect(html).not.toContain('<!--app-head-->');
    expect(html).toContain('<div id="root"></div>');
    expect(title(html)).toBe(META_PRESETS.about.title);
    expect(jsonLd(html)[0]).toMatchObject({
      '@type': 'Organization',
      name: AGENCY.name,
      url: `${PUBLIC_URL}/`,
    });
    expect(html.match(/<title/g)).toHaveLength(1);
  });

  it.each([
    '/',
    '/contact',
    '/privacy-policy',
    '/los-angeles-advertising-agency',
    '/password-manager-content-marketing',
    '/about/',
  ])('gives %s its own title and canonical URL', async (path) => {
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(200);
    const canonicalPath = path.length > 1 ? path.replace(/\/$/, '') : path;
    expect(res.body).toContain(
      `<link data-seo rel="canonical" href="${PUBLIC_URL}${canonicalPath}" />`,
    );
    expect(title(res.body)?.length).toBeLessThanOrEqual(META_TITLE_MAX);
  });

  it('keeps every seeded case study and service within the metadata limits', async () => {
    const [studies, services] = await Promise.all([
      t.prisma.caseStudy.findMany({ select: { id: true } }),
      t.prisma.service.findMany({ select: { slug: true } }),
    ]);
    const paths = [
      ...studies.map((s) => `/case-studies/${s.id}`),
      ...services.map((s) => `/services/${s.slug}`),
    ];
    for (const path of paths) {
      const html = (await t.app.inject(path)).body;
      expect(title(html)?.length, path).toBeLessThanOrEqual(META_TITLE_MAX);
      expect(metaContent(html, 'name', 'description')?.length, path).toBeLessThanOrEqual(
        META_DESCRIPTION_MAX,
      );
      expect(jsonLd(html), path).toHaveLength(1);
    }
  });

  it('marks the admin page and unknown pages noindex, and keeps their statuses', async () => {
    for (const path of ['/admin', '/admin/leads/5e0f6a55-3f7e-4a51-8a4f-1d2e3c4b5a69']) {
      const admin = await t.app.inject(path);
      expect(admin.statusCode, path).toBe(200);
      expect(metaContent(admin.body, 'name', 'robots'), path).toBe('noindex, nofollow');
    }

    for (const path of ['/case-studies/no-such-study', '/services/no-such-service', '/nope']) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(title(res.body)).toBe(META_PRESETS.notFound.title);
      expect(metaContent(res.body, 'name', 'robots')).toBe('noindex, nofollow');
      expect(res.body).not.toContain('rel="canonical"');
    }
  });

  it('escapes data it puts in the head: HTML in attributes and text, `<` in JSON-LD', async () => {
    await t.prisma.caseStudy.create({
      data: {
        id: 'escape-test',
        client: 'Tom & "Jerry" <Co>',
        title: '</title><script>alert(1)</script>',
        industry: 'Retail',
        challenge: "It's a </script><script>alert(2)</script> kind of brief.",
        tags: ['</script>'],
        images: {},
      },
    });
    const res = await t.app.inject('/case-studies/escape-test');
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('</title><script>');
    expect(head).toContain('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(head).toContain('Tom &amp; &quot;Jerry&quot; &lt;Co&gt;');
    expect(head).toContain('\\u003c/script\\u003e');
    const [node] = jsonLd(res.body);
    expect(node?.headline).toBe('</title><script>alert(1)</script>');
    expect(node?.keywords).toBe('</script>');
  });
});

describe("our pictures' smaller copies", () => {
  const hero = '/media/case-studies/imax/hero.webp';

  it('sends the copy a srcset asks for, cached as the picture is', async () => {
    const copy = await t.app.inject(`${hero}?w=800`);
    expect(copy.statusCode).toBe(200);
    expect(copy.body).toBe('hero at 800');
    expect(copy.headers['content-type']).toBe('image/webp');
    expect(copy.headers['cache-control']).toBe('public, max-age=86400');
    expect((await t.app.inject({ method: 'HEAD', url: `${hero}?w=800` })).statusCode).toBe(200);
    expect((await t.app.inject(hero)).body).toBe('hero at 1600');
  });

  it('sends the picture itself for a width it has no copy at, or a picture without copies', async () => {
    for (const url of [`${hero}?w=801`, `${hero}?w=`, `${hero}?w=800x`, `${hero}?other=1`]) {
      const res = await t.app.inject(url);
      expect([url, res.statusCode, res.body]).toEqual([url, 200, 'hero at 1600']);
    }
    const logo = await t.app.inject('/media/logo.png?w=800');
    expect([logo.statusCode, logo.body]).toEqual([200, 'logo']);
  });

  it('never reaches outside the pictures, and a missing one is still missing', async () => {
    for (const url of [
      '/media/..%2Findex.html?w=800',
      '/media/case-studies/imax/..%2F..%2F..%2Findex.webp?w=800',
      '/media/case-studies/gone/hero.webp?w=800',
    ]) {
      const res = await t.app.inject(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('<!--app-head-->');
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public static page, service and case study, with lastmod from the data', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of [
      '/',
      '/about',
      '/contact',
      '/privacy-policy',
      '/los-angeles-advertising-agency',
      '/password-manager-content-marketing',
      '/careers',
    ]) {
      expect(locs).toContain(`${PUBLIC_URL}${path}`);
    }
    expect(locs.some((loc) => loc?.includes('/admin'))).toBe(false);

    const [services, studies] = await Promise.all([
      t.prisma.service.findMany({ select: { slug: true, updatedAt: true } }),
      t.prisma.caseStudy.findMany({ select: { id: true, updatedAt: true } }),
    ]);
    expect(services.length).toBeGreaterThanOrEqual(7);
    expect(studies.length).toBeGreaterThanOrEqual(8);
    for (const service of services) {
      expect(xml).toContain(
        `<loc>${PUBLIC_URL}/services/${service.slug}</loc>\n    <lastmod>${service.updatedAt.toISOString()}</lastmod>`,
      );
    }
    for (const study of studies) {
      expect(xml).toContain(
        `<loc>${PUBLIC_URL}/case-studies/${study.id}</loc>\n    <lastmod>${study.updatedAt.toISOString()}</lastmod>`,
      );
    }
    // The open roles: careers.test.ts checks which.
    const roles = locs.filter((loc) => loc?.startsWith(`${PUBLIC_URL}/careers/`));
    expect(roles.length).toBeGreaterThanOrEqual(5);
    expect(locs).toHaveLength(7 + services.length + studies.length + roles.length);
  });

  it('follows the data: an edited case study gets a new lastmod', async () => {
    const updated = await t.prisma.caseStudy.update({
      where: { id: 'vaultline' },
      data: { duration: '10 months' },
      select: { updatedAt: true },
    });
    const xml = (await t.app.inject('/sitemap.xml')).body;
    expect(xml).toContain(
      `<loc>${PUBLIC_URL}/case-studies/vaultline</loc>\n    <lastmod>${updated.updatedAt.toISOString()}</lastmod>`,
    );
  });
});

describe('GET /robots.txt', () => {
  it('disallows the admin area and points to the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /admin');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /');
  });
});
