import { describe, it, expect } from 'vitest';
import { EMPLOYMENT_TYPES, INTENTS, MESSAGE_TYPES, TRIGGER_CARD_TYPES } from '@agency/schema';
import { labelled } from './data/labelled.ts';
import { detect } from './detectors.ts';
import { seedKb } from './fixtures.ts';
import { fitCalibration, IDENTITY_CALIBRATION } from './intent.ts';
import MiniSearch from 'minisearch';
import { MemoisedIndex, Retriever, toQuery } from './retrieval.ts';
import {
  analyse,
  editDistance,
  features,
  firstSentences,
  isWord,
  Lexicon,
  tokenize,
  toPlainText,
} from './text.ts';

describe('text', () => {
  it('tokenises with folding, elisions, hyphens and slang', () => {
    expect(tokenize("We don't want a full-time Diseñador, ur reel?")).toEqual([
      'we',
      'do',
      'not',
      'want',
      'a',
      'full',
      'time',
      'disenador',
      ',',
      'your',
      'reel',
      '?',
    ]);
  });

  it('corrects typos against the known vocabulary', () => {
    const lexicon = new Lexicon();
    lexicon.addText('portfolio internship commercial restaurant');
    expect(lexicon.correct('portfollio')).toBe('portfolio');
    expect(lexicon.correct('internhsip')).toBe('internship');
    expect(lexicon.correct('zzzzzzz')).toBe('zzzzzzz');
    expect(editDistance('reel', 'real', 2)).toBe(1);
  });

  it('marks negated words in the classifier features', () => {
    expect(features(analyse('not interested in jobs'))).toContain('!interest');
  });

  it('splits sentences only at punctuation followed by a space, not inside an address', () => {
    const text =
      'Email hello@silverlakecreative.com, call +1 (323) 555-0147. Budgets run $1.5M at most! Ask.';
    expect(firstSentences(text, 1)).toBe(
      'Email hello@silverlakecreative.com, call +1 (323) 555-0147.',
    );
    expect(firstSentences(text, 2)).toBe(
      'Email hello@silverlakecreative.com, call +1 (323) 555-0147. Budgets run $1.5M at most!',
    );
    expect(firstSentences('No full stop at all', 1)).toBe('No full stop at all');
    expect(firstSentences('Yes. We shoot with cinema cameras. And drones.', 1)).toBe(
      'Yes. We shoot with cinema cameras.',
    );
  });

  it('strips markup to plain text', () => {
    expect(toPlainText('<p>Hello <b>there</b></p> **bold** [link](http://x) &amp;')).toBe(
      'Hello there bold link',
    );
  });
});

describe('detectors', () => {
  const d = (text: string) => detect(analyse(text));

  it('distinguishes the agency reel from Instagram Reels and the visitor’s own reel', () => {
    expect(d('We need ten Instagram reels a month').messageType).toBeUndefined();
    expect(d('Happy to send my reel').messageType).toBeUndefined();
    expect(d('Can you send your reel?').messageType).toBe('reel-request');
    expect(d('Show me your reel').messageType).toBe('reel-display');
  });

  it('handles negation', () => {
    expect(d('We are not a restaurant, we sell software').cards).not.toContain('food_brands');
    expect(d('we have no brief yet').messageType).toBeUndefined();
  });

  it('does not read social media as media buying or radio spots as video', () => {
    expect(d('Can you run our social media?').cards).not.toContain('media_campaigns');
    expect(d('We want radio spots in LA').cards).toEqual(['media_campaigns']);
  });

  it('detects employment types', () => {
    expect(d('I do contract work as an editor').employmentType).toBe('freelancer');
    expect(d('Any staff positions open?').employmentType).toBe('full-time');
    expect(d('Busco prácticas de verano').employmentType).toBe('internship');
  });
});

describe('calibration', () => {
  it('shrinks overconfident log-odds and lowers the log-loss', () => {
    // Scores that always point at the right intent by a wide margin, but are wrong 20% of the time.
    const scored = Array.from({ length: 100 }, (_, i) => {
      const truth = INTENTS[i % 4]!;
      const predicted = i % 5 === 0 ? INTENTS[(i + 1) % 4]! : truth;
      const scores = Object.fromEntries(
        INTENTS.map((intent) => [intent, intent === predicted ? 20 : -20]),
      ) as Record<(typeof INTENTS)[number], number>;
      return { scores, intent: truth };
    });
    const fitted = fitCalibration(scored);
    expect(fitted.scale).toBeLessThan(IDENTITY_CALIBRATION.scale);
    const confidence = (scale: number) => {
      const top = Math.exp(scale * Math.LN2 * 40);
      return top / (top + 3);
    };
    // About 0.8 of these predictions are right, and the fitted confidence says so.
    expect(confidence(fitted.scale)).toBeGreaterThan(0.7);
    expect(confidence(fitted.scale)).toBeLessThan(0.9);
  });
});

describe('labelled set', () => {
  const test = labelled.filter((item) => item.split === 'test');

  it('is large, unique and split about 70/30 within every intent', () => {
    expect(labelled.length).toBeGreaterThanOrEqual(260);
    expect(new Set(labelled.map((item) => item.text.toLowerCase())).size).toBe(labelled.length);
    for (const intent of INTENTS) {
      const all = labelled.filter((item) => item.intent === intent);
      const share = all.filter((item) => item.split === 'test').length / all.length;
      expect(share).toBeGreaterThan(0.2);
      expect(share).toBeLessThan(0.4);
    }
  });

  it('has at least 8 held-out examples of every label', () => {
    for (const type of MESSAGE_TYPES)
      expect(test.filter((item) => item.messageType === type).length).toBeGreaterThanOrEqual(8);
    for (const type of TRIGGER_CARD_TYPES) {
      expect(
        test.filter((item) => item.triggerCards?.includes(type)).length,
      ).toBeGreaterThanOrEqual(8);
    }
    for (const type of EMPLOYMENT_TYPES)
      expect(test.filter((item) => item.employmentType === type).length).toBeGreaterThanOrEqual(8);
    expect(test.filter((item) => item.triggerAnimation === 'awards').length).toBeGreaterThanOrEqual(
      8,
    );
  });
});

describe('retrieval', () => {
  const query = (text: string) => toQuery(tokenize(text));

  it('finds for a message what a fresh index finds, whatever was searched before', () => {
    const retriever = new Retriever(seedKb);
    // "produce" last is matched by prefix and fuzzily; further on, only fuzzily.
    retriever.search(query('can we see what you produce'));
    const message = query('can you produce a product video for our launch?');
    expect(retriever.search(message)).toEqual(new Retriever(seedKb).search(message));
    expect(retriever.search(message)).toEqual(retriever.search(message));
  });

  // Every labelled message twice against two searches: about a second of CPU on an idle machine,
  // several beside other test workers, so the default 5 s is no bound.
  it(
    "ranks and scores as MiniSearch's own search does, to the last bit",
    { timeout: 60_000 },
    () => {
      const retriever = new Retriever(seedKb);
      // The indexes are MiniSearches; their own `search` is the reference the remembered terms must match.
      const { all } = retriever as unknown as Record<'all', MiniSearch>;
      const reference = (index: MiniSearch, text: string, boost: Record<string, number>) =>
        index.search(tokenize(text).filter(isWord).join(' '), { boost }).map((result) => {
          const fields = [...new Set(Object.values(result.match).flat())];
          return {
            kind: result.kind,
            ref: result.ref,
            score: result.score,
            queryTerms: result.queryTerms,
            terms: result.terms,
            fields,
            strongFields: fields.some((field) => field !== 'body'),
          };
        });
      // Twice over, the second time from what the first remembered; numbers match only by prefix.
      const messages = labelled.map((item) => `${item.text} (#${item.text.length * 37})`);
      for (const text of [...messages, ...messages]) {
        expect(retriever.search(query(text))).toEqual(
          reference(all, text, { title: 3, keywords: 2.5, meta: 1.5, body: 1 }),
        );
      }
    },
  );

  it('finds the MiniSearch internals it reads, and without them searches as MiniSearch does', () => {
    const documents = [
      { id: 1, kind: 'answer', ref: 'pricing', text: 'Projects start at ten thousand dollars' },
      {
        id: 2,
        kind: 'service',
        ref: 'video',
        text: 'Commercials and brand films produced in house',
      },
      { id: 3, kind: 'case', ref: 'imax', text: 'A summer film campaign that sold tickets' },
    ];
    const build = (useInternals: boolean) => {
      const index = new MemoisedIndex<(typeof documents)[number]>(
        { fields: ['text'], storeFields: ['kind', 'ref'] },
        { text: 1 },
        useInternals,
      );
      index.addAll(documents);
      return index;
    };
    const memoised = build(true);
    const plain = build(false);
    expect(memoised.memoised).toBe(true);
    expect(plain.memoised).toBe(false);
    for (const terms of [['film', 'campaign'], ['produced', 'commercials'], ['thousand'], ['x']])
      expect(plain.hits(terms)).toEqual(memoised.hits(terms));
  });
});
