// The API's half of server rendering: it loads the build's renderer, answers the renderer's data
// requests from its own routes, and puts the result in the page. A stand-in renderer plays the web
// app's part (apps/web/src/entry-server.test.tsx tests the real one).
import { CASE_STUDIES_BUNDLE_QUERY_URL, PARAM_PAGES } from '@agency/schema';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';

const PUBLIC_URL = 'https://www.silverlakecreative.test';

/** A build whose renderer draws a case study from the API's bundle, and fails on /about. */
function webDistWithRenderer() {
  const dir = mkdtempSync(join(tmpdir(), 'agency-web-ssr-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head-->' +
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
      '</head><body><noscript><p>Needs JavaScript.</p></noscript><div id="root"></div></body></html>',
  );
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index.js', isEntry: true },
      'src/loadApp.ts': { file: 'assets/loadApp.js', isEntry: true },
    }),
  );
  writeFileSync(
    join(dir, '.vite', 'route-assets.json'),
    JSON.stringify([
      { path: '/case-studies/:slug', js: ['/assets/Case.js'], css: ['/assets/Case.css'] },
      { path: '/about', js: ['/assets/About.js'], css: ['/assets/About.css'] },
      { path: '*', js: ['/assets/NotFound.js'], css: ['/assets/Site.css'] },
      {
        path: '/',
        js: [],
        css: ['/assets/Home.css'],
        entry: ['/assets/home.js', '/assets/react.js'],
      },
    ]),
  );
  mkdirSync(join(dir, '.ssr'));
  writeFileSync(
    join(dir, '.ssr', 'entry-server.js'),
    `export async function renderPage({ url, origin, fetch }) {
      if (url === '/about') throw new Error('renderer failed');
      if (url === '/') return { html: '<h1>How can we help?</h1>', state: '' };
      if (!url.startsWith('/case-studies/')) return { html: '<h1>404 - Page Not Found</h1>', state: '' };
      const slug = url.split('/').pop();
      const response = await fetch(${JSON.stringify(CASE_STUDIES_BUNDLE_QUERY_URL)}, { credentials: 'include' });
      const [{ result }] = await response.json();
      const study = result.data.caseStudies[slug];
      return {
        html: '<h1>' + study.title + '</h1><p>' + origin + ' ' + response.status + '</p>',
        state: '<script type="application/json" id="app-state">{}</script>',
      };
    }`,
  );
  return dir;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, WEB_DIST: webDistWithRenderer() });
});
afterAll(() => t.close());

describe('server-rendered pages', () => {
  it('puts the rendering from the API data in #root, with its style sheets applied at once', async () => {
    const res = await t.app.inject('/case-studies/imax');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<div id="root"><h1>Bigger Than Your Living Room</h1><p>${PUBLIC_URL} 200</p></div>` +
        '<script type="application/json" id="app-state">{}</script>',
    );
    // The page's style sheet after the app's, as the browser adds it: its rules win ties.
    expect(res.body).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/Case.css"></head>',
    );
    expect(res.body).toContain('as="image" fetchpriority="high"');
    // The data is in the page: a preload of it would go unused.
    expect(res.body).not.toContain('as="fetch"');
    expect(res.body).not.toContain('<noscript>');
  });

  it("starts with the loader only, which fetches the app and the page's code after the page", async () => {
    const html = (await t.app.inject('/case-studies/imax')).body;
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/loadApp.js">',
    ]);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script type="application/json" id="app-modules">' +
        '["/assets/index.js","/assets/react.js","/assets/Case.js"]</script>',
    );
  });

  it('starts a page with an entry of its own (the home page) from that entry, not the app', async () => {
    const html = (await t.app.inject('/')).body;
    expect(html).toContain('<div id="root"><h1>How can we help?</h1></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/Home.css">');
    expect(html).toContain(
      '<script type="application/json" id="app-modules">["/assets/home.js","/assets/react.js"]</script>',
    );
  });

  it('follows an edit: the page is rendered again from the new data', async () => {
    const before = (await t.app.inject('/case-studies/imax')).body;
    expect(before).toContain('<h1>Bigger Than Your Living Room</h1>');
    await t.prisma.caseStudy.update({ where: { id: 'imax' }, data: { title: 'Even Bigger' } });
    try {
      expect((await t.app.inject('/case-studies/imax')).body).toContain('<h1>Even Bigger</h1>');
    } finally {
      await t.prisma.caseStudy.update({
        where: { id: 'imax' },
        data: { title: 'Bigger Than Your Living Room' },
      });
    }
  });

  it('sends the page for the browser to render when the renderer fails', async () => {
    const res = await t.app.inject('/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<noscript>');
    expect(res.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/About.css">',
    );
  });

  it('never serves the renderer or the build manifest', async () => {
    for (const path of ['/.ssr/entry-server.js', '/.vite/manifest.json']) {
      const res = await t.app.inject(path);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('renderPage');
      // The manifest's key (the 404 page itself starts with the loader's built file).
      expect(res.body).not.toContain('src/loadApp.ts');
    }
  });

  it('renders the 404 page for a path the site does not have, with status 404', async () => {
    for (const path of ['/nope', '/admin/extra/deep']) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('<div id="root"><h1>404 - Page Not Found</h1></div>');
      expect(res.body, path).not.toContain('<noscript>');
      expect(res.body, path).toContain(
        '<link rel="stylesheet" crossorigin href="/assets/Site.css"></head>',
      );
      expect(res.body, path).toContain(
        '<script type="application/json" id="app-modules">' +
          '["/assets/index.js","/assets/react.js","/assets/NotFound.js"]</script>',
      );
    }
  });

  it('leaves a missing record of each page with a parameter for the browser, whose page says so', async () => {
    // A lead's link is the admin app's, found whatever the lead.
    const recordPages = PARAM_PAGES.filter((page) => page.kind !== 'leadLink');
    for (const page of recordPages) {
      const path = page.path.replace(/:\w+/, 'no-such-record');
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain('<div id="root"></div>');
    }
  });
});
