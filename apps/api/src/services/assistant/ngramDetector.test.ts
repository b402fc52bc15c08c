import { eld } from 'eld/extrasmall';
import { describe, expect, it } from 'vitest';
import { labelled } from './data/labelled.ts';
import { blindSet } from './data/blind/evaluate.ts';
import { LANGUAGES } from './data/ngrams.ts';
import { detect } from './ngramDetector.ts';

eld.setLanguageSubset(LANGUAGES);

const texts = [
  ...labelled.map((item) => item.text),
  // The development part only: the held-out part is run once, at the end of a session's work.
  ...blindSet()
    .filter((conversation) => conversation.split === 'dev')
    .flatMap((conversation) => conversation.turns.map((turn) => turn.say)),
  '',
  '   ',
  'a',
  'ok',
  '¿Cuánto cuesta una campaña?',
  'Ça coûte combien, une vidéo pour notre boulangerie ?',
  'Wir brauchen ein Video für unser Restaurant',
  'chúng tôi cần một video quảng cáo',
  '我们需要一个广告视频 😀 for our café',
  'Ölçü çok önemli; dziękuję bardzo, muito obrigado',
  "don't won’t it`s l'agence",
  'word '.repeat(300),
  'ñandú '.repeat(100) + 'pingüino',
  'x'.repeat(200),
];

describe("the n-gram detector (eld's, on our languages only)", () => {
  it("tells the language eld tells, with eld's scores, on every labelled message and every blind-set turn", () => {
    expect(texts.length).toBeGreaterThan(5000);
    const differ = texts.filter((text) => {
      const theirs = eld.detect(text);
      const ours = detect(text);
      return (
        ours.language !== theirs.language ||
        JSON.stringify(ours.scores) !== JSON.stringify(theirs.getScores())
      );
    });
    expect(differ).toEqual([]);
  });
});
