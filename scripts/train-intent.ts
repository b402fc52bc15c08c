// Learns the inbox's intent weights (apps/api/src/services/assistant/intentModel.ts says what
// they are) from the blind set's development part and writes them to
// apps/api/src/services/assistant/data/intentModel.json. Run with `npm run train:intent` after a
// change to the policy's steps or to the development part; the held-out part is never read.
//   npm run train:intent            train on the whole development part and write the file
//   npm run train:intent -- --cv    only print the leave-writers-out cross-validated accuracy
import { writeFileSync } from 'node:fs';
import type { Intent } from '@agency/schema';
import { careersKb } from '../apps/api/src/services/assistant/data/careersDialogues.ts';
import { blindSet } from '../apps/api/src/services/assistant/data/blind/evaluate.ts';
import { seedKb } from '../apps/api/src/services/assistant/fixtures.ts';
import { createAssistant } from '../apps/api/src/services/assistant/index.ts';
import {
  createIntentRefiner,
  fitIntentModel,
  type IntentSignals,
} from '../apps/api/src/services/assistant/intentModel.ts';

// The policy's own decisions, unrefined: what the refiner is given at run time.
const plain = createAssistant(seedKb, { intentModel: null });
const withRoles = createAssistant(careersKb(), { intentModel: null });

const dev = blindSet().filter((conversation) => conversation.split === 'dev');
const examples: { signals: IntentSignals; intent: Intent; writer: string }[] = [];
for (const conversation of dev) {
  const assistant = conversation.rolesPosted ? withRoles : plain;
  const history: { message: string; reply: string }[] = [];
  let state: unknown;
  let mode = 'none';
  conversation.turns.forEach((turn, index) => {
    const answer = assistant.answer({ message: turn.say, history, hasContact: false, state });
    if (turn.intent)
      examples.push({
        signals: {
          message: turn.say,
          decided: answer.intent,
          mode,
          step: answer.step,
          ...(answer.unit ? { unit: answer.unit } : {}),
          first: index === 0,
          lang: answer.lang,
          ...(history.length ? { previous: history.at(-1)!.message } : {}),
          ...(history.length > 1
            ? {
                earlier: history
                  .slice(0, -1)
                  .map((said) => said.message)
                  .join(' '),
              }
            : {}),
        },
        intent: turn.intent,
        writer: conversation.writer,
      });
    history.push({ message: turn.say, reply: answer.reply });
    state = answer.state;
    mode = (answer.state as { mode?: string }).mode ?? 'none';
  });
}

const writers = [...new Set(examples.map((example) => example.writer))];
if (process.argv.includes('--cv')) {
  let refined = 0;
  let decided = 0;
  for (let fold = 0; fold < 5; fold += 1) {
    const held = new Set(writers.filter((_, index) => index % 5 === fold));
    const refine = createIntentRefiner(
      fitIntentModel(
        examples.filter((example) => !held.has(example.writer)),
        'cross-validation fold',
      ),
    );
    for (const example of examples.filter((candidate) => held.has(candidate.writer))) {
      if (refine(example.signals) === example.intent) refined += 1;
      if (example.signals.decided === example.intent) decided += 1;
    }
  }
  const share = (n: number) => (n / examples.length).toFixed(3);
  console.log(
    `${examples.length} labelled turns of ${writers.length} writers, five folds of whole writers: ` +
      `the policy's intent ${share(decided)}, refined ${share(refined)}`,
  );
} else {
  const model = fitIntentModel(
    examples,
    `the blind set's development part: ${examples.length} labelled turns of ${writers.length} writers (${writers[0]} to ${writers.at(-1)})`,
  );
  const file = new URL('../apps/api/src/services/assistant/data/intentModel.json', import.meta.url);
  // One feature a line: a retrained model's diff shows which weights moved.
  const lines = Object.entries(model.weights).map(
    ([feature, row]) => `    ${JSON.stringify(feature)}: ${JSON.stringify(row)}`,
  );
  writeFileSync(
    file,
    `{\n  "trainedOn": ${JSON.stringify(model.trainedOn)},\n  "intents": ${JSON.stringify(model.intents)},\n  "weights": {\n${lines.join(',\n')}\n  }\n}\n`,
  );
  console.log(`${Object.keys(model.weights).length} features from ${model.trainedOn}`);
}
