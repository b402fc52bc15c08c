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
  CLOSERS,
  composeAction,
  composeEmployment,
  composeFact,
  composeService,
  composeVendor,
  composeWebchat,
  foodCaseIds,
  type ComposeInput,
  type Composed,
  type WebchatKind,
} from './compose.ts';
import { trainingSet, type LabelledMessage } from './data/labelled.ts';
import type { CardType, Detection } from './detectors.ts';
import { createFeaturizer } from './featurize.ts';
import {
  argmax,
  DEFAULT_NB,
  trainIntentModel,
  type NaiveBayesOptions,
  type Posterior,
} from './intent.ts';
import { Retriever, type Hit, type KnowledgeBase } from './retrieval.ts';
import { firstSentences, hash, toPlainText, type Analysed, type FeatureOptions } from './text.ts';
import type { Assistant, AssistantAnswer, AssistantInput, TriggerCard } from './types.ts';

export interface AssistantOptions {
  /** Labelled examples to learn intents from; defaults to the training split of data/labelled.ts. */
  training?: Pick<LabelledMessage, 'text' | 'intent'>[];
  naiveBayes?: NaiveBayesOptions;
  features?: FeatureOptions;
  /** Add the detectors' findings and shape features to the intent model (on by default). */
  extraFeatures?: boolean;
}

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

function renderContext(retriever: Retriever, hits: Hit[], faq?: FaqEntry): string {
  const parts: string[] = [];
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

function webchatKind(analysed: Analysed, detection: Detection, known: boolean): WebchatKind {
  const { smalltalk } = detection;
  if (analysed.wordCount === 0) return analysed.hasEmoji ? 'greeting' : 'empty';
  if (smalltalk.abuse) return 'abuse';
  if (smalltalk.identity) return 'identity';
  if (smalltalk.howAreYou) return 'howAreYou';
  if (smalltalk.thanks) return 'thanks';
  if (smalltalk.goodbye) return 'goodbye';
  if (smalltalk.greeting) return 'greeting';
  if (!known || analysed.knownCount === 0) return 'noise';
  return 'offTopic';
}

export function createAssistant(kb: KnowledgeBase, options: AssistantOptions = {}): Assistant {
  const training = options.training ?? trainingSet;
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
  const foodIds = foodCaseIds(retriever);

  function classify(message: string) {
    const { analysed, detection, features: feats, wordFeatures } = featurize(message);
    return {
      analysed,
      detection,
      posterior: model.posterior(feats),
      known: model.knows(wordFeatures),
    };
  }

  function understand(input: AssistantInput) {
    const current = classify(input.message);
    let posterior: Posterior = { ...current.posterior };
    // Conversations tend to stay on one subject, so the previous message's intent is mixed in,
    // the more the less this message says by itself: an unknown or very short follow-up ("yes
    // please", "sure, how?") mostly keeps the subject; a full sentence mostly speaks for itself.
    // Thanks, greetings and goodbyes are not continuations. The weights are assumptions (there
    // is no multi-turn data to fit them on).
    const previous = input.history.at(-1);
    const { smalltalk } = current.detection;
    const closing = smalltalk.thanks || smalltalk.goodbye || smalltalk.greeting || smalltalk.abuse;
    const short = current.analysed.wordCount <= 3;
    if (
      previous &&
      typeof previous.message === 'string' &&
      previous.message.trim() &&
      !(closing && short)
    ) {
      const before = classify(previous.message).posterior;
      const weight = !current.known || short ? 0.6 : 0.15;
      for (const intent of INTENTS) {
        posterior[intent] = (1 - weight) * posterior[intent] + weight * before[intent];
      }
    }
    // An employment type chosen in the interface is a strong prior for employment.
    if (input.employmentType) {
      posterior.employment *= 6;
      posterior = normalise(posterior);
    }
    const intent: Intent = current.analysed.wordCount === 0 ? 'webchat' : argmax(posterior);
    return { ...current, posterior, intent, confidence: posterior[intent] };
  }

  function respond(input: AssistantInput): AssistantAnswer {
    const { analysed, detection, intent, confidence, known } = understand(input);

    // What the visitor asked to see, gated by who they are: vendors get no triggers, employment
    // conversations keep only viewing the work, and topic cards and the brief upload are for
    // (potential) clients.
    let messageType = detection.messageType;
    if (intent === 'vendor') messageType = undefined;
    if (intent === 'employment' && messageType && !EMPLOYMENT_MESSAGE_TYPES.has(messageType))
      messageType = undefined;
    if (intent !== 'service-inquiry' && messageType === 'document-sharing-response')
      messageType = undefined;
    const cards: CardType[] =
      intent === 'service-inquiry'
        ? detection.cards
        : messageType === 'reel-display' || messageType === 'reel-request'
          ? ['video_reel']
          : [];
    const employmentType: EmploymentType | undefined =
      intent === 'employment' ? (detection.employmentType ?? input.employmentType) : undefined;
    const buyingIntent =
      intent === 'service-inquiry' &&
      (detection.buyingIntent || messageType === 'document-sharing-response');

    const query = analysed.tokens.join(' ');
    const hits =
      intent === 'service-inquiry' || intent === 'webchat'
        ? retriever.search(query)
        : retriever.search(query, ['faq', 'fact']);
    const turn = input.history.length;
    const seed = hash(`${analysed.clean}#${turn}`);
    const base: Omit<ComposeInput, 'variant'> = {
      name: sanitiseName(input.clientName),
      hasContact: input.hasContact,
      analysed,
      detection,
      cards,
      buyingIntent,
      retriever,
      hits,
    };

    // Pick the answer path.
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

    if (intent === 'employment') {
      source = 'employment';
      compose = (variant) => composeEmployment(employmentType, { ...base, variant });
    } else if (intent === 'vendor') {
      source = 'retrieval';
      compose = (variant) => composeVendor({ ...base, variant });
    } else if (messageType && actionable) {
      source = 'retrieval';
      compose = (variant) => composeAction(messageType, { ...base, variant });
    } else if (faqMatch?.confident) {
      faq = faqMatch.faq;
      source = 'faq';
      const answerText = toPlainText(faq.answer);
      compose = () => ({ reply: answerText, caseIds: [] });
    } else if (messageType === 'awards-response') {
      source = 'retrieval';
      compose = (variant) => composeAction('awards-response', { ...base, variant });
    } else if (intent === 'service-inquiry') {
      source = 'retrieval';
      compose = (variant) => composeService({ ...base, variant });
    } else {
      const kind = webchatKind(analysed, detection, known);
      const fact = kind === 'offTopic' ? generalFact(hits) : undefined;
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
    const n = CLOSERS.length;
    const offset = seed % n;
    for (let i = 0; given.has(reply) && i < n + n * n; i += 1) {
      const first = CLOSERS[(offset + i) % n]!;
      const second = CLOSERS[(offset + Math.floor(i / n)) % n]!;
      const extra = i < n ? first : `${first} ${second}`;
      reply = toPlainText(`${composed.reply} ${extra}`);
    }

    const triggerCards: TriggerCard[] = cards.map((type) => ({ type }));
    if (cards.includes('food_brands')) for (const id of foodIds) triggerCards.push({ id });

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
      context: renderContext(retriever, hits, faq),
    };
  }

  /** A general agency fact (location, team, history) strongly matched by an off-topic-looking question. */
  function generalFact(hits: Hit[]): string | undefined {
    const hit = hits[0];
    if (!hit || !hit.strongFields) return undefined;
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
      } catch {
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
        };
      }
    },
  };
}
