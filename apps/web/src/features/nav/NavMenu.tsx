import { IconMenu2, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useOpenedOnce } from '../../lib/useOpenedOnce.ts';
import classes from './nav.module.css';
import { NAV_TEXTS } from './texts.ts';

// The open panel animates with motion, which the first screen does without: it is fetched when
// the visitor reaches for the menu (pointer over it, or focus), else when it is first opened.
const loadPanel = () => import('./NavMenuPanel.tsx');
const NavMenuPanel = lazy(() => loadPanel().then((mod) => ({ default: mod.NavMenuPanel })));

export interface NavMenuProps {
  onAwards: () => void;
  onPortfolio: () => void;
}

/** The floating top-left menu (product.md §2, "Cards, awards, navigation"): Awards, Contact,
 *  Portfolio, Email. */
export function NavMenu({ onAwards, onPortfolio }: NavMenuProps) {
  const [open, setOpen] = useState(false);
  // Rendered from the first opening on, so that it can animate closed.
  const used = useOpenedOnce(open);
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
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <IconX size={20} stroke={1.8} /> : <IconMenu2 size={20} stroke={1.8} />}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <NavMenuPanel
            open={open}
            id={menuId}
            choose={choose}
            onAwards={onAwards}
            onPortfolio={onPortfolio}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
