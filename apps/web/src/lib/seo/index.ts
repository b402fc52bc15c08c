export { applyHeadTags, applySeo, resetSiteOrigin, siteOrigin, staticSeoFor } from './dom.ts';
export { Seo, useSeo } from './useSeo.ts';
