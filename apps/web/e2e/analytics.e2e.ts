// Analytics only with consent, in Chromium, on a site started with a measurement id: no request to
// Google leaves before Accept, the tag loads after it, and a browser sending Global Privacy Control
// is neither asked nor measured. Google's hosts are answered here (an empty script) and every
// attempt to reach them recorded, so nothing leaves the machine and nothing is missed.
import { MEASUREMENT_ID_META } from '@agency/schema';
import type { Browser, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_TEXTS } from '../src/components/ConsentBanner.tsx';
import { launchBrowser, openPage, type WatchedPage } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

const MEASUREMENT_ID = 'G-E2ETEST42';
const GOOGLE = /^https?:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics)\.com\//;

let server: RunningServer;
let browser: Browser;
const opened: WatchedPage[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ VITE_GA_MEASUREMENT_ID: MEASUREMENT_ID }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(async () => {
  for (const watched of opened.splice(0)) {
    expect(watched.problems).toEqual([]);
    await watched.close();
  }
});

/** A fresh visitor whose every attempt to reach Google is recorded and answered locally. */
async function visitor(options: { gpc?: boolean } = {}) {
  const watched = await openPage(browser, server.baseURL);
  opened.push(watched);
  const { context } = watched;
  const toGoogle: string[] = [];
  await context.route(GOOGLE, (route) => {
    toGoogle.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  if (options.gpc) {
    await context.setExtraHTTPHeaders({ 'Sec-GPC': '1' });
    await context.addInitScript(
      `Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });`,
    );
  }
  return { ...watched, toGoogle };
}

const isGoogle = (request: Request) => GOOGLE.test(request.url());

describe('analytics consent', () => {
  it('sends nothing to Google before Accept, loads the tag after it, and remembers the choice', async () => {
    const { page, toGoogle } = await visitor();
    await page.goto('/about');
    const banner = page.getByRole('region', { name: CONSENT_TEXTS.label });
    await banner.waitFor();
    // The visitor reads and moves around before answering: still nothing for Google.
    await page.locator('a[href="/contact"]').first().click();
    await page.waitForURL('**/contact');
    await page.goto('/');
    expect(toGoogle).toEqual([]);

    const tagRequested = page.waitForRequest(isGoogle);
    await page.getByRole('button', { name: CONSENT_TEXTS.accept }).click();
    expect((await tagRequested).url()).toContain(`id=${MEASUREMENT_ID}`);
    await expect.poll(() => banner.count()).toBe(0);

    const again = page.waitForRequest(isGoogle);
    await page.reload();
    await again;
    expect(await banner.count()).toBe(0);
  });

  it('sends nothing after Decline, on this page or the next', async () => {
    const { page, toGoogle } = await visitor();
    await page.goto('/');
    await page.getByRole('button', { name: CONSENT_TEXTS.decline }).click();
    await page.goto('/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('region', { name: CONSENT_TEXTS.label }).count()).toBe(0);
    expect(toGoogle).toEqual([]);
  });

  it('with Global Privacy Control: the page carries no id, nothing asks and nothing is sent', async () => {
    const { page, toGoogle } = await visitor({ gpc: true });
    for (const path of ['/', '/about', '/contact']) {
      const response = await page.goto(path);
      expect(await response?.text(), path).not.toContain(MEASUREMENT_ID);
      expect(await page.locator(`meta[name="${MEASUREMENT_ID_META}"]`).count(), path).toBe(0);
      expect(await page.getByRole('button', { name: CONSENT_TEXTS.accept }).count(), path).toBe(0);
    }
    expect(toGoogle).toEqual([]);
  });

  it('with the signal only in the browser (no header reached the server): not asked, nothing sent', async () => {
    const { page, context, toGoogle } = await visitor({ gpc: true });
    // A proxy or cache in between may drop the header: the page then names the id, and the app
    // itself treats the visitor as having declined.
    await context.setExtraHTTPHeaders({});
    await page.goto('/about');
    expect(await page.locator(`meta[name="${MEASUREMENT_ID_META}"]`).count()).toBe(1);
    const settings = page.getByRole('button', { name: CONSENT_TEXTS.settings });
    await settings.waitFor();
    expect(await page.getByRole('region', { name: CONSENT_TEXTS.label }).count()).toBe(0);
    // Asked for the settings, the site says why analytics is off and offers nothing to accept.
    await settings.click();
    await page.getByText(CONSENT_TEXTS.gpc).waitFor();
    expect(await page.getByRole('button', { name: CONSENT_TEXTS.accept }).count()).toBe(0);
    await page.goto('/');
    expect(toGoogle).toEqual([]);
  });
});
