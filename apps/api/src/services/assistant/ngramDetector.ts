// eld's language detection (eld 2.1.0 by Nito T.M., Apache License 2.0, npmjs.com/package/eld),
// its steps and arithmetic as eld has them, on its extra-small n-grams for our languages only.
// eld keeps its n-grams as an object each with a slot per language, for 60 languages: 23 MB of
// heap and 4.6 MB of its module's code, held for the process's life in every isolate the assistant
// runs in, for the 14 languages language.ts asks about. Their scores here are a byte array and a
// map from n-gram to its place in it; ngramDetector.test.ts holds the results to eld's.
import { BYTES, LANGUAGES, NGRAMS, SEPARATORS } from './data/ngrams.ts';

/** eld's floor, taken off every stored score to shrink its files. */
const BASE_SCORE = 53;
/** eld's hand-picked scale from an n-gram's average score to 0-1. */
const SCALE = 25;

/** For each n-gram, where its scores start in SCORES: a count, then a language and score each. */
const AT = new Map<string, number>();
const SCORES = (() => {
  const scores: number[] = [];
  for (const line of NGRAMS.split('\n')) {
    const tab = line.indexOf('\t');
    const pairs = line.slice(tab + 1).match(/[a-z]\d+/g)!;
    AT.set(line.slice(0, tab), scores.length);
    scores.push(pairs.length);
    for (const pair of pairs) scores.push(pair.charCodeAt(0) - 97, Number(pair.slice(1)));
  }
  return Uint8Array.from(scores);
})();

/** A word as eld reads it: each UTF-8 byte as a character of its dictionary, ASCII as itself. */
function words(text: string): string[] {
  let encoded = '';
  const result: string[] = [];
  let countBytes = 0;
  // eld cuts a text at the first space after 350 bytes, and anywhere after 380.
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code < 0x80) {
      if (code === 32) {
        if (encoded !== '') {
          result.push(encoded);
          encoded = '';
        }
        if (countBytes > 350) break;
      } else {
        encoded += text[i];
      }
      countBytes++;
    } else if (code < 0x800) {
      encoded += BYTES[0xc0 | (code >> 6)]! + BYTES[0x80 | (code & 0x3f)]!;
      countBytes += 2;
    } else if (code < 0xd800 || code >= 0xe000) {
      encoded +=
        BYTES[0xe0 | (code >> 12)]! +
        BYTES[0x80 | ((code >> 6) & 0x3f)]! +
        BYTES[0x80 | (code & 0x3f)]!;
      countBytes += 3;
    } else {
      i++;
      code = 0x10000 + (((code & 0x3ff) << 10) | (text.charCodeAt(i) & 0x3ff));
      encoded +=
        BYTES[0xf0 | (code >> 18)]! +
        BYTES[0x80 | ((code >> 12) & 0x3f)]! +
        BYTES[0x80 | ((code >> 6) & 0x3f)]! +
        BYTES[0x80 | (code & 0x3f)]!;
      countBytes += 4;
    }
    if (countBytes > 380) break;
  }
  if (encoded !== '') result.push(encoded);
  return result;
}

/** eld's n-grams of a text's words: four bytes at a stride of three, a word's start and end marked. */
function ngrams(text: string): Set<string> {
  const found = new Set<string>();
  for (const word of words(text.replace(SEPARATORS, ' ').trim().toLowerCase())) {
    const len = Math.min(word.length, 70);
    let j = 0;
    for (; j + 4 < len; j += 3) found.add((j === 0 ? ' ' : '') + word.substring(j, j + 4));
    found.add((j === 0 ? ' ' : '') + word.substring(len !== 3 ? len - 4 : 0) + ' ');
  }
  return found;
}

export interface Detected {
  /** The highest-scoring language, or '' when none scored. */
  language: string;
  /** Each language that scored, 0-1, highest first: eld's `getScores()`. */
  scores: Record<string, number>;
}

/** What eld's `detect(text)` tells with its language subset set to LANGUAGES. */
export function detect(text: string): Detected {
  const found = ngrams(text.substring(0, 1000));
  const totals = new Array<number>(LANGUAGES.length).fill(0);
  for (const ngram of found) {
    const at = AT.get(ngram);
    if (at === undefined) continue;
    for (let k = 0; k < SCORES[at]!; k++)
      totals[SCORES[at + 1 + 2 * k]!]! += SCORES[at + 2 + 2 * k]! + BASE_SCORE;
  }
  // eld's order throughout: a tie goes to the earlier language, and its sort is stable.
  let top = -1;
  for (let i = 0; i < totals.length; i++)
    if (totals[i]! > 0 && totals[i]! > (totals[top] ?? 0)) top = i;
  if (top === -1) return { language: '', scores: {} };
  const ranked = totals
    .map((total, i) => [i, total / found.size] as const)
    .filter(([, average]) => average > 0)
    .map(([i, average]) => [i, average / (average + SCALE)] as const)
    .sort((a, b) => b[1] - a[1]);
  return {
    language: LANGUAGES[top]!,
    scores: Object.fromEntries(ranked.map(([i, score]) => [LANGUAGES[i]!, score])),
  };
}
