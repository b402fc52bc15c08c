import { AGENCY, VIDEO_LOAD_TIMEOUT_MOBILE_MS, VIDEO_LOAD_TIMEOUT_MS } from '@agency/schema';
import type { CSSProperties } from 'react';
import { useLeaving } from '../../lib/useLeaving.ts';
import classes from './HomePage.module.css';
import { LOGO_MARK } from './media.ts';

// The overlay's own time-outs, for the page the server drew (HomePage.module.css).
const TIMEOUTS = {
  '--overlay-timeout-desktop': `${VIDEO_LOAD_TIMEOUT_MS}ms`,
  '--overlay-timeout-mobile': `${VIDEO_LOAD_TIMEOUT_MOBILE_MS}ms`,
} as CSSProperties;

/** HomePage.module.css's loading-overlay-out takes as long. */
const FADE_MS = 600;

/** Covers the page until the background video plays, or the time-out passes (product.md §4). */
export function LoadingOverlay({ visible, label }: { visible: boolean; label: string }) {
  // Fades out in CSS (data-leaving) for as long as it stays.
  const { mounted, leaving } = useLeaving(visible, FADE_MS);
  if (!mounted) return null;
  return (
    <div
      className={classes.loadingOverlay}
      role="status"
      aria-label={label}
      data-testid="loading-overlay"
      data-leaving={leaving || undefined}
      style={TIMEOUTS}
    >
      <img className={classes.loadingMark} src={LOGO_MARK} alt="" width={56} height={56} />
      <span className={classes.loadingName}>{AGENCY.name}</span>
      <span className={classes.loadingBar} aria-hidden="true" />
    </div>
  );
}
