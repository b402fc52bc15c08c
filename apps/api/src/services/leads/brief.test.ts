import { budgetRange, contactMessageText, timelineRange } from '@agency/schema';
import { describe, expect, it } from 'vitest';
import { briefFromContactForm, briefFromState, timelineDays } from './brief.ts';

// A Thursday in November, Los Angeles morning: 1 March 2027 is 94 days and 7 hours away.
const NOW = new Date('2026-11-26T17:00:00Z');
const days = (words: string) => timelineDays(words, NOW);

describe('timeline days', () => {
  it('counts spans said as weeks, months and days, in English and Spanish, to the upper end of a range', () => {
    expect(days('in 6 weeks')).toBe(42);
    expect(days('within 3 months')).toBe(91);
    expect(days('in the next 2-3 months')).toBe(91);
    expect(days('a couple of months')).toBe(61);
    expect(days('in 10 days')).toBe(10);
    expect(days('en dos meses')).toBe(61);
    expect(days('en 3 semanas')).toBe(21);
    expect(days('next week')).toBe(7);
  });

  it('counts to a named month, quarter or season, next year once it has passed', () => {
    expect(days('by March')).toBe(94); // 1 March 2027
    expect(days('by mid December')).toBe(18);
    expect(days('by the end of Q2')).toBe(215); // 30 June 2027
    expect(days('in Q1')).toBe(35);
    expect(days('before summer')).toBe(206); // 21 June 2027
    expect(days('by Christmas')).toBe(28);
    expect(days('by November')).toBe(339); // this November is past: next year's
    expect(days('next quarter')).toBe(35);
    expect(days('this year')).toBe(34);
  });

  it('gives nothing for words without a length', () => {
    expect(days('in months')).toBeUndefined();
    expect(days('soon')).toBeUndefined();
  });
});

describe('ranges', () => {
  it('puts each bound in the range it starts', () => {
    expect([9_999, 10_000, 49_999, 50_000, 100_000, 0].map(budgetRange)).toEqual([
      'under-10k',
      '10k-50k',
      '10k-50k',
      '50k-100k',
      '100k-plus',
      'under-10k',
    ]);
    expect([30, 31, 32, 91, 92, 93, 183, 184].map(timelineRange)).toEqual([
      'within-a-month',
      'within-a-month',
      '1-3-months',
      '1-3-months',
      '1-3-months',
      '3-6-months',
      '3-6-months',
      'over-6-months',
    ]);
    expect(budgetRange(null)).toBeNull();
  });
});

describe('the brief from a dialogue state', () => {
  it('keeps what the state says in the site vocabularies, and drops what is not in them', () => {
    expect(
      briefFromState(
        { budget: 25_000.4, timeline: 'in 6 weeks', service: 'social-media', industry: 'pets' },
        NOW,
      ),
    ).toEqual({
      budget: 25_000,
      timeline: 'in 6 weeks',
      timelineDays: 42,
      services: ['social-media'],
      industry: 'pets',
    });
    expect(
      briefFromState({ service: 'catering', industry: 'Financial Services', budget: 5e12 }, NOW),
    ).toEqual({ budget: 2_000_000_000, services: [] });
    expect(briefFromState('not a state', NOW)).toEqual({ services: [] });
  });
});

describe('the brief from a contact form', () => {
  const form = (message: string, company = '') =>
    contactMessageText({ name: 'Dana', email: 'dana@example.com', company, message }, 'deck.pdf');

  it('reads the message box, with the company for the industry', () => {
    expect(
      briefFromContactForm(
        form(
          'We need a 30 second commercial and paid social on TikTok.\nBudget around $75,000.\nLaunch in 8 weeks.',
          'Sunrise Dental',
        ),
        'Sunrise Dental',
        NOW,
      ),
    ).toEqual({
      budget: 75_000,
      timeline: 'in 8 weeks',
      timelineDays: 56,
      services: ['video-production', 'social-media'],
      industry: 'healthcare',
    });
  });

  it('reads no money from the labelled lines around it, and nothing from a text that is not a form', () => {
    expect(briefFromContactForm(form('Call me.', '3M'), '3M', NOW)).toEqual({ services: [] });
    expect(briefFromContactForm('We need $50k of billboards', null, NOW)).toBeNull();
  });
});
