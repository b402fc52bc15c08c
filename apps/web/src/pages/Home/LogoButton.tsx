import { lazy, Suspense, useEffect, useState } from 'react';
import classes from './HomePage.module.css';
import { LOGO_MARK } from './media.ts';

// With motion: fetched at the first reset, so that the first screen does without it.
const Sparkles = lazy(() => import('./Sparkles.tsx').then((mod) => ({ default: mod.Sparkles })));

export interface LogoButtonProps {
  label: string;
  /** Counts resets; each new value plays the sparkle. */
  resets: number;
  onReset: () => void;
}

/** The top-right logo: resets the page to its start, with a sparkle (product.md §4). */
export function LogoButton({ label, resets, onReset }: LogoButtonProps) {
  const [burst, setBurst] = useState(0);
  useEffect(() => {
    if (resets === 0) return;
    setBurst(resets);
    const timer = setTimeout(() => setBurst(0), 1100);
    return () => clearTimeout(timer);
  }, [resets]);

  return (
    <div className={classes.logoButtonWrap}>
      <button type="button" className={classes.logoButton} aria-label={label} onClick={onReset}>
        <img src={LOGO_MARK} alt="" width={30} height={30} />
      </button>
      {burst ? (
        <Suspense fallback={null}>
          <Sparkles key={burst} />
        </Suspense>
      ) : null}
    </div>
  );
}
