// Writes a page's head tags into document.head: the browser's half of the server's head rendering
// (apps/api/src/services/seo/pageHead.ts), from the same tags.
import {
  headTags,
  normalizePath,
  SEO_ATTRIBUTE,
  staticPageSeo,
  type HeadTag,
  type PageSeo,
} from '@agency/schema';

/** Every element a page's search data owns, whether the server, index.html or this module wrote it. */
const MANAGED = [
  `[${SEO_ATTRIBUTE}]`,
  'title',
  'meta[name="description"]',
  'meta[name="robots"]',
  'link[rel="canonical"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'script[type="application/ld+json"]',
].join(', ');

let origin: string | undefined;

/**
 * The site's public origin. The server writes canonical URLs on its configured public URL; the
 * first page keeps that origin for the whole visit. Without one (a 404 first, or the dev server),
 * the browser's own origin. On the server, the origin it rendered with (setSiteOrigin).
 */
export function siteOrigin(doc?: Document): string {
  if (origin) return origin;
  const page = doc ?? document;
  const declared =
    page.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ??
    page.head.querySelector('meta[property="og:url"]')?.getAttribute('content');
  try {
    origin = declared ? new URL(declared).origin : page.location.origin;
  } catch {
    origin = page.location.origin;
  }
  return origin;
}

/** Fixes the origin where there is no document to read it from (server rendering). */
export function setSiteOrigin(value: string): void {
  origin = value;
}

/** Forgets the remembered origin (tests). */
export function resetSiteOrigin(): void {
  origin = undefined;
}

function element(doc: Document, tag: HeadTag): HTMLElement {
  const node = doc.createElement(tag.tag);
  node.setAttribute(SEO_ATTRIBUTE, '');
  if (tag.tag === 'title') {
    node.textContent = tag.text;
    return node;
  }
  for (const [name, value] of Object.entries(tag.attrs)) node.setAttribute(name, value);
  if (tag.tag === 'script') node.textContent = tag.json;
  return node;
}

/** Replaces the head's search tags with these. */
export function applyHeadTags(tags: readonly HeadTag[], doc: Document = document): void {
  for (const node of doc.head.querySelectorAll(MANAGED)) node.remove();
  const fragment = doc.createDocumentFragment();
  for (const tag of tags) fragment.appendChild(element(doc, tag));
  doc.head.appendChild(fragment);
}

export function applySeo(seo: PageSeo, doc: Document = document): void {
  applyHeadTags(headTags(seo, siteOrigin(doc)), doc);
}

/** The search data of a fixed-path page (home, about, …), or null for a detail page or an unknown path. */
export function staticSeoFor(pathname: string, doc: Document = document): PageSeo | null {
  return staticPageSeo(normalizePath(pathname), siteOrigin(doc));
}
