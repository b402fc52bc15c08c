// Web analytics (Google Analytics 4 through gtag.js), in one module. The tag loads only when the
// server names a measurement id in the page (MEASUREMENT_ID_META, from its VITE_GA_MEASUREMENT_ID:
// a run-time setting, left out of pages asked for with Global Privacy Control) and the visitor has
// accepted analytics (consent.ts); otherwise nothing is loaded and every call here does nothing.
// Page views are sent by hand on each location change (the SPA never reloads), so the automatic
// first page view is turned off (usePageViews.ts, apart: the home page starts without the router).

import { MEASUREMENT_ID_META } from '@agency/schema';
import { readConsent } from './consent.ts';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const GA_ID = /^G-[A-Z0-9]{4,20}$/i;
export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

let activeId: string | null = null;

/** The measurement id the page was served with, if it is a valid GA4 id. */
export function configuredMeasurementId(): string | null {
  if (typeof document === 'undefined') return null;
  const id = document
    .querySelector<HTMLMetaElement>(`meta[name="${MEASUREMENT_ID_META}"]`)
    ?.content.trim();
  return id && GA_ID.test(id) ? id : null;
}

/**
 * Loads the tag once, if an id is configured (or given). A `window.gtag` already present (another
 * loader, or a test's fake) is used as it is. Returns whether analytics is on.
 */
export function initAnalytics(measurementId: string | null = configuredMeasurementId()): boolean {
  if (activeId) return true;
  if (!measurementId || typeof window === 'undefined') return false;
  if (readConsent() !== 'granted') return false;

  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    const dataLayer = window.dataLayer;
    // gtag.js reads the `arguments` objects themselves from the data layer.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object, not an array
      dataLayer.push(arguments);
    };
    const script = document.createElement('script');
    script.async = true;
    script.src = `${GTAG_SCRIPT_URL}?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  }
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
  activeId = measurementId;
  return true;
}

/** Turns analytics off again and forgets the id (tests). */
export function resetAnalytics(): void {
  activeId = null;
}

/**
 * The visitor withdrew consent: nothing more is sent, gtag is told, and its cookies (`_ga`,
 * `_ga_<id>`) are deleted on this host and the domains above it, where gtag may have set them.
 */
export function revokeAnalytics(): void {
  if (activeId) window.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  activeId = null;
  const labels = window.location.hostname.split('.');
  const domains = labels
    .map((_, index) => labels.slice(index).join('.'))
    .filter((d) => d.includes('.'));
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (!name?.startsWith('_ga')) continue;
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    document.cookie = expired;
    for (const domain of domains) document.cookie = `${expired}; domain=.${domain}`;
  }
}

export function isAnalyticsEnabled(): boolean {
  return activeId !== null;
}

function send(event: string, params: Record<string, unknown>): void {
  if (!activeId || !window.gtag) return;
  window.gtag('event', event, params);
}

export function trackPageView(path: string, title: string = document.title): void {
  send('page_view', {
    page_path: path,
    page_location: `${window.location.origin}${path}`,
    page_title: title,
  });
}

/** product.md §7: the contact form was sent, with or without a PDF. */
export function trackContactFormSubmitted(hasPdf: boolean): void {
  send('contact_form_submitted', { has_pdf: hasPdf });
}

/** product.md §7: a file was uploaded; its size in bytes. */
export function trackFileUploaded(size: number): void {
  send('file_uploaded', { size });
}
