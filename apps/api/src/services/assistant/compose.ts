// Reply composition: short, plain-text replies in the agency's voice, grounded in the retrieved
// knowledge. Every composer takes a `variant` number (from a hash of the message and the turn
// index) that picks among templates, so replies vary but stay deterministic; the caller tries
// further variants when a reply would repeat one already in the conversation.
import {
  AGENCY,
  MAX_UPLOAD_BYTES,
  type CaseStudy,
  type EmploymentType,
  type MessageType,
  type Service,
} from '@agency/schema';
import { casesOfIndustry, type DialogueState, type Language } from './dialogue.ts';
import type { CardType, Detection } from './detectors.ts';
import type { Premise } from './premise.ts';
import type { Hit, Retriever } from './retrieval.ts';
import { firstSentences, hash, type Analysed } from './text.ts';

export interface ComposeInput {
  variant: number;
  lang: Language;
  /** The dialogue state after this message: topic, industry, budget, questions already asked. */
  state: DialogueState;
  /** A budget stated in this very message. */
  statedBudget?: number;
  /** Sanitised first name of the visitor, when known. */
  name?: string;
  hasContact: boolean;
  hasResume?: boolean;
  analysed: Analysed;
  detection: Detection;
  cards: CardType[];
  buyingIntent: boolean;
  retriever: Retriever;
  hits: Hit[];
}

export interface Composed {
  reply: string;
  /** Case studies the reply names; the last one named becomes the conversation's "that one". */
  caseIds: string[];
  /** Key of the follow-up question the reply ends with, so it is not asked again. */
  asked?: string;
}

/** English or Spanish copy, by the visitor's language. */
function tr<T>(lang: Language, en: T, es: T): T {
  return lang === 'es' ? es : en;
}

/** Deterministic choice: each slot of a reply gets its own pseudo-random pick. */
export function pick<T>(list: readonly T[], variant: number, slot: string): T {
  return list[hash(`${slot}:${variant}`) % list.length]!;
}

const UPLOAD_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

function withName(name: string | undefined, variant: number, slot: string): string {
  // Use the name in about half of the replies; more often sounds scripted.
  return name && hash(`${slot}:name:${variant}`) % 2 === 0 ? `, ${name}` : '';
}

function decapitalise(sentence: string): string {
  return /^(We|Our|Each|Most|Every|The|Food)\b/.test(sentence)
    ? sentence[0]!.toLowerCase() + sentence.slice(1)
    : sentence;
}

function sentenceEnd(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function joinList(items: string[], lang: Language = 'en'): string {
  const and = tr(lang, 'and', 'y');
  if (items.length <= 1) return items[0] ?? '';
  if (items.length === 2) return `${items[0]} ${and} ${items[1]}`;
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function money(amount: number): string {
  return amount >= 1000 && amount % 1000 === 0
    ? `$${amount / 1000}K`
    : `$${amount.toLocaleString('en-US')}`;
}

/** The price floor the agency states, in dollars, parsed from its own constant ("$10K-…"). */
export const PRICE_FLOOR =
  Number(AGENCY.projectPriceRange.match(/\$(\d+)K/i)?.[1] ?? Number.NaN) * 1000;

function caseReference(study: CaseStudy, input: Pick<ComposeInput, 'lang' | 'retriever'>): string {
  if (input.lang === 'es') {
    const es = input.retriever.spanish.caseStudies[study.id];
    return es
      ? `"${es.title}" para ${study.client} (${es.result})`
      : `"${study.title}" para ${study.client}`;
  }
  const metric = study.metrics?.primary?.trim();
  const result = metric ? ` (${metric[0]!.toLowerCase()}${metric.slice(1)})` : '';
  return `"${study.title}" for ${study.client}${result}`;
}

// ---------------------------------------------------------------------------------------------
// Choosing what to talk about

const FOOD_INDUSTRY = /food|beverage|restaurant|drink|hospitality/i;

/** A case study is worth naming when the message matched its title, client, tags or services, or several words. */
function caseMatchedStrongly(hit: Hit): boolean {
  return (
    hit.fields.includes('title') ||
    hit.fields.includes('keywords') ||
    (hit.strongFields && hit.queryTerms.length >= 2)
  );
}

/** The service names case studies use for each service page. */
const SERVICE_CASE_NAMES: Record<string, RegExp> = {
  'video-production': /production/i,
  'media-buying': /media buying/i,
  'social-media': /social media/i,
  'influencer-marketing': /influencer/i,
  'creative-campaigns': /creative campaign/i,
  'digital-marketing': /digital/i,
  'brand-strategy': /creative campaign/i,
};

/**
 * Case studies worth naming, best first: the visitor's industry decides before the service word
 * (a theatrical release wants the entertainment work even when it asks about video), then the
 * topic's service, then what retrieval found.
 */
export function relevantCases(input: ComposeInput, limit = 2, exclude: string[] = []): CaseStudy[] {
  const { retriever, hits, cards, state } = input;
  const score = new Map<string, number>();
  for (const hit of hits) if (hit.kind === 'case') score.set(hit.ref, hit.score);
  const all = [...retriever.casesById.values()];
  const byScore = (a: CaseStudy, b: CaseStudy) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0);
  const offers = (study: CaseStudy, pattern: RegExp) => study.services.some((s) => pattern.test(s));

  const ordered: CaseStudy[] = [];
  if (state.industry) {
    const service = state.service ? SERVICE_CASE_NAMES[state.service] : undefined;
    const ofIndustry = casesOfIndustry(all, state.industry);
    // Within the industry, the work that used the service asked for comes first.
    ordered.push(
      ...ofIndustry.filter((study) => !service || offers(study, service)),
      ...ofIndustry,
    );
  } else {
    if (cards.includes('food_brands'))
      ordered.push(
        ...all
          .filter((study) => FOOD_INDUSTRY.test(`${study.industry} ${study.tags.join(' ')}`))
          .sort(byScore),
      );
    const found = hits
      .filter((hit) => hit.kind === 'case' && caseMatchedStrongly(hit))
      .map((hit) => retriever.casesById.get(hit.ref))
      .filter((study): study is CaseStudy => study !== undefined);
    ordered.push(...found);
    if (cards.includes('video_portfolio'))
      ordered.push(...all.filter((study) => offers(study, /production|video/i)).sort(byScore));
    if (cards.includes('media_campaigns'))
      ordered.push(...all.filter((study) => offers(study, /media buying/i)).sort(byScore));
    const service = state.service ? SERVICE_CASE_NAMES[state.service] : undefined;
    if (service) ordered.push(...all.filter((study) => offers(study, service)).sort(byScore));
  }
  const out: CaseStudy[] = [];
  for (const study of ordered) {
    if (!out.includes(study) && !exclude.includes(study.id)) out.push(study);
    if (out.length >= limit) break;
  }
  return out;
}

/** Services to name: the topic's own service first; retrieval adds one only when it clearly matches. */
function relevantServices(input: ComposeInput): { services: Service[]; fromTopic: boolean } {
  const { retriever, hits, cards } = input;
  const out: Service[] = [];
  const add = (service: Service | undefined) => {
    if (service && !out.includes(service)) out.push(service);
  };
  const bySlug = (pattern: RegExp) =>
    [...retriever.servicesBySlug.values()].find((s) => pattern.test(s.slug));
  if (cards.includes('video_portfolio')) add(bySlug(/video|production/));
  if (cards.includes('media_campaigns')) add(bySlug(/media-buying|media/));
  const fromTopic = out.length > 0;
  const top = hits.find((hit) => hit.kind === 'service');
  for (const hit of hits) {
    if (hit.kind !== 'service' || !hit.strongFields) continue;
    if (top && hit.score < top.score * 0.6) continue;
    // The topic's own service is enough; otherwise at most two clearly matching services.
    if (fromTopic) break;
    add(retriever.servicesBySlug.get(hit.ref));
  }
  return { services: out.slice(0, 2), fromTopic };
}

/** The service a message is about, for the dialogue state. */
export function topicService(input: ComposeInput): string | undefined {
  return relevantServices(input).services[0]?.slug;
}

function relevantFact(input: ComposeInput): string | undefined {
  const hit = input.hits.find((h) => h.kind === 'fact' || h.kind === 'faq');
  if (!hit || !hit.strongFields) return undefined;
  // A FAQ answer opens as a reply to its own question ("Absolutely, ..."), so it is only reused
  // when the message matched it on several words.
  if (hit.kind === 'faq' && hit.queryTerms.length < 2) return undefined;
  const best = input.hits[0];
  if (best && hit.score < best.score * 0.5) return undefined;
  if (hit.kind === 'fact') return input.retriever.factsById.get(hit.ref)?.text;
  const faq = input.retriever.faqsById.get(hit.ref);
  return faq && faq.category !== 'careers' ? faq.answer : undefined;
}

// ---------------------------------------------------------------------------------------------
// Follow-up questions and calls to action

const AUDIENCE =
  /\b(audience|customers|parents|gen z|millennials|students|homeowners|patients|members|fans|drivers|shoppers)\b/;

interface Question {
  key: string;
  en: string;
  es: string;
}

const QUESTIONS: Record<string, Question> = {
  food: {
    key: 'food',
    en: 'Are you focused on foot traffic, retail sales or launching something new?',
    es: '¿Buscas más visitas, más ventas o lanzar algo nuevo?',
  },
  script: {
    key: 'script',
    en: 'Do you already have a script or concept, or should we start from the idea?',
    es: '¿Ya tienes un guion o concepto, o empezamos desde la idea?',
  },
  markets: {
    key: 'markets',
    en: 'Which markets and channels are you considering so far?',
    es: '¿Qué mercados y canales estás considerando?',
  },
  timeline: {
    key: 'timeline',
    en: 'When are you hoping to launch?',
    es: '¿Para cuándo quieres lanzar?',
  },
  budget: {
    key: 'budget',
    en: 'Do you have a budget range in mind?',
    es: '¿Tienes un rango de presupuesto en mente?',
  },
  audience: {
    key: 'audience',
    en: "Who's the audience you most need to reach?",
    es: '¿A qué público necesitas llegar?',
  },
  win: {
    key: 'win',
    en: "What's the one result that would make this a win for you?",
    es: '¿Qué resultado haría que esto fuera un éxito para ti?',
  },
  project: {
    key: 'project',
    en: 'What are you working on?',
    es: '¿En qué proyecto estás trabajando?',
  },
  more: {
    key: 'more',
    en: 'Is there anything else I can help you with?',
    es: '¿Hay algo más en lo que te pueda ayudar?',
  },
};

/** One follow-up question not yet asked in this conversation, about what is still unknown. */
function followUp(input: ComposeInput, general: boolean): { text: string; key: string } {
  const { state } = input;
  const options: Question[] = [];
  if (general) return ask([], input);
  if (input.cards.includes('food_brands')) options.push(QUESTIONS.food!);
  if (input.cards.includes('video_portfolio')) options.push(QUESTIONS.script!);
  if (input.cards.includes('media_campaigns')) options.push(QUESTIONS.markets!);
  if (!state.timeline) options.push(QUESTIONS.timeline!);
  if (state.budget === undefined) options.push(QUESTIONS.budget!);
  if (!AUDIENCE.test(input.analysed.joined)) options.push(QUESTIONS.audience!);
  options.push(QUESTIONS.win!);
  return ask(options, input);
}

/** One of the options not yet asked; the general questions only once the specific ones are spent. */
function ask(options: Question[], input: ComposeInput): { text: string; key: string } {
  const { state } = input;
  const fresh = options.filter((q) => !state.asked.includes(q.key));
  const spare = [QUESTIONS.project!, QUESTIONS.more!].filter((q) => !state.asked.includes(q.key));
  const question = fresh.length
    ? pick(fresh, input.variant, 'question')
    : spare.length
      ? spare[0]
      : undefined;
  if (!question) return { text: '', key: '' };
  return { text: tr(input.lang, question.en, question.es), key: question.key };
}

function contactLine(lang: Language): string {
  return tr(
    lang,
    `You can reach the team at ${AGENCY.email} or ${AGENCY.phone}, and they reply within one business day.`,
    `Puedes escribir al equipo a ${AGENCY.email} o llamar al ${AGENCY.phone}; responden en un día hábil.`,
  );
}

function callToAction(input: ComposeInput): string {
  if (input.lang === 'es') {
    return input.hasContact
      ? 'Si tienes un brief o presentación, puedes subirlo aquí mismo y el equipo te responde en un día hábil.'
      : `Déjanos tu nombre y correo en el formulario de contacto, o escribe a ${AGENCY.email}, y el equipo te responde en un día hábil.`;
  }
  const options = input.hasContact
    ? [
        'If you have a brief or deck, you can upload it right here and the team will come back within one business day.',
        'Share a few more details here, or upload your brief, and a senior strategist will follow up with ideas.',
        `You can also reach the team directly at ${AGENCY.email} and we will reply within one business day.`,
      ]
    : [
        'Share your name and email through the contact form, or upload your brief right here, and the team will come back within one business day.',
        `Drop your details in the contact form or write to ${AGENCY.email}, and a senior strategist will follow up with ideas.`,
        'If you share a few details through the contact form, or upload a brief in the chat, we will put together some first thoughts.',
      ];
  return pick(options, input.variant, 'cta');
}

/** A reply's sentences, then one question not yet asked (about the project, unless `general`). */
function finish(
  input: ComposeInput,
  sentences: string[],
  caseIds: string[],
  general = false,
): Composed {
  const question = followUp(input, general);
  if (question.text) sentences.push(question.text);
  if (input.buyingIntent) sentences.push(callToAction(input));
  return { reply: sentences.join(' '), caseIds, asked: question.key || undefined };
}

// ---------------------------------------------------------------------------------------------
// Service inquiries

const OPENERS = ['Love this', 'Happy to help', 'Sounds exciting', 'Great', 'Good news'];

/** No cheer for a budget below the floor: the reply states the floor instead. */
function cheerful(input: ComposeInput): boolean {
  return input.state.budget === undefined || input.state.budget >= PRICE_FLOOR;
}

export function composeService(input: ComposeInput): Composed {
  const { variant, lang } = input;
  const name = withName(input.name, variant, 'service');
  const { services: found, fromTopic } = relevantServices(input);
  const cases = relevantCases(input);
  const fact = lang === 'en' ? relevantFact(input) : undefined;
  // A general question ("can you send a PDF of your services?") is better answered by the
  // agency fact that matched it best than by naming one service.
  const topHit = input.hits[0];
  const factFirst =
    !fromTopic && fact !== undefined && (topHit?.kind === 'fact' || topHit?.kind === 'faq');
  const services = factFirst ? [] : found;
  const opener = cheerful(input) ? `${pick(OPENERS, variant, 'opener')}${name}: ` : '';
  const sentences: string[] = [];

  if (lang === 'es') {
    const service = services[0];
    const es = service ? input.retriever.spanish.services[service.slug] : undefined;
    sentences.push(
      es
        ? `${cheerful(input) ? 'Con gusto te ayudamos' : 'Te cuento'}${name}: en ${es.title} ${es.summary}.`
        : `${cheerful(input) ? 'Con gusto te ayudamos' : 'Te cuento'}${name}: hacemos estrategia, creatividad, producción y medios bajo un mismo techo en Los Ángeles, en inglés y en español.`,
    );
  } else if (services.length > 0) {
    const titles = joinList(services.map((s) => s.title));
    const practice = services.length > 1 ? 'teams do' : 'team does';
    const weSentence = services[0]!.description.match(/\bWe [^.!?]+[.!?]/)?.[0];
    const clause = weSentence
      ? decapitalise(weSentence).replace(/[.!?]$/, '')
      : 'we would love to dig into it with you';
    sentences.push(
      pick(
        [
          `${opener}this is what our ${titles} ${practice}, and ${clause}.`,
          `${titles} ${services.length > 1 ? 'are core practices' : 'is one of our core practices'} here${name}, and ${clause}.`,
        ],
        variant,
        'service-core',
      ),
    );
  } else if (fact) {
    const first = firstSentences(fact, 1);
    // A very short first sentence ("The more we know, the better.") needs its follow-up, unless
    // the reply already has a call to action to fit into four sentences.
    sentences.push(
      sentenceEnd(first.length < 60 && !input.buyingIntent ? firstSentences(fact, 2) : first),
    );
  } else {
    sentences.push(
      pick(
        [
          `${opener}we take projects like this from strategy and creative through production and media, all under one roof in Los Angeles.`,
          `That is right in our wheelhouse${name}: strategy, creative, production and media all sit together in our Silver Lake studio.`,
          `We would love to help${name}: our team plans, makes and places campaigns end to end, so nothing gets lost in hand-offs.`,
        ],
        variant,
        'generic-core',
      ),
    );
  }

  if (input.state.budget !== undefined && input.state.budget < PRICE_FLOOR)
    sentences.push(floorSentence(input.state.budget, lang));
  else if (input.statedBudget !== undefined)
    sentences.push(
      tr(
        lang,
        `${money(input.statedBudget)} sits within our usual range of ${AGENCY.projectPriceRange}, so the team can shape a plan around it.`,
        `${money(input.statedBudget)} está dentro de nuestro rango habitual de $10K a $100K+, así que el equipo puede armar un plan con ese presupuesto.`,
      ),
    );

  if (cases.length > 0) {
    const list = joinList(
      cases.map((study) => caseReference(study, input)),
      lang,
    );
    sentences.push(
      tr(
        lang,
        pick(
          [`Relevant work includes ${list}.`, `For a sense of the results, see ${list}.`],
          variant,
          'work',
        ),
        `Un trabajo parecido: ${list}.`,
      ),
    );
  }
  return finish(
    input,
    sentences,
    cases.map((c) => c.id),
  );
}

function floorSentence(budget: number, lang: Language): string {
  return tr(
    lang,
    `To be upfront: our projects start at around ${money(PRICE_FLOOR)} and retainers from ${AGENCY.retainerFrom}, so ${money(budget)} is below what we can take on well; if the budget can grow or the work can be phased, the team is happy to suggest a sensible starting point.`,
    `Para ser claros: nuestros proyectos empiezan alrededor de ${money(PRICE_FLOOR)} y los retainers desde $15K al mes, así que ${money(budget)} queda por debajo de lo que podemos hacer bien; si el presupuesto puede crecer o el trabajo puede ir por fases, el equipo te sugiere un punto de partida.`,
  );
}

/** A budget below the floor: thank, state the floor kindly, offer the way forward. No cheer. */
export function composeFloor(input: ComposeInput): Composed {
  const budget = input.state.budget ?? 0;
  const lead = tr(
    input.lang,
    'Thanks for sharing your budget.',
    'Gracias por compartir tu presupuesto.',
  );
  return {
    reply: `${lead} ${floorSentence(budget, input.lang)} ${contactLine(input.lang)}`,
    caseIds: [],
  };
}

// ---------------------------------------------------------------------------------------------
// Follow-up asks: price, timeline, similar work, details of the case just shown

/** The topic as a phrase: "a video production project for a restaurant". */
function topicPhrase(input: ComposeInput): string | undefined {
  const { state, retriever, lang } = input;
  const service = state.service ? retriever.servicesBySlug.get(state.service) : undefined;
  const industry = state.industry?.toLowerCase();
  if (lang === 'es') {
    const title = service ? retriever.spanish.services[service.slug]?.title : undefined;
    if (title) return `un proyecto de ${title.toLowerCase()}`;
    return industry ? 'un proyecto como el tuyo' : undefined;
  }
  const a = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
  if (service && industry) return `${a(service.title.toLowerCase())} project in ${industry}`;
  if (service) return `${a(service.title.toLowerCase())} project`;
  if (industry) return `${a(industry)} project`;
  return undefined;
}

const TIMELINE_FAQ: Record<string, string> = {
  'video-production': 'timelines-commercial',
  'brand-strategy': 'timelines-rebrand',
};

function faqText(id: string, input: Pick<ComposeInput, 'lang' | 'retriever'>): string | undefined {
  if (input.lang === 'es') return input.retriever.spanish.faqs[id];
  const faq = input.retriever.faqsById.get(id);
  return faq ? faq.answer : undefined;
}

export function composeAsk(
  ask: 'price' | 'timeline' | 'similar' | 'details',
  input: ComposeInput,
): Composed | undefined {
  const { state, lang, retriever } = input;
  const topic = topicPhrase(input);
  const sentences: string[] = [];
  if (ask === 'price') {
    const text = faqText('pricing-project-cost', input);
    if (!text) return undefined;
    sentences.push(
      topic
        ? tr(
            lang,
            `For ${topic}, here is how pricing works.`,
            `Para ${topic}, así funcionan los precios.`,
          )
        : '',
      firstSentences(text, 1),
    );
    if (state.budget !== undefined) {
      sentences.push(
        state.budget < PRICE_FLOOR
          ? floorSentence(state.budget, lang)
          : tr(
              lang,
              `The ${money(state.budget)} you mentioned is within that range, and the team will shape the scope to it.`,
              `Los ${money(state.budget)} que mencionas están dentro de ese rango, y el equipo ajustará el alcance.`,
            ),
      );
    } else {
      sentences.push(
        tr(
          lang,
          'A tailored estimate depends on the deliverables and whether production or paid media is involved.',
          'Un presupuesto a la medida depende de los entregables y de si hay producción o medios pagados.',
        ),
      );
    }
    return finish(input, sentences.filter(Boolean), []);
  }
  if (ask === 'timeline') {
    const id = (state.service && TIMELINE_FAQ[state.service]) ?? 'timelines-campaign';
    const text = faqText(id, input);
    if (!text) return undefined;
    sentences.push(firstSentences(text, lang === 'es' ? 1 : 2));
    if (state.timeline)
      sentences.push(
        tr(
          lang,
          `You mentioned ${state.timeline}; share the exact date and the team will plan backwards from it.`,
          `Mencionaste ${state.timeline}; comparte la fecha exacta y el equipo planeará a partir de ella.`,
        ),
      );
    return finish(input, sentences, []);
  }
  if (ask === 'details') {
    const study = state.caseId ? retriever.casesById.get(state.caseId) : undefined;
    if (!study) return undefined;
    const result = study.results[0] ?? study.metrics?.primary ?? '';
    sentences.push(
      lang === 'es'
        ? `Sobre ${caseReference(study, input)}: trabajamos ${study.services.join(', ')} para ${study.client}.`
        : `In ${caseReference(study, input)} we handled ${joinList(study.services.map((s) => s.toLowerCase()))}. ${sentenceEnd(firstSentences(study.challenge, 1))} ${sentenceEnd(result)}`,
    );
    sentences.push(
      tr(
        lang,
        `The full case study is at /case-studies/${study.id}.`,
        `El caso completo está en /case-studies/${study.id}.`,
      ),
    );
    return finish(input, sentences, [study.id]);
  }
  // Similar work: the industry's or the service's cases, not the one already shown.
  // When the case already shown is the only one that fits, it is named again rather than none.
  const others = relevantCases(input, 2, state.caseId ? [state.caseId] : []);
  const cases = others.length ? others : relevantCases(input, 1);
  if (cases.length === 0) return undefined;
  const list = joinList(
    cases.map((study) => caseReference(study, input)),
    lang,
  );
  sentences.push(
    topic
      ? tr(lang, `Closest to ${topic}: ${list}.`, `Lo más cercano a ${topic}: ${list}.`)
      : tr(lang, `Work along those lines: ${list}.`, `Trabajo en esa línea: ${list}.`),
  );
  return finish(
    input,
    sentences,
    cases.map((c) => c.id),
  );
}

// ---------------------------------------------------------------------------------------------
// The other two stances: correcting a false premise, and saying plainly what it can't answer

export function composePremise(premise: Premise, input: ComposeInput): Composed {
  const { lang, retriever } = input;
  const clients = joinList(
    [...retriever.casesById.values()].slice(0, 5).map((study) => study.client),
    lang,
  );
  const awards = `${AGENCY.clioAwards} Clio Awards, a Telly, two Shorty Awards, an AAF American Advertising Award, a Digiday Video Award, a Smarties and Ad Age recognition`;
  const awardsEs = `${AGENCY.clioAwards} premios Clio, un Telly, dos Shorty, un AAF American Advertising Award, un Digiday Video Award, un Smarties y un reconocimiento de Ad Age`;
  let lead: string;
  let caseIds: string[] = [];
  switch (premise.kind) {
    case 'award':
      lead = tr(
        lang,
        `Thank you, but that isn't one of ours: we haven't won ${/s$/i.test(premise.claimed) ? premise.claimed : `an ${premise.claimed}`}. Our work has won ${awards}.`,
        `Gracias, pero no es nuestro: no hemos ganado ${premise.claimed}. Nuestro trabajo ha ganado ${awardsEs}.`,
      );
      break;
    case 'client':
      lead = tr(
        lang,
        `I can't confirm that: ${premise.claimed} work isn't among the campaigns I know of, so it wasn't ours as far as I can tell. The work I can speak to is for clients like ${clients}.`,
        `No puedo confirmarlo: ese trabajo (${premise.claimed}) no está entre las campañas que conozco. Las campañas de las que puedo hablar son para clientes como ${clients}.`,
      );
      break;
    case 'confirmed-client':
      lead = tr(
        lang,
        `Yes, that's ours: ${caseReference(premise.study, input)}.`,
        `Sí, es nuestro: ${caseReference(premise.study, input)}.`,
      );
      caseIds = [premise.study.id];
      break;
    case 'price':
      lead = tr(
        lang,
        `That's not quite right: our projects start at around ${money(PRICE_FLOOR)}, typically ranging from ${AGENCY.projectPriceRange}, and retainers start from ${AGENCY.retainerFrom}; nothing starts at ${money(premise.claimed)}.`,
        `No es exacto: nuestros proyectos empiezan alrededor de ${money(PRICE_FLOOR)} y suelen ir de $10K a $100K+, y los retainers desde $15K al mes; nada empieza en ${money(premise.claimed)}.`,
      );
      break;
    case 'location':
      lead = tr(
        lang,
        `We don't have an office in ${premise.claimed}: our one studio is at ${AGENCY.streetAddress}, ${AGENCY.city}, in Silver Lake, and we work with clients across the US from there.`,
        `No tenemos oficina en ${premise.claimed}: nuestro único estudio está en ${AGENCY.streetAddress}, ${AGENCY.city}, en Silver Lake, y desde ahí trabajamos con clientes de todo Estados Unidos.`,
      );
      break;
  }
  return finish({ ...input, buyingIntent: false }, [lead], caseIds, true);
}

/** An honest "I can't answer that here", with the way to reach people who can. */
export function composeUnknown(input: ComposeInput): Composed {
  const lead = tr(
    input.lang,
    pick(
      [
        "I can't confirm that here, but the team can.",
        "That's not something I can answer reliably here; the team can.",
      ],
      input.variant,
      'unknown',
    ),
    'No puedo confirmarlo aquí, pero el equipo sí.',
  );
  return { reply: `${lead} ${contactLine(input.lang)}`, caseIds: [] };
}

/** A curated FAQ answer, in the visitor's language. */
export function composeFaq(id: string, input: ComposeInput): Composed | undefined {
  const text = faqText(id, input);
  if (!text) return undefined;
  if (input.lang === 'en') return { reply: text, caseIds: [] };
  // The Spanish answers are statements; the conversation goes on with one question not yet asked.
  return finish({ ...input, buyingIntent: false }, [text], [], true);
}

// ---------------------------------------------------------------------------------------------
// What the visitor asked to see

const DOCUMENT_NOUNS: [RegExp, string][] = [
  [/\brfp/, 'RFP'],
  [/\brf[qi]/, 'request'],
  [/\bbrief/, 'brief'],
  [/\bdeck/, 'deck'],
  [/\bbrand ?book|guidelines/, 'brand guidelines'],
];

function documentNoun(analysed: Analysed): string {
  for (const [pattern, noun] of DOCUMENT_NOUNS) if (pattern.test(analysed.joined)) return noun;
  return 'document';
}

function clientNames(retriever: Retriever, count: number): string {
  return [...retriever.casesById.values()]
    .slice(0, count)
    .map((study) => study.client)
    .join(', ');
}

export function composeAction(type: MessageType, input: ComposeInput): Composed {
  const { variant, retriever, lang } = input;
  const name = withName(input.name, variant, type);
  const topical =
    input.state.industry !== undefined || input.cards.some((card) => card !== 'video_reel');
  const cases = topical ? relevantCases(input) : [];
  switch (type) {
    case 'portfolio-request': {
      const lead = tr(
        lang,
        pick(
          [
            `I've opened our portfolio for you${name}.`,
            `Here's our portfolio${name}, right on this page.`,
            `Pulling up our work now${name}.`,
          ],
          variant,
          'portfolio-lead',
        ),
        `Aquí tienes nuestro portafolio${name}.`,
      );
      const body = cases.length
        ? tr(lang, 'A good place to start is', 'Un buen punto de partida es') +
          ` ${joinList(
            cases.map((study) => caseReference(study, input)),
            lang,
          )}.`
        : tr(
            lang,
            `It covers campaigns for ${clientNames(retriever, 4)} and more, and you can filter it by industry or service.`,
            `Incluye campañas para ${clientNames(retriever, 4)} y más, y puedes filtrarlo por industria o servicio.`,
          );
      const question = tr(
        lang,
        pick(
          [
            'Which industry or kind of work should I point you to first?',
            'Is there a channel or category you care most about?',
          ],
          variant,
          'portfolio-question',
        ),
        '¿Qué industria o tipo de trabajo te interesa más?',
      );
      return { reply: `${lead} ${body} ${question}`, caseIds: cases.map((c) => c.id) };
    }
    case 'reel-display': {
      const lead = tr(
        lang,
        pick(
          [
            `Rolling our creative reel now${name}.`,
            `Here's our creative reel${name}, playing right here.`,
            `Cue the reel${name}: it's on your screen now.`,
          ],
          variant,
          'reel-lead',
        ),
        `Aquí está nuestro reel creativo${name}, en tu pantalla.`,
      );
      const body = tr(
        lang,
        pick(
          [
            'It pulls together recent launches, brand films and social series, all shot and finished by our in-house team in Los Angeles.',
            'It is a quick tour of our production, campaign and social work from the Silver Lake studio.',
          ],
          variant,
          'reel-body',
        ),
        'Reúne lanzamientos, películas de marca y series para redes, filmados y terminados por nuestro equipo en Los Ángeles.',
      );
      const question = tr(
        lang,
        pick(
          [
            'Want the story behind any piece that catches your eye?',
            'Should I pull up the case study behind anything you like?',
          ],
          variant,
          'reel-question',
        ),
        '¿Quieres la historia detrás de alguna pieza?',
      );
      return { reply: `${lead} ${body} ${question}`, caseIds: [] };
    }
    case 'reel-request': {
      const lead = tr(
        lang,
        pick(
          [
            `We do${name}, and I've put our creative reel right here in the chat so you can watch it now.`,
            `Yes${name}: our creative reel is on the card below, ready to play.`,
            `Absolutely${name}. Our creative reel is right here in the chat.`,
          ],
          variant,
          'reel-request-lead',
        ),
        `Sí${name}: nuestro reel creativo está aquí en el chat.`,
      );
      const body = tr(
        lang,
        `If you'd like a link to share with your team, email ${AGENCY.email} and we'll send it over.`,
        `Si quieres un enlace para tu equipo, escribe a ${AGENCY.email} y te lo enviamos.`,
      );
      const question = tr(
        lang,
        pick(
          [
            'Is there a particular kind of work you would like to see more of?',
            'Which of your projects should we have in mind while you watch?',
          ],
          variant,
          'reel-request-question',
        ),
        '¿Qué tipo de trabajo te gustaría ver más?',
      );
      return { reply: `${lead} ${body} ${question}`, caseIds: [] };
    }
    case 'awards-response': {
      const fact = [...retriever.factsById.values()].find((f) =>
        /award/i.test(`${f.id} ${f.title}`),
      );
      const lead = tr(
        lang,
        pick(
          [
            `Here are our awards${name}.`,
            `Happy to show them off${name}.`,
            `I've pulled up our awards${name}.`,
          ],
          variant,
          'awards-lead',
        ),
        `Aquí están nuestros premios${name}.`,
      );
      const body =
        lang === 'es'
          ? (faqText('company-awards', input) ?? '')
          : fact
            ? sentenceEnd(firstSentences(fact.text, 2))
            : `Our work has won ${AGENCY.clioAwards} Clio Awards along with Telly, Shorty, AAF, Digiday, Smarties and Ad Age honors.`;
      const question = tr(
        lang,
        pick(
          [
            'Would you like to see the campaigns behind them?',
            'Want me to open the work that won them?',
          ],
          variant,
          'awards-question',
        ),
        '¿Quieres ver las campañas detrás de ellos?',
      );
      return { reply: `${lead} ${body} ${question}`, caseIds: [] };
    }
    case 'document-sharing-response': {
      const noun = documentNoun(input.analysed);
      if (lang === 'es') {
        return {
          reply: `Nos encantaría leerlo${name}. Usa el botón para subir PDF que acaba de aparecer; aceptamos archivos de hasta ${UPLOAD_MB}MB y respondemos cada brief en un día hábil.`,
          caseIds: [],
        };
      }
      const lead = pick(
        [
          `We'd love to read your ${noun}${name}. Use the PDF upload button that just appeared to share it.`,
          `Please send it over${name}: tap the PDF upload button below to share your ${noun}.`,
          `Great${name}, the PDF upload button is ready for your ${noun}.`,
        ],
        variant,
        'doc-lead',
      );
      const body = `PDFs up to ${UPLOAD_MB}MB work best, and we reply to every brief within one business day.`;
      const tail = input.hasContact
        ? pick(
            [
              'Anything about timing or budget we should know while you upload?',
              'Is there a launch date we should plan around?',
            ],
            variant,
            'doc-tail',
          )
        : 'If you add your name and email too, we will know where to send our thoughts.';
      return { reply: `${lead} ${body} ${tail}`, caseIds: [] };
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Employment

const TRACKS = 'our Freelance Network, Full-Time Careers and Internships';

const TRACK_DETAIL: Record<EmploymentType, string[]> = {
  freelancer: [
    'The Freelance Network is how we staff shoots, busy seasons and specialist skills, from directors and editors to designers, writers and crew.',
    'Our Freelance Network is a roster of directors, editors, designers, writers and crew we call on for shoots and busy seasons.',
  ],
  'full-time': [
    'Full-Time Careers span creative, strategy, production, media and digital, and we keep strong candidates on file even when nothing is open.',
    'For Full-Time Careers we hire across creative, strategy, production, media and digital throughout the year.',
  ],
  internship: [
    'Our Internships are paid and put students and recent grads on real client teams in creative, production, social, media or strategy.',
    'Internships run in cohorts, are paid, and place you on real client teams from day one.',
  ],
};

const TRACK_QUESTION: Record<EmploymentType, string[]> = {
  freelancer: [
    "What's your specialty, and what day rate do you usually work at?",
    'What kind of projects do you do best?',
  ],
  'full-time': [
    'What kind of role are you looking for?',
    'Which discipline are you in, and how many years of experience do you have?',
  ],
  internship: [
    'What are you studying, and when could you start?',
    'Which team would you most like to learn with?',
  ],
};

const TRACK_ES: Record<EmploymentType, string> = {
  freelancer:
    'Nuestra red de freelancers reúne directores, editores, diseñadores, redactores y equipo de producción.',
  'full-time':
    'Contratamos de tiempo completo en creatividad, estrategia, producción, medios y digital.',
  internship: 'Nuestras prácticas son pagadas y te integran a equipos reales de clientes.',
};

export function composeEmployment(type: EmploymentType | undefined, input: ComposeInput): Composed {
  const { variant } = input;
  const name = withName(input.name, variant, 'employment');
  if (input.lang === 'es') {
    return {
      reply: [
        `Gracias por tu interés${name}: hay tres formas de trabajar con Silver Lake Creative, nuestra red de freelancers, empleos de tiempo completo y prácticas.`,
        type ? TRACK_ES[type] : undefined,
        input.hasResume
          ? 'Ya tenemos tu currículum, gracias; nuestro equipo lo revisará.'
          : 'Sube tu currículum (PDF o texto) aquí en el chat y nuestro equipo lo revisará.',
        type ? '¿Qué experiencia tienes?' : '¿Qué opción te interesa más?',
      ]
        .filter(Boolean)
        .join(' '),
      caseIds: [],
    };
  }
  const lead = pick(
    [
      `Thanks for your interest in joining us${name}: there are three ways to work with Silver Lake Creative, ${TRACKS}.`,
      `We'd love to hear from you${name}; people join us through three tracks, ${TRACKS}.`,
      `Great to hear you're interested${name}: we work with talent through ${TRACKS}.`,
    ],
    variant,
    'employment-lead',
  );
  const detail = type ? pick(TRACK_DETAIL[type], variant, 'employment-detail') : undefined;
  const resume = input.hasResume
    ? "We have your resume, thank you; our team reviews every one and will be in touch if there's a fit."
    : pick(
        [
          'Upload your resume (PDF or text) right here in the chat, with a portfolio or reel link if you have one, and our team will review it.',
          'The quickest way to apply is to upload your resume here in the chat; our team reviews every one.',
        ],
        variant,
        'employment-resume',
      );
  const question = type
    ? pick(TRACK_QUESTION[type], variant, 'employment-question')
    : 'Which track fits you best?';
  return { reply: [lead, detail, resume, question].filter(Boolean).join(' '), caseIds: [] };
}

// ---------------------------------------------------------------------------------------------
// Vendors

export function composeVendor(input: ComposeInput): Composed {
  const { variant } = input;
  const name = withName(input.name, variant, 'vendor');
  if (input.lang === 'es') {
    return {
      reply: `Gracias por escribirnos${name}. Envía una breve presentación y tus tarifas a ${AGENCY.email}; nuestro equipo de alianzas revisa cada propuesta y responde a las relevantes en pocos días hábiles.`,
      caseIds: [],
    };
  }
  const lead = pick(
    [
      `Thanks for reaching out${name}, we're always glad to meet new partners and vendors.`,
      `Thanks for thinking of us${name}.`,
      `Appreciate you getting in touch${name}.`,
    ],
    variant,
    'vendor-lead',
  );
  const body = pick(
    [
      `The best way in is a short overview, with any rate cards or decks, sent to ${AGENCY.email}; our partnerships team reviews every proposal.`,
      `Please send a brief overview and your rate card or credentials to ${AGENCY.email}, where our partnerships team reviews vendor proposals.`,
    ],
    variant,
    'vendor-body',
  );
  const tail = pick(
    [
      "If there's a fit with an upcoming project, we'll be in touch.",
      'We get back to relevant proposals within a few business days.',
    ],
    variant,
    'vendor-tail',
  );
  return { reply: `${lead} ${body} ${tail}`, caseIds: [] };
}

// ---------------------------------------------------------------------------------------------
// Small talk, off-topic and noise

export type WebchatKind =
  | 'ack'
  | 'greeting'
  | 'thanks'
  | 'goodbye'
  | 'identity'
  | 'howAreYou'
  | 'abuse'
  | 'noise'
  | 'empty'
  | 'offTopic';

const WEBCHAT: Record<WebchatKind, (name: string) => string[]> = {
  ack: (name) => [
    `Sounds good${name}. Is there anything else I can help with, like a project you're planning?`,
    `Sure thing${name}. What would you like to know next?`,
  ],
  greeting: (name) => [
    `Hi${name}! I'm the Silver Lake Creative assistant. Tell me about your project, or ask to see our work, our reel or our awards.`,
    `Hello${name}, welcome to Silver Lake Creative. What are you working on? I can share relevant work, talk budgets and timelines, or point you to careers.`,
    `Hey${name}! Great to have you here. Are you planning a campaign, a shoot or a media push?`,
  ],
  thanks: (name) => [
    `You're very welcome${name}! Is there anything else I can help with, like a project you're planning?`,
    `Anytime${name}. If a project comes to mind, I'm right here.`,
    `My pleasure${name}! Want to see some of our recent work while you're here?`,
  ],
  goodbye: (name) => [
    `Thanks for stopping by${name}! Whenever you're ready to talk about a project, we're at ${AGENCY.email}.`,
    `Take care${name}. The team is always a message away at ${AGENCY.email}.`,
  ],
  identity: (name) => [
    `I'm Silver Lake Creative's virtual assistant${name}, not a person, but I know our work, services and process well. When you're ready, I can connect you with the team. What are you working on?`,
    `I'm the agency's AI assistant${name}. I can answer questions about our services, show you our work and get your project to the right people. How can I help?`,
  ],
  howAreYou: (name) => [
    `Doing great, thanks for asking${name}! What can I help you with today?`,
    `All good here in Silver Lake${name}. Is there a project on your mind?`,
  ],
  abuse: (name) => [
    `I hear you${name}, and I'm sorry if something has been frustrating. I'm here to help with creative, production and media projects, so if there's something you're working on, tell me about it.`,
    `Sorry this isn't hitting the mark${name}. If you tell me what you're after, whether it's our work, a project quote or careers, I'll do my best to help.`,
  ],
  noise: (name) => [
    `I didn't quite catch that${name}. I can show you our work, talk through a project or point you to careers; what would be most helpful?`,
    `Hmm, I'm not sure I followed${name}. Are you looking for help with a campaign, a video or a media plan?`,
  ],
  empty: (name) => [
    `I'm here to help with your creative needs${name}! Tell me about your brand or project and I'll point you to the right work and people.`,
  ],
  offTopic: (name) => [
    `That's a little outside what I can help with here${name}, but I'd love to hear about any campaign, video or media project you have in mind.`,
    `I'm best at agency questions${name}: our work, services, pricing and process. Is there a project I can help you think through?`,
    `I'll have to leave that one to someone else${name}! I can help with brand, campaign, production or media questions, though. What are you working on?`,
  ],
};

const WEBCHAT_ES: Record<WebchatKind, (name: string) => string> = {
  ack: (name) => `Perfecto${name}. ¿Hay algo más en lo que te pueda ayudar?`,
  greeting: (name) =>
    `¡Hola${name}! Soy el asistente de Silver Lake Creative. Cuéntame de tu proyecto, o pídeme ver nuestro trabajo, el reel o los premios.`,
  thanks: (name) => `¡Con gusto${name}! Si tienes un proyecto en mente, aquí estoy.`,
  goodbye: (name) =>
    `¡Gracias por visitarnos${name}! Cuando quieras hablar de un proyecto, escríbenos a ${AGENCY.email}.`,
  identity: (name) =>
    `Soy el asistente virtual de Silver Lake Creative${name}, no una persona, pero conozco bien nuestro trabajo y servicios. ¿En qué estás trabajando?`,
  howAreYou: (name) => `¡Muy bien, gracias${name}! ¿En qué te puedo ayudar?`,
  abuse: (name) =>
    `Lamento si algo ha sido frustrante${name}. Si me cuentas qué buscas, haré lo posible por ayudarte.`,
  noise: (name) =>
    `No entendí bien${name}. Puedo mostrarte nuestro trabajo, hablar de un proyecto o de vacantes; ¿qué te sirve más?`,
  empty: (name) => `¡Estoy aquí para ayudarte${name}! Cuéntame de tu marca o proyecto.`,
  offTopic: (name) =>
    `Eso está fuera de lo que puedo responder aquí${name}, pero con gusto hablamos de campañas, video o medios.`,
};

export function composeWebchat(kind: WebchatKind, input: ComposeInput): Composed {
  const name = withName(input.name, input.variant, kind);
  if (input.lang === 'es') return { reply: WEBCHAT_ES[kind](name), caseIds: [] };
  return { reply: pick(WEBCHAT[kind](name), input.variant, kind), caseIds: [] };
}

/** Agency facts answered by the FAQ that says the same, for Spanish replies. */
export const FACT_FAQ: Record<string, string> = {
  'who-we-are': 'company-about',
  history: 'company-about',
  location: 'location-studio',
  team: 'company-team-size',
  'how-we-work': 'process-how-we-work',
  pricing: 'pricing-project-cost',
  awards: 'company-awards',
  industries: 'company-industries',
  'services-overview': 'services-what-we-offer',
  production: 'services-production-capabilities',
  'media-buying': 'services-media-buying-channels',
  'careers-tracks': 'careers-hiring',
  'what-to-send': 'process-share-brief-rfp',
  'response-time': 'timelines-start',
  'contact-details': 'location-contact-details',
  'remote-work': 'location-remote-outside-la',
  languages: 'company-languages',
  'food-beverage': 'work-food-beverage',
};

/** An agency fact for a general question (location, team, history...), with a light follow-up. */
export function composeFact(text: string, input: ComposeInput): Composed {
  return finish(
    { ...input, buyingIntent: false },
    [sentenceEnd(firstSentences(text, 2))],
    [],
    true,
  );
}

/** Sentences appended to a reply that would otherwise repeat one already given. */
export function closers(lang: Language): string[] {
  return lang === 'es'
    ? [
        'Con gusto te doy más detalle.',
        'Dime si quieres saber algo más.',
        `El equipo también está en ${AGENCY.email}.`,
      ]
    : [
        'Happy to go deeper on any of that.',
        'Just say the word if you would like more detail.',
        'I can also connect you with the team for specifics.',
        'Let me know what would be most useful next.',
        'Ask me anything else along the way.',
        'The team is always reachable at ' + AGENCY.email + ' too.',
      ];
}
