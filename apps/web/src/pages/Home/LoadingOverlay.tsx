import { AGENCY, VIDEO_LOAD_TIMEOUT_MOBILE_MS, VIDEO_LOAD_TIMEOUT_MS } from '@agency/schema';
import type { CSSProperties } from 'react';
import { AnimatePresence, m } from 'framer-motion';
import classes from './HomePage.module.css';
import { LOGO_MARK } from './media.ts';

// The overlay's own time-outs, for the page the server drew (HomePage.module.css).
const TIMEOUTS = {
  '--overlay-timeout-desktop': `${VIDEO_LOAD_TIMEOUT_MS}ms`,
  '--overlay-timeout-mobile': `${VIDEO_LOAD_TIMEOUT_MOBILE_MS}ms`,
} as CSSProperties;

/** Covers the page until the background video plays, or the time-out passes (SPEC section 4). */
export function LoadingOverlay({ visible, label }: { visible: boolean; label: string }) {
  return (
    <AnimatePresence>
      {visible ? (
        <m.div
          className={classes.loadingOverlay}
          role="status"
          aria-label={label}
          data-testid="loading-overlay"
          style={TIMEOUTS}
          initial={false}
          exit={{ opacity: 0, transition: { duration: 0.6, ease: 'easeOut' } }}
        >
          <img className={classes.loadingMark} src={LOGO_MARK} alt="" width={56} height={56} />
          <span className={classes.loadingName}>{AGENCY.name}</span>
          <span className={classes.loadingBar} aria-hidden="true" />
        </m.div>
      ) : null}
    </AnimatePresence>
  );
}
