// The logo's sparkle, with motion: fetched at the first reset (LogoButton), never on arrival.
import { m } from 'framer-motion';
import { MotionScope } from '../../lib/motion.tsx';
import classes from './HomePage.module.css';

const SPARKS = Array.from({ length: 14 }, (_, index) => {
  const angle = (index / 14) * Math.PI * 2;
  const distance = 38 + (index % 3) * 14;
  return {
    x: Math.cos(angle) * distance,
    y: Math.sin(angle) * distance,
    size: 4 + (index % 4) * 2,
  };
});

/** Sparks flying out of the logo and fading, once (each mount plays it). */
export function Sparkles() {
  return (
    <MotionScope>
      <span className={classes.sparkles} aria-hidden="true" data-testid="sparkle">
        {SPARKS.map((spark, index) => (
          <m.i
            key={index}
            className={classes.spark}
            style={{ width: spark.size, height: spark.size }}
            initial={{ x: 0, y: 0, scale: 0.2, opacity: 1 }}
            animate={{ x: spark.x, y: spark.y, scale: [0.2, 1.2, 0], opacity: [1, 1, 0] }}
            transition={{ duration: 0.9, ease: 'easeOut', delay: (index % 4) * 0.03 }}
          />
        ))}
      </span>
    </MotionScope>
  );
}
