// The hooks every e2e file registers: one Chromium for the file, a fresh watched page for each test.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, openPage, type WatchedPage } from './browser.ts';

export interface TestPage {
  browser: Browser;
  watched: WatchedPage;
}

/**
 * Launches the browser before the file's tests and closes it after; before each test opens a page
 * on `baseURL` (own context, console errors recorded), hands it to `use`, and closes it after.
 */
export function eachTestPage(baseURL: string, use: (test: TestPage) => void) {
  let browser: Browser | undefined;
  let watched: WatchedPage | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('The browser did not launch');
    watched = await openPage(browser, baseURL);
    use({ browser, watched });
  });
  afterEach(async () => {
    await watched?.close();
  });
}
