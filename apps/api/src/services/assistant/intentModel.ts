// The intent the inbox files a message under, learnt rather than ruled. The policy decides an
// intent by its steps (intentOf in policy.ts), and that decision still drives the page: careers
// mode, the prospect's cards, the dialogue's mode. Which of "service-inquiry", "vendor" and
// "webchat" the inbox shows is then weighed again by a multinomial logistic regression over the
// message's words and word pairs, the words of the visitor's earlier messages, the policy's
// decision, the step and answer that replied, the mode the conversation was in and whether it is
// the first message. It is learnt from the blind
// set's development part (scripts/train-intent.ts), where a writer labelled nearly every turn:
// thousands of turns by dozens of writers, rather than the few hand rules that told a prospect
// from a visitor asking about the agency. It never moves a message into or out of "employment"
// (the page's careers mode), nor out of "vendor" (a supplier's business, as the steps read it).
import { INTENTS, type Intent } from '@agency/schema';
import { z } from 'zod';
import { fold } from './text.ts';

/** What is known of one message when its intent is weighed. */
export interface IntentSignals {
  /** The message as the visitor typed it. */
  message: string;
  /** The intent the policy's steps decided. */
  decided: Intent;
  /** The conversation's mode before this message ("none" on a first message). */
  mode: string;
  step: string;
  unit?: string;
  first: boolean;
  lang: string;
  /** The visitor's message before this one, and those before it: who they said they were. */
  previous?: string;
  earlier?: string;
}

export interface IntentModel {
  /** How the weights were learnt, for the record. */
  trainedOn: string;
  intents: Intent[];
  /** Feature → one weight per intent, in `intents` order. */
  weights: Record<string, number[]>;
}

const IntentModelFile = z.object({
  trainedOn: z.string(),
  intents: z.array(z.enum(INTENTS)),
  weights: z.record(z.string(), z.array(z.number())),
});

/** The weights as the file holds them, checked: one weight per intent on every feature. */
export function readIntentModel(json: unknown): IntentModel {
  const model = IntentModelFile.parse(json);
  for (const [feature, row] of Object.entries(model.weights))
    if (row.length !== model.intents.length)
      throw new Error(`intent model: ${feature} has ${row.length} weights`);
  return model;
}

const wordsOf = (text: string | undefined) => fold(text ?? '').match(/[a-z0-9$']+/g) ?? [];

export function signalFeatures(signals: IntentSignals): string[] {
  const words = wordsOf(signals.message);
  const features = words.map((word) => `w:${word}`);
  for (let i = 0; i + 1 < words.length; i += 1) features.push(`b:${words[i]}_${words[i + 1]}`);
  for (const word of wordsOf(signals.previous)) features.push(`p:${word}`);
  for (const word of wordsOf(signals.earlier)) features.push(`e:${word}`);
  features.push(
    `decided:${signals.decided}`,
    `mode:${signals.mode}`,
    `step:${signals.step}`,
    `unit:${signals.unit ?? '-'}`,
    `first:${signals.first}`,
    `lang:${signals.lang}`,
    `decided-step:${signals.decided}_${signals.step}`,
    `decided-mode:${signals.decided}_${signals.mode}`,
    'bias',
  );
  return [...new Set(features)];
}

function scores(weights: Record<string, number[]>, features: string[], size: number): number[] {
  const out = new Array<number>(size).fill(0);
  for (const feature of features) {
    const row = weights[feature];
    if (row) for (let k = 0; k < size; k += 1) out[k]! += row[k]!;
  }
  return out;
}

/**
 * How much higher, in log-odds, the learnt intent must score than the steps' decision to replace
 * it: leave-writers-out accuracy is the same from 0 to 1.5 (0.919 to 0.918), and at 1.5 a first
 * "yes please", which tells nothing, keeps the steps' "webchat".
 */
const OVERRULE_MARGIN = 1.5;

/** The inbox's intent for a message: the learnt one, within what the page's mode allows. */
export function createIntentRefiner(model: IntentModel): (signals: IntentSignals) => Intent {
  const size = model.intents.length;
  return (signals) => {
    const features = signalFeatures(signals);
    // A message of no word it learnt ("🤔", "asdkjh qwezxc") gives it nothing to weigh.
    if (!features.some((feature) => feature.startsWith('w:') && model.weights[feature]))
      return signals.decided;
    const score = scores(model.weights, features, size);
    const top = Math.max(...score);
    // The steps' decision stands unless the weights are clearly against it (odds of about 4.5 to 1).
    const margin = top - (score[model.intents.indexOf(signals.decided)] ?? -Infinity);
    const best =
      margin >= OVERRULE_MARGIN
        ? (model.intents[score.indexOf(top)] ?? signals.decided)
        : signals.decided;
    // Employment is the page's careers mode, and a vendor is one because the steps read a
    // supplier's business in the message: both are the steps' to decide.
    const kept = signals.decided === 'employment' || signals.decided === 'vendor';
    return kept || best === 'employment' ? signals.decided : best;
  };
}

export interface FitOptions {
  epochs: number;
  rate: number;
  l2: number;
  /** A feature seen in fewer training messages than this is left out. */
  minCount: number;
}

/**
 * Multinomial logistic regression by stochastic gradient descent, in the examples' order (so the
 * same examples always give the same weights). Chosen by leave-writers-out cross-validation on the
 * development part (five folds of whole writers): 15 epochs, rate 0.1, L2 1e-5, features seen
 * three times or more.
 */
export const DEFAULT_FIT: FitOptions = { epochs: 15, rate: 0.1, l2: 1e-5, minCount: 3 };

export function fitIntentModel(
  examples: { signals: IntentSignals; intent: Intent }[],
  trainedOn: string,
  options: FitOptions = DEFAULT_FIT,
): IntentModel {
  const intents = [...INTENTS];
  const counts = new Map<string, number>();
  const rows = examples.map((example) => {
    const features = signalFeatures(example.signals);
    for (const feature of features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
    return { features, label: intents.indexOf(example.intent) };
  });
  const weights: Record<string, number[]> = {};
  for (const [feature, count] of counts)
    if (count >= options.minCount) weights[feature] = new Array<number>(intents.length).fill(0);
  for (let epoch = 0; epoch < options.epochs; epoch += 1)
    for (const row of rows) {
      const known = row.features.filter((feature) => weights[feature]);
      const score = scores(weights, known, intents.length);
      const max = Math.max(...score);
      const exp = score.map((value) => Math.exp(value - max));
      const total = exp.reduce((sum, value) => sum + value, 0);
      for (let k = 0; k < intents.length; k += 1) {
        const gradient = exp[k]! / total - (k === row.label ? 1 : 0);
        for (const feature of known) {
          const w = weights[feature]!;
          w[k] = w[k]! - options.rate * (gradient + options.l2 * w[k]!);
        }
      }
    }
  // Weights that round to nothing say nothing: left out to keep the file small.
  const kept: Record<string, number[]> = {};
  for (const [feature, row] of Object.entries(weights)) {
    const rounded = row.map((value) => Math.round(value * 1000) / 1000);
    if (rounded.some((value) => value !== 0)) kept[feature] = rounded;
  }
  return { trainedOn, intents, weights: kept };
}
