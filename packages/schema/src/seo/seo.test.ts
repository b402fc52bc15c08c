import { describe, expect, it } from 'vitest';
import {
  AGENCY,
  META_CHALLENGE_EXCERPT,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
} from '../constants.ts';
import { CaseStudy, type CaseStudyInput } from '../entities.ts';
import {
  CASE_STUDY_DESCRIPTION_TAIL,
  changesWithTime,
  caseStudyDescription,
  caseStudyJsonLd,
  caseStudyMeta,
  caseStudySeo,
  caseStudyTitle,
  DEFAULT_SERVICE_TYPE,
  escapeHtml,
  headTags,
  LOS_ANGELES_FAQ,
  META_PRESETS,
  notFoundSeo,
  organizationJsonLd,
  renderHeadTags,
  serializeScriptJson,
  serviceJsonLd,
  SERVICE_KINDS,
  serviceKind,
  serviceMeta,
  serviceSeo,
  STATIC_PAGES,
  staticPageSeo,
  matchParamPage,
  pagePathOf,
} from './index.ts';

const ORIGIN = 'https://www.silverlakecreative.com';

const study = (overrides: Partial<CaseStudyInput> = {}) =>
  CaseStudy.parse({
    id: 'imax',
    client: 'IMAX',
    title: 'Bigger Than Your Living Room',
    industry: 'Entertainment',
    challenge:
      'Streaming windows had shrunk, and a growing share of Los Angeles moviegoers were happy to wait for a film to land at home. IMAX needed its releases to feel like events again.',
    tags: ['Entertainment', 'Connected TV'],
    images: {
      hero: '/media/case-studies/imax/hero.webp',
      thumbnail: '/media/case-studies/imax/thumbnail.webp',
    },
    ...overrides,
  });

describe('metadata presets', () => {
  it('has the presets product.md lists, each within the length limits', () => {
    for (const key of ['home', 'about', 'services', 'contact', 'caseStudies'] as const) {
      expect(META_PRESETS[key].title).toContain(AGENCY.name);
    }
    for (const meta of Object.values(META_PRESETS)) {
      expect(meta.title.length).toBeLessThanOrEqual(META_TITLE_MAX);
      expect(meta.description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      expect(meta.description.length).toBeGreaterThan(40);
      // Written to fit: none of them needs the cut.
      expect(meta.description.endsWith('…')).toBe(false);
    }
  });

  it('keeps the admin and 404 pages out of the index', () => {
    expect(META_PRESETS.admin.noindex).toBe(true);
    expect(META_PRESETS.notFound.noindex).toBe(true);
    expect(META_PRESETS.notFound.path).toBeUndefined();
    expect(META_PRESETS.home.noindex).toBeUndefined();
  });
});

describe('case study metadata', () => {
  it('describes a case study with the first 120 characters of its challenge and the fixed tail', () => {
    const subject = study();
    const description = caseStudyDescription(subject);
    const excerpt = subject.challenge.slice(0, META_CHALLENGE_EXCERPT).trimEnd();
    expect(description).toBe(`${excerpt}${CASE_STUDY_DESCRIPTION_TAIL}`);
    expect(description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
  });

  it('uses the whole challenge when it is shorter than the excerpt', () => {
    expect(caseStudyDescription(study({ challenge: 'A short brief.' }))).toBe(
      `A short brief.${CASE_STUDY_DESCRIPTION_TAIL}`,
    );
  });

  it('falls back to a sentence naming the client when there is no challenge', () => {
    const description = caseStudyDescription({ client: 'Fresh Co', challenge: '   ' });
    expect(description).toBe(
      `See how ${AGENCY.name} helped Fresh Co with strategy, creative and media that delivered measurable results.`,
    );
  });

  it('cuts the description to 155 characters, whatever the tail and the client', () => {
    const description = caseStudyDescription({ client: 'C'.repeat(300), challenge: '' });
    expect(description.length).toBe(META_DESCRIPTION_MAX);
    expect(description.endsWith('…')).toBe(true);
  });

  it('titles a case study with client, title and agency, cut to 60 characters', () => {
    expect(caseStudyTitle(study())).toBe(`IMAX: Bigger Than Your Living Room | ${AGENCY.name}`);
    const long = caseStudyTitle(
      study({
        client: 'Pacific Coast Credit Union',
        title: 'The Bank Next Door, Reimagined for Everyone',
      }),
    );
    expect(long.length).toBeLessThanOrEqual(META_TITLE_MAX);
    expect(long.startsWith('Pacific Coast Credit Union: The Bank Next Door')).toBe(true);
    expect(long.endsWith('…')).toBe(true);
  });

  it('shares the hero image, else the thumbnail, else the default image', () => {
    expect(caseStudyMeta(study()).image).toBe('/media/case-studies/imax/hero.webp');
    expect(caseStudyMeta(study({ images: { thumbnail: '/t.webp', gallery: [] } })).image).toBe(
      '/t.webp',
    );
    expect(caseStudyMeta(study({ images: { gallery: [] } })).image).toBe(META_PRESETS.home.image);
    expect(caseStudyMeta(study()).path).toBe('/case-studies/imax');
    expect(caseStudyMeta(study()).type).toBe('article');
  });
});

describe('service metadata', () => {
  it.each([
    ['brand-strategy', 'brand'],
    ['creative-campaigns', 'creative'],
    ['media-buying', 'media'],
    ['video-production', 'production'],
    ['digital-marketing', 'digital'],
    ['social-media', 'social'],
    ['influencer-marketing', 'influencer'],
    ['paid-media', 'media'],
    ['multimedia-design', 'brand'],
    ['rebranding', 'brand'],
    ['anything-else', 'brand'],
  ] as const)('the slug %s is of the %s kind', (slug, kind) => {
    expect(serviceKind(slug)).toBe(kind);
  });

  it('uses the template of the slug keyword, titled with the service name once known', () => {
    const meta = serviceMeta('video-production', {
      title: 'Video Production',
      description: 'ignored',
    });
    expect(meta.title).toBe(`Video Production in Los Angeles | ${AGENCY.name}`);
    expect(meta.description).toContain('in-house crew');
    expect(serviceMeta('video-production').title).toBe(meta.title);
  });

  it('defaults to the brand strategy template when neither a keyword nor the data is there', () => {
    expect(serviceMeta('experiential-events')).toEqual({
      ...serviceMeta('brand-strategy'),
      path: '/services/experiential-events',
    });
    expect(serviceMeta('brand-strategy').title).toBe(
      `Brand Strategy in Los Angeles | ${AGENCY.name}`,
    );
  });

  it('uses the service itself, description cut to 155, when no template applies', () => {
    const description = `${'Launch events your customers remember. '.repeat(6)}`.trim();
    const meta = serviceMeta('experiential-events', {
      title: 'Experiential Events',
      description,
    });
    expect(meta.title).toBe(`Experiential Events | ${AGENCY.name}`);
    expect(meta.description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(meta.description.startsWith('Launch events your customers remember.')).toBe(true);
    expect(meta.description.endsWith('…')).toBe(true);
  });

  it('gives every kind its own description and keeps every template within the limits', () => {
    const descriptions = new Set(SERVICE_KINDS.map((kind) => serviceMeta(kind).description));
    expect(descriptions.size).toBe(SERVICE_KINDS.length);
    for (const slug of SERVICE_KINDS) {
      const meta = serviceMeta(slug, {
        title: 'A Much Longer Service Name Than Usual For Sure',
        description: '',
      });
      expect(meta.title.length).toBeLessThanOrEqual(META_TITLE_MAX);
      expect(meta.description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      expect(meta.description.endsWith('…')).toBe(false);
    }
  });
});

describe('JSON-LD builders', () => {
  it('describes the organization with absolute URLs, its address and its awards', () => {
    const org = organizationJsonLd(ORIGIN);
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: AGENCY.name,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/media/apple-touch-icon.png`,
      email: AGENCY.email,
      foundingDate: '2009',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Los Angeles',
        postalCode: AGENCY.postalCode,
      },
    });
    expect((org as { award?: string[] }).award).toContain('3 Clio Awards');
  });

  it("gives a service the 'Advertising Services' type unless told otherwise", () => {
    const input = {
      title: 'Social Media',
      description: 'Always-on social.',
      path: '/services/social-media',
    };
    expect(serviceJsonLd(input, ORIGIN)).toMatchObject({
      '@type': 'Service',
      name: 'Social Media',
      description: 'Always-on social.',
      serviceType: DEFAULT_SERVICE_TYPE,
      url: `${ORIGIN}/services/social-media`,
      provider: { '@type': 'Organization', name: AGENCY.name },
    });
    expect(DEFAULT_SERVICE_TYPE).toBe('Advertising Services');
    expect(serviceJsonLd({ ...input, serviceType: 'Video Production' }, ORIGIN).serviceType).toBe(
      'Video Production',
    );
    expect(serviceSeo('video-production', input, ORIGIN).jsonLd[0]).toMatchObject({
      serviceType: 'Video Production',
    });
    expect(serviceSeo('experiential-events', input, ORIGIN).jsonLd[0]).toMatchObject({
      serviceType: DEFAULT_SERVICE_TYPE,
    });
  });

  it('describes a case study with its title, description, client, tags and hero image', () => {
    const subject = study();
    expect(
      caseStudyJsonLd({ ...subject, updatedAt: '2025-05-01T00:00:00.000Z' }, ORIGIN),
    ).toMatchObject({
      '@type': 'Article',
      headline: subject.title,
      description: caseStudyDescription(subject),
      about: { '@type': 'Organization', name: 'IMAX' },
      keywords: 'Entertainment, Connected TV',
      image: `${ORIGIN}/media/case-studies/imax/hero.webp`,
      url: `${ORIGIN}/case-studies/imax`,
      dateModified: '2025-05-01T00:00:00.000Z',
    });
  });

  it('falls back to the thumbnail, and leaves the image out when there is none', () => {
    const thumbOnly = study({
      images: { thumbnail: 'https://cdn.example.com/t.webp', gallery: [] },
    });
    expect(caseStudyJsonLd(thumbOnly, ORIGIN).image).toBe('https://cdn.example.com/t.webp');
    expect(caseStudyJsonLd(study({ images: { gallery: [] } }), ORIGIN)).not.toHaveProperty('image');
  });

  it('serializes so that nothing can close the script element', () => {
    const json = serializeScriptJson({ name: '</script><script>alert(1)</script>', note: 'a & b' });
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>', note: 'a & b' });
  });
});

describe('page search data and head tags', () => {
  it('knows each page with a parameter by its path, and no path beside them', () => {
    expect(matchParamPage('/case-studies/imax')).toEqual({
      page: { path: '/case-studies/:slug', kind: 'caseStudy' },
      param: 'imax',
    });
    expect(matchParamPage('/services/brand-strategy/')?.page.kind).toBe('service');
    expect(matchParamPage('/admin/leads/abc')).toMatchObject({ param: 'abc' });
    for (const path of ['/case-studies', '/case-studies/', '/case-studies/a/b', '/blog/x', '/'])
      expect(matchParamPage(path), path).toBeNull();
  });

  it('names the page a path is, and which pages change with time alone (the open roles)', () => {
    expect(pagePathOf('/about/')).toBe('/about');
    expect(pagePathOf('/case-studies/imax')).toBe('/case-studies/:slug');
    expect(pagePathOf('/nope')).toBeNull();
    for (const path of ['/careers', '/careers/', '/careers/senior-designer'])
      expect(changesWithTime(path), path).toBe(true);
    for (const path of [
      '/',
      '/about',
      '/case-studies/imax',
      '/services/x',
      '/careers/a/b',
      '/nope',
    ])
      expect(changesWithTime(path), path).toBe(false);
  });

  it('has search data for every static page, with the organization on the home page', () => {
    for (const page of STATIC_PAGES) {
      const seo = staticPageSeo(page.path, ORIGIN);
      expect(seo, page.path).not.toBeNull();
    }
    expect(staticPageSeo('/', ORIGIN)?.jsonLd[0]).toMatchObject({ '@type': 'Organization' });
    expect(staticPageSeo('/about/', ORIGIN)?.meta).toBe(META_PRESETS.about);
    expect(staticPageSeo('/nope', ORIGIN)).toBeNull();
    const la = staticPageSeo('/los-angeles-advertising-agency', ORIGIN);
    expect(la?.jsonLd.map((node) => (node as { '@type': string })['@type'])).toEqual([
      'Organization',
      'FAQPage',
    ]);
    expect(JSON.stringify(la?.jsonLd[1])).toContain(AGENCY.retainerFrom);
    expect(LOS_ANGELES_FAQ[0]?.answer).toContain(AGENCY.projectPriceRange);
  });

  it('makes the title, description, canonical, Open Graph, Twitter and JSON-LD tags', () => {
    const tags = headTags(caseStudySeo(study(), ORIGIN), ORIGIN);
    const html = renderHeadTags(tags);
    expect(html).toContain(
      `<title data-seo>IMAX: Bigger Than Your Living Room | ${AGENCY.name}</title>`,
    );
    expect(html).toContain(
      '<link data-seo rel="canonical" href="https://www.silverlakecreative.com/case-studies/imax" />',
    );
    expect(html).toContain('<meta data-seo property="og:type" content="article" />');
    expect(html).toContain(
      '<meta data-seo property="og:url" content="https://www.silverlakecreative.com/case-studies/imax" />',
    );
    expect(html).toContain(
      '<meta data-seo property="og:image" content="https://www.silverlakecreative.com/media/case-studies/imax/hero.webp" />',
    );
    expect(html).toContain('<meta data-seo name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<meta data-seo name="twitter:title" content="IMAX: Bigger Than Your Living Room',
    );
    expect(html).toContain(
      '<script data-seo type="application/ld+json">{"@context":"https://schema.org","@type":"Article"',
    );
    expect(html).not.toContain('name="robots"');
  });

  it('escapes everything it writes into HTML', () => {
    const tags = headTags(
      caseStudySeo(
        study({
          client: 'Tom & "Jerry"',
          title: '<b>Bold</b>',
          challenge: "It's <script>alert(1)</script>",
        }),
        ORIGIN,
      ),
      ORIGIN,
    );
    const html = renderHeadTags(tags);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Tom &amp; &quot;Jerry&quot;: &lt;b&gt;Bold&lt;/b&gt;');
    expect(html).toContain('It&#39;s &lt;script&gt;');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('marks the 404 page noindex and gives it no canonical URL', () => {
    const html = renderHeadTags(headTags(notFoundSeo(), ORIGIN));
    expect(html).toContain('<meta data-seo name="robots" content="noindex, nofollow" />');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:url');
  });
});
