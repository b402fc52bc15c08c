import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { imagePreload, routePreloads } from './preloads.ts';

const dist = mkdtempSync(join(tmpdir(), 'agency-preloads-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'route-assets.json'),
  JSON.stringify([
    { path: '/', js: ['/assets/Home.js'], css: ['/assets/Home.css'] },
    { path: '/case-studies/:slug', js: ['/assets/Case.js', '/assets/Shared.js'], css: [] },
    { path: '*', js: ['/assets/NotFound.js'], css: [] },
  ]),
);

describe('route preloads', () => {
  const preloads = routePreloads(dist);

  it("preloads the page's own chunks and style sheets", () => {
    expect(preloads.forPath('/')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/Home.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/Home.css">',
    );
    expect(preloads.forPath('/case-studies/imax')).toContain('href="/assets/Case.js"');
    expect(preloads.forPath('/case-studies/imax')).toContain('href="/assets/Shared.js"');
  });

  it("gives a page's own scripts and style sheets as lists, for pages the server renders", () => {
    expect(preloads.assetsFor('/')).toEqual({ js: ['/assets/Home.js'], css: ['/assets/Home.css'] });
    expect(preloads.assetsFor('/nowhere')).toEqual({ js: [], css: [] });
  });

  it('matches whole paths only, and gives the not-found page its own', () => {
    expect(preloads.forPath('/case-studies')).toBe('');
    expect(preloads.forPath('/case-studies/imax/more')).toBe('');
    expect(preloads.forPath(null)).toContain('/assets/NotFound.js');
  });

  it('gives nothing without a route-assets file', () => {
    expect(routePreloads(join(dist, 'missing')).forPath('/')).toBe('');
  });
});

describe('image preload', () => {
  it('preloads our own images with high priority, escaped', () => {
    expect(imagePreload('/media/a "b".webp')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/a &quot;b&quot;.webp">',
    );
  });

  it("names our picture's smaller copy, as the page's srcset does, so a phone preloads the copy", () => {
    expect(imagePreload('/media/case-studies/imax/hero.webp')).toBe(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/case-studies/imax/hero.webp"' +
        ' imagesrcset="/media/case-studies/imax/hero.webp?w=800 800w, /media/case-studies/imax/hero.webp 1600w"' +
        ' imagesizes="(min-width: 75em) 1140px, 100vw">',
    );
  });

  it('leaves out other hosts and missing images', () => {
    expect(imagePreload('https://example.com/a.webp')).toBe('');
    expect(imagePreload('//example.com/a.webp')).toBe('');
    expect(imagePreload(null)).toBe('');
  });
});
