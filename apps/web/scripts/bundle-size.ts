// Prints the gzipped size of each route's first-load JavaScript (and CSS) from the Vite build:
// the entry chunk (index.html) and the route's lazy chunk, each with every chunk it imports
// statically. Dynamic imports (chunks fetched on demand) are not counted.
//
//   node --import tsx apps/web/scripts/bundle-size.ts [--budget-kb=180] [--check] [--dist=path]
//
// Needs `vite build` with `build.manifest: true` (apps/web/dist/.vite/manifest.json).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { appEntryKey, routeTable, staticClosure, type Manifest } from './routeAssets.ts';

const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST =
  process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length) ??
  join(WEB_ROOT, 'dist');
const MANIFEST = join(DIST, '.vite', 'manifest.json');
const ROUTES_SOURCE = join(WEB_ROOT, 'src', 'routes.tsx');
const HOME_BUDGET_KB = Number(
  process.argv.find((arg) => arg.startsWith('--budget-kb='))?.split('=')[1] ?? 180,
);

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

function main() {
  if (!existsSync(MANIFEST)) {
    console.error(`No ${MANIFEST}: run \`vite build\` in apps/web (build.manifest must be true).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entryKey = appEntryKey(manifest);
  if (!entryKey) throw new Error('The manifest has no entry chunk');
  const entry = staticClosure(manifest, entryKey);

  const routes = routeTable(ROUTES_SOURCE).filter((route) => manifest[route.source]);
  // Page chunks the route table does not name (if any) are listed by their source.
  for (const key of Object.keys(manifest)) {
    if (
      manifest[key]?.isDynamicEntry &&
      /^src\/pages\/[^/]+\/[^/]+Page\.tsx$/.test(key) &&
      !routes.some((r) => r.source === key)
    ) {
      routes.push({ path: `(${key})`, source: key });
    }
  }

  const rows = routes.map((route) => {
    const keys = staticClosure(manifest, route.source, new Set(entry));
    const files = [...keys]
      .map((key) => manifest[key]!.file)
      .filter((file) => file.endsWith('.js'));
    const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
    const js = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const cssSize = css.reduce((sum, file) => sum + gzipSize(file), 0);
    return { ...route, js, css: cssSize, chunks: files.length };
  });

  const entryJs = [...entry]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSize(file), 0);

  const width = Math.max(...rows.map((row) => row.path.length), 'route'.length);
  console.log(
    'First-load JavaScript per route (gzip -9; entry + route chunk + their static imports)\n',
  );
  console.log(
    `${'route'.padEnd(width)}  ${'JS gzip'.padStart(10)}  ${'CSS gzip'.padStart(10)}  chunks`,
  );
  for (const row of rows) {
    console.log(
      `${row.path.padEnd(width)}  ${kb(row.js).padStart(10)}  ${kb(row.css).padStart(10)}  ${String(row.chunks).padStart(6)}`,
    );
  }
  console.log(`\nshared entry (every route): ${kb(entryJs)} JS`);

  const home = rows.find((row) => row.path === '/');
  if (home) {
    const within = home.js <= HOME_BUDGET_KB * 1024;
    console.log(
      `home page budget ${HOME_BUDGET_KB} KB: ${kb(home.js)} ${within ? 'within budget' : 'OVER BUDGET'}`,
    );
    if (!within && process.argv.includes('--check')) process.exit(1);
  }
}

main();
