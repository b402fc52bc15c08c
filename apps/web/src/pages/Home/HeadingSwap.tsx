// The home heading's change with motion (the old line blurs out, the new one in): fetched with the
// conversation; until then HomePage draws the heading as plain text.
import { AnimatePresence, m } from 'framer-motion';
import { MotionScope } from '../../lib/motion.tsx';
import classes from './HomePage.module.css';

const ease = [0.22, 1, 0.36, 1] as const;

export function HeadingSwap({ heading }: { heading: string }) {
  return (
    <MotionScope>
      <AnimatePresence mode="wait" initial={false}>
        <m.span
          key={heading}
          className={classes.headingText}
          initial={{ opacity: 0, y: 14, filter: 'blur(6px)' }}
          animate={{ opacity: 1, y: 0, filter: 'blur(0px)' }}
          exit={{ opacity: 0, y: -10, filter: 'blur(6px)' }}
          transition={{ duration: 0.35, ease }}
        >
          {heading}
        </m.span>
      </AnimatePresence>
    </MotionScope>
  );
}
