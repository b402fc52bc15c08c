// What a page's HTML asks the browser to fetch at once: the page's own code (read from the build's
// route-assets.json), its largest image and its data, which it would otherwise discover only after
// the entry script has run, the route's code has loaded and the page has rendered.
import { escapeHtml } from '@agency/schema';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface RouteAssets {
  path: string;
  js: string[];
  css: string[];
}

/** `/case-studies/:slug` → a matcher for paths of that shape; `*` matches nothing here. */
function matcher(pattern: string): RegExp | null {
  if (pattern === '*') return null;
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

const link = (attributes: Record<string, string>) =>
  `<link${Object.entries(attributes)
    .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
    .join('')}>`;

function tagsFor(assets: RouteAssets): string {
  return [
    ...assets.js.map((href) => link({ rel: 'modulepreload', crossorigin: '', href })),
    ...assets.css.map((href) => link({ rel: 'preload', as: 'style', crossorigin: '', href })),
  ].join('');
}

/**
 * The preload tags of each route of the build in `webDist`; without a route-assets.json (an older
 * build) pages simply get none.
 */
export function routePreloads(webDist: string) {
  const file = join(webDist, '.vite', 'route-assets.json');
  const routes = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteAssets[]) : [];
  const compiled = routes.map((route) => ({ match: matcher(route.path), tags: tagsFor(route) }));
  const notFound = routes.find((route) => route.path === '*');
  return {
    /** Tags for the page at `path` (already normalised); the not-found page's for `null`. */
    forPath(path: string | null): string {
      if (path === null) return notFound ? tagsFor(notFound) : '';
      return compiled.find((route) => route.match?.test(path))?.tags ?? '';
    },
  };
}

/** A high-priority preload of the image the page shows largest, when it is one of ours. */
export function imagePreload(src: string | null | undefined): string {
  if (!src || !src.startsWith('/') || src.startsWith('//')) return '';
  return link({ rel: 'preload', as: 'image', fetchpriority: 'high', href: src });
}

/**
 * A preload of data the page will fetch, matching the app's own request: same URL, and
 * credentials included as its tRPC client sends them, or the browser would fetch it twice.
 */
export function dataPreload(href: string): string {
  return link({ rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href });
}
