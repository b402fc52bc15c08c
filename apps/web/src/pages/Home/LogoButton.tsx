import { AnimatePresence, m } from 'framer-motion';
import { useEffect, useState } from 'react';
import classes from './HomePage.module.css';
import { LOGO_MARK } from './media.ts';

const SPARKS = Array.from({ length: 14 }, (_, index) => {
  const angle = (index / 14) * Math.PI * 2;
  const distance = 38 + (index % 3) * 14;
  return {
    x: Math.cos(angle) * distance,
    y: Math.sin(angle) * distance,
    size: 4 + (index % 4) * 2,
  };
});

export interface LogoButtonProps {
  label: string;
  /** Counts resets; each new value plays the sparkle. */
  resets: number;
  onReset: () => void;
}

/** The top-right logo: resets the page to its start, with a sparkle (SPEC section 4). */
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
      <AnimatePresence>
        {burst ? (
          <span key={burst} className={classes.sparkles} aria-hidden="true" data-testid="sparkle">
            {SPARKS.map((spark, index) => (
              <m.i
                key={index}
                className={classes.spark}
                style={{ width: spark.size, height: spark.size }}
                initial={{ x: 0, y: 0, scale: 0.2, opacity: 1 }}
                animate={{ x: spark.x, y: spark.y, scale: [0.2, 1.2, 0], opacity: [1, 1, 0] }}
                exit={{ opacity: 0 }}
                transition={{ duration: 0.9, ease: 'easeOut', delay: (index % 4) * 0.03 }}
              />
            ))}
          </span>
        ) : null}
      </AnimatePresence>
    </div>
  );
}
