import { PHYSICS_DEFAULTS } from '@agency/schema';
import { describe, expect, it } from 'vitest';
import { personaPoses, PLACEHOLDER_PHYSICS, randomizePhysics } from './physics.ts';

describe('card physics', () => {
  it('uses the spec defaults as the placeholder', () => {
    expect(PLACEHOLDER_PHYSICS).toEqual({ mass: 1, tension: 170, friction: 26, precision: 0.01 });
  });

  it('randomizes mass ±20%, tension ±10%, friction ±15%, and keeps precision', () => {
    const low = randomizePhysics(PHYSICS_DEFAULTS, () => 0);
    expect(low.mass).toBeCloseTo(0.8);
    expect(low.tension).toBeCloseTo(153);
    expect(low.friction).toBeCloseTo(22.1);
    const high = randomizePhysics(PHYSICS_DEFAULTS, () => 0.999999);
    expect(high.mass).toBeCloseTo(1.2, 4);
    expect(high.tension).toBeCloseTo(187, 2);
    expect(high.friction).toBeCloseTo(29.9, 3);
    expect(high.precision).toBe(0.01);
    const middle = randomizePhysics(PHYSICS_DEFAULTS, () => 0.5);
    expect(middle).toEqual({ ...PHYSICS_DEFAULTS });
  });

  it('maps the personas to their entry and exit animations', () => {
    const director = personaPoses('creative-director');
    expect(director.entry.rotate).not.toBe(0);
    expect(director.exit.y).toBeGreaterThan(0);
    const founder = personaPoses('startup-founder');
    expect(founder.entry.x).toBeLessThan(0);
    expect(founder.exit.x).toBeGreaterThan(0);
    expect(personaPoses('marketing-manager')).toEqual(personaPoses('default'));
    expect(personaPoses('someone-else')).toEqual(personaPoses('default'));
    expect(personaPoses('default').entry.opacity).toBe(0);
  });
});
