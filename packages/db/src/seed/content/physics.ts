// Spring settings of the card deck per visitor persona. The default row is exactly PHYSICS_DEFAULTS;
// the others keep the same precision and shift mass, tension and friction to change the feel.
import { PHYSICS_DEFAULTS, type PhysicsConfig } from '@agency/schema';

export const physicsConfigs: PhysicsConfig[] = [
  {
    id: 'physics-default',
    personaId: 'default',
    name: 'Default',
    isDefault: true,
    ...PHYSICS_DEFAULTS,
  },
  {
    // Lower friction and higher tension: cards overshoot and settle with a visible bounce.
    id: 'physics-creative-director',
    personaId: 'creative-director',
    name: 'Creative Director (Bouncy)',
    isDefault: false,
    mass: 1.2,
    tension: 210,
    friction: 14,
    precision: 0.01,
  },
  {
    // Light and stiff, with enough friction to stop dead: quick, no wobble.
    id: 'physics-startup-founder',
    personaId: 'startup-founder',
    name: 'Startup Founder (Snappy)',
    isDefault: false,
    mass: 0.8,
    tension: 320,
    friction: 30,
    precision: 0.01,
  },
  {
    // Heavier, softer spring with high damping: a slow, even glide.
    id: 'physics-marketing-manager',
    personaId: 'marketing-manager',
    name: 'Marketing Manager (Smooth)',
    isDefault: false,
    mass: 1.4,
    tension: 120,
    friction: 34,
    precision: 0.005,
  },
];
