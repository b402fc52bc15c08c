import { describe, expect, it } from 'vitest';
import { personaPoses, PLACEHOLDER_PHYSICS, randomizePhysics } from './physics.ts';

describe('card physics', () => {
  // The deck springs each card with randomizePhysics(base), base being the placeholder until the
  // persona's physics load: product.md §9's defaults, jittered by its percentages.
  it('springs with the default physics until loaded, randomized mass ±20%, tension ±10%, friction ±15%', () => {
    const low = randomizePhysics(PLACEHOLDER_PHYSICS, () => 0);
    expect(low.mass).toBeCloseTo(0.8);
    expect(low.tension).toBeCloseTo(153);
    expect(low.friction).toBeCloseTo(22.1);
    const high = randomizePhysics(PLACEHOLDER_PHYSICS, () => 0.999999);
    expect(high.mass).toBeCloseTo(1.2, 4);
    expect(high.tension).toBeCloseTo(187, 2);
    expect(high.friction).toBeCloseTo(29.9, 3);
    expect(high.precision).toBe(0.01);
    const middle = randomizePhysics(PLACEHOLDER_PHYSICS, () => 0.5);
    expect(middle).toEqual({ mass: 1, tension: 170, friction: 26, precision: 0.01 });
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
