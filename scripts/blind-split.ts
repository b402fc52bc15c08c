// Freezes the blind set's split (apps/api/src/services/assistant/data/blind/split.json; run with
// npx tsx scripts/blind-split.ts). Eighteenth version, made when writers BA, BB and BC's files were
// frozen: writers A to AZ are the development part, BA to BC the held-out part. Each earlier held-out
// part was run once, then read and tuned on, so it is development data now: the first version held
// out half of each of A to D (ordered by a seeded hash of their ids; kept in the file as
// `firstHeldOut`, for the record and for figures on it), the second held out E to G, the third H
// to J, the fourth K to M, the fifth N to P, the sixth Q to S, the seventh T to V, the eighth W to Y, the ninth Z to AB, the tenth AC to AE, the eleventh AF to AH, the twelfth AI to AK, the thirteenth AL to AN, the fourteenth AO to AQ, the fifteenth AR to AT, the sixteenth AU to AW, the seventeenth AX to AZ.
import { readFileSync, writeFileSync } from 'node:fs';
import { WRITERS } from '../apps/api/src/services/assistant/data/blind/evaluate.ts';

const dir = new URL('../apps/api/src/services/assistant/data/blind/', import.meta.url);
const SEED = 'blind-2026-11-25';
const fnv = (text: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};
const idsOf = (writer: string) =>
  (JSON.parse(readFileSync(new URL(`writer-${writer}.json`, dir), 'utf8')) as { id: string }[]).map(
    (c) => c.id,
  );
const split: { seed: string; dev: string[]; 'held-out': string[]; firstHeldOut: string[] } = {
  seed: SEED,
  dev: [],
  'held-out': [],
  firstHeldOut: [],
};
for (const writer of ['a', 'b', 'c', 'd']) {
  const ids = idsOf(writer);
  split.dev.push(...[...ids].sort());
  ids.sort((x, y) => fnv(`${SEED}#${x}`) - fnv(`${SEED}#${y}`));
  split.firstHeldOut.push(...ids.slice(Math.ceil(ids.length / 2)).sort());
}
// The last three writers are the held-out part; every writer after D before them is development.
const heldOut = WRITERS.slice(-3);
for (const writer of WRITERS.slice(WRITERS.indexOf('e'), -3))
  split.dev.push(...idsOf(writer).sort());
for (const writer of heldOut) split['held-out'].push(...idsOf(writer).sort());
writeFileSync(new URL('split.json', dir), `${JSON.stringify(split, null, 2)}\n`);
console.log(
  `dev ${split.dev.length} (of which first held-out ${split.firstHeldOut.length}), held-out ${split['held-out'].length}`,
);
