// Freezes the blind set's split (apps/api/src/services/assistant/data/blind/split.json): within
// each writer's file (npx tsx scripts/blind-split.ts), conversations ordered by a seeded hash of their id, the first half for
// development and the rest held out. Run once, when the set was frozen; kept so it can be checked.
import { readFileSync, writeFileSync } from 'node:fs';

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
const split: { seed: string; dev: string[]; 'held-out': string[] } = {
  seed: SEED,
  dev: [],
  'held-out': [],
};
for (const writer of ['a', 'b', 'c', 'd']) {
  const conversations = JSON.parse(readFileSync(new URL(`writer-${writer}.json`, dir), 'utf8')) as {
    id: string;
  }[];
  const ids = conversations.map((c) => c.id);
  ids.sort((x, y) => fnv(`${SEED}#${x}`) - fnv(`${SEED}#${y}`));
  const half = Math.ceil(ids.length / 2);
  split.dev.push(...ids.slice(0, half).sort());
  split['held-out'].push(...ids.slice(half).sort());
}
writeFileSync(new URL('split.json', dir), `${JSON.stringify(split, null, 2)}\n`);
console.log(`dev ${split.dev.length}, held-out ${split['held-out'].length}`);
