import { AGENCY } from '@agency/schema';
import { AnimatePresence, m } from 'framer-motion';
import classes from './HomePage.module.css';
import { LOGO_MARK } from './media.ts';

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
