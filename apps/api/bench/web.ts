// npm run bench:web — Lighthouse scores of the built site (home, a case study, a service page,
// contact, about) in Debian's Chromium: mobile as the median of three runs, desktop once; each
// route's first-load JavaScript; and the home page's first reply (reply.ts).
//
//   npm run bench:web [-- --runs=3] [-- --mobile-only]
import * as chromeLauncher from 'chrome-launcher';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../web/e2e/browser.ts';
import { measureReplies, printReplies } from './reply.ts';
import { startServer } from './server.ts';

const PAGES = ['/', '/case-studies/imax', '/services/creative-campaigns', '/contact', '/about'];
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const MODES = process.argv.includes('--mobile-only')
  ? ([['mobile', undefined, RUNS]] as const)
  : ([
      ['mobile', undefined, RUNS],
      ['desktop', desktopConfig, 1],
    ] as const);
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const bundleScript = fileURLToPath(new URL('../../web/scripts/bundle-size.ts', import.meta.url));

if (existsSync(bundleScript)) await import(bundleScript);

interface Run {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcp: number;
  cls: number;
  tbt: number;
  failures: string[];
}

/** Lighthouse's own rule for several runs: the run with the median performance score. */
function medianRun(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  return sorted[Math.floor(sorted.length / 2)]!;
}

// A fresh browser per run, as Lighthouse's own CLI does: runs in one long-lived browser failed their
// trace now and then (NO_NAVSTART) and measured the page with a warm cache.
async function audit(url: string, config: typeof desktopConfig | undefined) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    return await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
  } finally {
    chrome.kill();
  }
}

const server = await startServer();
const score = (value: number | null) =>
  value == null ? '  —' : String(Math.round(value * 100)).padStart(3);
const ms = (value: number) => `${Math.round(value)} ms`;
try {
  console.log(
    `\nLighthouse (perf / a11y / best practices / SEO; LCP, CLS, TBT); mobile: median of ${RUNS}` +
      ` runs (every run's perf score in brackets); load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')}`,
  );
  for (const [mode, config, runCount] of MODES) {
    for (const path of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < runCount; i++) {
        const result = await audit(`${server.url}${path}`, config);
        if (!result) throw new Error(`no Lighthouse result for ${path}`);
        const { categories, audits } = result.lhr;
        runs.push({
          performance: categories.performance?.score ?? null,
          accessibility: categories.accessibility?.score ?? null,
          bestPractices: categories['best-practices']?.score ?? null,
          seo: categories.seo?.score ?? null,
          lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
          tbt: audits['total-blocking-time']?.numericValue ?? NaN,
          // A score Lighthouse could not compute says why, rather than a bare dash.
          failures: [
            result.lhr.runtimeError?.message,
            ...METRICS.map((metric) => audits[metric]?.errorMessage),
          ].filter((failure): failure is string => Boolean(failure)),
        });
      }
      const run = medianRun(runs);
      const all =
        runs.length > 1 ? `  [${runs.map((r) => score(r.performance).trim()).join(' ')}]` : '';
      console.log(
        `${mode.padEnd(8)}${path.padEnd(30)}` +
          `${score(run.performance)} ${score(run.accessibility)} ${score(run.bestPractices)} ${score(run.seo)}` +
          `   LCP ${ms(run.lcp)}, CLS ${run.cls.toFixed(3)}, TBT ${ms(run.tbt)}${all}`,
      );
      for (const failure of new Set(runs.flatMap((r) => r.failures))) {
        console.log(`        ${failure}`);
      }
    }
  }
  printReplies(await measureReplies(server.url));
} finally {
  await server.stop();
}
