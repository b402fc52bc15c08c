// Learns which sentence of the content a reply gains (apps/api/src/services/assistant/
// evidenceModel.ts says how) from the blind set's development part and writes the weights to
// apps/api/src/services/assistant/data/evidenceModel.json. Every candidate sentence of every turn
// is added in turn and the reply judged against the writer's expectations; the held-out part is
// never read. Run after a change to the policy's steps, the content or the development part.
//   npm run train:evidence            train on the whole development part and write the file
//   npm run train:evidence -- --cv    print the leave-writers-out figures of each setting tried
import { writeFileSync } from 'node:fs';
import { careersKb } from '../apps/api/src/services/assistant/data/careersDialogues.ts';
import { blindSet, judge } from '../apps/api/src/services/assistant/data/blind/evaluate.ts';
import { seedKb } from '../apps/api/src/services/assistant/fixtures.ts';
import { createAssistant } from '../apps/api/src/services/assistant/index.ts';
import {
  createEvidenceChooser,
  DEFAULT_EVIDENCE_FIT,
  fitEvidenceModel,
  ruledEvidence,
  type EvidenceCandidate,
  type EvidenceChooser,
  type EvidenceExample,
  type EvidenceFitOptions,
} from '../apps/api/src/services/assistant/evidenceModel.ts';

/** What the chooser is told to pick on the next answer: the ruled choice, none, or one candidate. */
let forced: 'ruled' | 'none' | number = 'ruled';
let offered: EvidenceCandidate[] = [];
const chooser: EvidenceChooser = (candidates) => {
  offered = candidates;
  return forced === 'ruled' ? ruledEvidence(candidates) : forced === 'none' ? undefined : forced;
};
const plain = createAssistant(seedKb, { evidence: chooser });
const withRoles = createAssistant(careersKb(), { evidence: chooser });

interface TurnOutcomes {
  writer: string;
  /** The reply is right with nothing added, with the ruled choice, and with each candidate. */
  none: boolean;
  ruled: boolean;
  candidates: { features: string[]; right: boolean }[];
}

const turns: TurnOutcomes[] = [];
for (const conversation of blindSet().filter((c) => c.split === 'dev')) {
  const assistant = conversation.rolesPosted ? withRoles : plain;
  const history: { message: string; reply: string }[] = [];
  let state: unknown;
  for (const turn of conversation.turns) {
    const input = { message: turn.say, history, hasContact: false, state };
    const right = (choice: typeof forced) => {
      forced = choice;
      return judge(turn, assistant.answer(input)).problems.length === 0;
    };
    forced = 'ruled';
    const answer = assistant.answer(input);
    const candidates = offered;
    offered = [];
    turns.push({
      writer: conversation.writer,
      ruled: judge(turn, answer).problems.length === 0,
      none: candidates.length ? right('none') : judge(turn, answer).problems.length === 0,
      candidates: candidates.map((candidate, index) => ({
        features: candidate.features,
        right: right(index),
      })),
    });
    history.push({ message: turn.say, reply: answer.reply });
    state = answer.state;
  }
}

const examplesOf = (part: TurnOutcomes[]): EvidenceExample[] =>
  part.flatMap((turn) =>
    turn.candidates.map((candidate) => ({
      features: candidate.features,
      effect:
        candidate.right && !turn.none
          ? 'fixes'
          : !candidate.right && turn.none
            ? 'breaks'
            : 'neutral',
    })),
  );

/** Turns right, and turns that gained a sentence, when each turn's candidate is picked by `choose`. */
function rightWith(
  part: TurnOutcomes[],
  choose: EvidenceChooser,
): { right: number; added: number } {
  let right = 0;
  let added = 0;
  for (const turn of part) {
    const picked = choose(
      turn.candidates.map((candidate) => ({
        text: '',
        source: '',
        ruled: candidate.features.includes('ruled:true'),
        features: candidate.features,
      })),
    );
    if (picked !== undefined) added += 1;
    right += Number(picked === undefined ? turn.none : turn.candidates[picked]!.right);
  }
  return { right, added };
}

const writers = [...new Set(turns.map((turn) => turn.writer))];
const FOLDS = 5;
const foldOf = (writer: string) => writers.indexOf(writer) % FOLDS;

function crossValidated(options: EvidenceFitOptions, thresholds: Thresholds) {
  const sum = { right: 0, added: 0 };
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const train = turns.filter((turn) => foldOf(turn.writer) !== fold);
    const test = turns.filter((turn) => foldOf(turn.writer) === fold);
    const model = fitEvidenceModel(examplesOf(train), 'cv', thresholds, options);
    const { right, added } = rightWith(test, createEvidenceChooser(model));
    sum.right += right;
    sum.added += added;
  }
  return sum;
}

const total = turns.length;
const share = (right: number) => `${right}/${total} = ${(right / total).toFixed(4)}`;
const withCandidates = turns.filter((turn) => turn.candidates.length).length;
console.log(`${total} development turns, ${withCandidates} with candidates`);
console.log(`nothing added      ${share(turns.filter((turn) => turn.none).length)}`);
console.log(
  `ruled choice       ${share(turns.filter((turn) => turn.ruled).length)}, adds to ${rightWith(turns, ruledEvidence).added}`,
);
console.log(
  `best possible      ${share(turns.filter((turn) => turn.none || turn.candidates.some((c) => c.right)).length)}`,
);

type Thresholds = { add: number; keepRuled: number };
/**
 * Chosen by the cross-validation below (leave-writers-out, five folds, writers A to AT, on the
 * policy as it stood at the end of 2026-11-27): the ruled candidate is kept above -6 in log-odds,
 * another is added above -1.5, and a candidate that changes nothing weighs 0.3 of one that makes
 * the reply right or wrong. That makes 20 more replies right than the ruled choice alone (7,813
 * against 7,793) and adds a sentence to 1,466 replies against 1,316. Keeping the ruled candidate
 * only above -5 (7,812, adding to 1,302) or not at all (7,817, adding to 1,205) scores the same but
 * drops sentences that answer what their rules were written for (a resume file's size limit, a
 * role's budgets); lower weights and thresholds score higher only by adding a sentence to nearly
 * every reply, which the judge, looking only for what a reply must and must not say, does not
 * count against them, and a visitor would.
 */
const CHOSEN: Thresholds = { add: -1.5, keepRuled: -6 };

if (process.argv.includes('--cv')) {
  for (const [neutralWeight, add, keepRuled] of [
    [0.3, -1.5, -6],
    [0.3, -1.5, -5],
    [0.3, -2, -5],
    [0.3, -1, -5],
    [0.3, -2.5, Infinity],
    [0.1, -1.5, Infinity],
  ] as const) {
    const { right, added } = crossValidated(
      { ...DEFAULT_EVIDENCE_FIT, neutralWeight },
      { add, keepRuled },
    );
    console.log(
      `learnt, neutral ${neutralWeight}, add above ${add}, keep the ruled above ${keepRuled}: ${share(right)}, adds to ${added}`,
    );
  }
} else {
  const model = fitEvidenceModel(
    examplesOf(turns),
    `blind set development part, writers ${writers[0]} to ${writers.at(-1)} (${total} turns), ${new Date().toISOString().slice(0, 10)}`,
    CHOSEN,
  );
  const { right, added } = rightWith(turns, createEvidenceChooser(model));
  console.log(`learnt, in sample  ${share(right)}, adds to ${added}`);
  writeFileSync(
    new URL('../apps/api/src/services/assistant/data/evidenceModel.json', import.meta.url),
    `${JSON.stringify(model, null, 2)}\n`,
  );
  console.log(`${Object.keys(model.weights).length} weights written`);
}
