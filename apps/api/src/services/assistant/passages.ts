// Answering from what the content says when no answer unit fits: every sentence of the services,
// the case studies and the answer units is a passage, and a question whose content words a passage
// covers well enough is answered with it ("how do you get better rates?" → the media-buying page's
// vendor relationships; "how many creators?" → the case in play). A question the content does not
// cover is left to the honest "can't confirm here".
import MiniSearch, { type SearchResult } from 'minisearch';
import type { AnswerUnit, CaseStudy, Role, Service } from '@agency/schema';
import { processTerm, toQuery } from './retrieval.ts';
import { isWord, tokenize } from './text.ts';

export interface Passage {
  id: number;
  text: string;
  /** "case:imax", "service:media-buying", "answer:pricing". */
  source: string;
  /** One of a case's published results. */
  result?: boolean;
  /** A client's words about the work, which answer only a question about what they said. */
  quote?: boolean;
}

export interface PassageAnswer {
  text: string;
  source: string;
  coverage: number;
}

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"“])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 25);
}

const asSentence = (text: string) =>
  /[.!?]["”]?$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;

/** Short forms visitors use for a case's measures, spelt out as the case studies write them. */
const MEASURES: [RegExp, string][] = [
  [/\baov\b/gi, 'average order value'],
  [/\broas\b/gi, 'return on ad spend'],
  [/\bcpa\b|\bcac\b/gi, 'cost per acquisition'],
  [/\b(?:ppl|people|folks) (?:saw|watched|viewed)\b|\beyeballs\b/gi, 'views'],
  [/\bsign ?ups?\b/gi, 'members reservations'],
  [/\b(?:videos|vids|clips)\b/gi, 'videos episodes'],
  [/\b(?:doors|retailers|shelves)\b/gi, 'stores'],
  [/\b(?:save|saved|savings?|cheaper)\b/gi, 'lower cost down added value'],
];
const countingPatterns = new Map<string, RegExp>();
/**
 * A number counting a thing within a few words ("60 music, fashion … creators"), built once per
 * noun; the nouns come from visitors' questions, so the cache is emptied at 1,024 of them.
 */
function counting(noun: string): RegExp {
  let pattern = countingPatterns.get(noun);
  if (!pattern) {
    if (countingPatterns.size >= 1024) countingPatterns.clear();
    countingPatterns.set(
      noun,
      (pattern = new RegExp(`\\d[\\d,.]*\\+?\\s+(?:[\\p{L}-]+,?\\s+){0,7}${noun}`, 'iu')),
    );
  }
  return pattern;
}
/** "How many creators?", "¿cuántos creadores?": a count asked for, and of what. */
const HOW_MANY = /\bhow many (\p{L}{3,})|\bcu[aá]nt[oa]s (\p{L}{3,})/iu;

/** Words of a figure question that name no measure ("what was the number for it"). */
const NOT_A_MEASURE = new Set(
  'campaign case results number stats figure final total end out after before overall really'
    .split(' ')
    .map(processTerm),
);

/** A question about what a client said of the work, which a client's quote answers. */
export const QUOTE_ASKED =
  /\b(?:say|said|says|saying|quote|quoted|testimonials?|reviews?|feedback|think|thought|happy|dij(?:o|eron)|opin(?:a|aron|i[oó]n))\b/i;

export class Passages {
  private readonly index: MiniSearch<Passage>;
  private readonly byId = new Map<number, Passage>();

  constructor(services: Service[], cases: CaseStudy[], units: AnswerUnit[], roles: Role[] = []) {
    this.index = new MiniSearch<Passage>({
      fields: ['text'],
      storeFields: ['source'],
      tokenize: (text) => tokenize(text).filter(isWord),
      processTerm,
      searchOptions: { fuzzy: (term) => (term.length >= 6 ? 0.2 : false), combineWith: 'OR' },
    });
    const passages: Passage[] = [];
    const add = (text: string, source: string, kind?: 'result' | 'quote') => {
      for (const sentence of sentences(text)) {
        const passage = {
          id: passages.length,
          text: asSentence(sentence),
          source,
          ...(kind ? { [kind]: true } : {}),
        };
        passages.push(passage);
        this.byId.set(passage.id, passage);
      }
    };
    for (const service of services) {
      const source = `service:${service.slug}`;
      add(`${service.description} ${service.overview} ${service.results}`, source);
      for (const item of [...service.capabilities, ...service.approach]) add(item, source);
    }
    for (const study of cases) {
      const source = `case:${study.id}`;
      add(`${study.challenge} ${study.strategy ?? ''}`, source);
      for (const item of study.execution) add(item, source);
      for (const item of study.results) add(item, source, 'result');
      if (study.duration) add(`The ${study.client} campaign ran for ${study.duration}.`, source);
      if (study.quote)
        add(`${study.quote.attribution} said: "${study.quote.text}"`, source, 'quote');
    }
    for (const unit of units) if (unit.topic !== 'smalltalk') add(unit.textEn, `answer:${unit.id}`);
    // A role's page: what the job is, how the team works (days at the studio, benefits), what it asks.
    for (const role of roles)
      for (const line of `${role.description}\n${role.requirements}`.split('\n')) {
        // Headings ("## How we work") say nothing a visitor asked.
        if (/^\s*#/.test(line)) continue;
        const text = line.replace(/^\s*-\s*/, '').trim();
        if (text) add(`${role.title}: ${text}`, `role:${role.slug}`);
      }
    this.index.addAll(passages);
  }

  /**
   * The sentence of one case that gives the figure a question asks for ("what was their AOV
   * lift" → "Average order value rose 17%", "and new customers?" → "New customers made up 58% of
   * online orders"): the case's results, ranked by the measure words they share with the question,
   * and for "how many…" any of its sentences that counts ("24 vertical episodes"); none when the
   * question names no measure the case reports.
   */
  figure(question: string, focus: string, client: string): string | undefined {
    let spelt = question;
    for (const [short, long] of MEASURES) spelt = spelt.replace(short, long);
    const clientTerms = new Set(toQuery(tokenize(client)).terms);
    const terms = [...toQuery(tokenize(spelt)).distinct].filter(
      (term) => !NOT_A_MEASURE.has(term) && !clientTerms.has(term),
    );
    if (terms.length === 0) return undefined;
    const counts = HOW_MANY.test(question);
    // By the measure words shared, then in the case's own order, which leads with its headline.
    // "How many creators?" is best answered by the sentence whose number counts them ("Cast 60 …
    // creators"), then by a result.
    const ranked = this.index
      .search(terms.join(' '), { filter: (result) => result.source === focus })
      .map((result) => {
        const passage = this.byId.get(result.id as number)!;
        return {
          passage,
          shared: new Set(result.queryTerms).size,
          counted: counts && result.terms.some((term) => counting(term).test(passage.text)),
        };
      })
      .filter(({ passage }) => (counts ? /\d/.test(passage.text) : passage.result))
      .sort(
        (a, b) =>
          b.shared - a.shared ||
          Number(b.counted) - Number(a.counted) ||
          Number(Boolean(b.passage.result)) - Number(Boolean(a.passage.result)) ||
          a.passage.id - b.passage.id,
      );
    return ranked[0]?.passage.text;
  }

  private last?: { query: string; hits: SearchResult[] };
  /**
   * The index's hits for a query, kept for the next call: a reply's evidence step asks for the
   * ruled pick and the candidates of the same question in turn.
   */
  private search(query: string): SearchResult[] {
    if (this.last?.query !== query) this.last = { query, hits: this.index.search(query) };
    return this.last.hits;
  }

  /**
   * The sentences a question's content words find first, best first: what the learnt evidence
   * step (evidenceModel.ts) chooses among. `skip` leaves out passages that cannot
   * answer in the conversation's context.
   */
  candidates(question: string, limit: number, skip?: (passage: Passage) => boolean): Passage[] {
    const terms = toQuery(tokenize(question)).distinct;
    if (terms.size === 0) return [];
    const found: Passage[] = [];
    for (const hit of this.search([...terms].join(' '))) {
      const passage = this.byId.get(hit.id as number)!;
      if (skip?.(passage)) continue;
      found.push(passage);
      if (found.length === limit) break;
    }
    return found;
  }

  /**
   * The passage that answers a question, if one covers most of its content words (at least two);
   * passages of `focus` (the case or service in play) are preferred, or the only ones read; `skip`
   * leaves out passages that cannot answer in the conversation's context.
   */
  answer(
    question: string,
    focus?: string,
    onlyFocus = false,
    skip?: (passage: Passage) => boolean,
  ): PassageAnswer | undefined {
    const terms = toQuery(tokenize(question)).distinct;
    if (terms.size < (focus ? 1 : 2)) return undefined;
    const hits = this.search([...terms].join(' '));
    // "How many creators?" is answered by the sentence that counts them ("60 creators").
    const counted = question.match(HOW_MANY);
    const noun = (counted?.[1] ?? counted?.[2])?.toLowerCase().replace(/e?s$/, '');
    const counts = noun ? counting(noun) : undefined;
    // "How big are the budgets?" is answered by the sentence that gives the figure ("$20K to $400K").
    const sized =
      /\bhow (?:big|large|much)\b|\bsizes?\b|\bwhat (?:kind of )?(?:range|scale)\b|\bqu[eé] tan grandes?\b|\bde qu[eé] tama[nñ]o\b/i.test(
        question,
      );
    let best: PassageAnswer | undefined;
    let bestScore = 0;
    for (const hit of hits.slice(0, counts || sized ? 120 : 30)) {
      const matched = new Set(hit.queryTerms);
      const coverage = matched.size / terms.size;
      const source = hit.source as string;
      if (onlyFocus && source !== focus) continue;
      // In the case or service being discussed, one shared word of a short question is enough.
      // Asked of one role or case alone, its best sentence for a word of the question is its answer.
      if (
        onlyFocus
          ? coverage < 0.25
          : (matched.size < 2 && !(source === focus && terms.size <= 3)) || coverage < 0.5
      )
        continue;
      const passage = this.byId.get(hit.id as number)!;
      if (skip?.(passage)) continue;
      const text = passage.text;
      const score =
        hit.score *
        (source === focus ? 1.6 : 1) *
        coverage *
        (counts?.test(text) || (sized && /\d/.test(text)) ? 3 : 1);
      if (score > bestScore) {
        bestScore = score;
        best = { text, source, coverage };
      }
    }
    return best;
  }
}
