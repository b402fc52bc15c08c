/// <reference path="./wink.d.ts" />
// Intent classification: wink's naive-Bayes text classifier over stemmed words plus detector and
// shape features (featurize.ts), with calibrated probabilities (temperature + per-intent bias).
import naiveBayes from 'wink-naive-bayes-text-classifier';
import { INTENTS, type Intent } from '@agency/schema';

export interface IntentExample {
  features: string[];
  intent: Intent;
}

export interface NaiveBayesOptions {
  /** Binarised (set-of-words) model: better for very short texts where a repeated word is noise. */
  considerOnlyPresence: boolean;
  /** Additive (Lidstone) smoothing, 0..1. */
  smoothingFactor: number;
}

/**
 * Chosen by 5-fold cross-validation on the TRAINING split only (`bench/assistant.ts --cv` prints
 * the grid): a binarised model with smoothing 0.5 is within 0.001 of the lowest log-loss; bigram
 * features did not help on a few hundred short messages, the detector and shape features did
 * (cross-validated accuracy 0.82 -> 0.89).
 */
export const DEFAULT_NB: NaiveBayesOptions = { considerOnlyPresence: true, smoothingFactor: 0.5 };

export type Posterior = Record<Intent, number>;

/** log2 odds per intent as wink computes them (one intent versus the rest); 0 when nothing is known. */
type Scores = Record<Intent, number>;

function train(examples: IntentExample[], options: NaiveBayesOptions) {
  const classifier = naiveBayes();
  classifier.defineConfig(options);
  classifier.definePrepTasks([(tokens: string[]) => tokens]);
  for (const example of examples) classifier.learn(example.features, example.intent);
  classifier.consolidate();
  // What wink calls its vocabulary: every feature it learnt.
  const vocabulary = new Set(examples.flatMap((example) => example.features));
  const scores = (features: string[]): Scores | null => {
    const out = Object.fromEntries(INTENTS.map((intent) => [intent, 0])) as Scores;
    if (features.length === 0) return null;
    const odds = classifier.computeOdds(features);
    if (odds.length === 1 && odds[0]![0] === 'unknown') return null;
    for (const [label, value] of odds) out[label as Intent] = value;
    return out;
  };
  return { scores, knows: (features: string[]) => features.some((f) => vocabulary.has(f)) };
}

/** Calibration map: probabilities = softmax(scale * ln2 * log2-odds + bias). */
export interface Calibration {
  scale: number;
  bias: Record<Intent, number>;
}

export const IDENTITY_CALIBRATION: Calibration = {
  scale: 1,
  bias: Object.fromEntries(INTENTS.map((intent) => [intent, 0])) as Record<Intent, number>,
};

function softmax(scores: Scores, calibration: Calibration): Posterior {
  const logits = INTENTS.map(
    (intent) => calibration.scale * Math.LN2 * scores[intent] + calibration.bias[intent],
  );
  const max = Math.max(...logits);
  const exps = logits.map((value) => Math.exp(value - max));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return Object.fromEntries(INTENTS.map((intent, i) => [intent, exps[i]! / total])) as Posterior;
}

/** Stratified, deterministic k-fold assignment (round-robin inside each class). */
export function folds<T extends { intent: Intent }>(examples: T[], k: number): number[] {
  const seen: Partial<Record<Intent, number>> = {};
  return examples.map((example) => {
    const n = seen[example.intent] ?? 0;
    seen[example.intent] = n + 1;
    return n % k;
  });
}

/** Out-of-fold scores: each example scored by a model that did not see it. */
function outOfFold(examples: IntentExample[], options: NaiveBayesOptions, k: number) {
  const assignment = folds(examples, k);
  const scored: { scores: Scores | null; intent: Intent }[] = new Array(examples.length);
  for (let fold = 0; fold < k; fold += 1) {
    const model = train(
      examples.filter((_, i) => assignment[i] !== fold),
      options,
    );
    examples.forEach((example, i) => {
      if (assignment[i] === fold)
        scored[i] = { scores: model.scores(example.features), intent: example.intent };
    });
  }
  return scored;
}

/**
 * Why this calibration: naive Bayes multiplies per-word likelihoods as if the words were
 * independent, so correlated evidence ("media", "buying", "__card_media_campaigns") is counted
 * several times and its log-odds come out far too extreme (0.999 for a message it gets wrong one
 * time in ten). We map the log-odds through softmax(a * odds + b): one scale a = 1/T (temperature
 * scaling, Guo et al. 2017) that fixes the overconfidence, and one bias per intent that corrects
 * the class prior (wink's one-versus-rest odds over-reward the largest class, service inquiries).
 * The five parameters are fitted by minimising the negative log-likelihood of OUT-OF-FOLD scores
 * on the training split (in-sample naive-Bayes scores are even more overconfident, so fitting on
 * them would under-correct), with a small L2 penalty on the biases; the held-out test split is
 * never used. The objective is convex in (a, b) because the logits are linear in them, so plain
 * gradient descent finds the optimum. Five parameters cannot overfit a few hundred examples, which
 * a full per-class Platt matrix (20 parameters) could.
 */
export function fitCalibration(
  scored: { scores: Scores | null; intent: Intent }[],
  biasPenalty = 0.01,
): Calibration {
  const usable = scored.filter(
    (item): item is { scores: Scores; intent: Intent } => item.scores !== null,
  );
  if (usable.length === 0) return IDENTITY_CALIBRATION;
  const k = INTENTS.length;
  // Work on natural-log odds, normalised by their spread for a well-conditioned descent.
  const xs = usable.map((item) => INTENTS.map((intent) => Math.LN2 * item.scores[intent]));
  const ys = usable.map((item) => INTENTS.indexOf(item.intent));
  const spread =
    Math.sqrt(
      xs.reduce((sum, row) => sum + row.reduce((s2, v) => s2 + v * v, 0), 0) / (xs.length * k),
    ) || 1;
  let a = 1;
  const b = new Array<number>(k).fill(0);
  const n = xs.length;
  let rate = 0.5;
  let previous = Infinity;
  for (let iteration = 0; iteration < 2000; iteration += 1) {
    let loss = 0;
    let gradA = 0;
    const gradB = new Array<number>(k).fill(0);
    for (let i = 0; i < n; i += 1) {
      const row = xs[i]!;
      const logits = row.map((v, j) => (a * v) / spread + b[j]!);
      const max = Math.max(...logits);
      const exps = logits.map((v) => Math.exp(v - max));
      const total = exps.reduce((s2, v) => s2 + v, 0);
      const y = ys[i]!;
      loss -= logits[y]! - max - Math.log(total);
      for (let j = 0; j < k; j += 1) {
        const residual = exps[j]! / total - (j === y ? 1 : 0);
        gradA += (residual * row[j]!) / spread;
        gradB[j] = gradB[j]! + residual;
      }
    }
    loss = loss / n + biasPenalty * b.reduce((s2, v) => s2 + v * v, 0);
    if (loss > previous - 1e-9) {
      rate /= 2;
      if (rate < 1e-4) break;
    }
    previous = Math.min(previous, loss);
    a -= (rate * gradA) / n;
    for (let j = 0; j < k; j += 1) b[j] = b[j]! - rate * (gradB[j]! / n + 2 * biasPenalty * b[j]!);
  }
  return {
    scale: a / spread,
    bias: Object.fromEntries(INTENTS.map((intent, j) => [intent, b[j]!])) as Record<Intent, number>,
  };
}

export interface IntentModel {
  /** Calibrated probabilities of the four intents; uniform when no word of the message is known. */
  posterior(features: string[]): Posterior;
  /** True when the model knew at least one feature of the message. */
  knows(features: string[]): boolean;
  calibration: Calibration;
}

export function trainIntentModel(
  examples: IntentExample[],
  options: NaiveBayesOptions = DEFAULT_NB,
  calibrationFolds = 5,
): IntentModel {
  const model = train(examples, options);
  const calibration = fitCalibration(outOfFold(examples, options, calibrationFolds));
  const uniform = Object.fromEntries(
    INTENTS.map((intent) => [intent, 1 / INTENTS.length]),
  ) as Posterior;
  return {
    calibration,
    knows: model.knows,
    posterior(features) {
      const scores = model.scores(features);
      return scores ? softmax(scores, calibration) : { ...uniform };
    },
  };
}

export function argmax(posterior: Posterior): Intent {
  // Ties (a message with no known word gives a uniform posterior) go to 'webchat'.
  let best: Intent = 'webchat';
  let value = posterior.webchat;
  for (const intent of INTENTS) {
    if (posterior[intent] > value) {
      best = intent;
      value = posterior[intent];
    }
  }
  return best;
}

/** Cross-validated accuracy and mean log-loss of a configuration on the training examples. */
export function crossValidate(
  examples: IntentExample[],
  options: NaiveBayesOptions,
  k = 5,
): { accuracy: number; logLoss: number; calibration: Calibration } {
  const scored = outOfFold(examples, options, k);
  const calibration = fitCalibration(scored);
  let correct = 0;
  let loss = 0;
  for (const item of scored) {
    const posterior = item.scores
      ? softmax(item.scores, calibration)
      : (Object.fromEntries(INTENTS.map((intent) => [intent, 0.25])) as Posterior);
    if (argmax(posterior) === item.intent) correct += 1;
    loss -= Math.log(Math.max(1e-12, posterior[item.intent]));
  }
  return { accuracy: correct / scored.length, logLoss: loss / scored.length, calibration };
}
