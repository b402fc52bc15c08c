import { CaseStudy, CaseStudyListResponse, PhysicsConfig, Service } from '@agency/schema';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePage } from '../src/services/seo/pageHead.ts';
import { createTestApp } from './helper.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const caller = () => t.caller();

describe('GET /api/health', () => {
  it('answers ok with the kind of database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    const expected = t.databaseKind === 'postgres' ? 'postgres' : 'embedded';
    expect(res.json()).toEqual({ status: 'ok', database: expected });
    expect(await caller().health()).toEqual(res.json());
  });
});

describe('GET /api/ready', () => {
  it('answers ready once the database is migrated', async () => {
    const res = await t.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready' });
  });

  it('while migrations run: not ready, health still answers, other paths 503', async () => {
    const starting = await createTestApp({}, { ready: false, reason: 'applying migrations' });
    try {
      expect((await starting.app.inject('/api/ready')).json()).toEqual({
        status: 'starting',
        message: 'applying migrations',
      });
      expect((await starting.app.inject('/api/ready')).statusCode).toBe(503);
      expect((await starting.app.inject('/api/health')).statusCode).toBe(200);
      const blocked = await starting.app.inject('/api/case-studies');
      expect(blocked.statusCode).toBe(503);
      expect(blocked.headers['retry-after']).toBe('2');
    } finally {
      await starting.close();
    }
  });
});

describe('case study listings', () => {
  it('GET /api/case-studies keys valid case studies by id, imax included', async () => {
    const res = await t.app.inject('/api/case-studies');
    expect(res.statusCode).toBe(200);
    const body = CaseStudyListResponse.parse(res.json());
    const ids = Object.keys(body.caseStudies);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(ids).toContain('imax');
    for (const [id, study] of Object.entries(body.caseStudies)) {
      expect(study.id).toBe(id);
      expect(CaseStudy.safeParse(study).success).toBe(true);
    }
  });

  it('GET /case-studies-bundle.json keys the same studies by slug', async () => {
    const res = await t.app.inject('/case-studies-bundle.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const bundle = CaseStudyListResponse.parse(res.json());
    const list = (await t.app.inject('/api/case-studies')).json() as CaseStudyListResponse;
    expect(Object.keys(bundle.caseStudies).sort()).toEqual(Object.keys(list.caseStudies).sort());
    expect(bundle.caseStudies.imax?.client).toBe('IMAX');
  });

  it('tRPC caseStudies.list and bundle return the REST data', async () => {
    const list = (await t.app.inject('/api/case-studies')).json();
    expect(JSON.parse(JSON.stringify(await caller().caseStudies.list()))).toEqual(list);
    expect(JSON.parse(JSON.stringify(await caller().caseStudies.bundle()))).toEqual(list);
  });

  it('a new row shows in both listings at once', async () => {
    await t.prisma.caseStudy.create({
      data: {
        id: 'fresh-study',
        client: 'Fresh Co',
        title: 'Fresh Study',
        industry: 'Retail',
        challenge: 'A new challenge.',
        images: {},
      },
    });
    const res = await t.app.inject('/case-studies-bundle.json');
    expect(res.json().caseStudies['fresh-study']).toMatchObject({
      client: 'Fresh Co',
      execution: [],
      tags: [],
    });
  });
});

describe('cached public reads', () => {
  const listing = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/case-studies', headers });

  it('the listing carries an ETag; a client holding it gets 304 with no body', async () => {
    const first = await listing();
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    const again = await listing({ 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    const weak = await listing({ 'if-none-match': `"other", W/${first.headers.etag}` });
    expect(weak.statusCode).toBe(304);
    expect((await listing({ 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Both listing paths are the same body.
    const bundle = await t.app.inject('/case-studies-bundle.json');
    expect(bundle.headers.etag).toBe(first.headers.etag);
  });

  it('answers in brotli or gzip as the client accepts, the same JSON each way', async () => {
    const plain = await listing();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await listing({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await listing({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const refused = await listing({ 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('an edit straight in the database shows on the next read, in listings, tRPC and pages', async () => {
    const before = await listing();
    const pageBefore = await t.app.inject('/case-studies/imax');
    await t.prisma.caseStudy.update({
      where: { id: 'imax' },
      data: { title: 'IMAX, freshly edited' },
    });
    const after = await listing();
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json().caseStudies.imax.title).toBe('IMAX, freshly edited');
    expect((await listing({ 'if-none-match': before.headers.etag as string })).statusCode).toBe(
      200,
    );
    expect((await caller().caseStudies.list()).caseStudies.imax?.title).toBe(
      'IMAX, freshly edited',
    );
    const page = await t.app.inject('/case-studies/imax');
    expect(page.headers.etag).not.toBe(pageBefore.headers.etag);
    expect(page.body).toContain('IMAX, freshly edited');
  });

  it('pages carry ETags and compress; missing pages are 404 every time', async () => {
    const page = await t.app.inject({
      url: '/case-studies/imax',
      headers: { 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('br');
    const held = await t.app.inject({
      url: '/case-studies/imax',
      headers: { 'if-none-match': page.headers.etag as string },
    });
    expect(held.statusCode).toBe(304);
    for (let i = 0; i < 2; i++) {
      const missing = await t.app.inject('/case-studies/no-such-study');
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<html');
    }
  });
});

describe('GET /api/services/{slug}', () => {
  const linked = [
    'creative-campaigns',
    'digital-marketing',
    'video-production',
    'brand-strategy',
    'media-buying',
    'social-media',
    'influencer-marketing',
  ];

  it.each(linked)('answers the service %s', async (slug) => {
    const res = await t.app.inject(`/api/services/${slug}`);
    expect(res.statusCode).toBe(200);
    const service = Service.parse(res.json());
    expect(service.slug).toBe(slug);
    expect(service.approach.length).toBeGreaterThan(0);
  });

  it('404s with a JSON error for an unknown slug, on REST and tRPC', async () => {
    const res = await t.app.inject('/api/services/underwater-basket-weaving');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'NOT_FOUND',
      message: "Service 'underwater-basket-weaving' not found",
    });
    await expect(
      caller().services.bySlug({ slug: 'underwater-basket-weaving' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('tRPC over HTTP answers the same service', async () => {
    const rest = (await t.app.inject('/api/services/brand-strategy')).json();
    const res = await t.app.inject(
      `/trpc/services.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: 'brand-strategy' }))}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data).toEqual(rest);
  });
});

describe('GET /api/physics-config/{persona}', () => {
  it.each(['creative-director', 'startup-founder', 'marketing-manager'])(
    'answers the %s config',
    async (persona) => {
      const res = await t.app.inject(`/api/physics-config/${persona}`);
      expect(res.statusCode).toBe(200);
      const config = PhysicsConfig.parse(res.json());
      expect(config.personaId).toBe(persona);
      expect(await caller().physics.byPersona({ persona })).toEqual(res.json());
    },
  );

  it('falls back to the default for an unknown persona', async () => {
    const res = await t.app.inject('/api/physics-config/astronaut');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      personaId: 'default',
      isDefault: true,
      // product.md §9's defaults, written out: checked against the product, not the constant.
      mass: 1,
      tension: 170,
      friction: 26,
      precision: 0.01,
    });
  });
});

describe('the web app and unknown paths', () => {
  it.each([
    '/',
    '/admin',
    '/contact',
    '/about',
    '/privacy-policy',
    '/los-angeles-advertising-agency',
    '/password-manager-content-marketing',
    '/case-studies/imax',
    '/services/brand-strategy',
    // The staff email's link to a lead: the admin app opens it.
    '/admin/leads/5e0f6a55-3f7e-4a51-8a4f-1d2e3c4b5a69',
  ])('serves the app for %s with 200', async (path) => {
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it.each([
    '/nope',
    '/case-studies/no-such-study',
    '/services/no-such-service',
    '/admin/extra/deep',
  ])('answers %s with status 404 and the app (which shows its 404 page)', async (path) => {
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('a NUL in a page slug', () => {
  it('names no page, found before the database is asked (Postgres refuses NUL and logged an error each time)', async () => {
    for (const path of ['/case-studies/%00', '/case-studies/imax%00', '/services/%00']) {
      expect(await resolvePage(t.prisma, path, 'http://localhost')).toMatchObject({ found: false });
      expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: '/api/services/%00' })).statusCode).toBe(400);
  });
});
