// The inbox's learnt intent (intentModel.ts): what it may change, how it learns, and the committed
// weights in use. Messages written for these tests, not taken from the blind set.
import { describe, expect, it } from 'vitest';
import type { Intent } from '@agency/schema';
import { seedKb } from './fixtures.ts';
import { createAssistant } from './index.ts';
import {
  createIntentRefiner,
  fitIntentModel,
  readIntentModel,
  signalFeatures,
  type IntentSignals,
} from './intentModel.ts';
import committed from './data/intentModel.json' with { type: 'json' };

const signals = (message: string, decided: Intent): IntentSignals => ({
  message,
  decided,
  mode: 'none',
  step: 'unit',
  first: true,
  lang: 'en',
});

describe('the learnt intent', () => {
  const learnt = createAssistant(seedKb);
  const ruled = createAssistant(seedKb, { intentModel: null });
  const intentOf = (assistant: typeof learnt, message: string) =>
    assistant.answer({ message, history: [], hasContact: false }).intent;

  it.each([
    ['hola, vendo velas artesanales por instagram y no vendo nada, me ayudan?', 'service-inquiry'],
    ['how do you choose which influencers to work with', 'webchat'],
    ['saw ur imax stuff, super cool. what other movie work do u have', 'webchat'],
  ] as const)('files "%s" as %s where the steps alone did not', (message, intent) => {
    expect(intentOf(ruled, message)).not.toBe(intent);
    expect(intentOf(learnt, message)).toBe(intent);
  });

  it('changes the inbox label only: the reply and the page are the steps’ own', () => {
    for (const message of [
      'hola, vendo velas artesanales por instagram y no vendo nada, me ayudan?',
      'how do you choose which influencers to work with',
    ]) {
      const a = learnt.answer({ message, history: [], hasContact: false });
      const b = ruled.answer({ message, history: [], hasContact: false });
      expect({ ...a, intent: b.intent, confidence: b.confidence }).toEqual(b);
    }
  });

  it('never moves a message into or out of employment, nor out of vendor', () => {
    const row = (employment: number) => [employment, 0, 0, -employment];
    const toCareers = createIntentRefiner({
      trainedOn: 'test',
      intents: ['employment', 'service-inquiry', 'vendor', 'webchat'],
      weights: { bias: row(9) },
    });
    const fromCareers = createIntentRefiner({
      trainedOn: 'test',
      intents: ['employment', 'service-inquiry', 'vendor', 'webchat'],
      weights: { bias: row(-9) },
    });
    expect(toCareers(signals('any openings?', 'webchat'))).toBe('webchat');
    expect(fromCareers(signals('any openings?', 'employment'))).toBe('employment');
    expect(fromCareers(signals('we rent cameras', 'vendor'))).toBe('vendor');
  });

  it('reads who the visitor said they were in earlier messages', () => {
    const after = (previous: string, intent: Intent) =>
      Array.from({ length: 10 }, () => ({
        signals: { ...signals('how much does it cost', 'webchat'), first: false, previous },
        intent,
      }));
    const refine = createIntentRefiner(
      fitIntentModel(
        [...after('we run a bakery', 'service-inquiry'), ...after('i am a reporter', 'webchat')],
        'test',
      ),
    );
    const asked = { ...signals('how much does it cost', 'webchat'), first: false };
    expect(refine({ ...asked, previous: 'we run a small bakery' })).toBe('service-inquiry');
    expect(refine({ ...asked, previous: 'i am a reporter' })).toBe('webchat');
  });

  it('keeps the steps’ decision for a message of no word it learnt, or too little against it', () => {
    expect(intentOf(learnt, 'asdkjh qwezxc vbnm')).toBe(intentOf(ruled, 'asdkjh qwezxc vbnm'));
    expect(intentOf(learnt, 'yes please')).toBe('webchat');
  });

  it('learns which words and decisions go with which intent', () => {
    const examples = [
      ...Array.from({ length: 6 }, () => ({
        signals: signals('we need a campaign', 'webchat'),
        intent: 'service-inquiry' as const,
      })),
      ...Array.from({ length: 6 }, () => ({
        signals: signals('when were you founded', 'service-inquiry'),
        intent: 'webchat' as const,
      })),
    ];
    const refine = createIntentRefiner(fitIntentModel(examples, 'test'));
    expect(refine(signals('we need a new campaign', 'webchat'))).toBe('service-inquiry');
    expect(refine(signals('when were you founded?', 'service-inquiry'))).toBe('webchat');
  });

  it('reads the committed weights, which know the signals the policy gives', () => {
    const model = readIntentModel(committed);
    const known = signalFeatures(signals('how much for a brand refresh', 'service-inquiry')).filter(
      (feature) => model.weights[feature],
    );
    expect(known).toEqual(expect.arrayContaining(['decided:service-inquiry', 'bias']));
  });

  it('refuses a file whose rows do not give one weight per intent', () => {
    expect(() =>
      readIntentModel({ trainedOn: 'x', intents: ['webchat', 'vendor'], weights: { bias: [1] } }),
    ).toThrow(/bias/);
    expect(() => readIntentModel({ trainedOn: 'x', intents: ['nope'], weights: {} })).toThrow();
  });
});
