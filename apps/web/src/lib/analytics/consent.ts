// The visitor's say over analytics: nothing analytics-related loads or is sent until they accept.
// The choice is remembered in local storage and can be changed from the footer; a browser sending
// the Global Privacy Control signal has declined already.

export type AnalyticsConsent = 'granted' | 'denied';

const STORAGE_KEY = 'analytics-consent';
/** Fired on window when the footer asks to show the choice again. */
export const CONSENT_SETTINGS = 'analytics-consent-settings';

/** Whether the browser sends Global Privacy Control (`navigator.globalPrivacyControl`). */
export function globalPrivacyControl(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true
  );
}

/** The choice in force: GPC is a standing Decline; null while the visitor has not chosen. */
export function readConsent(): AnalyticsConsent | null {
  if (typeof window === 'undefined') return null;
  if (globalPrivacyControl()) return 'denied';
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'granted' || stored === 'denied' ? stored : null;
  } catch {
    return null;
  }
}

export function saveConsent(choice: AnalyticsConsent): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode): the choice holds for this page only.
  }
}

/** The footer's "Analytics settings": shows the choice again. */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_SETTINGS));
}
