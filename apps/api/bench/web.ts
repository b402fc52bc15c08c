// npm run bench:web — Lighthouse scores of the built site (home, a case study, contact) in Debian's
// Chromium, mobile and desktop, and each route's first-load JavaScript.
import * as chromeLauncher from 'chrome-launcher';
import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../web/e2e/browser.ts';
import { startServer } from './server.ts';

const PAGES = ['/', '/case-studies/imax', '/contact'];
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const bundleScript = fileURLToPath(new URL('../../web/scripts/bundle-size.ts', import.meta.url));

if (existsSync(bundleScript)) await import(bundleScript);

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const score = (value: number | null | undefined) =>
  value == null ? '  —' : String(Math.round(value * 100)).padStart(3);
const ms = (value: number | undefined) => (value == null ? '—' : `${Math.round(value)} ms`);
try {
  console.log('\nLighthouse (perf / a11y / best practices / SEO; LCP, CLS, TBT)');
  for (const [mode, config] of [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ] as const) {
    for (const path of PAGES) {
      const result = await lighthouse(
        `${server.url}${path}`,
        { port: chrome.port, output: 'json', logLevel: 'error' },
        config,
      );
      if (!result) throw new Error(`no Lighthouse result for ${path}`);
      const { categories, audits } = result.lhr;
      console.log(
        `${mode.padEnd(8)}${path.padEnd(22)}` +
          `${score(categories.performance?.score)} ${score(categories.accessibility?.score)} ${score(categories['best-practices']?.score)} ${score(categories.seo?.score)}` +
          `   LCP ${ms(audits['largest-contentful-paint']?.numericValue)}, CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}, TBT ${ms(audits['total-blocking-time']?.numericValue)}`,
      );
      // A score Lighthouse could not compute says why, rather than a bare dash.
      const failures = [
        result.lhr.runtimeError?.message,
        ...METRICS.map((metric) => audits[metric]?.errorMessage),
      ].filter(Boolean);
      for (const failure of new Set(failures)) console.log(`        ${failure}`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
