// Debian's Chromium driven by playwright-core: no browser download.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The flags every headless run here needs (also used by the Lighthouse bench). */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Only the test server resolves: no lookups of Google's hosts, nothing leaves the machine.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export function launchBrowser(): Promise<Browser> {
  // launch() refuses --user-data-dir; it makes a temporary profile itself.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  problems: string[];
  /**
   * Chromium logs a console error for any response with an error status, even a page deliberately
   * answered with 404. This expects exactly that report, for this URL and status; nothing else.
   */
  expectFailedLoad(path: string, status: number): void;
  close(): Promise<void>;
}

/** A fresh context (own cookies and storage) whose page records every console error and page error. */
export async function openPage(browser: Browser, baseURL: string): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL });
  // Chromium only reports what the Content-Security-Policy refused in DevTools; this makes every
  // refusal a console error, which the test then fails on. (A string, as this module is also
  // compiled for Node, without DOM types.)
  await context.addInitScript(
    `document.addEventListener('securitypolicyviolation', (event) => {
      console.error('CSP refused ' + event.violatedDirective + ': ' + event.blockedURI);
    });`,
  );
  const page = await context.newPage();
  // A server-rendered page is visible before the app runs in it (RootLayout marks that moment):
  // a test acts on a page only once it can answer.
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    return response;
  };
  const problems: string[] = [];
  const expected: { url: string; text: string }[] = [];

  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const { url, lineNumber } = message.location();
    if (expected.some((load) => load.url === url && text.startsWith(load.text))) return;
    problems.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => {
    problems.push(`page error: ${error.stack || error.message}`);
  });

  return {
    page,
    context,
    problems,
    expectFailedLoad: (path, status) => {
      expected.push({
        url: new URL(path, baseURL).href,
        text: `Failed to load resource: the server responded with a status of ${status} `,
      });
    },
    close: () => context.close(),
  };
}
