// Page metadata (product.md §1 and §5): presets for the site's pages, and the rules that make the
// metadata of a case study or a service from its data. Pure functions: the web app applies them in
// the browser and the API renders them into the HTML it serves, so both always agree.
import {
  AGENCY,
  META_CHALLENGE_EXCERPT,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
} from '../constants.ts';
import type { CaseStudy, Service } from '../entities.ts';
import { truncate } from '../text.ts';

export interface PageMeta {
  /** At most META_TITLE_MAX characters. */
  title: string;
  /** At most META_DESCRIPTION_MAX characters. */
  description: string;
  /** The canonical path of the page; none for pages that must not be indexed under their URL (404). */
  path?: string;
  /** Open Graph type. */
  type: 'website' | 'article';
  /** Share image: a site path or an absolute URL. */
  image?: string;
  imageAlt?: string;
  /** Asks search engines not to index the page (admin, 404). */
  noindex?: boolean;
}

/** The image shared for pages that have none of their own (1200x630). */
export const DEFAULT_SHARE_IMAGE = '/media/og-image.jpg';
const DEFAULT_SHARE_IMAGE_ALT = `${AGENCY.name}, a Los Angeles creative advertising agency`;

/** `${page} | Silver Lake Creative`: the title pattern of every page but the home page. */
export function brandedTitle(page: string): string {
  return `${page} | ${AGENCY.name}`;
}

/** Enforces the length rules of product.md §5 on any metadata, whoever wrote it. */
export function clampMeta(meta: PageMeta): PageMeta {
  return {
    ...meta,
    title: truncate(meta.title.trim(), META_TITLE_MAX),
    description: truncate(meta.description.trim().replace(/\s+/g, ' '), META_DESCRIPTION_MAX),
  };
}

/** A page's metadata with the site's defaults (type website, the share image), clamped. */
export const sitePageMeta = (
  meta: Omit<PageMeta, 'type'> & { type?: PageMeta['type'] },
): PageMeta =>
  clampMeta({
    type: 'website',
    image: DEFAULT_SHARE_IMAGE,
    imageAlt: DEFAULT_SHARE_IMAGE_ALT,
    ...meta,
  });

/**
 * The metadata presets of product.md §1 (home, about, services, contact, caseStudies) and the other
 * pages. `services` and `caseStudies` describe the collections, which have no page of their own
 * (so no canonical path); each service and case study has its own metadata below.
 */
export const META_PRESETS = {
  home: sitePageMeta({
    title: `${AGENCY.name} | Los Angeles Advertising Agency`,
    description: `${AGENCY.name} is a Los Angeles creative advertising agency: brand strategy, creative campaigns, media buying, video production and digital.`,
    path: '/',
  }),
  about: sitePageMeta({
    title: brandedTitle('About Us'),
    description: `Meet ${AGENCY.name}: a full-service creative agency in Silver Lake, Los Angeles, serving Southern California brands since ${AGENCY.foundedYear}, with ${AGENCY.clioAwards} Clio Awards.`,
    path: '/about',
  }),
  services: sitePageMeta({
    title: brandedTitle('Advertising Services in Los Angeles'),
    description:
      'Brand strategy, creative campaigns, media buying, video production, digital, social and influencer marketing, made under one roof in Los Angeles.',
  }),
  contact: sitePageMeta({
    title: brandedTitle('Contact Us'),
    description: `Tell ${AGENCY.name} about your project. Share your goals, attach a brief or deck as a PDF, and our LA team will reply within one business day.`,
    path: '/contact',
  }),
  caseStudies: sitePageMeta({
    title: brandedTitle('Case Studies'),
    description: `Campaigns by ${AGENCY.name} for IMAX, Electra Motors, Golden State Creamery, Vaultline and more: the strategy, the work and the results.`,
  }),
  privacyPolicy: sitePageMeta({
    title: brandedTitle('Privacy Policy'),
    description: `How ${AGENCY.name} collects, uses, shares and protects the information you give us on this website, and the choices and rights you have.`,
    path: '/privacy-policy',
  }),
  losAngeles: sitePageMeta({
    title: brandedTitle('Los Angeles Advertising Agency'),
    description: `A Los Angeles advertising agency since ${AGENCY.foundedYear}: creative campaigns, video production, digital marketing and brand strategy. Projects ${AGENCY.projectPriceRange}.`,
    path: '/los-angeles-advertising-agency',
  }),
  passwordManager: sitePageMeta({
    title: brandedTitle('Password Manager Content Marketing'),
    description:
      'How password managers earn trust before the trial: the content-marketing playbook behind 418% organic growth for Vaultline.',
    path: '/password-manager-content-marketing',
    type: 'article',
  }),
  careers: sitePageMeta({
    title: brandedTitle('Careers'),
    description: `Open roles at ${AGENCY.name}, Los Angeles: full-time, freelance and internships in strategy, copy, design, production and media, pay stated.`,
    path: '/careers',
  }),
  roleClosed: sitePageMeta({
    title: brandedTitle('This role is closed'),
    description: `This role at ${AGENCY.name} is no longer taking applications. See the roles that are open now.`,
    noindex: true,
  }),
  notFound: sitePageMeta({
    title: brandedTitle('Page Not Found'),
    description: `The page you are looking for does not exist or has moved. Explore the work and services of ${AGENCY.name}, a Los Angeles advertising agency.`,
    noindex: true,
  }),
  admin: sitePageMeta({
    title: brandedTitle('Admin'),
    description: `Staff area of ${AGENCY.name}: conversations, resumes and case studies.`,
    path: '/admin',
    noindex: true,
  }),
} satisfies Record<string, PageMeta>;

export type MetaPresetKey = keyof typeof META_PRESETS;

// ---------------------------------------------------------------- case studies

/** Follows the challenge excerpt in a case study's description. */
export const CASE_STUDY_DESCRIPTION_TAIL = '... Read the full case study.';

/** The first META_CHALLENGE_EXCERPT characters of the challenge, then the fixed tail; or a fallback sentence. */
export function caseStudyDescription(study: Pick<CaseStudy, 'client' | 'challenge'>): string {
  const challenge = study.challenge.trim().replace(/\s+/g, ' ');
  const description = challenge
    ? `${challenge.slice(0, META_CHALLENGE_EXCERPT).trimEnd()}${CASE_STUDY_DESCRIPTION_TAIL}`
    : `See how ${AGENCY.name} helped ${study.client} with strategy, creative and media that delivered measurable results.`;
  return truncate(description, META_DESCRIPTION_MAX);
}

/** `${client}: ${title} | Silver Lake Creative` when it fits, else `${client}: ${title}` cut to 60. */
export function caseStudyTitle(study: Pick<CaseStudy, 'client' | 'title'>): string {
  const name = `${study.client}: ${study.title}`;
  const branded = brandedTitle(name);
  return branded.length <= META_TITLE_MAX ? branded : truncate(name, META_TITLE_MAX);
}

export function caseStudyMeta(
  study: Pick<CaseStudy, 'id' | 'client' | 'title' | 'challenge' | 'images'>,
): PageMeta {
  const image = study.images.hero ?? study.images.thumbnail;
  return clampMeta({
    title: caseStudyTitle(study),
    description: caseStudyDescription(study),
    path: `/case-studies/${study.id}`,
    type: 'article',
    image: image ?? DEFAULT_SHARE_IMAGE,
    imageAlt: image ? `${study.client}: ${study.title}` : DEFAULT_SHARE_IMAGE_ALT,
  });
}

// ---------------------------------------------------------------- services

/**
 * The service kinds of product.md §2 (brand, creative, media, production, digital) and the two
 * the site also offers, in the order their slug keywords are looked for. "social" comes before
 * "media" because social media is a service of its own, not media buying.
 */
export const SERVICE_KINDS = [
  'brand',
  'creative',
  'social',
  'influencer',
  'media',
  'production',
  'digital',
] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

interface ServiceTemplate {
  /** Used when the service's own title is not known yet. */
  label: string;
  /** The schema.org serviceType of the kind. */
  serviceType: string;
  description: string;
}

const SERVICE_TEMPLATES: Record<ServiceKind, ServiceTemplate> = {
  brand: {
    label: 'Brand Strategy',
    serviceType: 'Brand Strategy',
    description: `Brand strategy from a Los Angeles agency: positioning, naming, messaging and visual identity for Southern California brands since ${AGENCY.foundedYear}.`,
  },
  creative: {
    label: 'Creative Campaigns',
    serviceType: 'Creative Advertising Campaigns',
    description: `Award-winning creative campaigns from Los Angeles: ideas built on a real insight, made for TV, streaming, out-of-home, social and retail.`,
  },
  social: {
    label: 'Social Media',
    serviceType: 'Social Media Marketing',
    description:
      'Social media content, community management and paid social for Instagram, TikTok, YouTube and LinkedIn, by one Los Angeles team in English and Spanish.',
  },
  influencer: {
    label: 'Influencer Marketing',
    serviceType: 'Influencer Marketing',
    description:
      'Influencer marketing from Los Angeles: creators cast on audience data, briefs, contracts, FTC disclosure and paid amplification, each tracked to the sale.',
  },
  media: {
    label: 'Media Buying',
    serviceType: 'Media Planning and Buying',
    description:
      'Media buying and planning across TV, streaming, audio, out-of-home, search and social, negotiated with fifteen years of Los Angeles vendor relationships.',
  },
  production: {
    label: 'Video Production',
    serviceType: 'Video Production',
    description:
      'Video production by our in-house crew in Silver Lake, Los Angeles: commercials, brand films and social video, from script and casting to color and sound.',
  },
  digital: {
    label: 'Digital Marketing',
    serviceType: 'Digital Marketing',
    description:
      'Digital marketing from one Los Angeles team: paid search, paid social, SEO, content and email, tested every week and reported on revenue, leads and trials.',
  },
};

/**
 * The first kind whose keyword is a whole word of the slug, in SERVICE_KINDS order; null when none
 * is. Whole words, so that "multimedia" is not media and "rebrand" is not brand.
 */
export function serviceKeywordKind(slug: string): ServiceKind | null {
  const words = new Set(slug.toLowerCase().split(/[^a-z0-9]+/));
  return SERVICE_KINDS.find((kind) => words.has(kind)) ?? null;
}

/** The kind of a service by its slug's keywords; brand strategy by default. */
export function serviceKind(slug: string): ServiceKind {
  return serviceKeywordKind(slug) ?? 'brand';
}

/** The schema.org serviceType for a slug, or undefined to let the JSON-LD default apply. */
export function serviceTypeFor(slug: string): string | undefined {
  const kind = serviceKeywordKind(slug);
  return kind ? SERVICE_TEMPLATES[kind].serviceType : undefined;
}

/**
 * A service page's metadata. A slug with a kind keyword gets that kind's template (titled with the
 * service's own name once it is known); a slug without one gets the service's own title and its
 * description cut to 155 characters; with neither, the brand strategy template (the default kind).
 */
export function serviceMeta(
  slug: string,
  service?: Pick<Service, 'title' | 'description'> | null,
): PageMeta {
  const path = `/services/${slug}`;
  const keywordKind = serviceKeywordKind(slug);
  const base = {
    path,
    type: 'website' as const,
    image: DEFAULT_SHARE_IMAGE,
    imageAlt: DEFAULT_SHARE_IMAGE_ALT,
  };
  if (!keywordKind && service) {
    return clampMeta({
      ...base,
      title: brandedTitle(service.title),
      description: truncate(service.description, META_DESCRIPTION_MAX),
    });
  }
  const template = SERVICE_TEMPLATES[keywordKind ?? 'brand'];
  const name = service?.title ?? template.label;
  const inLosAngeles = brandedTitle(`${name} in Los Angeles`);
  return clampMeta({
    ...base,
    title: inLosAngeles.length <= META_TITLE_MAX ? inLosAngeles : brandedTitle(name),
    description: template.description,
  });
}
