import { CONTACT_KEYWORDS } from '@agency/schema';
import { describe, expect, it } from 'vitest';
import { mentionsContactKeyword, needsContactGate } from './contactGate.ts';

const none = { contact: null, employmentType: null, gateSkipped: false };

describe('contact gate', () => {
  it.each(CONTACT_KEYWORDS.map((keyword) => [keyword]))(
    'the keyword "%s" opens it, in any case',
    (keyword) => {
      expect(needsContactGate(`Hello, about ${keyword.toUpperCase()} things`, none)).toBe(true);
    },
  );

  // Whole words, with an ending (the list holds the stem 'advertis'); never inside another word.
  it.each([
    ['We need advertising help', true],
    ['Our advertisement should run in May', true],
    ['Could you advertise our launch?', true],
    ['We want two videos and some ads', true],
    ['Are you taking new projects?', true],
    ["The campaign's budget is set", true],
    ['Can we schedule calls next week?', true],
    ['We are shooting in June', true],
    ['So basically, what do you do?', false],
    ['I recall seeing your work somewhere', false],
    ['We love Spotify playlists', false],
    ['Do you have a Blu-ray of that filmography?', false],
    ['Which roads lead to your studio?', false],
    ['That was untouchable', false],
  ])('"%s" holds a keyword: %s', (message, expected) => {
    expect(mentionsContactKeyword(message)).toBe(expected);
  });

  it('stays closed for a message with no keyword', () => {
    expect(needsContactGate('Where is your studio located?', none)).toBe(false);
  });

  it('opens for a chosen employment type even without a keyword', () => {
    expect(
      needsContactGate('I am a motion designer', { ...none, employmentType: 'freelancer' }),
    ).toBe(true);
  });

  it('stays closed once contact details are known', () => {
    const contact = { name: 'Ana', email: 'ana@example.com', subject: '' };
    expect(needsContactGate('We need a campaign', { ...none, contact })).toBe(false);
    expect(
      needsContactGate('We need a campaign', { ...none, contact, employmentType: 'internship' }),
    ).toBe(false);
  });

  it('after a Skip, opens again for a message with a keyword, not for the employment type alone', () => {
    const skipped = { ...none, gateSkipped: true };
    expect(needsContactGate('We need a campaign', skipped)).toBe(true);
    expect(needsContactGate('Where is your studio?', skipped)).toBe(false);
    expect(
      needsContactGate('I can start in June', { ...skipped, employmentType: 'internship' }),
    ).toBe(false);
  });
});
