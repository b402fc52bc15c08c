// Which built files each route needs beyond the entry's, read from Vite's manifest: the bundle
// report sizes them, and the build writes them to dist/.vite/route-assets.json for the server,
// which preloads a page's own chunks in its HTML instead of letting the browser find them only
// after the entry has run.
import { existsSync, readFileSync } from 'node:fs';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunk keys reachable from `start` through static imports, `start` included. */
export function staticClosure(
  manifest: Manifest,
  start: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(start)) return seen;
  seen.add(start);
  for (const key of manifest[start]?.imports ?? []) staticClosure(manifest, key, seen);
  return seen;
}

/** Route path → page module, read from routes.tsx (`path: 'x'` or `index: true`, then its import). */
export function routeTable(routesSource: string): { path: string; source: string }[] {
  if (!existsSync(routesSource)) return [];
  const text = readFileSync(routesSource, 'utf8');
  const pattern = /(index:\s*true|path:\s*'([^']*)')[\s\S]*?import\('\.\/(pages\/[^']+)'\)/g;
  const routes: { path: string; source: string }[] = [];
  for (const match of text.matchAll(pattern)) {
    const path = match[2] === undefined ? '/' : match[2] === '*' ? '*' : `/${match[2]}`;
    routes.push({ path, source: `src/${match[3]}` });
  }
  return routes;
}

export interface RouteAssets {
  /** `/`, `/contact`, `/case-studies/:slug`, or `*` for the not-found page. */
  path: string;
  /** Public URLs of the route's own JavaScript chunks and style sheets. */
  js: string[];
  css: string[];
}

/** The app's entry chunk: the one index.html loads (src/loadApp.ts is an entry too). */
export function appEntryKey(manifest: Manifest): string | undefined {
  return manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((key) => manifest[key]?.isEntry);
}

export function routeAssets(manifest: Manifest, routesSource: string, base = '/'): RouteAssets[] {
  const entryKey = appEntryKey(manifest);
  if (!entryKey) return [];
  const entry = staticClosure(manifest, entryKey);
  return routeTable(routesSource)
    .filter((route) => manifest[route.source])
    .map((route) => {
      const keys = [...staticClosure(manifest, route.source, new Set(entry))].filter(
        (key) => !entry.has(key),
      );
      return {
        path: route.path,
        js: keys.map((key) => `${base}${manifest[key]!.file}`),
        css: [...new Set(keys.flatMap((key) => manifest[key]!.css ?? []))].map(
          (file) => `${base}${file}`,
        ),
      };
    });
}
