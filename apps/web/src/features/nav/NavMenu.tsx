import { AGENCY, NAV_STAGGER_S } from '@agency/schema';
import {
  IconAward,
  IconLayoutGrid,
  IconMail,
  IconMenu2,
  IconMessageCircle,
  IconX,
} from '@tabler/icons-react';
import { AnimatePresence, m, type Variants } from 'framer-motion';
import { useEffect, useId, useRef, useState } from 'react';
import classes from './nav.module.css';
import { NAV_TEXTS } from './texts.ts';

export interface NavMenuProps {
  onAwards: () => void;
  onPortfolio: () => void;
}

const panel: Variants = {
  closed: { opacity: 0, y: -8, scale: 0.97, transition: { duration: 0.15 } },
  open: { opacity: 1, y: 0, scale: 1, transition: { duration: 0.2 } },
};
// Items stagger in 0.1 s apart (SPEC section 9).
const list: Variants = {
  closed: {},
  open: { transition: { staggerChildren: NAV_STAGGER_S, delayChildren: 0.05 } },
};
const item: Variants = {
  closed: { opacity: 0, x: -12 },
  open: { opacity: 1, x: 0, transition: { duration: 0.28, ease: [0.22, 1, 0.36, 1] } },
};

/** The floating top-left menu of SPEC "Card deck and other surfaces": Awards, Contact, Portfolio, Email. */
export function NavMenu({ onAwards, onPortfolio }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const choose = (action?: () => void) => () => {
    setOpen(false);
    action?.();
  };

  return (
    <div ref={root} className={classes.root}>
      <button
        ref={toggle}
        type="button"
        className={classes.toggle}
        aria-label={open ? NAV_TEXTS.close : NAV_TEXTS.open}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <IconX size={20} stroke={1.8} /> : <IconMenu2 size={20} stroke={1.8} />}
      </button>
      <AnimatePresence>
        {open ? (
          <m.nav
            id={menuId}
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
    </div>
  );
}
