// Benchmark of the chat assistant.
//   npm run bench:assistant                  the blind set's development part, the regression
//                                            dialogues, the labelled messages, latency and memory
//   npm run bench:assistant -- --held-out    also the blind set's held-out part (run it at the end)
//   npm run bench:assistant -- --cv          also the 5-fold cross-validation grid on TRAIN
//   npm run bench:assistant -- --split train --errors   labelled-message errors on TRAIN only
//   npm run bench:assistant -- --all-failures           every failing turn, not the worst twelve
// Prints figures; asserts nothing (quality.test.ts holds the floors).
import { performance } from 'node:perf_hooks';
import { seedKb } from '../src/services/assistant/fixtures.ts';
import { INTENTS, MESSAGE_TYPES, TRIGGER_CARD_TYPES, type Intent } from '@agency/schema';
import {
  createAssistant,
  type AssistantAnswer,
  type KnowledgeBase,
} from '../src/services/assistant/index.ts';
import {
  labelled,
  trainingSet,
  type LabelledMessage,
} from '../src/services/assistant/data/labelled.ts';
import { crossValidate } from '../src/services/assistant/intent.ts';
import { runDialogues } from '../src/services/assistant/data/dialogues.ts';
import {
  careersDialogues,
  careersKb,
  noRolesDialogues,
} from '../src/services/assistant/data/careersDialogues.ts';
import { createFeaturizer } from '../src/services/assistant/featurize.ts';
import { blindSet, figures, runBlind } from '../src/services/assistant/data/blind/evaluate.ts';

const args = process.argv.slice(2);
const split = args.includes('--split')
  ? (args[args.indexOf('--split') + 1] as 'train' | 'test')
  : 'test';
const showErrors = args.includes('--errors');
const repetitions = 20;

const kb: KnowledgeBase = seedKb;

const rssBefore = process.memoryUsage().rss;
const buildStart = performance.now();
const assistant = createAssistant(kb);
const buildMs = performance.now() - buildStart;
const rssAfter = process.memoryUsage().rss;
// As the site runs it, with the seed's roles posted: the blind set's later writers read those pages.
const assistantWithRoles = createAssistant(careersKb());

const items = labelled.filter((item) => item.split === split);
const answers = items.map((item) =>
  assistant.answer({ message: item.text, history: [], hasContact: false }),
);

const pct = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : '  n/a');
const f1 = (p: number, r: number) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));

function prf(tp: number, fp: number, fn: number) {
  const precision = tp + fp === 0 ? NaN : tp / (tp + fp);
  const recall = tp + fn === 0 ? NaN : tp / (tp + fn);
  return { precision, recall, f1: f1(precision || 0, recall || 0), support: tp + fn };
}

console.log(
  `Assistant benchmark: ${split} split, ${items.length} messages (${trainingSet.length} used for training)`,
);
console.log(
  `Build (train + calibrate + index): ${buildMs.toFixed(1)} ms; resident memory ${(rssBefore / 1e6).toFixed(0)} -> ${(rssAfter / 1e6).toFixed(0)} MB (+${((rssAfter - rssBefore) / 1e6).toFixed(0)} MB), heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB\n`,
);

// Intent
let correct = 0;
const perIntent = INTENTS.map((intent) => {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  items.forEach((item, i) => {
    const predicted = answers[i]!.intent;
    if (predicted === intent && item.intent === intent) tp += 1;
    else if (predicted === intent) fp += 1;
    else if (item.intent === intent) fn += 1;
  });
  return { intent, ...prf(tp, fp, fn) };
});
items.forEach((item, i) => {
  if (answers[i]!.intent === item.intent) correct += 1;
});
const macroF1 = perIntent.reduce((sum, row) => sum + row.f1, 0) / perIntent.length;
console.log(`Intent accuracy: ${pct(correct / items.length)}   macro-F1: ${pct(macroF1)}`);
console.log('  intent            precision  recall     F1  support');
for (const row of perIntent) {
  console.log(
    `  ${row.intent.padEnd(17)} ${pct(row.precision).padStart(9)} ${pct(row.recall).padStart(7)} ${pct(row.f1).padStart(6)} ${String(row.support).padStart(8)}`,
  );
}

// Calibration: expected calibration error of the reported confidence (10 bins).
{
  const bins = Array.from({ length: 10 }, () => ({ n: 0, conf: 0, acc: 0 }));
  items.forEach((item, i) => {
    const answer = answers[i]!;
    const bin = bins[Math.min(9, Math.floor(answer.confidence * 10))]!;
    bin.n += 1;
    bin.conf += answer.confidence;
    bin.acc += answer.intent === item.intent ? 1 : 0;
  });
  const ece =
    bins.reduce((sum, bin) => sum + (bin.n ? Math.abs(bin.acc - bin.conf) : 0), 0) / items.length;
  const meanConfidence = answers.reduce((sum, a) => sum + a.confidence, 0) / answers.length;
  console.log(`  mean confidence ${pct(meanConfidence)}, expected calibration error ${pct(ece)}`);
}

// Employment type (over messages labelled employment)
{
  const employment = items
    .map((item, i) => ({ item, answer: answers[i]! }))
    .filter(({ item }) => item.intent === 'employment');
  const typed = employment.filter(({ item }) => item.employmentType);
  const right = employment.filter(
    ({ item, answer }) => item.employmentType === answer.employmentType,
  ).length;
  const typedRight = typed.filter(
    ({ item, answer }) => item.employmentType === answer.employmentType,
  ).length;
  console.log(
    `\nEmployment type accuracy: ${pct(right / employment.length)} over ${employment.length} employment messages (${pct(typedRight / typed.length)} over the ${typed.length} that state a type)`,
  );
}

// Message types, trigger animation, cards
function setMetrics(
  name: string,
  labelsOf: (item: LabelledMessage) => string[],
  predictedOf: (a: AssistantAnswer) => string[],
  kinds: readonly string[],
) {
  let TP = 0;
  let FP = 0;
  let FN = 0;
  const rows = kinds.map((kind) => {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    items.forEach((item, i) => {
      const gold = labelsOf(item).includes(kind);
      const predicted = predictedOf(answers[i]!).includes(kind);
      if (gold && predicted) tp += 1;
      else if (predicted) fp += 1;
      else if (gold) fn += 1;
    });
    TP += tp;
    FP += fp;
    FN += fn;
    return { kind, ...prf(tp, fp, fn) };
  });
  const micro = prf(TP, FP, FN);
  console.log(
    `\n${name}: micro precision ${pct(micro.precision)}  recall ${pct(micro.recall)}  F1 ${pct(micro.f1)}`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.kind.padEnd(27)} P ${pct(row.precision)}  R ${pct(row.recall)}  (support ${row.support})`,
    );
  }
}
setMetrics(
  'messageType',
  (item) => (item.messageType ? [item.messageType] : []),
  (a) => (a.messageType ? [a.messageType] : []),
  MESSAGE_TYPES,
);
setMetrics(
  'triggerAnimation',
  (item) => (item.triggerAnimation ? [item.triggerAnimation] : []),
  (a) => (a.triggerAnimation ? [a.triggerAnimation] : []),
  ['awards'],
);
setMetrics(
  'Trigger cards (by type)',
  (item) => item.triggerCards ?? [],
  (a) =>
    (a.triggerCards ?? [])
      .map((card) => card.type)
      .filter((type): type is NonNullable<typeof type> => Boolean(type)),
  TRIGGER_CARD_TYPES,
);

// All triggers together (messageType + animation + cards), the figure the aims refer to.
{
  let tp = 0;
  let fp = 0;
  let fn = 0;
  items.forEach((item, i) => {
    const a = answers[i]!;
    const gold = new Set([
      ...(item.messageType ? [`mt:${item.messageType}`] : []),
      ...(item.triggerAnimation ? ['anim'] : []),
      ...(item.triggerCards ?? []).map((c) => `card:${c}`),
    ]);
    const predicted = new Set([
      ...(a.messageType ? [`mt:${a.messageType}`] : []),
      ...(a.triggerAnimation ? ['anim'] : []),
      ...(a.triggerCards ?? []).filter((c) => c.type).map((c) => `card:${c.type}`),
    ]);
    for (const key of predicted)
      if (gold.has(key)) tp += 1;
      else fp += 1;
    for (const key of gold) if (!predicted.has(key)) fn += 1;
  });
  const all = prf(tp, fp, fn);
  console.log(
    `\nAll triggers (micro): precision ${pct(all.precision)}  recall ${pct(all.recall)}  F1 ${pct(all.f1)}`,
  );
}

// Answer sources
{
  const counts: Record<string, number> = {};
  for (const a of answers) counts[a.source] = (counts[a.source] ?? 0) + 1;
  console.log(
    `\nAnswer sources: ${Object.entries(counts)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
}

// Latency
{
  const times: number[] = [];
  for (let r = 0; r < repetitions; r += 1) {
    for (const item of items) {
      const start = performance.now();
      assistant.answer({ message: item.text, history: [], hasContact: false });
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  console.log(
    `\nanswer() latency over ${times.length} calls (${items.length} messages x ${repetitions}): p50 ${q(0.5).toFixed(3)} ms  p99 ${q(0.99).toFixed(3)} ms  max ${times[times.length - 1]!.toFixed(3)} ms`,
  );
}

// The regression dialogues: every turn against its expectations, in conversation.
{
  type Result = ReturnType<typeof runDialogues>[number];
  const results = runDialogues(assistant);
  const share = (list: Result[]) =>
    list.length
      ? `${pct(list.filter((r) => r.problems.length === 0).length / list.length)} (${list.filter((r) => r.problems.length === 0).length}/${list.length})`
      : '  n/a';
  for (const part of ['dev', 'held-out'] as const) {
    const mine = results.filter((r) => r.dialogue.split === part);
    const conversations = new Set(mine.map((r) => r.dialogue.id)).size;
    console.log(
      `\nRegression dialogues (written with the second generation), ${part} part: ${conversations} conversations, ${mine.length} turns`,
    );
    console.log(`  turns passing all expectations: ${share(mine)}`);
    console.log(`  first turns:                    ${share(mine.filter((r) => r.index === 0))}`);
    console.log(`  follow-ups:                     ${share(mine.filter((r) => r.index > 0))}`);
    const withIntent = mine.filter((r) => r.turn.intent);
    const intentRight = withIntent.filter((r) => !r.problems.some((p) => p.startsWith('intent')));
    console.log(
      `  intent accuracy on labelled turns: ${pct(intentRight.length / withIntent.length)} (${intentRight.length}/${withIntent.length})`,
    );
    const categories = [...new Set(mine.map((r) => r.dialogue.category))];
    for (const category of categories)
      console.log(
        `    ${category.padEnd(10)} ${share(mine.filter((r) => r.dialogue.category === category))}`,
      );
  }
  const failures = results
    .filter((r) => r.problems.length > 0)
    .sort((a, b) => b.problems.length - a.problems.length);
  const shown = args.includes('--all-failures') ? failures : failures.slice(0, 5);
  console.log(`\nRegression: worst failures (${shown.length} of ${failures.length}):`);
  for (const r of shown) {
    console.log(
      `  [${r.dialogue.split} ${r.dialogue.category} ${r.dialogue.id} #${r.index + 1}] "${r.turn.say}"\n     ${r.problems.join('; ')}\n     reply: ${r.reply.slice(0, 220)}`,
    );
  }
}

// The careers dialogues: answers from the posted roles (the seed's), and with none open.
{
  const results = [
    ...runDialogues(assistantWithRoles, careersDialogues),
    ...runDialogues(createAssistant(careersKb([])), noRolesDialogues),
  ];
  const passed = results.filter((r) => r.problems.length === 0).length;
  console.log(
    `\nCareers dialogues (roles posted, and none): ${pct(passed / results.length)} (${passed}/${results.length}) turns`,
  );
  for (const r of results.filter((r) => r.problems.length))
    console.log(
      `  [${r.dialogue.id} #${r.index + 1}] ${r.problems.join('; ')}\n     reply: ${r.reply}`,
    );
}

// The blind set: conversations written by people who never saw the assistant (data/blind/README.md).
{
  const heldOut = args.includes('--held-out');
  const parts: ('dev' | 'held-out')[] = heldOut ? ['dev', 'held-out'] : ['dev'];
  const all = blindSet();
  const share = (passed: number, turns: number) =>
    `${pct(turns ? passed / turns : NaN)} (${passed}/${turns})`;
  const latencies: number[] = [];
  // The policy's own intent, for the learnt refinement's share (npm run train:intent -- --cv
  // gives its leave-writers-out figure on the development part).
  const unrefined = createAssistant(kb, { intentModel: null });
  const unrefinedWithRoles = createAssistant(careersKb(), { intentModel: null });
  for (const part of parts) {
    const results = runBlind(
      assistant,
      all.filter((c) => c.split === part),
      assistantWithRoles,
    );
    latencies.push(...results.map((r) => r.ms));
    const f = figures(results);
    const conversations = new Set(results.map((r) => r.conversation.id)).size;
    // Writers are named a to z, then aa, ab: shorter names first.
    const writers = [...new Set(results.map((r) => r.conversation.writer.toUpperCase()))].sort(
      (a, b) => a.length - b.length || a.localeCompare(b),
    );
    console.log(
      `\nBlind set, ${part === 'dev' ? 'development part' : 'HELD-OUT part'} (writers ${writers[0]}-${writers.at(-1)}): ${conversations} conversations, ${f.turns} turns`,
    );
    console.log(
      `  turns fully right (reply, language, screen, contact): ${share(f.passed, f.turns)}`,
    );
    console.log(
      `  ... and the intent too:                           ${share(f.passedWithIntent, f.turns)}`,
    );
    console.log(
      `  first turns:                                      ${share(f.firstTurns.passed, f.firstTurns.turns)}`,
    );
    console.log(
      `  follow-ups:                                       ${share(f.followUps.passed, f.followUps.turns)}`,
    );
    console.log(
      `  intent accuracy on labelled turns:                ${share(f.intent.right, f.intent.labelled)}${part === 'dev' ? ' (in-sample: the refinement was learnt on this part)' : ''}`,
    );
    const decided = figures(
      runBlind(
        unrefined,
        all.filter((c) => c.split === part),
        unrefinedWithRoles,
      ),
    ).intent;
    console.log(
      `  ... the policy's own, before the learnt refinement: ${share(decided.right, decided.labelled)}`,
    );
    if (part === 'dev') {
      const first = figures(results.filter((r) => r.conversation.firstHeldOut));
      console.log(
        `  of which the first split's held-out half (run once, then tuned on): ${share(first.passed, first.turns)}`,
      );
    }
    const categories = [...new Set(results.map((r) => r.conversation.category))].sort();
    for (const category of categories) {
      const mine = figures(results.filter((r) => r.conversation.category === category));
      console.log(`    ${category.padEnd(16)} ${share(mine.passed, mine.turns)}`);
    }
    const failures = results
      .filter((r) => r.problems.length > 0)
      .sort((a, b) => b.problems.length - a.problems.length);
    const shown = args.includes('--all-failures') ? failures : failures.slice(0, 12);
    console.log(`  Worst failures (${shown.length} of ${failures.length}):`);
    for (const r of shown)
      console.log(
        `    [${r.conversation.id} #${r.index + 1}, ${r.answer.step}/${r.answer.unit ?? '-'}] "${r.turn.say.slice(0, 100)}"\n       ${r.problems.join('; ')}\n       reply: ${r.answer.reply.slice(0, 200)}`,
      );
  }
  latencies.sort((a, b) => a - b);
  const q = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!;
  console.log(
    `\nBlind-set turn latency (in conversation): p50 ${q(0.5).toFixed(3)} ms  p99 ${q(0.99).toFixed(3)} ms  max ${latencies.at(-1)!.toFixed(3)} ms`,
  );
  console.log(`Resident memory after the runs: ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`);
}

if (args.includes('--matchers')) {
  // The matcher's options, measured on the development part: words alone, character n-grams
  // alone, and the mix it uses.
  console.log('\nMatcher options on the blind set’s development part (turns fully right):');
  const dev = blindSet().filter((c) => c.split === 'dev');
  for (const [label, weight] of [
    ['word stems and pairs only', 1],
    ['character n-grams only', 0],
    ['both, 0.65 / 0.35 (used)', 0.65],
    ['both, 0.5 / 0.5', 0.5],
  ] as const) {
    const f = figures(runBlind(createAssistant(kb, { matcherWordWeight: weight }), dev));
    console.log(
      `  ${label.padEnd(28)} ${pct(f.passed / f.turns)}  follow-ups ${pct(f.followUps.passed / f.followUps.turns)}`,
    );
  }
}

if (args.includes('--cv')) {
  // Model selection on the TRAINING split only.
  console.log('\n5-fold cross-validation on the training split (model selection):');
  for (const bigrams of [false, true]) {
    for (const extraFeatures of [false, true]) {
      const { featurize } = createFeaturizer(
        kb,
        trainingSet.map((example) => example.text),
        { features: { bigrams, negationScope: 2 }, extraFeatures },
      );
      const examples = trainingSet.map((example) => ({
        features: featurize(example.text).features,
        intent: example.intent as Intent,
      }));
      for (const considerOnlyPresence of [false, true]) {
        for (const smoothingFactor of [0.1, 0.25, 0.5, 1]) {
          const cv = crossValidate(examples, { considerOnlyPresence, smoothingFactor });
          console.log(
            `  bigrams=${String(bigrams).padEnd(5)} extra=${String(extraFeatures).padEnd(5)} presence=${String(considerOnlyPresence).padEnd(5)} smoothing=${smoothingFactor.toFixed(2)}  accuracy ${pct(cv.accuracy)}  log-loss ${cv.logLoss.toFixed(3)}  T ${(1 / cv.calibration.scale).toFixed(2)}  bias ${Object.values(
              cv.calibration.bias,
            )
              .map((b) => b.toFixed(2))
              .join(' ')}`,
          );
        }
      }
    }
  }
}

if (showErrors) {
  console.log(`\nMistakes on the ${split} split:`);
  items.forEach((item, i) => {
    const a = answers[i]!;
    const goldCards = [...(item.triggerCards ?? [])].sort().join(',');
    const cards = (a.triggerCards ?? [])
      .map((c) => c.type)
      .filter(Boolean)
      .sort()
      .join(',');
    const problems: string[] = [];
    if (a.intent !== item.intent)
      problems.push(`intent ${a.intent} (want ${item.intent}, p=${a.confidence})`);
    if ((a.messageType ?? '') !== (item.messageType ?? ''))
      problems.push(`messageType ${a.messageType ?? '-'} (want ${item.messageType ?? '-'})`);
    if (goldCards !== cards) problems.push(`cards [${cards}] (want [${goldCards}])`);
    if (item.intent === 'employment' && (a.employmentType ?? '') !== (item.employmentType ?? '')) {
      problems.push(
        `employmentType ${a.employmentType ?? '-'} (want ${item.employmentType ?? '-'})`,
      );
    }
    if (problems.length) console.log(`  "${item.text}"\n     ${problems.join('; ')}`);
  });
}
