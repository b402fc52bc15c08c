// Retrieval over the knowledge base with MiniSearch (BM25+, fuzzy and prefix matching, field
// boosts), over the answer units, services and case studies: it finds the work a project message
// is about and grounds a model's phrasing. Which answer a message asks for is matcher.ts's job.
import MiniSearch, { type Options } from 'minisearch';
import type { AnswerUnit, CaseStudy, Role, Service } from '@agency/schema';
import { STOPWORDS, stem, tokenize, isWord } from './text.ts';

/** Spanish text of the content, keyed by service slug and case-study id. */
export interface SpanishText {
  services: Record<string, { title: string; summary: string }>;
  caseStudies: Record<string, { title: string; result: string }>;
}

export interface KnowledgeBase {
  /** The answer units (enabled or not; the assistant uses the enabled ones). */
  answers: AnswerUnit[];
  services: Service[];
  caseStudies: CaseStudy[];
  /** Without it, Spanish replies name services and cases by their English titles. */
  spanish?: SpanishText;
  /** The published roles; without them, careers answers keep their units' own text (roles.ts). */
  roles?: Role[];
}

export type DocKind = 'answer' | 'service' | 'case';

interface IndexedDoc {
  id: string;
  kind: DocKind;
  ref: string;
  title: string;
  keywords: string;
  meta: string;
  body: string;
}

/** Words that say nothing about the topic of a question, on top of the shared stopwords. */
const QUERY_NOISE = new Set(
  (
    'i me my we us our you your yours they them their he she his her what which who whom how when where why ' +
    'do does did done doing have has had can could please hi hello hey thanks thank yes ok okay guys all ' +
    'tell know like want need would love get got any anything something much many well let lets see show ' +
    'look give make one thing things there here if not no im ive id help new also just really guys ' +
    'exactly actually currently basically anyway again use using'
  ).split(' '),
);

/**
 * A few stems folded onto one canonical term (at indexing and at query time alike), so that
 * "where are you based?" meets "Where are you located?" and "what do you charge" meets "cost".
 */
const CANONICAL: Record<string, string> = {
  base: 'locat',
  headquart: 'locat',
  hq: 'locat',
  cost: 'price',
  charg: 'price',
  pricey: 'price',
  expens: 'price',
  intern: 'internship',
  showreel: 'reel',
  sizzl: 'reel',
  portafolio: 'portfolio',
  accolad: 'award',
  honor: 'award',
  trophi: 'award',
  prize: 'award',
  advertis: 'ad',
  ads: 'ad',
  employe: 'staff',
  vid: 'video',
  tv: 'televis',
};

/** MiniSearch term processing: folded, stopwords dropped, Porter2-stemmed, canonicalised. */
export function processTerm(term: string): string | null {
  if (STOPWORDS.has(term) || QUERY_NOISE.has(term) || term.length < 2) return null;
  // Porter2 conflates "production" with "product"; keep them apart.
  if (term.startsWith('production')) return 'production';
  const stemmed = stem(term);
  return CANONICAL[stemmed] ?? stemmed;
}

function tokenizeForIndex(text: string): string[] {
  return tokenize(text).filter(isWord);
}

export interface Hit {
  kind: DocKind;
  ref: string;
  score: number;
  /** Query terms (processed) this document matched. */
  queryTerms: string[];
  /** Document terms matched. */
  terms: string[];
  /** Fields the query matched in. */
  fields: string[];
  /** Matched in the title, keywords or metadata, not only in running text. */
  strongFields: boolean;
}

const SEARCH_DEFAULTS = {
  combineWith: 'OR' as const,
  // Fuzzy only on longer terms (typos); prefix only on the last term, which may be cut short
  // ("do you do anim"), so that "product" does not prefix-match "production" mid-sentence.
  fuzzy: (term: string) => (term.length >= 6 ? 0.2 : false),
  prefix: (term: string, index: number, terms: readonly string[]) =>
    index === terms.length - 1 && term.length >= 4,
  weights: { fuzzy: 0.45, prefix: 0.3 },
  maxFuzzy: 2,
};

/** Per-term results remembered per index: most of a search's time, and visitors reuse few words. */
const TERM_MEMO_MAX = 4096;

/** How one query term is looked up: MiniSearch's own query spec. */
interface TermSpec {
  term: string;
  fuzzy: number | false;
  prefix: boolean;
  termBoost: number;
}

/** The documents one term matched, by MiniSearch's short document id, as MiniSearch scores them. */
type TermMatches = ReadonlyMap<
  number,
  {
    readonly score: number;
    readonly terms: readonly string[];
    readonly match: Readonly<Record<string, readonly string[]>>;
  }
>;

/** The part of MiniSearch 7 that scores one term (private there; the version is pinned). */
interface MiniSearchInternals {
  executeQuerySpec(spec: TermSpec, options: { boost: Record<string, number> }): TermMatches;
  _storedFields: Map<number, { kind: DocKind; ref: string }>;
}

const NO_MATCHES: TermMatches = new Map();

/**
 * A MiniSearch searched with one set of field boosts, all of whose documents are added before the
 * first search, and whose term lookups are therefore remembered. A search scores each query term
 * on its own (exact, prefix and fuzzy matches) and then adds the terms up: a term's matches are
 * kept and added up again for the next message that uses the term, where MiniSearch builds them
 * afresh, fuzzy lookup included, and changes them as it adds them up. `hits` adds them up as
 * MiniSearch's `search` does (`combineWith: 'OR'`), in the same order, to the same sums.
 */
export class MemoisedIndex<T> extends MiniSearch<T> {
  private readonly memo = new Map<string, TermMatches>();
  /**
   * Whether this MiniSearch has the internals the memo reads. The version is pinned, but a
   * dependency update that renamed them would otherwise fail every message: checked once, here,
   * and without them every search is MiniSearch's public `search` (the same results, unremembered).
   */
  readonly memoised: boolean;

  constructor(
    options: Options<T>,
    private readonly boost: Record<string, number>,
    /** False searches through the public `search` only (the fallback, tested on its own). */
    useInternals = true,
  ) {
    super(options);
    const internals = this as unknown as Partial<MiniSearchInternals>;
    this.memoised =
      useInternals &&
      typeof internals.executeQuerySpec === 'function' &&
      internals._storedFields instanceof Map;
  }

  private publicHits(terms: readonly string[]): Hit[] {
    return this.search(terms.join(' '), { ...SEARCH_DEFAULTS, boost: this.boost }).map((result) => {
      const fields = [...new Set(Object.values(result.match).flat())];
      return {
        kind: result.kind as DocKind,
        ref: result.ref as string,
        score: result.score,
        queryTerms: result.queryTerms,
        terms: result.terms,
        fields,
        strongFields: fields.some((field) => field !== 'body'),
      };
    });
  }

  private termMatches(spec: TermSpec) {
    const key = `${spec.fuzzy}|${spec.prefix}|${spec.term}`;
    let matches = this.memo.get(key);
    if (!matches) {
      if (this.memo.size >= TERM_MEMO_MAX) this.memo.clear();
      matches = (this as unknown as MiniSearchInternals).executeQuerySpec(spec, {
        boost: this.boost,
      });
      // Most unseen terms (numbers, names) match nothing: one shared empty answer for them all.
      if (matches.size === 0) matches = NO_MATCHES;
      this.memo.set(key, matches);
    }
    return matches;
  }

  /** The documents matching any of `terms`, best first: MiniSearch's `search` with SEARCH_DEFAULTS. */
  hits(terms: readonly string[]): Hit[] {
    if (!this.memoised) return this.publicHits(terms);
    const docs = new Map<
      number,
      { score: number; queryTerms: string[]; match: Record<string, readonly string[]> }
    >();
    terms.forEach((term, index) => {
      const spec: TermSpec = {
        term,
        fuzzy: SEARCH_DEFAULTS.fuzzy(term),
        prefix: SEARCH_DEFAULTS.prefix(term, index, terms),
        termBoost: 1,
      };
      for (const [id, found] of this.termMatches(spec)) {
        const doc = docs.get(id);
        if (!doc) {
          docs.set(id, {
            score: found.score,
            queryTerms: [...found.terms],
            match: { ...found.match },
          });
          continue;
        }
        doc.score = doc.score + found.score;
        Object.assign(doc.match, found.match);
        for (const queryTerm of found.terms)
          if (!doc.queryTerms.includes(queryTerm)) doc.queryTerms.push(queryTerm);
      }
    });
    const stored = (this as unknown as MiniSearchInternals)._storedFields;
    const hits: Hit[] = [];
    for (const [id, doc] of docs) {
      const { kind, ref } = stored.get(id)!;
      const fields: string[] = [];
      for (const term in doc.match)
        for (const field of doc.match[term]!) if (!fields.includes(field)) fields.push(field);
      hits.push({
        kind,
        ref,
        // MiniSearch rewards a document for each distinct query term it matched.
        score: doc.score * (doc.queryTerms.length || 1),
        queryTerms: doc.queryTerms,
        terms: Object.keys(doc.match),
        fields,
        strongFields: fields.some((field) => field !== 'body'),
      });
    }
    return hits.sort((a, b) => b.score - a.score);
  }
}

/**
 * A visitor's message as the index reads it, worked out once per message from the assistant's
 * tokens (already folded, split and corrected): the processed term of each word, in order, as
 * MiniSearch would search them, and the distinct ones.
 */
export interface Query {
  terms: readonly string[];
  distinct: ReadonlySet<string>;
}

export function toQuery(tokens: readonly string[]): Query {
  const terms: string[] = [];
  for (const token of tokens) {
    const term = isWord(token) ? processTerm(token) : null;
    if (term) terms.push(term);
  }
  return { terms, distinct: new Set(terms) };
}

export class Retriever {
  readonly answersById = new Map<string, AnswerUnit>();
  readonly servicesBySlug = new Map<string, Service>();
  readonly casesById = new Map<string, CaseStudy>();
  readonly spanish: SpanishText;
  readonly roles: Role[] | undefined;
  private readonly all: MemoisedIndex<IndexedDoc>;

  constructor(kb: KnowledgeBase) {
    this.spanish = kb.spanish ?? { services: {}, caseStudies: {} };
    this.roles = kb.roles;
    const options: Options<IndexedDoc> = {
      fields: ['title', 'keywords', 'meta', 'body'],
      storeFields: ['kind', 'ref'],
      tokenize: tokenizeForIndex,
      processTerm,
      searchOptions: SEARCH_DEFAULTS,
    };
    this.all = new MemoisedIndex(options, { title: 3, keywords: 2.5, meta: 1.5, body: 1 });

    const docs: IndexedDoc[] = [];
    for (const unit of kb.answers) {
      if (!unit.enabled) continue;
      this.answersById.set(unit.id, unit);
      docs.push({
        id: `answer:${unit.id}`,
        kind: 'answer',
        ref: unit.id,
        title: unit.phrasingsEn[0] ?? unit.id.replace(/-/g, ' '),
        keywords: unit.phrasingsEn.slice(1, 8).join(' . '),
        meta: unit.topic,
        body: unit.textEn,
      });
    }
    for (const service of kb.services) {
      this.servicesBySlug.set(service.slug, service);
      docs.push({
        id: `service:${service.slug}`,
        kind: 'service',
        ref: service.slug,
        title: service.title,
        keywords: [service.slug.replace(/-/g, ' '), ...service.keyServices].join(' . '),
        meta: service.clientTypes.join(' . '),
        body: [service.description, service.overview, ...service.capabilities].join(' '),
      });
    }
    for (const study of kb.caseStudies) {
      this.casesById.set(study.id, study);
      docs.push({
        id: `case:${study.id}`,
        kind: 'case',
        ref: study.id,
        title: `${study.title} . ${study.client}`,
        keywords: [...study.tags, ...study.services].join(' . '),
        meta: study.industry,
        body: [study.challenge, study.strategy ?? '', ...study.results].join(' '),
      });
    }
    this.all.addAll(docs);
  }

  search(query: Query, kinds?: DocKind[]): Hit[] {
    const hits = this.all.hits(query.terms);
    return kinds ? hits.filter((hit) => kinds.includes(hit.kind)) : hits;
  }
}
