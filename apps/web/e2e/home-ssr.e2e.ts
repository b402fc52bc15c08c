// The home page drawn by the server: readable and typeable before its script runs, what the
// visitor typed or pressed meanwhile acted on once it runs, and no hydration warnings.
import type { Browser, Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { CHAT_TEXTS } from '../src/features/chat/texts.ts';
import { SERVICE_LINKS } from '../src/pages/shared/nav.ts';
import type { WatchedPage } from './browser.ts';
import { eachTestPage } from './hooks.ts';

const baseURL = inject('baseURL');
let browser: Browser;
let watched: WatchedPage;

eachTestPage(baseURL, (test) => {
  browser = test.browser;
  watched = test.watched;
});

/** Problems other than media this build lacks (no network here). */
function pageProblems(): string[] {
  return watched.problems.filter(
    (problem) =>
      !/Failed to load resource: the server responded with a status of 404 .*\/media\//.test(
        problem,
      ),
  );
}

/**
 * Holds back the home page's entry script (the one the loader starts) until `release` is called,
 * so the test acts on the page as the server drew it.
 */
async function holdHomeScript(page: Page): Promise<() => Promise<void>> {
  const html = await (await fetch(`${baseURL}/`)).text();
  const modules = JSON.parse(
    /<script type="application\/json" id="app-modules">(.*?)<\/script>/s.exec(html)![1]!,
  ) as string[];
  const held: Route[] = [];
  let released = false;
  await page.route(`**${modules[0]}`, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

describe('the home page from the server', () => {
  it('holds the heading, the message box, the toolbar, the chips and the footer in its HTML', async () => {
    const response = await fetch(`${baseURL}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('How can we help?</');
    expect(html).toMatch(/<textarea[^>]*data-enter-sends/);
    expect(html).toContain(`aria-label="${CHAT_TEXTS.suggestionsLabel}"`);
    for (const prompt of CHAT_TEXTS.suggestions) expect(html).toContain(prompt);
    expect(html).toContain('role="toolbar"');
    expect(html).toContain('All rights reserved.');
    expect(html).toContain('background-poster.webp');
  });

  it('shows them without JavaScript, with no loading overlay over them', async () => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading.innerText()).resolves.toBe('How can we help?');
      expect(await page.getByLabel(CHAT_TEXTS.messageLabel).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: CHAT_TEXTS.suggestions[0] }).isVisible()).toBe(
        true,
      );
      // No script will take the overlay away: it is not there to cover the page at all.
      expect(await page.getByTestId('loading-overlay').isVisible()).toBe(false);
      expect(
        await heading.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return element.contains(top);
        }),
      ).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("carries the site's navigation as links, which work without JavaScript", async () => {
    const html = await (await fetch(`${baseURL}/`)).text();
    const hrefs = new Set([...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]));
    for (const path of [
      '/about',
      '/contact',
      '/case-studies/imax',
      '/los-angeles-advertising-agency',
      '/password-manager-content-marketing',
      '/privacy-policy',
      ...SERVICE_LINKS.map((service) => `/services/${service.slug}`),
    ]) {
      expect(hrefs, path).toContain(path);
    }

    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page
        .getByRole('navigation', { name: 'Site' })
        .getByRole('link', { name: 'About' })
        .click();
      await page.waitForURL('**/about');
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  // Lighthouse saw the toolbar and the suggestions move 14 px on a phone as the app started.
  it.each([
    [412, 823],
    [1440, 900],
  ])(
    'keeps the message box, toolbar and suggestions where the server drew them, at %i wide',
    async (width, height) => {
      const { page } = watched;
      await page.setViewportSize({ width, height });
      // Still: the suggestions' entrance moves them by a transform, which is no layout shift.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const release = await holdHomeScript(page);
      await page.mainFrame().goto('/', { waitUntil: 'load' });
      const layout = () =>
        Promise.all(
          [
            page.getByLabel(CHAT_TEXTS.messageLabel),
            page.getByRole('toolbar'),
            page.getByRole('group', { name: CHAT_TEXTS.suggestionsLabel }),
          ].map((locator) => locator.boundingBox()),
        );
      const drawn = await layout();
      await release();
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      expect(await layout()).toEqual(drawn);
      expect(pageProblems()).toEqual([]);
    },
  );

  it('sends what was typed, and Enter pressed, before its script ran', async () => {
    const { page } = watched;
    const release = await holdHomeScript(page);
    // The frame's own goto: the page's waits for the app, which is held back.
    await page.mainFrame().goto('/', { waitUntil: 'load' });
    const box = page.getByLabel(CHAT_TEXTS.messageLabel);
    await box.click();
    await box.pressSequentially('Hello from before the app');
    await box.press('Enter');
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(
      false,
    );
    await release();
    await page.getByTestId('message-user').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('message-user').first().innerText()).toContain(
      'Hello from before the app',
    );
    await page.getByTestId('message-assistant').first().waitFor({ timeout: 20_000 });
    expect(pageProblems()).toEqual([]);
  });

  it('acts on a suggestion pressed before its script ran', async () => {
    const { page } = watched;
    const release = await holdHomeScript(page);
    // The frame's own goto: the page's waits for the app, which is held back.
    await page.mainFrame().goto('/', { waitUntil: 'load' });
    const prompt = CHAT_TEXTS.suggestions[0]!;
    await page.getByRole('button', { name: prompt }).click();
    await release();
    await page.getByTestId('message-user').first().waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('message-user').first().innerText()).toContain(prompt);
    expect(pageProblems()).toEqual([]);
  });

  it("fetches the conversation's code when the pointer reaches a suggestion, before it is pressed", async () => {
    const { page } = watched;
    const thread = /\/assets\/Thread-[\w-]+\.js$/;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    expect(requested.filter((url) => thread.test(url))).toEqual([]);
    const fetched = page.waitForResponse((response) => thread.test(response.url()));
    await page.getByRole('button', { name: CHAT_TEXTS.suggestions[0]! }).hover();
    await fetched;
    expect(await page.getByTestId('message-user').count()).toBe(0);
    expect(pageProblems()).toEqual([]);
  });

  it('hydrates without a warning', async () => {
    const { page } = watched;
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await page.goto('/');
    await page.getByLabel(CHAT_TEXTS.messageLabel).fill('still here');
    expect(
      messages.filter((text) => /hydrat|did not match|Minified React error/i.test(text)),
    ).toEqual([]);
    expect(pageProblems()).toEqual([]);
  });
});
