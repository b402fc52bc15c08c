// The home page's first reply in Chromium: milliseconds from the visitor's send (Enter in the box,
// or a suggestion pressed) to the assistant's reply on screen. A suggestion is pressed two ways:
// at once, the pointer arriving and pressing in the same instant as a test driver does, and as a
// visitor does, the pointer resting on it a moment (POINTER_REST_MS) before the press. Part of
// `npm run bench:web`; alone against a running site:
//
//   node --import tsx apps/api/bench/reply.ts --url=http://127.0.0.1:3400 [--runs=5]
import type { Browser } from 'playwright-core';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../../web/e2e/browser.ts';

type Scenario = 'typed' | 'suggestion' | 'pointed';

/** Pointing at a button and pressing it takes a person a fifth of a second or more. */
const POINTER_REST_MS = 150;

const LABELS: Record<Scenario, string> = {
  typed: 'typed',
  suggestion: 'suggestion pressed at once',
  pointed: `suggestion, pointer resting ${POINTER_REST_MS} ms first`,
};

async function replyMs(browser: Browser, url: string, scenario: Scenario): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await page.getByTestId('loading-overlay').waitFor({ state: 'detached', timeout: 10_000 });
    // Timed in the page: from the send's event to the frame after the reply appeared.
    // (A string: this file is compiled for Node, without DOM types.)
    await page.evaluate(`(() => {
      const mark = () => { window.sentAt ??= performance.now(); };
      if (${JSON.stringify(scenario)} !== 'typed') document.addEventListener('click', mark, true);
      else document.addEventListener('keydown', (event) => event.key === 'Enter' && mark(), true);
      window.replied = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="message-assistant"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now()));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
    })()`);
    if (scenario === 'typed') {
      const box = page.getByLabel('Your message');
      await box.click();
      await box.pressSequentially('Which brands have you worked with?', { delay: 20 });
      await box.press('Enter');
    } else {
      // One that the assistant answers in the thread (no keyword of the contact form in it).
      const chip = page.getByRole('button', { name: 'What awards has your agency won?' });
      if (scenario === 'pointed') {
        await chip.hover();
        await page.waitForTimeout(POINTER_REST_MS);
      }
      await chip.click();
    }
    return await page.evaluate<number>('window.replied.then((at) => at - window.sentAt)');
  } finally {
    await context.close();
  }
}

/** Median send-to-reply time of each scenario over `runs` fresh visits. */
export async function measureReplies(url: string, runs = 5): Promise<Record<Scenario, number[]>> {
  const browser = await launchBrowser();
  try {
    const results: Record<Scenario, number[]> = { typed: [], suggestion: [], pointed: [] };
    for (let i = 0; i < runs; i++) {
      for (const scenario of ['typed', 'suggestion', 'pointed'] as const) {
        results[scenario].push(await replyMs(browser, url, scenario));
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function printReplies(results: Record<Scenario, number[]>): void {
  console.log('\nFirst reply on the home page (send to reply on screen, Chromium, no throttling)');
  for (const [scenario, times] of Object.entries(results)) {
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `${LABELS[scenario as Scenario].padEnd(42)} median ${Math.round(median)} ms  [${times.map(Math.round).join(' ')}]`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv.find((arg) => arg.startsWith('--url='))?.slice('--url='.length);
  if (!url) throw new Error('--url=<origin of a running site> is required');
  const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 5);
  printReplies(await measureReplies(url, runs));
}
