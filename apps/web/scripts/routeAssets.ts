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

/**
 * Pages that start from an entry of their own instead of the app's (index.html), by route path:
 * the home page runs as a small app without the router or React Query (src/home.tsx).
 */
export const OWN_ENTRIES: Record<string, { name: string; src: string }> = {
  '/': { name: 'home', src: 'src/home.tsx' },
};

export interface RouteAssets {
  /** `/`, `/contact`, `/case-studies/:slug`, or `*` for the not-found page. */
  path: string;
  /** Public URLs of the route's own JavaScript chunks and style sheets. */
  js: string[];
  css: string[];
  /**
   * A page with an entry of its own (OWN_ENTRIES): the modules that start it when the server has
   * rendered it, its entry first, in place of the app's.
   */
  entry?: string[];
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
  return (
    routeTable(routesSource)
      // A page that has an entry of its own may share its chunk with it (then it has no key).
      .filter((route) => manifest[route.source] || manifest[OWN_ENTRIES[route.path]?.src ?? ''])
      .map((route) => {
        const keys = manifest[route.source]
          ? [...staticClosure(manifest, route.source, new Set(entry))].filter(
              (key) => !entry.has(key),
            )
          : [];
        const own = OWN_ENTRIES[route.path]?.src;
        const ownKeys = own && manifest[own] ? [...staticClosure(manifest, own)] : null;
        const cssKeys = ownKeys ? ownKeys.filter((key) => !entry.has(key)) : keys;
        return {
          path: route.path,
          js: keys.map((key) => `${base}${manifest[key]!.file}`),
          css: [...new Set(cssKeys.flatMap((key) => manifest[key]!.css ?? []))].map(
            (file) => `${base}${file}`,
          ),
          ...(ownKeys
            ? {
                entry: ownKeys
                  .map((key) => manifest[key]!.file)
                  .filter((file) => file.endsWith('.js'))
                  .map((file) => `${base}${file}`),
              }
            : {}),
        };
      })
  );
}
