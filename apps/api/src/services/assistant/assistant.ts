// The assistant: understands a visitor message (intent, what they want to see, employment type)
// and answers it from the knowledge base. Pure: no I/O, no clock, no environment.
import {
  AGENCY,
  INTENTS,
  type EmploymentType,
  type FaqEntry,
  type Intent,
  type MessageType,
} from '@agency/schema';
import {
  closers,
  composeAction,
  composeAsk,
  composeEmployment,
  composeFact,
  composeFaq,
  composeFloor,
  composePremise,
  composeService,
  composeUnknown,
  composeVendor,
  composeWebchat,
  FACT_FAQ,
  PRICE_FLOOR,
  topicService,
  type ComposeInput,
  type Composed,
  type WebchatKind,
} from './compose.ts';
import { trainingSet, type LabelledMessage } from './data/labelled.ts';
import {
  detectAsk,
  detectIndustry,
  namedCase,
  parseCompany,
  parseDeclines,
  parseMoney,
  parseName,
  parseTimeline,
  readState,
  REFERENCE,
  resolveCase,
  type DialogueState,
} from './dialogue.ts';
import type { CardType, Detection } from './detectors.ts';
import { createFeaturizer } from './featurize.ts';
import {
  argmax,
  DEFAULT_NB,
  trainIntentModel,
  type NaiveBayesOptions,
  type Posterior,
} from './intent.ts';
import { detectLanguage, gloss } from './language.ts';
import { checkPremise } from './premise.ts';
import { Retriever, toQuery, type Hit, type KnowledgeBase } from './retrieval.ts';
import { firstSentences, hash, toPlainText, type Analysed, type FeatureOptions } from './text.ts';
import type { Assistant, AssistantAnswer, AssistantInput, TriggerCard } from './types.ts';

export interface AssistantOptions {
  /** Labelled examples to learn intents from; defaults to the training split of data/labelled.ts. */
  training?: Pick<LabelledMessage, 'text' | 'intent'>[];
  naiveBayes?: NaiveBayesOptions;
  features?: FeatureOptions;
  /** Add the detectors' findings and shape features to the intent model (on by default). */
  extraFeatures?: boolean;
  /**
   * Told of an error inside `answer`, which then answers with the generic reply rather than
   * failing the visitor's message; the server logs it, so a bug does not hide behind that reply.
   */
  onError?: (error: unknown, message: unknown) => void;
}

/** The generic answers to a price or timeline question, which the topic makes specific. */
const TOPIC_FAQS = new Set([
  'pricing-project-cost',
  'timelines-campaign',
  'timelines-commercial',
  'timelines-rebrand',
]);

/** The FAQ that says what the agency offers. */
const WHAT_WE_DO = 'services-what-we-offer';

/** Message types an employment conversation may still trigger (a job seeker may ask to see the work). */
const EMPLOYMENT_MESSAGE_TYPES = new Set<MessageType>([
  'portfolio-request',
  'reel-display',
  'reel-request',
  'awards-response',
]);

function normalise(posterior: Posterior): Posterior {
  const total = INTENTS.reduce((sum, intent) => sum + posterior[intent], 0);
  return Object.fromEntries(
    INTENTS.map((intent) => [intent, posterior[intent] / total]),
  ) as Posterior;
}

function sanitiseName(name: string | undefined): string | undefined {
  if (!name) return undefined;
  const first = toPlainText(name)
    .replace(/[^\p{L}\p{M}' -]/gu, '')
    .trim()
    .split(/\s+/)[0];
  if (!first || first.length > 30) return undefined;
  return first[0]!.toUpperCase() + first.slice(1);
}

function renderContext(
  retriever: Retriever,
  hits: Hit[],
  faq: FaqEntry | undefined,
  named: string[],
): string {
  const parts: string[] = [];
  // The cases the reply names come first, so a model phrasing it has their facts.
  for (const id of named) {
    const study = retriever.casesById.get(id);
    if (study)
      parts.push(
        `Case study "${study.title}" for ${study.client} (${study.industry}). Result: ${study.metrics?.primary ?? ''}. ${firstSentences(study.challenge, 1)}`,
      );
  }
  if (faq) parts.push(`FAQ: ${faq.question} ${faq.answer}`);
  for (const hit of hits.slice(0, 6)) {
    if (hit.kind === 'faq' && hit.ref !== faq?.id) {
      const entry = retriever.faqsById.get(hit.ref);
      if (entry) parts.push(`FAQ: ${entry.question} ${entry.answer}`);
    } else if (hit.kind === 'service') {
      const service = retriever.servicesBySlug.get(hit.ref);
      if (service) parts.push(`Service "${service.title}": ${service.description}`);
    } else if (hit.kind === 'case') {
      const study = retriever.casesById.get(hit.ref);
      if (study) {
        const metric = study.metrics?.primary ? ` Result: ${study.metrics.primary}.` : '';
        parts.push(
          `Case study "${study.title}" for ${study.client} (${study.industry}).${metric} ${firstSentences(study.challenge, 1)}`,
        );
      }
    } else if (hit.kind === 'fact') {
      const fact = retriever.factsById.get(hit.ref);
      if (fact) parts.push(`${fact.title}: ${fact.text}`);
    }
  }
  parts.push(
    `Agency: ${AGENCY.name}, ${AGENCY.city}. Email ${AGENCY.email}, phone ${AGENCY.phone}.`,
  );
  const text = parts.join('\n');
  return text.length > 3000 ? `${text.slice(0, 2997)}...` : text;
}

/** "ok", "cool", "got it": the visitor acknowledges; nothing to answer. */
const ACKNOWLEDGEMENT =
  /^(?:ok(?:ay)?|k|cool|sure|got it|great|nice|alright|all right|sounds good|perfect|understood|i see|vale|de acuerdo|perfecto|bueno|entendido|claro)[\s.!]*$/i;

function webchatKind(analysed: Analysed, detection: Detection, known: boolean): WebchatKind {
  const { smalltalk } = detection;
  if (analysed.wordCount === 0) return analysed.hasEmoji ? 'greeting' : 'empty';
  if (smalltalk.abuse) return 'abuse';
  if (smalltalk.identity) return 'identity';
  if (smalltalk.howAreYou) return 'howAreYou';
  if (smalltalk.thanks) return 'thanks';
  if (smalltalk.goodbye) return 'goodbye';
  if (smalltalk.greeting) return 'greeting';
  if (ACKNOWLEDGEMENT.test(analysed.clean)) return 'ack';
  if (!known || analysed.knownCount === 0) return 'noise';
  return 'offTopic';
}

export function createAssistant(kb: KnowledgeBase, options: AssistantOptions = {}): Assistant {
  // Spanish examples are learnt through the same English gloss that Spanish messages are read by.
  const training = (options.training ?? trainingSet).map((example) => ({
    ...example,
    text: detectLanguage(example.text, undefined, []) === 'es' ? gloss(example.text) : example.text,
  }));
  const { featurize } = createFeaturizer(
    kb,
    training.map((example) => example.text),
    { features: options.features, extraFeatures: options.extraFeatures },
  );
  const model = trainIntentModel(
    training.map((example) => ({
      features: featurize(example.text).features,
      intent: example.intent,
    })),
    options.naiveBayes ?? DEFAULT_NB,
  );
  const retriever = new Retriever(kb);

  function classify(message: string) {
    const { analysed, detection, features: feats, wordFeatures } = featurize(message);
    return {
      analysed,
      detection,
      posterior: model.posterior(feats),
      known: model.knows(wordFeatures),
    };
  }

  function understand(input: AssistantInput, text: string, previousText: string | undefined) {
    const current = classify(text);
    let posterior: Posterior = { ...current.posterior };
    // Conversations tend to stay on one subject, so the previous message's intent is mixed in,
    // the more the less this message says by itself: an unknown or very short follow-up ("yes
    // please", "sure, how?") mostly keeps the subject; a full sentence mostly speaks for itself.
    // Thanks, greetings and goodbyes are not continuations. The weights are assumptions (there
    // is no multi-turn data to fit them on).
    const { smalltalk } = current.detection;
    const closing =
      smalltalk.thanks ||
      smalltalk.goodbye ||
      smalltalk.greeting ||
      smalltalk.abuse ||
      ACKNOWLEDGEMENT.test(current.analysed.clean);
    const short = current.analysed.wordCount <= 3;
    if (previousText?.trim() && !(closing && short)) {
      const before = classify(previousText).posterior;
      const weight = !current.known || short ? 0.6 : 0.15;
      for (const intent of INTENTS) {
        posterior[intent] = (1 - weight) * posterior[intent] + weight * before[intent];
      }
    }
    // An employment type chosen in the interface is a strong prior for employment, unless this
    // message reads as a client's (a job seeker may go on to ask for a campaign quote).
    if (input.employmentType && !current.detection.buyingIntent) {
      posterior.employment *= 6;
      posterior = normalise(posterior);
    }
    const intent: Intent = current.analysed.wordCount === 0 ? 'webchat' : argmax(posterior);
    return { ...current, posterior, intent, confidence: posterior[intent] };
  }

  const caseList = [...retriever.casesById.values()];
  const clientNames = caseList.map((study) => study.client);

  function respond(input: AssistantInput): AssistantAnswer {
    const previous = readState(input.state);
    const lang = detectLanguage(
      input.message,
      input.history.length ? previous.lang : undefined,
      clientNames,
    );
    // Spanish is read through an English gloss: the classifier, cues and index are English.
    const text = lang === 'es' ? gloss(input.message) : input.message;
    const lastMessage = input.history.at(-1)?.message;
    const lastText =
      typeof lastMessage === 'string' && previous.lang === 'es' ? gloss(lastMessage) : lastMessage;
    const understood = understand(input, text, typeof lastText === 'string' ? lastText : undefined);
    const { analysed, detection, confidence, known } = understood;

    const premise = checkPremise(input.message, caseList, PRICE_FLOOR);
    const stated = premise?.kind === 'price' ? undefined : parseMoney(input.message);
    const ask = detectAsk(analysed);
    const followUp = input.history.length > 0;
    const state: DialogueState = {
      ...previous,
      lang,
      industry:
        detectIndustry(analysed) ??
        (detection.cards.includes('food_brands') ? 'Food & Beverage' : undefined) ??
        previous.industry,
      budget: stated ?? previous.budget,
      timeline: parseTimeline(input.message) ?? previous.timeline,
      name: parseName(input.message) ?? previous.name,
      company: parseCompany(input.message) ?? previous.company,
      declined: [
        ...new Set([
          ...previous.declined,
          ...parseDeclines(input.message),
          ...parseDeclines(analysed.joined),
        ]),
      ],
    };
    // "Tell me about the IMAX campaign", "the car one": the case study it names.
    const named = premise ? undefined : namedCase(input.message, caseList);
    const referenced =
      named ??
      (followUp && REFERENCE.test(analysed.joined) ? resolveCase(analysed, caseList) : undefined);
    if (referenced) state.caseId = referenced.id;
    const described = Boolean(previous.service || previous.industry || previous.budget);

    // A price or timing question about the project the visitor described is buying intent, by
    // the definition of service-inquiry, whatever its words alone suggest.
    let intent = understood.intent;
    // A claim about the agency's clients, awards or offices is a question about the agency itself.
    if (premise && premise.kind !== 'price' && intent !== 'employment' && intent !== 'vendor')
      intent = 'webchat';
    if (
      followUp &&
      described &&
      intent === 'webchat' &&
      (ask === 'price' || ask === 'timeline' || ask === 'similar')
    )
      intent = 'service-inquiry';

    // What the visitor asked to see, gated by who they are and by what they declined: vendors
    // get no triggers, employment conversations keep only viewing the work, and topic cards and
    // the brief upload are for (potential) clients.
    let messageType = detection.messageType;
    if (intent === 'vendor') messageType = undefined;
    if (intent === 'employment' && messageType && !EMPLOYMENT_MESSAGE_TYPES.has(messageType))
      messageType = undefined;
    if (intent !== 'service-inquiry' && messageType === 'document-sharing-response')
      messageType = undefined;
    const declined = new Set(state.declined);
    if ((messageType === 'reel-display' || messageType === 'reel-request') && declined.has('reel'))
      messageType = undefined;
    if (messageType === 'portfolio-request' && declined.has('portfolio')) messageType = undefined;
    if (messageType === 'awards-response' && declined.has('awards')) messageType = undefined;
    const cards: CardType[] = (
      intent === 'service-inquiry'
        ? detection.cards
        : messageType === 'reel-display' || messageType === 'reel-request'
          ? ['video_reel' as const]
          : []
    ).filter(
      (card) =>
        card !== 'video_reel' || messageType === 'reel-display' || messageType === 'reel-request',
    );
    const employmentType: EmploymentType | undefined =
      intent === 'employment' ? (detection.employmentType ?? input.employmentType) : undefined;
    const buyingIntent =
      intent === 'service-inquiry' &&
      (detection.buyingIntent || messageType === 'document-sharing-response');

    const query = toQuery(analysed.tokens);
    const hits =
      intent === 'service-inquiry' || intent === 'webchat'
        ? retriever.search(query)
        : retriever.search(query, ['faq', 'fact']);
    const turn = input.history.length;
    const seed = hash(`${analysed.clean}#${turn}`);
    const base: Omit<ComposeInput, 'variant'> = {
      lang,
      state,
      statedBudget: stated,
      name: sanitiseName(input.clientName ?? state.name),
      hasContact: input.hasContact,
      hasResume: input.hasResume,
      analysed,
      detection,
      cards,
      buyingIntent,
      retriever,
      hits,
    };
    if (intent === 'service-inquiry')
      state.service = topicService({ ...base, variant: 0 }) ?? previous.service;

    // Pick the answer path: the three stances are answer (FAQ, knowledge), correct a premise,
    // or say plainly it can't answer; a pitch never stands in for an answer.
    let faq: FaqEntry | undefined;
    let source: AssistantAnswer['source'];
    let compose: (variant: number) => Composed;
    const actionable = messageType && messageType !== 'awards-response';
    // Careers and vendor FAQs belong to the employment and vendor answers.
    const faqAllowed = (entry: FaqEntry) =>
      entry.category !== 'careers' && !/vendor|partner/i.test(entry.id);
    const faqMatch =
      !actionable && intent !== 'employment' && intent !== 'vendor'
        ? retriever.matchFaq(query, faqAllowed)
        : null;
    const topic = Boolean(state.service || state.industry || state.budget !== undefined);
    // A case named outright is asked about even without "tell me more".
    const caseAsk = ask ?? (named ? 'details' : undefined);
    const askAnswer = (variant: number) =>
      caseAsk ? composeAsk(caseAsk, { ...base, variant }) : undefined;
    // A confident FAQ more specific than the generic price or timeline answer ("how much of that
    // goes to your fee?") is the better answer; the generic ones are better told for the topic.
    const specificFaq = faqMatch?.confident && !TOPIC_FAQS.has(faqMatch.faq.id);
    const askReady =
      caseAsk !== undefined &&
      !specificFaq &&
      (topic || (caseAsk === 'details' && state.caseId !== undefined)) &&
      askAnswer(seed) !== undefined;
    const queryTerms = query.distinct;
    const top = hits[0];
    const covered =
      top && top.strongFields && queryTerms.size
        ? new Set(top.queryTerms).size / queryTerms.size
        : 0;
    const question =
      /[?¿]/.test(input.message) ||
      /^\s*(?:do|does|did|can|could|are|is|will|would|what|who|where|when|why|how|which|have|has)\b|\bwhether\b/i.test(
        text,
      );
    const aboutUs = /\b(?:you|your|yours|agency|team|studio|silver lake)\b/i.test(text);
    const unanswerable =
      question &&
      queryTerms.size > 0 &&
      (aboutUs || intent === 'service-inquiry') &&
      !faqMatch?.confident &&
      // Half the words ("parking" at your "studio") is not an answer to the question.
      covered < 0.6 &&
      cards.length === 0 &&
      !detectIndustry(analysed);

    // A job seeker's follow-up question ("how do I apply?") is answered by the careers FAQ, not by
    // the introduction to the three tracks again.
    const careersFaq =
      intent === 'employment' && followUp && question
        ? retriever.matchFaq(query, (entry) => entry.category === 'careers')
        : null;

    if (careersFaq?.confident && composeFaq(careersFaq.faq.id, { ...base, variant: seed })) {
      faq = careersFaq.faq;
      source = 'faq';
      const id = faq.id;
      compose = (variant) => composeFaq(id, { ...base, variant })!;
    } else if (intent === 'employment') {
      source = 'employment';
      compose = (variant) => composeEmployment(employmentType, { ...base, variant });
    } else if (intent === 'vendor') {
      source = 'retrieval';
      compose = (variant) => composeVendor({ ...base, variant });
    } else if (premise) {
      source = 'premise';
      compose = (variant) => composePremise(premise, { ...base, variant });
    } else if (messageType && actionable) {
      source = 'retrieval';
      compose = (variant) => composeAction(messageType, { ...base, variant });
    } else if (askReady) {
      source = 'retrieval';
      compose = (variant) => askAnswer(variant)!;
    } else if (faqMatch?.confident && composeFaq(faqMatch.faq.id, { ...base, variant: seed })) {
      faq = faqMatch.faq;
      source = 'faq';
      const id = faq.id;
      compose = (variant) => composeFaq(id, { ...base, variant })!;
    } else if (messageType === 'awards-response') {
      source = 'retrieval';
      compose = (variant) => composeAction('awards-response', { ...base, variant });
    } else if (ask && (ask === 'price' || ask === 'timeline') && askAnswer(seed)) {
      source = 'retrieval';
      compose = (variant) => askAnswer(variant)!;
    } else if (
      intent === 'service-inquiry' &&
      stated !== undefined &&
      stated < PRICE_FLOOR &&
      !question
    ) {
      source = 'retrieval';
      compose = (variant) => composeFloor({ ...base, variant });
    } else if (
      question &&
      aboutUs &&
      queryTerms.size === 0 &&
      intent === 'webchat' &&
      webchatKind(analysed, detection, known) === 'offTopic' &&
      composeFaq(WHAT_WE_DO, { ...base, variant: seed })
    ) {
      // "What do you do?": a question about the agency with no topic word asks what it offers.
      faq = retriever.faqsById.get(WHAT_WE_DO);
      source = 'faq';
      compose = (variant) => composeFaq(WHAT_WE_DO, { ...base, variant })!;
    } else if (
      intent === 'webchat' &&
      question &&
      detectIndustry(analysed) &&
      composeAsk('similar', { ...base, variant: seed })
    ) {
      // "Do you have experience with banks?": the industry's work is the answer.
      source = 'retrieval';
      compose = (variant) => composeAsk('similar', { ...base, variant })!;
    } else if (unanswerable) {
      source = 'unknown';
      compose = (variant) => composeUnknown({ ...base, variant });
    } else if (intent === 'service-inquiry') {
      source = 'retrieval';
      compose = (variant) => composeService({ ...base, variant });
    } else {
      const kind = webchatKind(analysed, detection, known);
      const fact = kind === 'offTopic' ? generalFact(hits, lang) : undefined;
      if (fact) {
        source = 'retrieval';
        compose = (variant) => composeFact(fact, { ...base, variant });
      } else {
        source =
          kind === 'noise' || kind === 'abuse' || kind === 'offTopic' || kind === 'empty'
            ? 'fallback'
            : 'smalltalk';
        compose = (variant) => composeWebchat(kind, { ...base, variant });
      }
    }

    // Never repeat a reply already given in this conversation.
    const given = new Set(
      input.history.map((t) => (typeof t.reply === 'string' ? t.reply.trim() : '')),
    );
    let composed = compose(seed);
    let reply = toPlainText(composed.reply);
    for (let attempt = 1; given.has(reply) && attempt < 8; attempt += 1) {
      composed = compose(seed + attempt);
      reply = toPlainText(composed.reply);
    }
    // Still a repeat (the same FAQ asked again): add one, then two, closing sentences.
    const extras = closers(lang);
    const n = extras.length;
    const offset = seed % n;
    for (let i = 0; given.has(reply) && i < n + n * n; i += 1) {
      const first = extras[(offset + i) % n]!;
      const second = extras[(offset + Math.floor(i / n)) % n]!;
      const extra = i < n ? first : `${first} ${second}`;
      reply = toPlainText(`${composed.reply} ${extra}`);
    }

    if (composed.asked) state.asked = [...state.asked, composed.asked];
    if (composed.caseIds[0]) state.caseId = composed.caseIds[0];
    if (faq) state.answered = [...state.answered.filter((id) => id !== faq.id), faq.id];

    // Cards are the deck's topic cards, named by type; a case study is not a card.
    const triggerCards: TriggerCard[] = cards.map((type) => ({ type }));

    return {
      reply,
      intent,
      // Three decimals, and never a claim of certainty.
      confidence: Math.min(0.999, Math.round(confidence * 1000) / 1000),
      isEmployment: intent === 'employment',
      ...(employmentType ? { employmentType } : {}),
      ...(messageType ? { messageType } : {}),
      ...(messageType === 'awards-response' ? { triggerAnimation: 'awards' as const } : {}),
      ...(triggerCards.length ? { triggerCards } : {}),
      // A buying visitor is invited to upload a brief, so the upload button comes with the invitation.
      offerPdfUpload:
        messageType === 'document-sharing-response' ||
        (intent === 'service-inquiry' && buyingIntent),
      buyingIntent,
      tokenUsage: faq ? { faq_match: faq.id } : null,
      source,
      context: renderContext(retriever, hits, faq, composed.caseIds),
      lang,
      state: readState(state),
    };
  }

  /** A general agency fact (location, team, history) strongly matched by an off-topic-looking question. */
  function generalFact(hits: Hit[], lang: 'en' | 'es'): string | undefined {
    const hit = hits[0];
    if (!hit || !hit.strongFields) return undefined;
    const faqId = hit.kind === 'fact' ? FACT_FAQ[hit.ref] : hit.ref;
    if (lang === 'es') return faqId ? retriever.spanish.faqs[faqId] : undefined;
    if (hit.kind === 'fact') return retriever.factsById.get(hit.ref)?.text;
    if (hit.kind === 'faq') {
      const entry = retriever.faqsById.get(hit.ref);
      return entry && entry.category !== 'careers' ? entry.answer : undefined;
    }
    return undefined;
  }

  return {
    answer(input: AssistantInput): AssistantAnswer {
      try {
        const safe: AssistantInput = {
          ...input,
          message: typeof input?.message === 'string' ? input.message : '',
          history: Array.isArray(input?.history)
            ? input.history.filter((t) => t && typeof t === 'object')
            : [],
        };
        return respond(safe);
      } catch (error) {
        options.onError?.(error, input?.message);
        return {
          reply:
            "I'm here to help with your creative needs! Tell me about your project and I'll point you to the right work and people.",
          intent: 'webchat',
          confidence: 0.25,
          isEmployment: false,
          offerPdfUpload: false,
          buyingIntent: false,
          tokenUsage: null,
          source: 'fallback',
          context: '',
          lang: 'en',
          state: readState(input?.state),
        };
      }
    },
  };
}
