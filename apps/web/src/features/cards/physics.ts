import {
  PHYSICS_DEFAULTS,
  PHYSICS_RANDOMIZATION,
  PERSONA_ANIMATIONS,
  type PersonaSlug,
} from '@agency/schema';

export interface SpringPhysics {
  mass: number;
  tension: number;
  friction: number;
  precision: number;
}

/** The placeholder used until the persona's config has loaded (product.md §7). */
export const PLACEHOLDER_PHYSICS: SpringPhysics = { ...PHYSICS_DEFAULTS };

/**
 * Each card gets its own feel: mass ±20%, tension ±10%, friction ±15% (product.md §9).
 * `random` returns a number in [0, 1), like Math.random.
 */
export function randomizePhysics(
  base: SpringPhysics,
  random: () => number = Math.random,
): SpringPhysics {
  const jitter = (value: number, spread: number) => value * (1 + (random() * 2 - 1) * spread);
  return {
    mass: jitter(base.mass, PHYSICS_RANDOMIZATION.mass),
    tension: jitter(base.tension, PHYSICS_RANDOMIZATION.tension),
    friction: jitter(base.friction, PHYSICS_RANDOMIZATION.friction),
    precision: base.precision,
  };
}

export interface Pose {
  opacity: number;
  x: number;
  y: number;
  rotate: number;
  scale: number;
}

export const REST: Pose = { opacity: 1, x: 0, y: 0, rotate: 0, scale: 1 };

const ENTRY_POSES: Record<string, Pose> = {
  fadeIn: { opacity: 0, x: 0, y: 24, rotate: 0, scale: 0.98 },
  rotate: { opacity: 0, x: 0, y: 12, rotate: -12, scale: 0.86 },
  slideIn: { opacity: 0, x: -90, y: 0, rotate: 0, scale: 1 },
};
const EXIT_POSES: Record<string, Pose> = {
  fadeOut: { opacity: 0, x: 0, y: 12, rotate: 0, scale: 0.96 },
  drop: { opacity: 0, x: 0, y: 180, rotate: 9, scale: 1 },
  slideAway: { opacity: 0, x: 160, y: 0, rotate: 0, scale: 1 },
};

/** The persona's entry and exit animations of product.md §9 as spring poses. */
export function personaPoses(persona: string): { entry: Pose; exit: Pose } {
  const animation = PERSONA_ANIMATIONS[persona as PersonaSlug] ?? PERSONA_ANIMATIONS.default;
  return {
    entry: ENTRY_POSES[animation.entry] ?? ENTRY_POSES.fadeIn!,
    exit: EXIT_POSES[animation.exit] ?? EXIT_POSES.fadeOut!,
  };
}
