// Structured data (JSON-LD) for search engines: the organization, a service, a case study, and the
// two static pages that carry their own (an FAQ and an article). Typed with schema-dts (types only:
// nothing of it reaches the bundle). Absolute URLs are made from the site's origin.
import type {
  Article as ArticleLd,
  FAQPage as FaqPageLd,
  Organization as OrganizationLd,
  Service as ServiceLd,
  Thing,
  WithContext,
} from 'schema-dts';
import { AGENCY, AWARD_BADGES } from '../constants.ts';
import type { CaseStudy } from '../entities.ts';
import { caseStudyDescription } from './meta.ts';

export type JsonLd = WithContext<Thing>;

export const DEFAULT_SERVICE_TYPE = 'Advertising Services';
export const ORGANIZATION_LOGO = '/media/apple-touch-icon.png';

/** An absolute URL for a site path (absolute URLs are kept as they are). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = origin.replace(/\/+$/, '');
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

const organizationId = (origin: string) => absoluteUrl(origin, '/#organization');

/** A reference to the organization node, for the provider or author of other nodes. */
function organizationRef(origin: string) {
  return {
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: AGENCY.name,
    url: absoluteUrl(origin, '/'),
  } as const;
}

export function organizationJsonLd(origin: string): WithContext<OrganizationLd> {
  const awards = [...new Set(AWARD_BADGES.map((badge) => badge.name))];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: AGENCY.name,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, ORGANIZATION_LOGO),
    slogan: AGENCY.tagline,
    description: `${AGENCY.name} is a Los Angeles creative advertising agency offering brand strategy, creative campaigns, media buying, video production and digital marketing.`,
    email: AGENCY.email,
    telephone: AGENCY.phone,
    foundingDate: String(AGENCY.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: AGENCY.streetAddress,
      addressLocality: AGENCY.city,
      addressRegion: AGENCY.region,
      postalCode: AGENCY.postalCode,
      addressCountry: AGENCY.country,
    },
    areaServed: [
      { '@type': 'City', name: 'Los Angeles' },
      { '@type': 'State', name: 'California' },
    ],
    award: [`${AGENCY.clioAwards} Clio Awards`, ...awards.filter((name) => name !== 'Clio Award')],
    knowsAbout: [
      'Brand strategy',
      'Creative campaigns',
      'Media buying',
      'Video production',
      'Digital marketing',
    ],
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: AGENCY.email,
      telephone: AGENCY.phone,
      areaServed: 'US',
      availableLanguage: ['English', 'Spanish'],
    },
  };
}

export interface ServiceJsonLdInput {
  title: string;
  description: string;
  /** Defaults to DEFAULT_SERVICE_TYPE. */
  serviceType?: string;
  /** The service page's path, e.g. /services/brand-strategy. */
  path: string;
}

export function serviceJsonLd(service: ServiceJsonLdInput, origin: string): WithContext<ServiceLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    description: service.description,
    serviceType: service.serviceType ?? DEFAULT_SERVICE_TYPE,
    url: absoluteUrl(origin, service.path),
    provider: organizationRef(origin),
    areaServed: { '@type': 'City', name: 'Los Angeles' },
  };
}

type CaseStudyJsonLdInput = Pick<
  CaseStudy,
  'id' | 'title' | 'client' | 'challenge' | 'tags' | 'images' | 'industry'
> & {
  updatedAt?: string;
};

/** A case study as an article about its client's campaign: title, description, client, tags, hero or thumbnail. */
export function caseStudyJsonLd(
  study: CaseStudyJsonLdInput,
  origin: string,
): WithContext<ArticleLd> {
  const image = study.images.hero ?? study.images.thumbnail;
  const url = absoluteUrl(origin, `/case-studies/${study.id}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: study.title,
    name: `${study.client}: ${study.title}`,
    description: caseStudyDescription(study),
    url,
    mainEntityOfPage: url,
    about: { '@type': 'Organization', name: study.client },
    genre: 'Case study',
    articleSection: study.industry,
    keywords: study.tags.join(', '),
    ...(image ? { image: absoluteUrl(origin, image) } : {}),
    ...(study.updatedAt ? { dateModified: study.updatedAt } : {}),
    author: organizationRef(origin),
    publisher: organizationRef(origin),
  };
}

export interface FaqItem {
  question: string;
  answer: string;
}

export function faqJsonLd(items: readonly FaqItem[]): WithContext<FaqPageLd> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export interface ArticleJsonLdInput {
  headline: string;
  description: string;
  path: string;
  image?: string;
  datePublished: string;
  dateModified?: string;
}

export function articleJsonLd(article: ArticleJsonLdInput, origin: string): WithContext<ArticleLd> {
  const url = absoluteUrl(origin, article.path);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    url,
    mainEntityOfPage: url,
    ...(article.image ? { image: absoluteUrl(origin, article.image) } : {}),
    datePublished: article.datePublished,
    dateModified: article.dateModified ?? article.datePublished,
    author: organizationRef(origin),
    publisher: organizationRef(origin),
  };
}

/**
 * JSON for the text of a `<script>` (JSON-LD, or data a page carries for its code): nothing in it
 * can close the script or start a comment.
 */
export function serializeScriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
