// The learnt choice of the content sentence a reply gains (evidenceModel.ts): how it chooses, how
// it learns, and the committed weights in use. Messages written for these tests, not taken from
// the blind set.
import { describe, expect, it } from 'vitest';
import { conversation, seedKb } from './fixtures.ts';
import { createAssistant } from './index.ts';
import {
  createEvidenceChooser,
  fitEvidenceModel,
  readEvidenceModel,
  ruledEvidence,
  type EvidenceCandidate,
  type EvidenceModel,
} from './evidenceModel.ts';
import committed from './data/evidenceModel.json' with { type: 'json' };

const candidate = (features: string[], ruled = false): EvidenceCandidate => ({
  text: features.join(' '),
  source: 'service:test',
  ruled,
  features,
});

describe('choosing the sentence to add', () => {
  const model: EvidenceModel = {
    trainedOn: 'test',
    add: -1,
    keepRuled: -3,
    weights: { good: 2, poor: -2, awful: -5 },
  };
  const choose = createEvidenceChooser(model);

  it('keeps the ruled candidate unless its score is clearly poor', () => {
    expect(choose([candidate(['good']), candidate(['poor'], true)])).toBe(1);
    expect(choose([candidate(['good']), candidate(['awful'], true)])).toBe(0);
  });

  it('adds the best other candidate only above its threshold, or nothing', () => {
    expect(choose([candidate(['poor']), candidate(['good']), candidate([])])).toBe(1);
    expect(choose([candidate(['poor']), candidate(['awful'])])).toBeUndefined();
    expect(choose([])).toBeUndefined();
  });

  it('without weights, the ruled candidate alone is added', () => {
    expect(ruledEvidence([candidate(['good']), candidate(['poor'], true)])).toBe(1);
    expect(ruledEvidence([candidate(['good'])])).toBeUndefined();
  });
});

describe('learning which additions make a reply right', () => {
  const examples = [
    ...Array.from({ length: 20 }, () => ({
      features: ['bias', 'src:focus'],
      effect: 'fixes' as const,
    })),
    ...Array.from({ length: 20 }, () => ({
      features: ['bias', 'src:role'],
      effect: 'breaks' as const,
    })),
    ...Array.from({ length: 40 }, () => ({
      features: ['bias', 'src:answer'],
      effect: 'neutral' as const,
    })),
  ];

  it('weighs a source that made replies right above one that made them wrong', () => {
    const model = fitEvidenceModel(examples, 'test', { add: 0, keepRuled: -5 });
    expect(model.weights['src:focus']!).toBeGreaterThan(0);
    expect(model.weights['src:role']!).toBeLessThan(0);
    expect(model.weights['src:focus']!).toBeGreaterThan(model.weights['src:answer']!);
  });

  it('learns the same weights from the same examples', () => {
    const thresholds = { add: 0, keepRuled: -5 };
    expect(fitEvidenceModel(examples, 'a', thresholds).weights).toEqual(
      fitEvidenceModel(examples, 'a', thresholds).weights,
    );
  });
});

describe('the committed weights', () => {
  it('are read and checked', () => {
    const model = readEvidenceModel(committed);
    expect(model.add).toBeGreaterThan(model.keepRuled);
    expect(Object.keys(model.weights).length).toBeGreaterThan(100);
    expect(() => readEvidenceModel({ ...committed, add: 'high' })).toThrow();
  });

  const learnt = createAssistant(seedKb);
  const ruled = createAssistant(seedKb, { evidence: null });
  const lastReply = (assistant: typeof learnt, messages: string[]) =>
    conversation(assistant)(...messages).at(-1)!.reply;

  it('add the content sentence that answers where the ruled choice added none', () => {
    const taproom = [
      'we want a spot for our brewery',
      'can you shoot it at our taproom instead of your studio',
    ];
    expect(lastReply(ruled, taproom)).not.toMatch(/on location/);
    expect(lastReply(learnt, taproom)).toMatch(/shoots in studio, on location or on an LED volume/);
  });

  it('leave a Spanish reply as it is: the sentences are the English content', () => {
    const messages = [
      'queremos un comercial para nuestra cervecería',
      '¿pueden grabarlo en nuestro local?',
    ];
    expect(lastReply(learnt, messages)).toBe(lastReply(ruled, messages));
  });
});
