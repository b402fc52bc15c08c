// Whether a reply gains a sentence of the site's content, and which, learnt rather than ruled.
// A reply made of an answer unit or a composed text often leaves out the one detail asked ("do
// creators have to say it's an ad?", "which stage do you use?"), and the content has it. The
// passages a question's words find first are the candidates; a logistic regression over what is
// known of each (how much of the question it covers and by which words, where it comes from, how
// it ranked, which step replied, what the reply already says) scores how likely adding it makes
// the reply right. It is learnt from the blind set's development part (scripts/train-evidence.ts):
// every candidate of every turn was added in turn and the reply judged against the writer's
// expectations, so the weights know which additions made a reply right and which made it wrong.
// The ruled choice (the candidate covering half the question's words, with its rules for counts and
// sizes) stands unless the weights clearly reject it; without the weights it stands alone.
import { z } from 'zod';

/** One sentence that could be added to a reply, and what is known of it. */
export interface EvidenceCandidate {
  text: string;
  /** "case:imax", "service:media-buying", "answer:pricing", "role:senior-copywriter". */
  source: string;
  /** The candidate the ruled step would add: it covers half the question's content words. */
  ruled: boolean;
  features: string[];
}

/** Picks the candidate to add, or none. */
export type EvidenceChooser = (candidates: EvidenceCandidate[]) => number | undefined;

export interface EvidenceModel {
  /** How the weights were learnt, for the record. */
  trainedOn: string;
  /** The log-odds another candidate must pass to be added. */
  add: number;
  /** The log-odds below which the ruled candidate is not added. */
  keepRuled: number;
  weights: Record<string, number>;
}

const EvidenceModelFile = z.object({
  trainedOn: z.string(),
  add: z.number(),
  keepRuled: z.number(),
  weights: z.record(z.string(), z.number()),
});

export const readEvidenceModel = (json: unknown): EvidenceModel => EvidenceModelFile.parse(json);

const score = (weights: Record<string, number>, features: string[]) =>
  features.reduce((sum, feature) => sum + (weights[feature] ?? 0), 0);

/** The ruled choice: the candidate that covers half the question, if there is one. */
export const ruledEvidence: EvidenceChooser = (candidates) => {
  const index = candidates.findIndex((candidate) => candidate.ruled);
  return index < 0 ? undefined : index;
};

/**
 * The learnt choice: the ruled candidate unless its odds of making the reply right are clearly
 * poor, else the best-scoring candidate if its odds are good enough.
 */
export function createEvidenceChooser(model: EvidenceModel): EvidenceChooser {
  return (candidates) => {
    const scores = candidates.map((candidate) => score(model.weights, candidate.features));
    const ruled = ruledEvidence(candidates);
    if (ruled !== undefined && scores[ruled]! > model.keepRuled) return ruled;
    let best: number | undefined;
    let bestScore = model.add;
    scores.forEach((value, index) => {
      if (value > bestScore) {
        bestScore = value;
        best = index;
      }
    });
    return best;
  };
}

export interface EvidenceFitOptions {
  epochs: number;
  rate: number;
  l2: number;
  minCount: number;
  /** The weight of a candidate that changed nothing, against one that made the reply right or wrong. */
  neutralWeight: number;
}

/** Chosen by leave-writers-out cross-validation on the development part (scripts/train-evidence.ts says why). */
export const DEFAULT_EVIDENCE_FIT: EvidenceFitOptions = {
  epochs: 10,
  rate: 0.05,
  l2: 1e-4,
  minCount: 3,
  neutralWeight: 0.3,
};

/** One candidate of one turn, and what adding it did to the reply: made it right, wrong, or neither. */
export interface EvidenceExample {
  features: string[];
  effect: 'fixes' | 'breaks' | 'neutral';
}

/** Binary logistic regression by stochastic gradient descent, in the examples' order (repeatable). */
export function fitEvidenceModel(
  examples: EvidenceExample[],
  trainedOn: string,
  thresholds: Pick<EvidenceModel, 'add' | 'keepRuled'>,
  options: EvidenceFitOptions = DEFAULT_EVIDENCE_FIT,
): EvidenceModel {
  const counts = new Map<string, number>();
  for (const example of examples)
    for (const feature of example.features) counts.set(feature, (counts.get(feature) ?? 0) + 1);
  const weights: Record<string, number> = {};
  for (const [feature, count] of counts) if (count >= options.minCount) weights[feature] = 0;
  for (let epoch = 0; epoch < options.epochs; epoch += 1)
    for (const example of examples) {
      const known = example.features.filter((feature) => feature in weights);
      const p = 1 / (1 + Math.exp(-score(weights, known)));
      const label = example.effect === 'fixes' ? 1 : 0;
      const weight = example.effect === 'neutral' ? options.neutralWeight : 1;
      const gradient = weight * (p - label);
      for (const feature of known)
        weights[feature] =
          weights[feature]! - options.rate * (gradient + options.l2 * weights[feature]!);
    }
  const kept: Record<string, number> = {};
  for (const [feature, value] of Object.entries(weights)) {
    const rounded = Math.round(value * 1000) / 1000;
    if (rounded !== 0) kept[feature] = rounded;
  }
  return { trainedOn, ...thresholds, weights: kept };
}
