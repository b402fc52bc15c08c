import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter } from 'react-router-dom';
import {
  GTAG_SCRIPT_URL,
  initAnalytics,
  isAnalyticsEnabled,
  resetAnalytics,
  trackContactFormSubmitted,
  trackFileUploaded,
} from './index.ts';
import { useAnalyticsPageViews } from './usePageViews.ts';

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
});

afterEach(() => {
  vi.unstubAllEnvs();
  for (const script of tagScripts()) script.remove();
  resetAnalytics();
  delete window.gtag;
  delete window.dataLayer;
});

describe('analytics without a measurement id', () => {
  it('loads nothing and reports nothing', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', '');
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
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', '"><script>');
    expect(initAnalytics()).toBe(false);
    expect(tagScripts()).toHaveLength(0);
  });
});

describe('analytics with a measurement id', () => {
  it('loads the gtag script once and queues its commands in the data layer', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST12345');
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

  it('reports a page view on every location change, and the events of the spec, to gtag', () => {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', 'G-TEST12345');
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
