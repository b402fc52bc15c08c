// Floors on the assistant's quality, set from the figures it last reached (bench:assistant
// prints them): the blind set's development part and the regression dialogues. A change that
// makes the assistant worse on either fails here; the held-out part is not run in tests, so it
// stays a measurement nobody tuned on. Timings are the bench's business, not asserted here.
import { describe, expect, it } from 'vitest';
import { careersKb } from './data/careersDialogues.ts';
import { blindSet, figures, runBlind } from './data/blind/evaluate.ts';
import { runDialogues } from './data/dialogues.ts';
import { seedKb } from './fixtures.ts';
import { createAssistant } from './index.ts';

const assistant = createAssistant(seedKb);
// The later writers read the site with its careers pages: the seed's roles posted.
const withRoles = createAssistant(careersKb());

// Over a thousand turns in conversation: seconds on an idle two-core machine and a minute or more
// on a busy one, hence the timeout.
describe('the assistant holds its measured quality', { timeout: 180_000 }, () => {
  it('on the blind set’s development part', () => {
    const f = figures(
      runBlind(
        assistant,
        blindSet().filter((c) => c.split === 'dev'),
        withRoles,
      ),
    );
    expect(f.turns).toBe(10398);
    expect(f.passed / f.turns).toBeGreaterThanOrEqual(FLOORS.dev);
    expect(f.followUps.passed / f.followUps.turns).toBeGreaterThanOrEqual(FLOORS.devFollowUps);
    expect(f.intent.right / f.intent.labelled).toBeGreaterThanOrEqual(FLOORS.devIntent);
  });

  it('on the regression dialogues', () => {
    const results = runDialogues(assistant);
    const passed = results.filter((r) => r.problems.length === 0).length;
    expect(passed / results.length).toBeGreaterThanOrEqual(FLOORS.regression);
  });
});

/**
 * The figures reached when the floors were set (0.865, 0.856, 0.966, 0.875 on writers A to AW; with
 * AX to AZ joined, 0.862, 0.854, 0.959), less about a point
 * for changes that trade a turn for another. The development part's intent is in-sample (the
 * learnt intent, intentModel.ts, was learnt on it): its floor guards that the weights are in use,
 * it measures nothing.
 */
const FLOORS = { dev: 0.855, devFollowUps: 0.846, devIntent: 0.95, regression: 0.85 };
