import { SERVICE_CATALOG } from '@agency/schema';

// Where the content pages link to. The seven services are the site's fixed set (each has a page);
// case studies come and go with the data, so the chrome links only to the ones the copy cites.

export const SERVICE_LINKS = SERVICE_CATALOG.map(({ slug, label }) => ({ slug, label }));

export const COMPANY_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/careers', label: 'Careers' },
  { to: '/los-angeles-advertising-agency', label: 'Los Angeles Agency' },
  { to: '/case-studies/imax', label: 'Featured Work: IMAX' },
  { to: '/password-manager-content-marketing', label: 'Insights' },
  { to: '/contact', label: 'Contact' },
] as const;

/**
 * The header's pages besides Services and Contact: the work on the home page's first screen, the
 * studio and its people, and the jobs.
 */
export const HEADER_LINKS = [
  { to: '/#work', label: 'Work' },
  { to: '/about', label: 'About' },
  { to: '/careers', label: 'Careers' },
] as const;

export const PRIVACY_LINK = { to: '/privacy-policy', label: 'Privacy Policy' } as const;
