import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter } from 'react-router-dom';
import { saveConsent } from './consent.ts';
import {
  GTAG_SCRIPT_URL,
  initAnalytics,
  isAnalyticsEnabled,
  resetAnalytics,
  revokeAnalytics,
  trackContactFormSubmitted,
  trackFileUploaded,
  trackPageView,
} from './index.ts';
import { useAnalyticsPageViews } from './usePageViews.ts';
import { clearMeasurementId, serveMeasurementId } from '../../test/analytics.ts';

function Layout() {
  useAnalyticsPageViews();
  return (
    <nav>
      <Link to="/about">About</Link>
      <Link to="/contact?from=nav">Contact</Link>
    </nav>
  );
}

const tagScripts = () => document.head.querySelectorAll(`script[src^="${GTAG_SCRIPT_URL}"]`);

beforeEach(() => {
  resetAnalytics();
  delete window.gtag;
  delete window.dataLayer;
  localStorage.clear();
});

afterEach(() => {
  clearMeasurementId();
  for (const script of tagScripts()) script.remove();
  resetAnalytics();
  delete window.gtag;
  delete window.dataLayer;
});

describe('analytics without a measurement id', () => {
  it('loads nothing and reports nothing', () => {
    serveMeasurementId('');
    render(
      <MemoryRouter>
        <Layout />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    trackContactFormSubmitted(true);
    trackFileUploaded(100);

    expect(isAnalyticsEnabled()).toBe(false);
    expect(tagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it('ignores an id that is not a GA4 measurement id', () => {
    serveMeasurementId('"><script>');
    expect(initAnalytics()).toBe(false);
    expect(tagScripts()).toHaveLength(0);
  });
});

describe('analytics before consent', () => {
  it('loads nothing and sends nothing until the visitor accepts, nor after a Decline', () => {
    serveMeasurementId('G-TEST12345');
    for (const choice of [null, 'denied'] as const) {
      if (choice) saveConsent(choice);
      render(
        <MemoryRouter>
          <Layout />
        </MemoryRouter>,
      );
      trackPageView('/x');
      trackContactFormSubmitted(true);
      expect(initAnalytics()).toBe(false);
      expect(tagScripts()).toHaveLength(0);
      expect(window.gtag).toBeUndefined();
      expect(window.dataLayer).toBeUndefined();
    }
  });

  it('treats the Global Privacy Control signal as a Decline, whatever was stored', () => {
    serveMeasurementId('G-TEST12345');
    saveConsent('granted');
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    try {
      expect(initAnalytics()).toBe(false);
      expect(tagScripts()).toHaveLength(0);
    } finally {
      Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    }
  });

  it('stops sending and deletes the analytics cookies when consent is withdrawn', () => {
    serveMeasurementId('G-TEST12345');
    saveConsent('granted');
    const gtag = vi.fn();
    window.gtag = gtag;
    expect(initAnalytics()).toBe(true);
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = '_ga_TEST12345=GS1.1.456; path=/';
    document.cookie = 'other=kept; path=/';

    revokeAnalytics();
    trackContactFormSubmitted(true);
    expect(gtag).toHaveBeenCalledWith('consent', 'update', { analytics_storage: 'denied' });
    expect(gtag.mock.calls.filter(([command]) => command === 'event')).toEqual([]);
    expect(document.cookie).toBe('other=kept');
    document.cookie = 'other=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });
});

describe('analytics with a measurement id, once accepted', () => {
  beforeEach(() => saveConsent('granted'));

  it('loads the gtag script once and queues its commands in the data layer', () => {
    serveMeasurementId('G-TEST12345');
    expect(initAnalytics()).toBe(true);
    expect(initAnalytics()).toBe(true);

    const scripts = tagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe(`${GTAG_SCRIPT_URL}?id=G-TEST12345`);
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    const queued = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(queued[1]).toEqual([
      'config',
      'G-TEST12345',
      { send_page_view: false, anonymize_ip: true },
    ]);
  });

  it('reports a page view on every location change, and the documented events, to gtag', () => {
    serveMeasurementId('G-TEST12345');
    const gtag = vi.fn();
    window.gtag = gtag;

    render(
      <MemoryRouter initialEntries={['/']}>
        <Layout />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    fireEvent.click(screen.getByRole('link', { name: 'Contact' }));
    trackContactFormSubmitted(true);
    trackContactFormSubmitted(false);
    trackFileUploaded(2_345_678);

    // A gtag already on the page is used as it is: no second copy of the script.
    expect(tagScripts()).toHaveLength(0);
    expect(gtag).toHaveBeenCalledWith('config', 'G-TEST12345', {
      send_page_view: false,
      anonymize_ip: true,
    });
    const events = gtag.mock.calls
      .filter(([command]) => command === 'event')
      .map(([, name, params]) => [name, params]);
    expect(events).toEqual([
      ['page_view', expect.objectContaining({ page_path: '/' })],
      ['page_view', expect.objectContaining({ page_path: '/about' })],
      [
        'page_view',
        expect.objectContaining({
          page_path: '/contact?from=nav',
          page_location: `${window.location.origin}/contact?from=nav`,
        }),
      ],
      ['contact_form_submitted', { has_pdf: true }],
      ['contact_form_submitted', { has_pdf: false }],
      ['file_uploaded', { size: 2_345_678 }],
    ]);
  });
});
