import {
  caseStudySeo,
  CaseStudy,
  headTags,
  META_PRESETS,
  renderHeadTags,
  staticPageSeo,
} from '@agency/schema';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetSiteOrigin, siteOrigin, useSeo } from './index.ts';

const SERVER_ORIGIN = 'https://www.silverlakecreative.com';

const study = CaseStudy.parse({
  id: 'imax',
  client: 'IMAX',
  title: 'Bigger Than Your Living Room',
  industry: 'Entertainment',
  challenge: 'Streaming windows had shrunk.',
  images: { hero: '/media/case-studies/imax/hero.webp', gallery: [] },
});

function Page({ seo }: { seo: Parameters<typeof useSeo>[0] }) {
  useSeo(seo);
  return null;
}

const count = (selector: string) => document.head.querySelectorAll(selector).length;
const attr = (selector: string, name: string) =>
  document.head.querySelector(selector)?.getAttribute(name);

beforeEach(() => {
  // What the server sent for /contact, plus index.html's default tags as the dev server leaves them.
  document.head.innerHTML = [
    '<meta charset="UTF-8" />',
    '<title>Default title</title>',
    '<meta name="description" content="Default description" />',
    renderHeadTags(headTags(staticPageSeo('/contact', SERVER_ORIGIN)!, SERVER_ORIGIN)),
  ].join('\n');
  resetSiteOrigin();
  window.history.replaceState(null, '', '/case-studies/imax');
});

afterEach(() => {
  document.head.innerHTML = '';
  resetSiteOrigin();
  window.history.replaceState(null, '', '/');
});

describe('useSeo', () => {
  it("keeps the server's public origin for the visit", () => {
    expect(siteOrigin()).toBe(SERVER_ORIGIN);
  });

  it("replaces the head's search tags with the page's, once each", () => {
    render(<Page seo={caseStudySeo(study, siteOrigin())} />);

    expect(document.title).toBe('IMAX: Bigger Than Your Living Room | Silver Lake Creative');
    expect(count('title')).toBe(1);
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${SERVER_ORIGIN}/case-studies/imax`);
    expect(attr('meta[property="og:type"]', 'content')).toBe('article');
    expect(attr('meta[property="og:image"]', 'content')).toBe(
      `${SERVER_ORIGIN}/media/case-studies/imax/hero.webp`,
    );
    expect(attr('meta[name="twitter:card"]', 'content')).toBe('summary_large_image');
    expect(count('script[type="application/ld+json"]')).toBe(1);
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'Article', headline: study.title });
    // Unrelated head content stays.
    expect(count('meta[charset]')).toBe(1);
  });

  it('leaves the head alone while the page has nothing to say (loading)', () => {
    render(<Page seo={null} />);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${SERVER_ORIGIN}/contact`);
  });

  it("falls back to the next page's preset on leaving, when that page has a fixed path", () => {
    const { unmount } = render(<Page seo={caseStudySeo(study, siteOrigin())} />);
    window.history.pushState(null, '', '/');
    unmount();
    expect(document.title).toBe(META_PRESETS.home.title);
    expect(attr('link[rel="canonical"]', 'href')).toBe(`${SERVER_ORIGIN}/`);
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    ) as Record<string, unknown>;
    expect(ld['@type']).toBe('Organization');
  });
});
