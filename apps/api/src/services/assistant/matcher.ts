// Which answer unit a message asks for: nearest neighbours over the units' example phrasings in a
// TF-IDF space of word stems, stem pairs and character n-grams. Words carry the meaning; the
// character n-grams carry typos and word forms a stemmer misses ("portfollio", "camapign",
// "cuánto" / "cuanto"), so neither a hand list of words nor a spelling list is needed. Measured
// against BM25 over the same phrasings and naive Bayes in bench/assistant.ts (`--matchers`).
import type { AnswerContext } from '@agency/schema';
import { STOPWORDS, isWord, stem, type Analysed } from './text.ts';

/** Question words are stopwords for search, but "how long" and "how much" are what is asked. */
const KEEP = new Set(['how', 'much', 'long', 'many', 'where', 'when', 'who', 'what', 'why', 'not']);
const DROP = new Set([
  ...STOPWORDS,
  'i',
  'me',
  'my',
  'we',
  'us',
  'our',
  'you',
  'your',
  'do',
  'does',
  'did',
  'can',
  'could',
  'would',
  'please',
  'hi',
  'hey',
  'hello',
  'el',
  'la',
  'los',
  'las',
  'de',
  'del',
  'que',
  'y',
  'en',
  'un',
  'una',
  'es',
  'lo',
  'se',
  'por',
  'con',
  'al',
]);

export interface MatchUnit {
  id: string;
  topic: string;
  context: AnswerContext;
  phrasings: string[];
}

export interface Match {
  id: string;
  topic: string;
  context: AnswerContext;
  score: number;
}

type Vector = Map<string, number>;

/** The features of a text: word stems, adjacent stem pairs, and character 3- and 4-grams of each word. */
function featuresOf(tokens: readonly string[]): { words: string[]; chars: string[] } {
  const stems: string[] = [];
  for (const token of tokens) {
    if (!isWord(token)) continue;
    if (DROP.has(token) && !KEEP.has(token)) continue;
    stems.push(stem(token));
  }
  const words = [...stems];
  for (let i = 1; i < stems.length; i += 1) words.push(`${stems[i - 1]}_${stems[i]}`);
  const chars: string[] = [];
  for (const token of tokens) {
    if (!isWord(token) || token.length < 3 || (DROP.has(token) && !KEEP.has(token))) continue;
    const padded = ` ${token} `;
    for (const n of [3, 4])
      for (let i = 0; i + n <= padded.length; i += 1) chars.push(padded.slice(i, i + n));
  }
  return { words, chars };
}

function counts(items: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of items) out.set(item, (out.get(item) ?? 0) + 1);
  return out;
}

/** Sublinear term frequency times IDF, unit length. Unknown features weigh as the rarest. */
function weigh(tf: Map<string, number>, idf: Map<string, number>, unknownIdf: number): Vector {
  const v: Vector = new Map();
  let norm = 0;
  for (const [feature, count] of tf) {
    const w = (1 + Math.log(count)) * (idf.get(feature) ?? unknownIdf);
    v.set(feature, w);
    norm += w * w;
  }
  norm = Math.sqrt(norm) || 1;
  for (const [feature, w] of v) v.set(feature, w / norm);
  return v;
}

interface Space {
  idf: Map<string, number>;
  unknownIdf: number;
  /** feature → the phrasings that have it and its weight in each, as flat arrays (less memory, faster scans) */
  postings: Map<string, { docs: Int32Array; ws: Float64Array }>;
}

/**
 * `maxShare`: features in more than this share of the phrasings are dropped. For character
 * n-grams they are the common syllables (" th", "ing"): they say nothing about which answer is
 * meant, and their long posting lists were most of a message's matching time.
 */
function buildSpace(docs: string[][], maxShare = 1): { space: Space; vectors: Vector[] } {
  const df = new Map<string, number>();
  for (const doc of docs)
    for (const feature of new Set(doc)) df.set(feature, (df.get(feature) ?? 0) + 1);
  const n = docs.length || 1;
  for (const [feature, count] of df) if (count / n > maxShare) df.delete(feature);
  docs = docs.map((doc) => doc.filter((feature) => df.has(feature)));
  const idf = new Map<string, number>();
  for (const [feature, count] of df) idf.set(feature, Math.log((1 + n) / (1 + count)) + 1);
  const unknownIdf = Math.log(1 + n) + 1;
  const lists = new Map<string, { docs: number[]; ws: number[] }>();
  const vectors = docs.map((doc, index) => {
    const v = weigh(counts(doc), idf, unknownIdf);
    for (const [feature, w] of v) {
      let list = lists.get(feature);
      if (!list) lists.set(feature, (list = { docs: [], ws: [] }));
      list.docs.push(index);
      list.ws.push(w);
    }
    return v;
  });
  const postings = new Map<string, { docs: Int32Array; ws: Float64Array }>();
  for (const [feature, list] of lists)
    postings.set(feature, { docs: Int32Array.from(list.docs), ws: Float64Array.from(list.ws) });
  return { space: { idf, unknownIdf, postings }, vectors };
}

/** Character n-grams in more phrasings than this share are dropped (see buildSpace). */
const CHAR_MAX_SHARE = 0.08;

/**
 * A word in more units' phrasings than this share says which answer is meant no better than
 * "is that something you do?" does; a message or clause of such words alone asks nothing the
 * matcher can place.
 */
const GENERIC_UNIT_SHARE = 0.12;
/** Words that stand in for a topic ("that stuff", "the other thing"), rare in phrasings but never one. */
const PLACEHOLDERS = new Set(
  [
    'something',
    'stuff',
    'thing',
    'things',
    'offer',
    'provide',
    'kind',
    'sort',
    'type',
    'option',
    'possible',
    'able',
    'sure',
    'actually',
    'really',
    'right',
    'okay',
    'ok',
    'cool',
    'exactly',
    'else',
    'also',
  ].map(stem),
);

/** A stem in at most this many units' phrasings anchors a message to them. */
const ANCHOR_UNITS = 3;
/** An anchoring word is in at least this many of its unit's phrasings. */
const ANCHOR_PHRASINGS = 2;
/** What each anchoring word adds to its units' scores, up to two of them. */
const ANCHOR_BONUS = 0.08;

/** Share of the word similarity in the final score; the rest is the character n-grams'. */
const WORD_WEIGHT = 0.65;

export interface QueryVectors {
  words: Vector;
  chars: Vector;
}

export class Matcher {
  private readonly units: MatchUnit[];
  private readonly unitOf: number[] = [];
  private readonly words: Space;
  private readonly chars: Space;
  /** Stems in so many units' phrasings, or so vague, that they do not point at one. */
  private readonly generic = new Set<string>(PLACEHOLDERS);
  /** Stems that only one or two units' phrasings have ("seo", "billboard"): a message naming one asks for those. */
  private readonly anchors = new Map<string, number[]>();

  constructor(
    units: MatchUnit[],
    tokenize: (text: string) => readonly string[],
    /** Share of the word similarity in a score, the rest being the character n-grams'. */
    private readonly wordWeight = WORD_WEIGHT,
  ) {
    this.units = units;
    const wordDocs: string[][] = [];
    const charDocs: string[][] = [];
    units.forEach((unit, index) => {
      for (const phrasing of unit.phrasings) {
        const { words, chars } = featuresOf(tokenize(phrasing));
        if (words.length === 0 && chars.length === 0) continue;
        wordDocs.push(words);
        charDocs.push(chars);
        this.unitOf.push(index);
      }
    });
    this.words = buildSpace(wordDocs).space;
    this.chars = buildSpace(charDocs, CHAR_MAX_SHARE).space;
    // How many of each unit's phrasings have each word.
    const unitsOf = new Map<string, Map<number, number>>();
    wordDocs.forEach((doc, index) => {
      for (const feature of new Set(doc)) {
        if (feature.includes('_')) continue;
        let perUnit = unitsOf.get(feature);
        if (!perUnit) unitsOf.set(feature, (perUnit = new Map()));
        const unit = this.unitOf[index]!;
        perUnit.set(unit, (perUnit.get(unit) ?? 0) + 1);
      }
    });
    for (const [feature, perUnit] of unitsOf) {
      if (perUnit.size > GENERIC_UNIT_SHARE * units.length) this.generic.add(feature);
      else if (perUnit.size <= ANCHOR_UNITS && !PLACEHOLDERS.has(feature)) {
        // A word one phrasing happens to use ("play" in "can you play your reel") is no anchor.
        const owners = [...perUnit].filter(([, count]) => count >= ANCHOR_PHRASINGS);
        if (owners.length)
          this.anchors.set(
            feature,
            owners.map(([unit]) => unit),
          );
      }
    }
  }

  /** Whether the text has a word that points at some answers more than others. */
  informative(analysed: Pick<Analysed, 'tokens'>): boolean {
    return featuresOf(analysed.tokens).words.some(
      (word) => !word.includes('_') && !this.generic.has(word),
    );
  }

  /**
   * The message as the matcher reads it. Words no phrasing has ("yo", "stuff", a brand name) are
   * left out rather than weighed: they cannot match, and counted in the norm they would only
   * dilute what the message does share with the phrasings.
   */
  vectors(analysed: Pick<Analysed, 'tokens'>): QueryVectors {
    const { words, chars } = featuresOf(analysed.tokens);
    const known = (space: Space, items: string[]) =>
      items.filter((item) => space.postings.has(item));
    return {
      words: weigh(counts(known(this.words, words)), this.words.idf, this.words.unknownIdf),
      chars: weigh(counts(known(this.chars, chars)), this.chars.idf, this.chars.unknownIdf),
    };
  }

  /** A weighted sum of two readings, renormalised: a fragment read with the message before it. */
  static blend(a: QueryVectors, b: QueryVectors, weightOfB: number): QueryVectors {
    const mix = (x: Vector, y: Vector) => {
      const out: Vector = new Map(x);
      for (const [feature, w] of y) out.set(feature, (out.get(feature) ?? 0) + weightOfB * w);
      let norm = 0;
      for (const w of out.values()) norm += w * w;
      norm = Math.sqrt(norm) || 1;
      for (const [feature, w] of out) out.set(feature, w / norm);
      return out;
    };
    return { words: mix(a.words, b.words), chars: mix(a.chars, b.chars) };
  }

  private static dot(space: Space, query: Vector, into: Float64Array): void {
    for (const [feature, w] of query) {
      const list = space.postings.get(feature);
      if (!list) continue;
      const { docs, ws } = list;
      for (let i = 0; i < docs.length; i += 1) into[docs[i]!]! += w * ws[i]!;
    }
  }

  /** Every unit's score (its best phrasing's similarity, 0..1), best first. */
  match(query: QueryVectors, allowed?: (unit: MatchUnit) => boolean): Match[] {
    const size = this.unitOf.length;
    const words = new Float64Array(size);
    const chars = new Float64Array(size);
    Matcher.dot(this.words, query.words, words);
    Matcher.dot(this.chars, query.chars, chars);
    const best = new Map<number, number>();
    for (let doc = 0; doc < size; doc += 1) {
      const score = this.wordWeight * words[doc]! + (1 - this.wordWeight) * chars[doc]!;
      if (score <= 0) continue;
      const unit = this.unitOf[doc]!;
      if ((best.get(unit) ?? 0) < score) best.set(unit, score);
    }
    const anchored = new Map<number, number>();
    for (const feature of query.words.keys())
      for (const unit of this.anchors.get(feature) ?? [])
        anchored.set(unit, Math.min(2, (anchored.get(unit) ?? 0) + 1));
    for (const [unit, count] of anchored)
      if (best.has(unit)) best.set(unit, best.get(unit)! + count * ANCHOR_BONUS);
    const out: Match[] = [];
    for (const [index, score] of best) {
      const unit = this.units[index]!;
      if (allowed && !allowed(unit)) continue;
      out.push({ id: unit.id, topic: unit.topic, context: unit.context, score });
    }
    return out.sort((a, b) => b.score - a.score);
  }
}
