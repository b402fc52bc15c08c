// npm run bench:files — upload throughput and the server's memory while large uploads stream in.
import { parseResumePdf } from '../src/services/resumes/parse.ts';
import { buildLargeDeck } from '../test/fixtures/files.ts';
import { RESUME_FIXTURES } from '../test/fixtures/resumes.ts';
import { startServer } from './server.ts';

const CONCURRENT = 10;
const MB = 1024 * 1024;

async function upload(url: string, bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.append('pdf', new Blob([bytes], { type: 'application/pdf' }), name);
  form.append('clientName', 'Bench');
  const res = await fetch(`${url}/api/upload-pdf`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
}

// Resume parsing, warm: every PDF fixture 10 times after one warm-up pass.
const resumes = await Promise.all(
  RESUME_FIXTURES.filter((f) => f.mime === 'application/pdf').map((f) => f.build()),
);
for (const bytes of resumes) await parseResumePdf(bytes);
let pages = 0;
const parseStart = performance.now();
for (let round = 0; round < 10; round++)
  for (const bytes of resumes) pages += (await parseResumePdf(bytes)).pages;
console.log(
  `resume parse: ${((performance.now() - parseStart) / pages).toFixed(1)} ms per page (${pages} pages, ${resumes.length} layouts)`,
);

const server = await startServer({
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  // Every upload here comes from one IP: the per-minute budget would stop the run, not measure it.
  RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
});
try {
  const decks = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => buildLargeDeck(i)));
  const size = decks[0]!.length;
  console.log(
    `database: ${process.env.DATABASE_URL ? 'postgres' : 'embedded'}; deck size ${(size / MB).toFixed(2)} MB`,
  );

  const sequential = decks.slice(0, 3);
  const started = performance.now();
  for (const [i, deck] of sequential.entries()) await upload(server.url, deck, `seq-${i}.pdf`);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `upload throughput (sequential): ${((sequential.length * size) / MB / seconds).toFixed(1)} MB/s, ${((seconds / sequential.length) * 1000).toFixed(0)} ms per 20 MB upload`,
  );

  const fresh = await Promise.all(
    Array.from({ length: CONCURRENT }, (_, i) => buildLargeDeck(100 + i)),
  );
  global.gc?.();
  const baseline = server.rssBytes();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssBytes())), 20);
  const burst = performance.now();
  await Promise.all(fresh.map((deck, i) => upload(server.url, deck, `burst-${i}.pdf`)));
  clearInterval(sampler);
  const total = CONCURRENT * size;
  console.log(
    `${CONCURRENT} concurrent uploads (${(total / MB).toFixed(0)} MB in all) took ${((performance.now() - burst) / 1000).toFixed(1)} s`,
  );
  console.log(
    `server RSS before ${(baseline / MB).toFixed(0)} MB, peak ${(peak / MB).toFixed(0)} MB: growth ${((peak - baseline) / MB).toFixed(0)} MB = ${(((peak - baseline) / total) * 100).toFixed(0)}% of the uploads' total`,
  );
} finally {
  await server.stop();
}
