// The menu's open panel, with motion: fetched when the visitor first reaches for the menu
// (NavMenu), so that the first screen does without motion.
import { AGENCY, NAV_STAGGER_S } from '@agency/schema';
import { IconAward, IconLayoutGrid, IconMail, IconMessageCircle } from '@tabler/icons-react';
import { AnimatePresence, m, type Variants } from 'framer-motion';
import { MotionScope } from '../../lib/motion.tsx';
import classes from './nav.module.css';
import { NAV_TEXTS } from './texts.ts';

const panel: Variants = {
  closed: { opacity: 0, y: -8, scale: 0.97, transition: { duration: 0.15 } },
  open: { opacity: 1, y: 0, scale: 1, transition: { duration: 0.2 } },
};
// Items stagger in 0.1 s apart (product.md §9).
const list: Variants = {
  closed: {},
  open: { transition: { staggerChildren: NAV_STAGGER_S, delayChildren: 0.05 } },
};
const item: Variants = {
  closed: { opacity: 0, x: -12 },
  open: { opacity: 1, x: 0, transition: { duration: 0.28, ease: [0.22, 1, 0.36, 1] } },
};

export interface NavMenuPanelProps {
  open: boolean;
  id: string;
  /** Closes the menu, then runs the item's action. */
  choose: (action?: () => void) => () => void;
  onAwards: () => void;
  onPortfolio: () => void;
}

/** The list of NavMenu, animated in and out. */
export function NavMenuPanel({ open, id, choose, onAwards, onPortfolio }: NavMenuPanelProps) {
  return (
    <MotionScope>
      <AnimatePresence>
        {open ? (
          <m.nav
            id={id}
            className={classes.panel}
            aria-label={NAV_TEXTS.menu}
            initial="closed"
            animate="open"
            exit="closed"
            variants={panel}
          >
            <m.ul className={classes.list} variants={list}>
              <m.li variants={item}>
                <button type="button" className={classes.item} onClick={choose(onAwards)}>
                  <IconAward size={18} stroke={1.7} aria-hidden="true" />
                  {NAV_TEXTS.awards}
                </button>
              </m.li>
              <m.li variants={item}>
                {/* A page load: the home page runs without the app's router (src/home.tsx). */}
                <a href="/contact" className={classes.item} onClick={choose()}>
                  <IconMessageCircle size={18} stroke={1.7} aria-hidden="true" />
                  {NAV_TEXTS.contact}
                </a>
              </m.li>
              <m.li variants={item}>
                <button type="button" className={classes.item} onClick={choose(onPortfolio)}>
                  <IconLayoutGrid size={18} stroke={1.7} aria-hidden="true" />
                  {NAV_TEXTS.portfolio}
                </button>
              </m.li>
              <m.li variants={item}>
                <a href={`mailto:${AGENCY.email}`} className={classes.item} onClick={choose()}>
                  <IconMail size={18} stroke={1.7} aria-hidden="true" />
                  {NAV_TEXTS.email}
                </a>
              </m.li>
            </m.ul>
          </m.nav>
        ) : null}
      </AnimatePresence>
    </MotionScope>
  );
}
