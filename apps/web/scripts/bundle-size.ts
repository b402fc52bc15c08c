// Prints the gzipped size of each route's first-load JavaScript (and CSS) from the Vite build:
// what runs before the visitor can act. For most routes that is the app's entry (index.html) and
// the route's chunk, each with every chunk it imports statically; for a page with an entry of its
// own (the home page, OWN_ENTRIES) it is that entry and its static imports. Dynamic imports
// (chunks fetched on demand, such as the home page's conversation) are not counted.
//
//   node --import tsx apps/web/scripts/bundle-size.ts [--check] [--dist=path]
//
// --check exits 1 when a route's JavaScript is over its budget (BUDGETS_KB); CI runs it after the
// build. Needs `vite build` with `build.manifest: true` (apps/web/dist/.vite/manifest.json).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { appEntryKey, routeAssets, staticClosure, type Manifest } from './routeAssets.ts';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST =
  process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length) ??
  join(WEB_ROOT, 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');

/**
 * First-load JavaScript budgets, KB gzipped, by route; DEFAULT_BUDGET_KB for the others (the
 * content pages without data, 137-148 KB). Each is the measured size plus 3-4 KB; `/` is held to
 * 100 KB, the home page's own target (94.7 measured).
 */
const BUDGETS_KB: Record<string, number> = {
  '/': 100,
  // Staff only, never a visitor's first page: 294.4 KB measured with the Assistant tab, the
  // owner selects of the staff, the shared history panel and the services' field errors beside
  // their fields (the Staff tab and the Dashboard's charts, 132 KB, are fetched when opened).
  '/admin': 297,
  '/admin/leads/:leadId': 127,
  '/contact': 200,
  '/case-studies/:slug': 174,
  '/services/:slug': 169,
  // Data pages like the services page: 166.2 KB measured; a role's page adds its application form
  // (181.8 KB measured).
  '/careers': 170,
  '/careers/:slug': 185,
};
const DEFAULT_BUDGET_KB = 151;
/** The app's entry, which every route but those with their own pays (123.1 KB measured). */
const ENTRY_BUDGET_KB = 127;

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
const local = (url: string) => url.replace(/^\//, '');

function main() {
  if (!existsSync(MANIFEST)) {
    console.error(`No ${MANIFEST}: run \`vite build\` in apps/web (build.manifest must be true).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entryKey = appEntryKey(manifest);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const entry = staticClosure(manifest, entryKey);
  const entryFiles = [...entry].map((key) => manifest[key]!.file);
  const entryJs = entryFiles.filter((file) => file.endsWith('.js'));
  const entryCss = [...new Set([...entry].flatMap((key) => manifest[key]!.css ?? []))];

  const rows = routeAssets(manifest).map((route) => {
    const js = route.entry ? route.entry.map(local) : [...entryJs, ...route.js.map(local)];
    const css = [...entryCss, ...route.css.map(local)];
    const budget = BUDGETS_KB[route.path] ?? DEFAULT_BUDGET_KB;
    return { path: route.path, js: sum(js), css: sum(css), chunks: js.length, budget };
  });

  const width = Math.max(...rows.map((row) => row.path.length), 'route'.length);
  console.log('First-load JavaScript per route (gzip -9; what runs before the visitor acts)\n');
  console.log(
    `${'route'.padEnd(width)}  ${'JS gzip'.padStart(10)}  ${'budget'.padStart(8)}  ${'CSS gzip'.padStart(10)}  chunks`,
  );
  for (const row of rows) {
    const over = row.js > row.budget * 1024 ? '  OVER BUDGET' : '';
    console.log(
      `${row.path.padEnd(width)}  ${kb(row.js).padStart(10)}  ${`${row.budget} KB`.padStart(8)}  ${kb(row.css).padStart(10)}  ${String(row.chunks).padStart(6)}${over}`,
    );
  }
  const entrySize = sum(entryJs);
  const entryOver = entrySize > ENTRY_BUDGET_KB * 1024;
  console.log(
    `\nshared entry (every route but those with their own): ${kb(entrySize)} JS, budget ${ENTRY_BUDGET_KB} KB${entryOver ? '  OVER BUDGET' : ''}`,
  );

  const over = [
    ...rows.filter((row) => row.js > row.budget * 1024).map((row) => row.path),
    ...(entryOver ? ['the shared entry'] : []),
  ];
  if (over.length > 0 && process.argv.includes('--check')) {
    console.error(`\nOver budget: ${over.join(', ')}`);
    process.exit(1);
  }
}

main();
