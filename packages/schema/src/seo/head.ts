// The tags a page's search data becomes in <head>: title, description, canonical link, robots,
// Open Graph, Twitter card and JSON-LD. One list of tags; the API renders it to HTML and the web
// app writes it into document.head, so crawlers without JavaScript and browsers see the same head.
import { AGENCY } from '../constants.ts';
import { absoluteUrl, serializeScriptJson } from './jsonld.ts';
import type { PageSeo } from './pages.ts';

/** Every tag written for a page carries this attribute, so the next page can replace them all. */
export const SEO_ATTRIBUTE = 'data-seo';

export type HeadTag =
  | { tag: 'title'; text: string }
  | {
      tag: 'meta';
      attrs: { name: string; content: string } | { property: string; content: string };
    }
  | { tag: 'link'; attrs: { rel: string; href: string } }
  | { tag: 'script'; attrs: { type: 'application/ld+json' }; json: string };

export const SITE_LOCALE = 'en_US';

export function headTags({ meta, jsonLd }: PageSeo, origin: string): HeadTag[] {
  const tags: HeadTag[] = [
    { tag: 'title', text: meta.title },
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
  ];
  const url = meta.path ? absoluteUrl(origin, meta.path) : undefined;
  if (url) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
  if (meta.noindex)
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex, nofollow' } });

  const og = (property: string, content: string) =>
    tags.push({ tag: 'meta', attrs: { property, content } });
  og('og:type', meta.type);
  og('og:site_name', AGENCY.name);
  og('og:locale', SITE_LOCALE);
  og('og:title', meta.title);
  og('og:description', meta.description);
  if (url) og('og:url', url);
  const image = meta.image ? absoluteUrl(origin, meta.image) : undefined;
  if (image) {
    og('og:image', image);
    if (meta.imageAlt) og('og:image:alt', meta.imageAlt);
  }

  const twitter = (name: string, content: string) =>
    tags.push({ tag: 'meta', attrs: { name, content } });
  twitter('twitter:card', image ? 'summary_large_image' : 'summary');
  twitter('twitter:title', meta.title);
  twitter('twitter:description', meta.description);
  if (image) {
    twitter('twitter:image', image);
    if (meta.imageAlt) twitter('twitter:image:alt', meta.imageAlt);
  }

  for (const node of jsonLd) {
    tags.push({
      tag: 'script',
      attrs: { type: 'application/ld+json' },
      json: serializeScriptJson(node),
    });
  }
  return tags;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML text node or a double-quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function attributes(attrs: Record<string, string>): string {
  return Object.entries(attrs)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
}

/** The tags as HTML for the server's response, one per line, each marked with SEO_ATTRIBUTE. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      switch (tag.tag) {
        case 'title':
          return `<title ${SEO_ATTRIBUTE}>${escapeHtml(tag.text)}</title>`;
        case 'meta':
          return `<meta ${SEO_ATTRIBUTE}${attributes(tag.attrs)} />`;
        case 'link':
          return `<link ${SEO_ATTRIBUTE}${attributes(tag.attrs)} />`;
        case 'script':
          // serializeScriptJson leaves no `<`, `>` or `&` in the JSON, so it cannot end the script early.
          return `<script ${SEO_ATTRIBUTE}${attributes(tag.attrs)}>${tag.json}</script>`;
      }
    })
    .join('\n    ');
}
