import { headTags, type HeadTag, type PageSeo } from '@agency/schema';
import { useEffect } from 'react';
import { applyHeadTags, siteOrigin, staticSeoFor } from './dom.ts';

/**
 * Sets the page's title, description, canonical URL, Open Graph and Twitter tags and JSON-LD in
 * document.head while the page is shown. `null` leaves the head as it is (e.g. while loading: the
 * server already wrote the right head for a first visit). On leaving, the head falls back to the
 * search data of the next path when that is a fixed page, so pages that set none (the home page)
 * never keep another page's tags.
 */
export function useSeo(seo: PageSeo | null): void {
  const tags = seo ? headTags(seo, siteOrigin()) : null;
  const key = tags ? JSON.stringify(tags) : null;

  useEffect(() => {
    if (!key) return undefined;
    applyHeadTags(JSON.parse(key) as HeadTag[]);
    return () => {
      const next = staticSeoFor(window.location.pathname);
      if (next) applyHeadTags(headTags(next, siteOrigin()));
    };
  }, [key]);
}

/** The component form of useSeo, for pages that prefer JSX. */
export function Seo({ seo }: { seo: PageSeo | null }): null {
  useSeo(seo);
  return null;
}
