// framer-motion for parts that load after the first screen (the home page's heading, panels and
// menu): the page the server draws is plain elements and CSS, and whatever animates with
// motion brings it in its own chunk. Each part wraps itself in MotionScope, so no provider above
// the page is needed (one there would put motion into the first load).
import {
  AnimatePresence,
  LazyMotion,
  MotionConfig,
  type AnimatePresenceProps,
} from 'framer-motion';
import type { ReactNode } from 'react';

/** Fetches motion's animation features (once; LazyMotion asks again for each scope). */
export const loadMotionFeatures = () => import('./motionFeatures.ts').then((mod) => mod.default);

/** motion's animation features, and motion kept to fades for visitors who ask for less. */
export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

/** AnimatePresence inside MotionScope: its children animate out before they go. */
export function Presence(props: AnimatePresenceProps & { children?: ReactNode }) {
  return (
    <MotionScope>
      <AnimatePresence {...props} />
    </MotionScope>
  );
}
