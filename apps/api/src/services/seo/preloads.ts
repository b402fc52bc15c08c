// What a page's HTML asks the browser to fetch at once: the page's own code (read from the build's
// route-assets.json), its largest image and its data, which it would otherwise discover only after
// the entry script has run, the route's code has loaded and the page has rendered.
import { escapeHtml, HERO_IMAGE_SIZES, HERO_IMAGE_WIDTH, mediaSrcSet } from '@agency/schema';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface RouteAssets {
  path: string;
  js: string[];
  css: string[];
  /** A page that starts from its own entry: its modules, in place of the app's. */
  entry?: string[];
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

export const modulePreload = (href: string) =>
  link({ rel: 'modulepreload', crossorigin: '', href });

/** A style sheet the page is not painted without (a page the server rendered). */
export const stylesheet = (href: string) => link({ rel: 'stylesheet', crossorigin: '', href });

/** Fetched early, applied when the page's code inserts it (a page the browser renders). */
const stylePreload = (href: string) => link({ rel: 'preload', as: 'style', crossorigin: '', href });

function tagsFor(assets: RouteAssets): string {
  return [...assets.js.map(modulePreload), ...assets.css.map(stylePreload)].join('');
}

const NO_ASSETS = { js: [], css: [] };

/**
 * The preload tags of each route of the build in `webDist`; without a route-assets.json (an older
 * build) pages simply get none.
 */
export function routePreloads(webDist: string) {
  const file = join(webDist, '.vite', 'route-assets.json');
  const routes = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RouteAssets[]) : [];
  const compiled = routes.map((route) => ({
    match: matcher(route.path),
    assets: { js: route.js, css: route.css, entry: route.entry },
    tags: tagsFor(route),
  }));
  const notFound = routes.find((route) => route.path === '*');
  const find = (path: string) => compiled.find((route) => route.match?.test(path));
  return {
    /** Tags for the page at `path` (already normalised); the not-found page's for `null`. */
    forPath(path: string | null): string {
      if (path === null) return notFound ? tagsFor(notFound) : '';
      return find(path)?.tags ?? '';
    },
    /** The page's own scripts and style sheets, for a page the server rendered; null: the 404 page's. */
    assetsFor(path: string | null): { js: string[]; css: string[]; entry?: string[] } {
      if (path === null) return notFound ?? NO_ASSETS;
      return find(path)?.assets ?? NO_ASSETS;
    },
  };
}

/**
 * A high-priority preload of the case study's hero picture, when it is one of ours: with the
 * srcset and sizes the page gives it, so that the browser preloads the copy it will show.
 */
export function imagePreload(src: string | null | undefined): string {
  if (!src || !src.startsWith('/') || src.startsWith('//')) return '';
  const srcSet = mediaSrcSet(src, HERO_IMAGE_WIDTH);
  return link({
    rel: 'preload',
    as: 'image',
    fetchpriority: 'high',
    href: src,
    ...(srcSet ? { imagesrcset: srcSet, imagesizes: HERO_IMAGE_SIZES } : {}),
  });
}

/**
 * A preload of data the page will fetch, matching the app's own request: same URL, and
 * credentials included as its tRPC client sends them, or the browser would fetch it twice.
 */
export function dataPreload(href: string): string {
  return link({ rel: 'preload', as: 'fetch', crossorigin: 'use-credentials', href });
}
