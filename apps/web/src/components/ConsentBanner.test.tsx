import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GTAG_SCRIPT_URL, isAnalyticsEnabled, resetAnalytics } from '../lib/analytics/index.ts';
import { CONSENT_TEXTS, ConsentBanner, ConsentSettingsLink } from './ConsentBanner.tsx';
import { clearMeasurementId, serveMeasurementId } from '../test/analytics.ts';

const tagScripts = () => document.head.querySelectorAll(`script[src^="${GTAG_SCRIPT_URL}"]`);
const banner = () => screen.queryByRole('region', { name: CONSENT_TEXTS.label });
const page = () =>
  render(
    <>
      <ConsentBanner />
      <footer>
        <ConsentSettingsLink />
      </footer>
    </>,
  );

beforeEach(() => {
  localStorage.clear();
  resetAnalytics();
  delete window.gtag;
  delete window.dataLayer;
  serveMeasurementId('G-TEST12345');
});

afterEach(() => {
  clearMeasurementId();
  for (const script of tagScripts()) script.remove();
  Reflect.deleteProperty(navigator, 'globalPrivacyControl');
  resetAnalytics();
  delete window.gtag;
  delete window.dataLayer;
});

describe('analytics consent banner', () => {
  it('asks first, with a link to the privacy policy; nothing loads until Accept', () => {
    page();
    expect(banner()).toBeTruthy();
    expect(screen.getByRole('link', { name: CONSENT_TEXTS.policy }).getAttribute('href')).toBe(
      '/privacy-policy#cookies',
    );
    expect(tagScripts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXTS.accept }));
    expect(banner()).toBeNull();
    expect(isAnalyticsEnabled()).toBe(true);
    expect(tagScripts()).toHaveLength(1);
    const queued = (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
    expect(queued.some(([command, name]) => command === 'event' && name === 'page_view')).toBe(
      true,
    );
  });

  it('Decline loads nothing, is remembered, and can be changed from the footer', () => {
    const first = page();
    fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXTS.decline }));
    expect(banner()).toBeNull();
    expect(tagScripts()).toHaveLength(0);
    first.unmount();

    page();
    expect(banner()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXTS.settings }));
    expect(banner()).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXTS.accept }));
    expect(tagScripts()).toHaveLength(1);
  });

  it('with Global Privacy Control: no question, analytics off; the settings say why', () => {
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    page();
    expect(banner()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: CONSENT_TEXTS.settings }));
    expect(screen.getByText(CONSENT_TEXTS.gpc, { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: CONSENT_TEXTS.accept })).toBeNull();
    expect(tagScripts()).toHaveLength(0);
  });

  it('without a measurement id: no banner and no settings link', () => {
    serveMeasurementId('');
    page();
    expect(banner()).toBeNull();
    expect(screen.queryByRole('button', { name: CONSENT_TEXTS.settings })).toBeNull();
  });
});
