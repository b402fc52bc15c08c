export {
  applyHeadTags,
  applySeo,
  resetSiteOrigin,
  setSiteOrigin,
  siteOrigin,
  staticSeoFor,
} from './dom.ts';
export { Seo, useSeo } from './useSeo.ts';
