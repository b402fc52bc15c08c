// Which built files each route needs beyond the entry's, read from Vite's manifest: the bundle
// report sizes them, and the build writes them to dist/.vite/route-assets.json for the server,
// which preloads a page's own chunks in its HTML instead of letting the browser find them only
// after the entry has run.
import { basename, extname } from 'node:path';
import { PAGES } from '../src/pageTable.ts';

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

/** Route path → page module (and own entry), from the page table routes.tsx is built from. */
export function routeTable(): { path: string; source: string; ownEntry?: string }[] {
  return PAGES.map((page) => ({
    path: page.path === null ? '/' : page.path === '*' ? '*' : `/${page.path}`,
    source: `src/${page.module}`,
    ownEntry: page.ownEntry && `src/${page.ownEntry}`,
  }));
}

/**
 * Pages that start from an entry of their own instead of the app's (index.html), by route path
 * (the page table's `ownEntry`): the home page runs as a small app without the router.
 */
export const OWN_ENTRIES: Record<string, { name: string; src: string }> = Object.fromEntries(
  routeTable().flatMap(({ path, ownEntry }) =>
    ownEntry ? [[path, { name: basename(ownEntry, extname(ownEntry)), src: ownEntry }]] : [],
  ),
);

export interface RouteAssets {
  /** `/`, `/contact`, `/case-studies/:slug`, or `*` for the not-found page. */
  path: string;
  /** Public URLs of the route's own JavaScript chunks and style sheets. */
  js: string[];
  css: string[];
  /**
   * A page with an entry of its own (the page table's `ownEntry`): the modules that start it when the server has
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

export function routeAssets(manifest: Manifest, base = '/'): RouteAssets[] {
  const entryKey = appEntryKey(manifest);
  if (!entryKey) return [];
  const entry = staticClosure(manifest, entryKey);
  return (
    routeTable()
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
