// The assistant: understands a visitor message in its conversation and answers it from the answer
// units and the content. Pure: no I/O, no clock, no environment. `createAssistant` builds it from
// a knowledge base; `answer` reads the message (language, intent, what it asks to see, contact
// details, claims, industry, the answer unit it asks for) and runs the policy (policy.ts).
import { INTENTS, type AnswerUnit, type Intent } from '@agency/schema';
import { readClaims } from './claims.ts';
import { PRICE_FLOOR } from './compose.ts';
import { readContact, withoutContact } from './contact.ts';
import { trainingSet, type LabelledMessage } from './data/labelled.ts';
import {
  detectAsk,
  parseDeclines,
  parseMoney,
  saysSmallBudget,
  parseTimeline,
  readState,
  withoutRefusals,
} from './dialogue.ts';
import { createFeaturizer } from './featurize.ts';
import { detectIndustry } from './industries.ts';
import {
  argmax,
  DEFAULT_NB,
  trainIntentModel,
  type NaiveBayesOptions,
  type Posterior,
} from './intent.ts';
import { detectLanguage, gloss, glossRomance } from './language.ts';
import { Matcher, type QueryVectors } from './matcher.ts';
import { Passages } from './passages.ts';
import learntEvidence from './data/evidenceModel.json' with { type: 'json' };
import learntIntents from './data/intentModel.json' with { type: 'json' };
import {
  createEvidenceChooser,
  readEvidenceModel,
  ruledEvidence,
  type EvidenceChooser,
  type EvidenceModel,
} from './evidenceModel.ts';
import { createIntentRefiner, readIntentModel, type IntentModel } from './intentModel.ts';
import { runPolicy, type Understood } from './policy.ts';
import { Retriever, type KnowledgeBase } from './retrieval.ts';
import { analyse, fold, spellOutLosAngeles, toPlainText, type FeatureOptions } from './text.ts';
import type { Assistant, AssistantAnswer, AssistantInput } from './types.ts';

export interface AssistantOptions {
  /** Labelled examples to learn intents from; defaults to the training split of data/labelled.ts. */
  training?: Pick<LabelledMessage, 'text' | 'intent'>[];
  naiveBayes?: NaiveBayesOptions;
  features?: FeatureOptions;
  extraFeatures?: boolean;
  /** The matcher's share of word similarity against character n-grams (bench:assistant --matchers). */
  matcherWordWeight?: number;
  /**
   * Told of an error inside `answer`, which then answers with the generic reply rather than
   * failing the visitor's message; the server logs it, so a bug does not hide behind that reply.
   */
  onError?: (error: unknown, message: unknown) => void;
  /**
   * The learnt weights the inbox's intent is refined by (intentModel.ts); the committed ones by
   * default, `null` for the policy's own decision alone (as scripts/train-intent.ts learns from).
   */
  intentModel?: IntentModel | null;
  /**
   * Which sentence of the content a reply gains (evidenceModel.ts): the committed weights' choice
   * by default, `null` for the ruled choice alone; scripts/train-evidence.ts passes its own to try
   * every candidate.
   */
  evidence?: EvidenceModel | EvidenceChooser | null;
}

let committed: IntentModel | undefined;
/** The committed weights, checked once per process: every rebuild of the assistant shares them. */
const committedIntentModel = () => (committed ??= readIntentModel(learntIntents));
let committedEvidence: EvidenceModel | undefined;
const committedEvidenceModel = () => (committedEvidence ??= readEvidenceModel(learntEvidence));

function normalise(posterior: Posterior): Posterior {
  const total = INTENTS.reduce((sum, intent) => sum + posterior[intent], 0) || 1;
  return Object.fromEntries(
    INTENTS.map((intent) => [intent, posterior[intent] / total]),
  ) as Posterior;
}

/** The sentences of a longer message, each of which may ask its own question. */
function clausesOf(message: string): string[] {
  // "founding year, headcount, where you're based": a list of short questions is a clause each.
  const list = /:\s|(?:,[^,]{2,40}){2,}/.test(message);
  const clauses = (list ? message.split(/[:,;]\s+/).join('. ') : message)
    .split(
      /(?<=[.!?¿])\s+|\n+|(?<=\w),\s+(?=(?:and |but |also |plus )?(?:do|does|did|can|could|is|are|what|how|who|where|when|i just|i only|just)\b)/i,
    )
    .map((clause) => clause.trim())
    .filter((clause) => clause.split(/\s+/).length >= 2);
  return clauses.length > 1 ? clauses.slice(0, 6) : [];
}

export function createAssistant(kb: KnowledgeBase, options: AssistantOptions = {}): Assistant {
  const units = kb.answers.filter((unit) => unit.enabled);
  // Spanish examples are learnt through the same English gloss that Spanish messages are read by.
  const training = (options.training ?? trainingSet).map((example) => ({
    ...example,
    text:
      detectLanguage(example.text, undefined, []) === 'es'
        ? gloss(spellOutLosAngeles(example.text, false))
        : spellOutLosAngeles(example.text, true),
  }));
  const phrasingsOf = (unit: AnswerUnit) => [
    ...unit.phrasingsEn.map((text) => spellOutLosAngeles(text, true)),
    ...unit.phrasingsEs.map((text) => spellOutLosAngeles(text, false)),
  ];
  const phrasings = units.flatMap(phrasingsOf);
  const { featurize, lexicon } = createFeaturizer(
    kb,
    [...training.map((example) => example.text), ...phrasings],
    { features: options.features, extraFeatures: options.extraFeatures },
  );
  const model = trainIntentModel(
    training.map((example) => ({
      features: featurize(example.text).features,
      intent: example.intent,
    })),
    options.naiveBayes ?? DEFAULT_NB,
  );
  const intentModel =
    options.intentModel === undefined ? committedIntentModel() : options.intentModel;
  const refineIntent = intentModel ? createIntentRefiner(intentModel) : undefined;
  const evidence = options.evidence === undefined ? committedEvidenceModel() : options.evidence;
  const chooseEvidence =
    typeof evidence === 'function'
      ? evidence
      : evidence
        ? createEvidenceChooser(evidence)
        : ruledEvidence;
  const retriever = new Retriever(kb);
  const matcher = new Matcher(
    units.map((unit: AnswerUnit) => ({
      id: unit.id,
      topic: unit.topic,
      context: unit.context,
      phrasings: phrasingsOf(unit),
    })),
    (text) => analyse(text, lexicon).tokens,
    options.matcherWordWeight,
  );
  const cases = [...retriever.casesById.values()];
  const passages = new Passages(kb.services, cases, units, kb.roles);
  const clientNames = cases.map((study) => study.client);

  function understand(input: AssistantInput): Understood {
    const state = readState(input.state);
    const message = input.message;
    // "ok. rick alvarado, rick@…, 909 555 0110" is in no language of its own: its name, address and
    // number are left out when telling it.
    const contact = readContact(message);
    const language = detectLanguage(
      withoutContact(message, contact),
      input.history.length ? (state.foreign ? 'other' : state.lang) : undefined,
      clientNames,
    );
    const lang = language === 'es' ? 'es' : 'en';
    // Spanish is classified and cue-matched through an English gloss; the matcher reads both.
    const spelled = spellOutLosAngeles(message, language === 'en');
    const english =
      lang === 'es' ? gloss(spelled) : language === 'other' ? glossRomance(spelled) : spelled;
    const { analysed, detection, features, wordFeatures } = featurize(english);
    const raw = lang === 'es' ? analyse(spelled, lexicon) : analysed;
    const text = language === 'other' ? english : message;
    let posterior = model.posterior(features);
    const previous = input.history.at(-1)?.message;
    if (typeof previous === 'string' && previous.trim() && analysed.wordCount <= 4) {
      // A short follow-up ("is it paid?") mostly keeps the subject of the message before it.
      const before = model.posterior(
        featurize(state.lang === 'es' ? gloss(previous) : previous).features,
      );
      posterior = normalise(
        Object.fromEntries(
          INTENTS.map((i) => [i, 0.5 * posterior[i] + 0.5 * before[i]]),
        ) as Posterior,
      );
    }
    // What the message refuses ("no influencer stuff, we want TV") is not what it asks about, nor
    // are the visitor's own name, email and phone.
    const read = lang === 'es' ? spelled : english;
    const wanted = withoutRefusals(withoutContact(read, contact), lang);
    const asked = wanted === read ? raw : analyse(wanted, lexicon);
    const vectors = matcher.vectors(asked);
    // Read only when a fragment needs the message before it.
    let previousVectors: QueryVectors | undefined | null = null;
    const readPrevious = () =>
      previousVectors === null
        ? (previousVectors =
            typeof previous === 'string' && previous.trim()
              ? matcher.vectors(analyse(previous, lexicon))
              : undefined)
        : previousVectors;
    return {
      input,
      state,
      lang,
      otherLanguage: language === 'other',
      message: text,
      analysed,
      raw,
      detection,
      posterior,
      nbIntent: analysed.wordCount === 0 ? 'webchat' : argmax(posterior),
      knows: model.knows(wordFeatures),
      vectors,
      get previousVectors() {
        return readPrevious();
      },
      matches: matcher.match(vectors),
      // "…we want billboards and radio. is that something you do?": a sentence of placeholders
      // asks nothing of its own.
      clauses: clausesOf(withoutRefusals(withoutContact(text, contact), lang))
        .map((clause) => analyse(clause, lexicon))
        .filter((clause) => matcher.informative(clause))
        .map((clause) => matcher.match(matcher.vectors(clause))),
      contact,
      claims: readClaims(text, cases, PRICE_FLOOR),
      // The words as typed first: spelling correction turns an unknown word into a known one ("firms" into "films").
      industry:
        detectIndustry(
          ` ${fold(english)
            .replace(/[^a-z0-9]+/g, ' ')
            .trim()} `,
        ) ??
        detectIndustry(analysed.joined) ??
        (lang === 'es' ? detectIndustry(raw.joined) : undefined),
      ask: detectAsk(analysed),
      declines: [...new Set([...parseDeclines(message), ...parseDeclines(analysed.joined)])],
      budget: parseMoney(message, lang),
      smallBudget: saysSmallBudget(message),
      timeline: parseTimeline(message),
      matcher,
      retriever,
      passages,
      units: new Map(units.map((unit) => [unit.id, unit])),
      ...(refineIntent ? { refineIntent } : {}),
      chooseEvidence,
    };
  }

  function respond(input: AssistantInput): AssistantAnswer {
    return runPolicy(understand(input));
  }

  return {
    answer(input: AssistantInput): AssistantAnswer {
      const safe: AssistantInput = {
        ...input,
        message: typeof input?.message === 'string' ? input.message : '',
        history: Array.isArray(input?.history)
          ? input.history.filter((t) => t && typeof t === 'object')
          : [],
      };
      try {
        const answer = respond(safe);
        return { ...answer, reply: toPlainText(answer.reply) };
      } catch (error) {
        options.onError?.(error, input?.message);
        return {
          reply:
            "I'm here to help with your creative needs! Tell me about your project and I'll point you to the right work and people.",
          intent: 'webchat' satisfies Intent,
          confidence: 0.25,
          isEmployment: false,
          offerPdfUpload: false,
          buyingIntent: false,
          tokenUsage: { step: 'error' },
          source: 'fallback',
          step: 'error',
          context: '',
          lang: 'en',
          contact: {},
          state: readState(input?.state),
        };
      }
    },
  };
}
