import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  configuredMeasurementId,
  initAnalytics,
  revokeAnalytics,
  trackPageView,
} from '../lib/analytics/index.ts';
import {
  CONSENT_SETTINGS,
  globalPrivacyControl,
  openConsentSettings,
  readConsent,
  saveConsent,
} from '../lib/analytics/consent.ts';
import classes from './ConsentBanner.module.css';

export const CONSENT_TEXTS = {
  label: 'Analytics',
  text: 'May we count visits with Google Analytics to learn which pages help? Nothing is measured unless you accept.',
  gpc: 'Your browser sends the Global Privacy Control signal, so analytics stays off.',
  policy: 'Privacy policy',
  accept: 'Accept',
  decline: 'Decline',
  close: 'Close',
  settings: 'Analytics settings',
} as const;

const noSubscription = () => () => {};

/**
 * Whether the page was served with a measurement id. The server renders pages without knowing
 * (one rendering serves requests with and without Global Privacy Control), so the answer is "no"
 * until hydration is over, and the page hydrates as it was drawn.
 */
function useMeasured(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => configuredMeasurementId() !== null,
    () => false,
  );
}

/**
 * Asks before any analytics (only when a measurement id is configured): shown until the visitor
 * chooses, and again from the footer's settings link. Drawn after hydration: the server cannot
 * know the stored choice.
 */
export function ConsentBanner() {
  const [shown, setShown] = useState(false);
  const measured = useMeasured();

  useEffect(() => {
    if (!measured) return;
    if (readConsent() === null) setShown(true);
    const show = () => setShown(true);
    window.addEventListener(CONSENT_SETTINGS, show);
    return () => window.removeEventListener(CONSENT_SETTINGS, show);
  }, [measured]);

  if (!measured || !shown) return null;
  const gpc = globalPrivacyControl();

  const choose = (granted: boolean) => {
    saveConsent(granted ? 'granted' : 'denied');
    if (granted) {
      if (initAnalytics()) trackPageView(`${window.location.pathname}${window.location.search}`);
    } else {
      revokeAnalytics();
    }
    setShown(false);
  };

  return (
    <section className={classes.banner} aria-label={CONSENT_TEXTS.label}>
      <p className={classes.text}>
        {gpc ? CONSENT_TEXTS.gpc : CONSENT_TEXTS.text}{' '}
        <a href="/privacy-policy#cookies" className={classes.link}>
          {CONSENT_TEXTS.policy}
        </a>
      </p>
      <div className={classes.actions}>
        {gpc ? (
          <button type="button" className={classes.secondary} onClick={() => setShown(false)}>
            {CONSENT_TEXTS.close}
          </button>
        ) : (
          <>
            <button type="button" className={classes.secondary} onClick={() => choose(false)}>
              {CONSENT_TEXTS.decline}
            </button>
            <button type="button" className={classes.primary} onClick={() => choose(true)}>
              {CONSENT_TEXTS.accept}
            </button>
          </>
        )}
      </div>
    </section>
  );
}

/** The footer's way back to the choice; nothing when analytics is not configured. */
export function ConsentSettingsLink({ className }: { className?: string }) {
  if (!useMeasured()) return null;
  return (
    <button
      type="button"
      className={`${classes.settings} ${className ?? ''}`}
      onClick={openConsentSettings}
    >
      {CONSENT_TEXTS.settings}
    </button>
  );
}
