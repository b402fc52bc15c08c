// Retrieval over the knowledge base with MiniSearch (BM25+, fuzzy and prefix matching, field
// boosts). Two indexes: one over everything (FAQ, services, case studies, agency facts) that
// grounds composed replies, and one over FAQ questions and keywords only, whose best match is
// used verbatim when it covers the question confidently.
import MiniSearch, { type SearchResult } from 'minisearch';
import type { CaseStudy, FaqEntry, Service } from '@agency/schema';
import { STOPWORDS, stem, tokenize, isWord } from './text.ts';

export interface Fact {
  id: string;
  title: string;
  text: string;
  keywords: string[];
}

/** Spanish text of the knowledge, keyed by FAQ id, service slug and case-study id. */
export interface SpanishText {
  faqs: Record<string, string>;
  services: Record<string, { title: string; summary: string }>;
  caseStudies: Record<string, { title: string; result: string }>;
}

export interface KnowledgeBase {
  faqs: FaqEntry[];
  services: Service[];
  caseStudies: CaseStudy[];
  facts: Fact[];
  /** Without it, Spanish replies fall back to the parts that need no knowledge text. */
  spanish?: SpanishText;
}

export type DocKind = 'faq' | 'service' | 'case' | 'fact';

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

export interface FaqMatch {
  faq: FaqEntry;
  score: number;
  /** Share of the question's content terms that the FAQ question/keywords matched. */
  queryCoverage: number;
  /** Share of the FAQ question's own content terms that the message matched. */
  faqCoverage: number;
  /** Top score over the runner-up's. */
  margin: number;
  confident: boolean;
}

const SEARCH_DEFAULTS = {
  combineWith: 'OR' as const,
  // Fuzzy only on longer terms (typos); prefix only on the last term, which may be cut short
  // ("do you do anim"), so that "product" does not prefix-match "production" mid-sentence.
  fuzzy: (term: string) => (term.length >= 6 ? 0.2 : false),
  prefix: (term: string, index: number, terms: string[]) =>
    index === terms.length - 1 && term.length >= 4,
  weights: { fuzzy: 0.45, prefix: 0.3 },
  maxFuzzy: 2,
};

/** Fuzzy lookups remembered per index: most of a search's time, and visitors reuse few words. */
const FUZZY_MEMO_MAX = 4096;

/**
 * A MiniSearch whose fuzzy term lookups are remembered once it is sealed (no more documents).
 * Each search gets its own copy of the remembered matches: MiniSearch deletes from them.
 */
class SealedMiniSearch<T> extends MiniSearch<T> {
  seal() {
    const index = this._index;
    const lookup = index.fuzzyGet.bind(index);
    const memo = new Map<string, ReturnType<typeof lookup>>();
    index.fuzzyGet = (term, maxDistance) => {
      const key = `${maxDistance}:${term}`;
      let matches = memo.get(key);
      if (!matches) {
        if (memo.size >= FUZZY_MEMO_MAX) memo.clear();
        matches = lookup(term, maxDistance);
        memo.set(key, matches);
      }
      return new Map(matches);
    };
  }
}

export class Retriever {
  readonly faqsById = new Map<string, FaqEntry>();
  readonly servicesBySlug = new Map<string, Service>();
  readonly casesById = new Map<string, CaseStudy>();
  readonly factsById = new Map<string, Fact>();
  readonly spanish: SpanishText;
  private readonly all: SealedMiniSearch<IndexedDoc>;
  private readonly faqIndex: SealedMiniSearch<IndexedDoc>;
  private readonly faqQuestionTerms = new Map<string, Set<string>>();

  constructor(kb: KnowledgeBase) {
    this.spanish = kb.spanish ?? { faqs: {}, services: {}, caseStudies: {} };
    const options = {
      fields: ['title', 'keywords', 'meta', 'body'],
      storeFields: ['kind', 'ref'],
      tokenize: tokenizeForIndex,
      processTerm,
      searchOptions: SEARCH_DEFAULTS,
    };
    this.all = new SealedMiniSearch<IndexedDoc>(options);
    this.faqIndex = new SealedMiniSearch<IndexedDoc>(options);

    const docs: IndexedDoc[] = [];
    for (const faq of kb.faqs) {
      this.faqsById.set(faq.id, faq);
      const doc: IndexedDoc = {
        id: `faq:${faq.id}`,
        kind: 'faq',
        ref: faq.id,
        title: faq.question,
        keywords: faq.keywords.join(' . '),
        meta: faq.category,
        body: faq.answer,
      };
      docs.push(doc);
      this.faqIndex.add({ ...doc, body: '', meta: '' });
      this.faqQuestionTerms.set(faq.id, this.terms(faq.question));
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
    for (const fact of kb.facts) {
      this.factsById.set(fact.id, fact);
      docs.push({
        id: `fact:${fact.id}`,
        kind: 'fact',
        ref: fact.id,
        title: fact.title,
        keywords: fact.keywords.join(' . '),
        meta: '',
        body: fact.text,
      });
    }
    this.all.addAll(docs);
    this.all.seal();
    this.faqIndex.seal();
  }

  /** Processed (stemmed, stopword-free) terms of a text, as the index sees them. */
  terms(text: string): Set<string> {
    const out = new Set<string>();
    for (const token of tokenizeForIndex(text)) {
      const term = processTerm(token);
      if (term) out.add(term);
    }
    return out;
  }

  search(query: string, kinds?: DocKind[]): Hit[] {
    if (!query.trim()) return [];
    const results = this.all.search(query, {
      boost: { title: 3, keywords: 2.5, meta: 1.5, body: 1 },
      filter: kinds ? (result) => kinds.includes(result.kind as DocKind) : undefined,
    });
    return results.map(toHit);
  }

  /**
   * The best FAQ for a question, and whether it is a confident match: most of the message's
   * content terms are matched by the FAQ question or its keywords, most of the FAQ question is
   * matched by the message, and it clearly beats the runner-up.
   */
  matchFaq(query: string, allowed: (faq: FaqEntry) => boolean): FaqMatch | null {
    const queryTerms = this.terms(query);
    if (queryTerms.size === 0) return null;
    const results = this.faqIndex
      .search(query, { boost: { title: 2, keywords: 1.5 } })
      .filter((result) => {
        const faq = this.faqsById.get(result.ref as string);
        return faq !== undefined && allowed(faq);
      });
    const top = results[0];
    if (!top) return null;
    const faq = this.faqsById.get(top.ref as string)!;
    const questionTerms = this.faqQuestionTerms.get(faq.id) ?? new Set<string>();
    const matchedDocTerms = new Set(top.terms);
    let faqMatched = 0;
    for (const term of questionTerms) if (matchedDocTerms.has(term)) faqMatched += 1;
    const queryCoverage = new Set(top.queryTerms).size / queryTerms.size;
    const faqCoverage = questionTerms.size ? faqMatched / questionTerms.size : 0;
    const margin = results[1] ? top.score / results[1].score : Infinity;
    const confident =
      queryCoverage >= 0.6 &&
      faqCoverage >= 0.5 &&
      margin >= 1.15 &&
      // One shared word is not enough unless the whole question is that word ("pricing?").
      (new Set(top.queryTerms).size >= 2 || (queryTerms.size === 1 && questionTerms.size <= 2));
    return { faq, score: top.score, queryCoverage, faqCoverage, margin, confident };
  }
}

function toHit(result: SearchResult): Hit {
  return {
    kind: result.kind as DocKind,
    ref: result.ref as string,
    score: result.score,
    queryTerms: result.queryTerms,
    terms: result.terms,
    fields: [...new Set(Object.values(result.match).flat())],
    strongFields: Object.values(result.match).some((fields) =>
      fields.some((field) => field !== 'body'),
    ),
  };
}
