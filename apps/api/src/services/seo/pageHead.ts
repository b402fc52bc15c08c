// What the server knows of a page before any JavaScript runs: whether it exists (its status) and
// its search data, computed by the same functions the web app uses in the browser.
import type { PrismaClient } from '@agency/db';
import {
  RecordId,
  ServiceSlugParams,
  CASE_STUDIES_BUNDLE_QUERY_URL,
  caseStudySeo,
  headTags,
  matchParamPage,
  META_PRESETS,
  normalizePath,
  notFoundSeo,
  renderHeadTags,
  roleClosedSeo,
  roleSeo,
  RoleSlugParams,
  serviceSeo,
  staticPageSeo,
  type PageSeo,
  type ParamPage,
} from '@agency/schema';
import { DomainError } from '../../errors.ts';
import { rolePage } from '../careers/roles.ts';
import { getCaseStudy } from '../caseStudies.ts';
import { getService } from '../servicePages.ts';

export interface ResolvedPage {
  found: boolean;
  seo: PageSeo;
  /** The image the page shows largest above the fold, if it is known before rendering. */
  heroImage?: string | null;
  /** URLs of the data the page requests first. */
  data?: string[];
  /** A page that exists but is gone for good (a closed or expired role): 410. */
  status?: 410;
}

/** What a page's parameter must be to name a record (the API's own request schemas). */
const SLUG_SCHEMAS = {
  caseStudy: RecordId,
  service: ServiceSlugParams.shape.slug,
  role: RoleSlugParams.shape.slug,
} satisfies Record<Exclude<ParamPage['kind'], 'leadLink'>, unknown>;

const isNotFound = (error: unknown) => error instanceof DomainError && error.code === 'NOT_FOUND';

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A static page, a case study or a service from the database, or the 404 page. */
export async function resolvePage(
  prisma: PrismaClient,
  pathname: string,
  origin: string,
): Promise<ResolvedPage> {
  const path = normalizePath(pathname);
  const fixed = staticPageSeo(path, origin);
  if (fixed) return { found: true, seo: fixed };
  const match = matchParamPage(path);
  if (!match) return { found: false, seo: notFoundSeo() };
  const { kind } = match.page;
  // The staff email's link to a lead: the admin app (apps/web LeadLink) opens it, as /admin.
  if (kind === 'leadLink') return { found: true, seo: { meta: META_PRESETS.admin, jsonLd: [] } };

  const slug = decode(match.param);
  // A slug the API's own schema refuses (NUL, which Postgres cannot compare) names no page.
  if (!slug || !SLUG_SCHEMAS[kind].safeParse(slug).success) {
    return { found: false, seo: notFoundSeo() };
  }
  try {
    // Exhaustive: a kind of page added to PARAM_PAGES fails the typecheck until it is resolved.
    switch (kind) {
      case 'caseStudy': {
        const study = await getCaseStudy(prisma, slug);
        // The case-study page's hero: the video's poster, or the image shown instead of a video.
        return {
          found: true,
          seo: caseStudySeo(study, origin),
          heroImage: study.images.hero,
          data: [CASE_STUDIES_BUNDLE_QUERY_URL],
        };
      }
      case 'service':
        return { found: true, seo: serviceSeo(slug, await getService(prisma, slug), origin) };
      case 'role': {
        const page = await rolePage(prisma, slug);
        return page.state === 'open'
          ? { found: true, seo: roleSeo(page.role, origin) }
          : { found: true, seo: roleClosedSeo(), status: 410 };
      }
    }
  } catch (error) {
    if (isNotFound(error)) return { found: false, seo: notFoundSeo() };
    throw error;
  }
}

/**
 * index.html with the page's head: `<!--app-head-->` replaced by its tags and `extraHead` (preload
 * hints), the default head block dropped.
 */
export function htmlWithHead(
  template: string,
  seo: PageSeo,
  origin: string,
  extraHead = '',
): string {
  const head = renderHeadTags(headTags(seo, origin)) + extraHead;
  return template
    .replace(/<!--default-head-->[\s\S]*?<!--\/default-head-->\s*/, '')
    .replace('<!--app-head-->', () => head);
}

/** The page with `tags` at the end of its head. */
export function appendToHead(page: string, tags: string): string {
  return page.replace('</head>', () => `${tags}</head>`);
}

/**
 * The page with the server's rendering of it in `#root`, followed by the data it was drawn from.
 * Its `<noscript>` notice goes: the page reads without JavaScript.
 */
export function htmlWithRoot(page: string, rendered: { html: string; state: string }): string {
  return page
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${rendered.html}</div>${rendered.state}`,
    );
}
