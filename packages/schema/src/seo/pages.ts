// The full search data of each page: its metadata and its JSON-LD nodes. One function per kind of
// page, used by the web app (in the browser) and by the API (in the HTML it serves for that URL).
import { AGENCY } from '../constants.ts';
import type { Service } from '../entities.ts';
import {
  articleJsonLd,
  caseStudyJsonLd,
  faqJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  type FaqItem,
  type JsonLd,
} from './jsonld.ts';
import {
  caseStudyMeta,
  META_PRESETS,
  serviceMeta,
  serviceTypeFor,
  type MetaPresetKey,
  type PageMeta,
} from './meta.ts';

export interface PageSeo {
  meta: PageMeta;
  jsonLd: JsonLd[];
}

/** The FAQ of the Los Angeles landing page; its page shows it and its JSON-LD carries it. */
export const LOS_ANGELES_FAQ: readonly FaqItem[] = [
  {
    question: 'How much does it cost to hire an advertising agency in Los Angeles?',
    answer: `Project work with ${AGENCY.name} typically ranges from ${AGENCY.projectPriceRange}, depending on scope, production and the number of channels. Ongoing retainers start from ${AGENCY.retainerFrom}. Paid media budgets are separate from our fees and are billed at negotiated rates with no hidden markups.`,
  },
  {
    question: 'How long does a campaign take from brief to launch?',
    answer:
      'A focused project such as a brand refresh or a social video series usually takes six to ten weeks. An integrated launch with a commercial shoot and a paid media plan takes twelve to twenty weeks; the IMAX summer campaign ran for sixteen. Urgent, well-defined projects can often kick off within a week of the scope being agreed.',
  },
  {
    question: 'Do you only work with Los Angeles brands?',
    answer: `We have served Southern California since ${AGENCY.foundedYear} and most of our production happens in and around Los Angeles, but we work with clients across the US. We collaborate over video calls and shared workspaces and travel for shoots, workshops and key meetings.`,
  },
  {
    question: 'Can you handle production in-house?',
    answer:
      'Yes. Our Silver Lake studio has a shooting stage, two edit bays, a color suite and a sound mix room, and our own directors, producers, cinematographers and editors. For virtual production we partner with LED volume stages in Burbank.',
  },
  {
    question: 'How do you measure results?',
    answer:
      'Before launch we agree the few numbers that define success, such as ticket pre-sales, reservations, new members or online revenue, and we set up the tracking to measure them. You get a plain-language report every month, and we move budget to whatever is working.',
  },
  {
    question: 'What should I send you to get started?',
    answer:
      'Your goals, timing, budget range and any launch dates. If you have a brief, RFP or deck, attach it as a PDF of up to 20MB on our contact page. We reply to every new inquiry within one business day.',
  },
];

/** The password-manager article: its headline and dates, for its page and its JSON-LD. */
export const PASSWORD_MANAGER_ARTICLE = {
  headline: 'Content Marketing for Password Managers: How to Earn Trust Before the Trial',
  datePublished: '2025-03-18',
  dateModified: '2025-06-02',
  image: '/media/case-studies/vaultline/hero.webp',
} as const;

/** The site's pages that have a fixed path, with what the sitemap says of them. */
export const STATIC_PAGES = [
  { path: '/', preset: 'home', inSitemap: true, changefreq: 'weekly', priority: 1.0 },
  { path: '/about', preset: 'about', inSitemap: true, changefreq: 'monthly', priority: 0.8 },
  { path: '/contact', preset: 'contact', inSitemap: true, changefreq: 'yearly', priority: 0.8 },
  { path: '/careers', preset: 'careers', inSitemap: true, changefreq: 'weekly', priority: 0.8 },
  {
    path: '/los-angeles-advertising-agency',
    preset: 'losAngeles',
    inSitemap: true,
    changefreq: 'monthly',
    priority: 0.9,
  },
  {
    path: '/password-manager-content-marketing',
    preset: 'passwordManager',
    inSitemap: true,
    changefreq: 'yearly',
    priority: 0.6,
  },
  {
    path: '/privacy-policy',
    preset: 'privacyPolicy',
    inSitemap: true,
    changefreq: 'yearly',
    priority: 0.3,
  },
  { path: '/admin', preset: 'admin', inSitemap: false, changefreq: 'never', priority: 0 },
] as const satisfies readonly {
  path: string;
  preset: MetaPresetKey;
  inSitemap: boolean;
  changefreq: string;
  priority: number;
}[];

export type StaticPagePath = (typeof STATIC_PAGES)[number]['path'];

/** The site's pages whose path carries a parameter, and the kind of thing it names. */
export const PARAM_PAGES = [
  // The staff email's link to a lead: the admin app opens it.
  { path: '/admin/leads/:leadId', kind: 'leadLink' },
  { path: '/case-studies/:slug', kind: 'caseStudy' },
  { path: '/services/:slug', kind: 'service' },
  { path: '/careers/:slug', kind: 'role' },
] as const;

export type ParamPage = (typeof PARAM_PAGES)[number];

/**
 * Every page of the site, by its path (`:name` a parameter); any other path is the 404 page. The
 * one list of them: the server's page resolver (apps/api/src/services/seo/pageHead.ts) answers from
 * it, and the web app's page table (apps/web/src/pageTable.ts) and the server renderer's prefetch
 * table are typed and tested against it.
 */
export type PagePath = StaticPagePath | ParamPage['path'];
export const PAGE_PATHS: readonly PagePath[] = [
  ...STATIC_PAGES.map((page) => page.path),
  ...PARAM_PAGES.map((page) => page.path),
];

/** A page's path as a nested route writes it, without the leading slash (`case-studies/:slug`). */
export type PageRoutePath = PagePath extends `/${infer Rest}` ? Rest : never;

/**
 * The page with a parameter that a path is, and the parameter as it appears in the path (not yet
 * decoded), or null.
 */
export function matchParamPage(pathname: string): { page: ParamPage; param: string } | null {
  const segments = normalizePath(pathname).split('/');
  for (const page of PARAM_PAGES) {
    const pattern = page.path.split('/');
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every((part, index) =>
      part.startsWith(':') ? segments[index] !== '' : part === segments[index],
    );
    const param = segments[pattern.findIndex((part) => part.startsWith(':'))];
    if (matches && param !== undefined) return { page, param };
  }
  return null;
}

/** The page a path is, as PAGE_PATHS names it, or null: the 404 page. */
export function pagePathOf(pathname: string): PagePath | null {
  const path = normalizePath(pathname);
  const fixed = STATIC_PAGES.find((page) => page.path === path);
  return fixed?.path ?? matchParamPage(path)?.page.path ?? null;
}

// The open roles: each leaves the list, and its page answers 410, when its validThrough passes.
const TIMED_PAGES: readonly PagePath[] = ['/careers', '/careers/:slug'];

/** Whether a path's page changes with time alone, with no edit to the content. */
export function changesWithTime(pathname: string): boolean {
  const page = pagePathOf(pathname);
  return page !== null && TIMED_PAGES.includes(page);
}

/** A path without its trailing slashes (the root stays `/`). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The search data of a page with a fixed path, or null if the path is not one. */
export function staticPageSeo(pathname: string, origin: string): PageSeo | null {
  const path = normalizePath(pathname);
  const entry = STATIC_PAGES.find((candidate) => candidate.path === path);
  if (!entry) return null;
  const meta = META_PRESETS[entry.preset];
  switch (entry.preset) {
    case 'home':
    case 'about':
    case 'contact':
    case 'careers':
      return { meta, jsonLd: [organizationJsonLd(origin)] };
    case 'losAngeles':
      return { meta, jsonLd: [organizationJsonLd(origin), faqJsonLd(LOS_ANGELES_FAQ)] };
    case 'passwordManager':
      return {
        meta,
        jsonLd: [
          articleJsonLd(
            { ...PASSWORD_MANAGER_ARTICLE, description: meta.description, path: entry.path },
            origin,
          ),
        ],
      };
    default:
      return { meta, jsonLd: [] };
  }
}

export function caseStudySeo(
  study: Parameters<typeof caseStudyMeta>[0] & Parameters<typeof caseStudyJsonLd>[0],
  origin: string,
): PageSeo {
  return { meta: caseStudyMeta(study), jsonLd: [caseStudyJsonLd(study, origin)] };
}

export function serviceSeo(
  slug: string,
  service: Pick<Service, 'title' | 'description'>,
  origin: string,
): PageSeo {
  const meta = serviceMeta(slug, service);
  return {
    meta,
    jsonLd: [
      serviceJsonLd(
        {
          title: service.title,
          description: service.description,
          serviceType: serviceTypeFor(slug),
          path: `/services/${slug}`,
        },
        origin,
      ),
    ],
  };
}

export function notFoundSeo(): PageSeo {
  return { meta: META_PRESETS.notFound, jsonLd: [] };
}
