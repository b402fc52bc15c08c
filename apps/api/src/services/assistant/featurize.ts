// From raw message to classifier features, shared by the assistant and the benchmark's
// cross-validation so that model selection sees exactly what production sees.
import { CUE_VOCABULARY, detect, type Detection } from './detectors.ts';
import type { KnowledgeBase } from './retrieval.ts';
import {
  analyse,
  features,
  isWord,
  Lexicon,
  stem,
  STOPWORDS,
  DEFAULT_FEATURES,
  type Analysed,
  type FeatureOptions,
} from './text.ts';

export interface Featurized {
  analysed: Analysed;
  detection: Detection;
  /** Word features only (stems); the model "knows" a message when it knows one of these. */
  wordFeatures: string[];
  features: string[];
}

export interface FeaturizerOptions {
  features?: FeatureOptions;
  /** Add the detectors' findings and the shape features (on by default). */
  extraFeatures?: boolean;
}

function kbTexts(kb: KnowledgeBase): string[] {
  return [
    ...kb.answers.map((unit) => unit.textEn),
    ...kb.services.map((s) =>
      [
        s.title,
        s.description,
        s.overview,
        ...s.keyServices,
        ...s.capabilities,
        ...s.clientTypes,
      ].join(' '),
    ),
    ...kb.caseStudies.map((c) =>
      [c.client, c.title, c.industry, c.challenge, c.strategy ?? '', ...c.tags, ...c.services].join(
        ' ',
      ),
    ),
  ];
}

/**
 * Features beyond the words:
 * - the detectors' findings ("__mt_portfolio-request", "__emp_freelancer", "__vendor_offer",
 *   "__greeting"...): evidence whose weight per intent naive Bayes learns from the training data;
 * - message length bucket: greetings and noise are short, briefs are long;
 * - knowledge-base coverage: the share of content words that occur anywhere in the agency's
 *   content. "write me a poem about cats" shares nothing with it; project questions do.
 */
function extra(analysed: Analysed, detection: Detection, kbStems: Set<string>): string[] {
  const out: string[] = [];
  if (detection.messageType) out.push(`__mt_${detection.messageType}`);
  for (const card of detection.cards) out.push(`__card_${card}`);
  if (detection.employmentType) out.push(`__emp_${detection.employmentType}`);
  if (detection.buyingIntent) out.push('__buying');
  if (detection.vendorOffer) out.push('__vendor_offer');
  if (detection.jobSeeking) out.push('__job_seeking');
  for (const [name, fired] of Object.entries(detection.smalltalk)) if (fired) out.push(`__${name}`);
  const n = analysed.wordCount;
  out.push(
    n === 0 ? '__len0' : n === 1 ? '__len1' : n <= 3 ? '__len2' : n <= 9 ? '__len4' : '__len10',
  );
  const content = analysed.tokens.filter((t) => isWord(t) && !STOPWORDS.has(t) && t.length > 1);
  if (content.length > 0) {
    const covered = content.filter((t) => kbStems.has(stem(t))).length / content.length;
    out.push(covered === 0 ? '__kb_none' : covered < 0.5 ? '__kb_low' : '__kb_high');
  }
  return out;
}

export function createFeaturizer(
  kb: KnowledgeBase,
  trainingTexts: string[],
  options: FeaturizerOptions = {},
) {
  const featureOptions = options.features ?? DEFAULT_FEATURES;
  const useExtra = options.extraFeatures ?? true;
  const lexicon = new Lexicon();
  for (const word of CUE_VOCABULARY.split(' ')) lexicon.add(word, 3);
  for (const text of trainingTexts) lexicon.addText(text);
  const kbStems = new Set<string>();
  for (const text of kbTexts(kb)) {
    lexicon.addText(text);
    for (const token of analyse(text).tokens) if (isWord(token)) kbStems.add(stem(token));
  }

  return {
    lexicon,
    featurize(text: string): Featurized {
      const analysed = analyse(text, lexicon);
      const detection = detect(analysed);
      const base = features(analysed, featureOptions);
      return {
        analysed,
        detection,
        wordFeatures: base,
        features: useExtra ? [...base, ...extra(analysed, detection, kbStems)] : base,
      };
    },
  };
}
