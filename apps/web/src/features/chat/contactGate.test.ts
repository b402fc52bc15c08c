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

  it('matches keywords inside words (advertis → advertising)', () => {
    expect(mentionsContactKeyword('We need advertising help')).toBe(true);
  });

  it('stays closed for a message with no keyword', () => {
    expect(needsContactGate('Where is your studio located?', none)).toBe(false);
  });

  it('opens for a chosen employment type even without a keyword', () => {
    expect(
      needsContactGate('I am a motion designer', { ...none, employmentType: 'freelancer' }),
    ).toBe(true);
  });

  it('stays closed once contact details are known, or after the visitor skipped it', () => {
    const contact = { name: 'Ana', email: 'ana@example.com', subject: '' };
    expect(needsContactGate('We need a campaign', { ...none, contact })).toBe(false);
    expect(needsContactGate('We need a campaign', { ...none, gateSkipped: true })).toBe(false);
  });
});
