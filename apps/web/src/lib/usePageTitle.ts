import { AGENCY } from '@agency/schema';
import { useDocumentTitle } from '@mantine/hooks';

/** `${page} | Silver Lake Creative`, or the agency's name alone for the home page. */
export function pageTitle(page?: string): string {
  return page
    ? `${page} | ${AGENCY.name}`
    : `${AGENCY.name} | Los Angeles Creative Advertising Agency`;
}

/** Sets document.title for the page being shown. */
export function usePageTitle(page?: string): void {
  useDocumentTitle(pageTitle(page));
}
