// The public side of careers: the open roles and their filters, a role's page with its JobPosting
// data, 410 for a role that closed or expired, and the sitemap.
import { roles } from '@agency/db/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobPostingProblems } from '../../../scripts/testing/jobPosting.ts';
import { createTestApp } from './helper.ts';

const PUBLIC_URL = 'https://www.silverlakecreative.test';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script data-seo type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

const DAY = 86_400_000;

/** A role of this file's own, open unless told otherwise. */
async function makeRole(id: string, data: Record<string, unknown> = {}) {
  await t.prisma.role.create({
    data: {
      id,
      title: `Role ${id}`,
      track: 'full-time',
      discipline: 'design',
      workMode: 'on-site',
      payMin: 80_000,
      payMax: 95_000,
      payUnit: 'year',
      description: 'Design things people want to look at twice.',
      requirements: '- A portfolio',
      status: 'open',
      datePosted: new Date(Date.now() - 2 * DAY),
      validThrough: new Date(Date.now() + 30 * DAY),
      ...data,
    },
  });
}

describe('open roles', () => {
  it('lists the seeded roles, newest first, with filters by track and discipline', async () => {
    const all = await t.app.inject('/api/careers');
    expect(all.statusCode).toBe(200);
    const listed = (all.json() as { roles: { slug: string; datePosted: string }[] }).roles;
    expect(listed.map((role) => role.slug).sort()).toEqual(roles.map((role) => role.id).sort());
    const dates = listed.map((role) => role.datePosted);
    expect(dates).toEqual([...dates].sort().reverse());

    const interns = await t.caller().careers.list({ track: 'internship' });
    expect(interns.map((role) => role.slug)).toEqual(['summer-2027-creative-internship-cohort']);
    const media = await t.app.inject('/api/careers?discipline=media&track=full-time');
    expect((media.json() as { roles: { slug: string }[] }).roles.map((role) => role.slug)).toEqual([
      'paid-social-media-buyer',
    ]);
    // A hand-typed address with an unknown value is no filter, not an error.
    const odd = await t.app.inject('/api/careers?track=astronaut');
    expect(odd.statusCode).toBe(200);
    expect((odd.json() as { roles: unknown[] }).roles).toHaveLength(roles.length);
  });

  it('leaves out drafts, closed roles and roles past their validThrough', async () => {
    await makeRole('list-draft', { status: 'draft' });
    await makeRole('list-closed', { status: 'closed' });
    await makeRole('list-expired', { validThrough: new Date(Date.now() - 1000) });
    await makeRole('list-open');
    const slugs = (await t.caller().careers.list()).map((role) => role.slug);
    expect(slugs).toContain('list-open');
    expect(slugs).not.toContain('list-draft');
    expect(slugs).not.toContain('list-closed');
    expect(slugs).not.toContain('list-expired');
  });
});

describe('a role page', () => {
  it.each(roles.map((role) => role.id))(
    '/careers/%s carries valid JobPosting JSON-LD and its pay in the head',
    async (slug) => {
      const res = await t.app.inject(`/careers/${slug}`);
      expect(res.statusCode).toBe(200);
      const [posting] = jsonLd(res.body);
      expect(jobPostingProblems(posting)).toEqual([]);
      const seed = roles.find((role) => role.id === slug)!;
      expect(posting).toMatchObject({
        title: seed.title,
        url: `${PUBLIC_URL}/careers/${slug}`,
        baseSalary: { value: { minValue: seed.payMin, maxValue: seed.payMax } },
        hiringOrganization: { name: 'Silver Lake Creative' },
      });
      expect(res.body).toContain(
        `<link data-seo rel="canonical" href="${PUBLIC_URL}/careers/${slug}" />`,
      );
    },
  );

  it('answers 410 for a closed or expired role, with a link to the open roles, not indexed', async () => {
    await makeRole('page-closed', { status: 'closed' });
    await makeRole('page-expired', { validThrough: new Date(Date.now() - 1000) });
    for (const slug of ['page-closed', 'page-expired']) {
      const res = await t.app.inject(`/careers/${slug}`);
      expect(res.statusCode, slug).toBe(410);
      expect(res.body).toContain('noindex');
      expect(jsonLd(res.body)).toEqual([]);
      expect(await t.caller().careers.bySlug({ slug })).toEqual({
        state: 'closed',
        slug,
        title: `Role ${slug}`,
      });
    }
  });

  it('a role that expires while its page is kept answers 410 within the minute', async () => {
    await makeRole('page-expiring', { validThrough: new Date(Date.now() + 1500) });
    expect((await t.app.inject('/careers/page-expiring')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    // Same content version: only the page's minute tells it apart; a minute later it is 410.
    const later = Date.now() + 61_000;
    const realNow = Date.now;
    Date.now = () => later;
    try {
      expect((await t.app.inject('/careers/page-expiring')).statusCode).toBe(410);
    } finally {
      Date.now = realNow;
    }
  });

  it('a draft, or a slug no role has, is not found', async () => {
    await makeRole('page-draft', { status: 'draft' });
    for (const path of ['/careers/page-draft', '/careers/nobody-here', '/careers/%00']) {
      expect((await t.app.inject(path)).statusCode, path).toBe(404);
    }
    await expect(t.caller().careers.bySlug({ slug: 'page-draft' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('the sitemap', () => {
  it('lists /careers and the open roles, not the closed or expired ones', async () => {
    await makeRole('map-closed', { status: 'closed' });
    await makeRole('map-expired', { validThrough: new Date(Date.now() - 1000) });
    const xml = (await t.app.inject('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${PUBLIC_URL}/careers</loc>`);
    for (const role of roles) expect(xml).toContain(`<loc>${PUBLIC_URL}/careers/${role.id}</loc>`);
    expect(xml).not.toContain('/careers/map-closed');
    expect(xml).not.toContain('/careers/map-expired');
  });
});
