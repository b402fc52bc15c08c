// The search data of the careers pages: a role's metadata and its JobPosting JSON-LD. A module of
// its own, so that only the careers pages (and the API) carry it, not every page's shared code.
import type { JobPosting as JobPostingLd, WithContext } from 'schema-dts';
import { AGENCY } from '../constants.ts';
import type { Role } from '../careers.ts';
import {
  blocksToHtml,
  formatPay,
  textBlocks,
  TRACK_EMPLOYMENT_TYPE,
  TRACK_LABELS,
  WORK_MODE_LABELS,
} from '../careersText.ts';
import { absoluteUrl, ORGANIZATION_LOGO } from './jsonld.ts';
import { brandedTitle, META_PRESETS, sitePageMeta, type PageMeta } from './meta.ts';
import type { PageSeo } from './pages.ts';

/** The studio's address: where on-site and hybrid roles work. */
function studioAddress() {
  return {
    '@type': 'PostalAddress',
    streetAddress: AGENCY.streetAddress,
    addressLocality: AGENCY.city,
    addressRegion: AGENCY.region,
    postalCode: AGENCY.postalCode,
    addressCountry: AGENCY.country,
  } as const;
}

/** The whole posting as HTML, as Google asks of `description`: what the role is, what it needs, its pay. */
export function jobPostingDescriptionHtml(
  role: Pick<Role, 'description' | 'requirements' | 'payMin' | 'payMax' | 'payUnit'>,
): string {
  return blocksToHtml([
    ...textBlocks(role.description),
    { kind: 'heading', text: 'Requirements' },
    ...textBlocks(role.requirements),
    { kind: 'heading', text: 'Pay' },
    { kind: 'paragraph', text: `${formatPay(role)} (USD).` },
  ]);
}

/**
 * A role as Google's JobPosting: title, HTML description, datePosted, validThrough, employmentType,
 * the agency as hiringOrganization, the studio as jobLocation (or TELECOMMUTE for a remote role,
 * open to applicants in the United States), baseSalary as the posted range, and directApply (the
 * page's form is the application).
 */
export function jobPostingJsonLd(role: Role, origin: string): WithContext<JobPostingLd> {
  const url = absoluteUrl(origin, `/careers/${role.slug}`);
  const remote = role.workMode === 'remote';
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: role.title,
    description: jobPostingDescriptionHtml(role),
    url,
    identifier: { '@type': 'PropertyValue', name: AGENCY.name, value: role.slug },
    datePosted: role.datePosted,
    ...(role.validThrough ? { validThrough: role.validThrough } : {}),
    employmentType: TRACK_EMPLOYMENT_TYPE[role.track],
    hiringOrganization: {
      '@type': 'Organization',
      name: AGENCY.name,
      sameAs: absoluteUrl(origin, '/'),
      logo: absoluteUrl(origin, ORGANIZATION_LOGO),
    },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
        }
      : { jobLocation: { '@type': 'Place', address: studioAddress() } }),
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: {
        '@type': 'QuantitativeValue',
        minValue: role.payMin,
        maxValue: role.payMax,
        unitText: role.payUnit.toUpperCase(),
      },
    },
    totalJobOpenings: role.openings,
    directApply: true,
  };
}

/** `Senior Copywriter | Silver Lake Creative`; the description leads with the pay, as posted. */
export function roleMeta(
  role: Pick<Role, 'slug' | 'title' | 'track' | 'workMode' | 'payMin' | 'payMax' | 'payUnit'>,
): PageMeta {
  return sitePageMeta({
    title: brandedTitle(role.title),
    description: `${role.title} at ${AGENCY.name}, Los Angeles. ${TRACK_LABELS[role.track]}, ${WORK_MODE_LABELS[role.workMode].toLowerCase()}. Pay: ${formatPay(role)}. Apply online.`,
    path: `/careers/${role.slug}`,
  });
}

export function roleSeo(role: Role, origin: string): PageSeo {
  return { meta: roleMeta(role), jsonLd: [jobPostingJsonLd(role, origin)] };
}

/** A role that has closed or expired: its page says so (status 410) and is not indexed. */
export function roleClosedSeo(): PageSeo {
  return { meta: META_PRESETS.roleClosed, jsonLd: [] };
}
