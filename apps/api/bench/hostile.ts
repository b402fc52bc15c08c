// npm run bench:hostile — the server while one visitor attacks its uploads: the health check's
// latency (sampled every 20 ms by a process of its own), the server's own event-loop delay
// (measured inside it by probe.ts) and the resident memory of the server with its PDF worker
// processes, during (a) a 20,000-page PDF, (b) a PDF inflating to 50 MB, (c) ten concurrent 19 MB
// PDFs, (d) abandoned uploads followed by a normal one, and files that dodged the inflate caps
// before: (e) 1 GiB behind the abbreviated /Fl, alone and two at once, (f) 1 GiB behind
// [/ASCIIHexDecode /FlateDecode], (g) seven pages of 15 MB and (h) a 600 MB object stream, which
// the readers inflate while they open the file. Prints; asserts nothing.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildDeckPdf, buildLargeDeck } from '../test/fixtures/files.ts';
import { inflateBomb, objectStreamBomb, pageBomb } from '../test/fixtures/hostile.ts';
import { startServer } from './server.ts';

const MB = 1024 * 1024;
const probe = fileURLToPath(new URL('./probe.ts', import.meta.url));
const healthSampler = fileURLToPath(new URL('./healthSampler.ts', import.meta.url));
const database = process.env.DATABASE_URL ? 'postgres' : 'embedded';

const server = await startServer(
  {
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    // Every upload here comes from one IP: the per-minute budget would stop the run, not measure it.
    RATE_LIMIT_UPLOADS_PER_MINUTE: '10000',
  },
  // The compiled server as the image runs it: the memory a deployment needs is the aim.
  { preload: probe, image: true },
);

interface LoopStats {
  maxMs: number;
  p99Ms: number;
  meanMs: number;
  longestGcMs: number;
}

/** The server also sends its own messages (`listening`), so the answer is the first that has `key`. */
async function ask<T>(message: string, key: string): Promise<T> {
  const answer = new Promise<T>((resolve) => {
    const listener = (reply: unknown) => {
      if (typeof reply !== 'object' || reply === null || !(key in reply)) return;
      server.child.off('message', listener);
      resolve(reply as T);
    };
    server.child.on('message', listener);
  });
  server.child.send(message);
  return answer;
}

async function upload(
  path: '/api/upload-pdf' | '/api/upload-resume',
  bytes: Uint8Array,
  name: string,
) {
  const form = new FormData();
  form.append(path === '/api/upload-pdf' ? 'pdf' : 'resume', new Blob([bytes]), name);
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    body: form,
    signal: AbortSignal.timeout(600_000),
  });
  const body = (await res.json()) as { message?: string };
  return { status: res.status, ms: performance.now() - started, message: body.message ?? '' };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
    : NaN;

interface PhaseResult {
  name: string;
  seconds: number;
  outcome: string;
  health: number[];
  loop: LoopStats;
  rssGrowthMb: number;
  rssPeakMb: number;
}

const results: PhaseResult[] = [];
const runBaseline = server.rssBytes();
let runPeak = runBaseline;

async function phase(name: string, work: () => Promise<string>) {
  await ask('event-loop:reset', 'reset');
  const baseline = server.rssBytes();
  let peak = baseline;
  const rss = setInterval(() => {
    peak = Math.max(peak, server.rssBytes());
    runPeak = Math.max(runPeak, peak);
  }, 20);
  const sampler = fork(healthSampler, [server.url], { execArgv: ['--import', 'tsx'] });
  await once(sampler, 'spawn');
  const started = performance.now();
  const outcome = await work();
  const seconds = (performance.now() - started) / 1000;
  const reported = once(sampler, 'message');
  sampler.send('stop');
  const health = (await reported)[0] as number[];
  clearInterval(rss);
  const loop = await ask<LoopStats>('event-loop:read', 'maxMs');
  const result = {
    name,
    seconds,
    outcome,
    health,
    loop,
    rssGrowthMb: (peak - baseline) / MB,
    rssPeakMb: peak / MB,
  };
  results.push(result);
  const sorted = [...health].sort((a, b) => a - b);
  console.log(
    `${name.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s  health p50 ${percentile(sorted, 50).toFixed(1)} / p99 ${percentile(sorted, 99).toFixed(1)} / max ${percentile(sorted, 100).toFixed(1)} ms (${health.length} checks)  event loop max ${loop.maxMs.toFixed(1)} ms (longest GC ${loop.longestGcMs.toFixed(1)} ms)  RSS peak ${result.rssPeakMb.toFixed(0)} MB (+${result.rssGrowthMb.toFixed(0)})\n    ${outcome}`,
  );
}

const describe = (r: Awaited<ReturnType<typeof upload>>) =>
  `${r.status} in ${(r.ms / 1000).toFixed(2)} s: ${r.message.slice(0, 90)}`;

/** Sends headers and the start of a file, then nothing: what a stalled or abandoned client leaves. */
function stalledUpload(length: number) {
  const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    [
      'POST /api/upload-pdf HTTP/1.1',
      'Host: 127.0.0.1',
      'Content-Type: multipart/form-data; boundary=b',
      `Content-Length: ${length}`,
      '',
      '--b',
      'Content-Disposition: form-data; name="pdf"; filename="stalled.pdf"',
      '',
      '%PDF-1.4\n',
    ].join('\r\n'),
  );
  return socket;
}

try {
  console.log(`database: ${database}; server pid ${server.pid}`);
  const warm = await upload('/api/upload-pdf', await buildDeckPdf(), 'warm-up.pdf');
  console.log(`warm-up upload (starts a PDF worker): ${describe(warm)}\n`);

  const pages = pageBomb(20_000);
  await phase(`(a) ${(pages.length / MB).toFixed(1)} MB PDF of 20,000 pages`, async () => {
    const pdf = await upload('/api/upload-pdf', pages, 'pages.pdf');
    const resume = await upload('/api/upload-resume', pages, 'pages.pdf');
    return `upload-pdf ${describe(pdf)}\n    upload-resume ${describe(resume)}`;
  });

  const bomb = await inflateBomb(50 * MB);
  await phase(`(b) ${(bomb.length / 1024).toFixed(0)} KB PDF inflating to 50 MB`, async () => {
    const pdf = await upload('/api/upload-pdf', bomb, 'bomb.pdf');
    const resume = await upload('/api/upload-resume', bomb, 'bomb.pdf');
    return `upload-pdf ${describe(pdf)}\n    upload-resume ${describe(resume)}`;
  });

  const decks = await Promise.all(Array.from({ length: 10 }, (_, i) => buildLargeDeck(i, 19 * MB)));
  await phase('(c) ten concurrent 19 MB PDFs', async () => {
    const answers = await Promise.all(
      decks.map((deck, i) => upload('/api/upload-pdf', deck, `deck-${i}.pdf`)),
    );
    const ok = answers.filter((r) => r.status === 200).length;
    const slowest = Math.max(...answers.map((r) => r.ms)) / 1000;
    const refused = answers.filter((r) => r.status !== 200).map(describe);
    return [`${ok}/10 stored; slowest answered in ${slowest.toFixed(1)} s`, ...refused].join(
      '\n    ',
    );
  });

  await phase('(d) abandoned uploads, then a normal one', async () => {
    const a = stalledUpload(5 * MB);
    const b = stalledUpload(5 * MB);
    await new Promise((resolve) => setTimeout(resolve, 500));
    b.destroy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    a.destroy();
    const held = stalledUpload(5 * MB);
    const normal = await upload('/api/upload-pdf', await buildDeckPdf(), 'after.pdf');
    held.destroy();
    return `normal upload after them: ${describe(normal)}`;
  });

  /** Both endpoints, one after the other. */
  const both = async (bytes: Uint8Array, name: string) => {
    const pdf = await upload('/api/upload-pdf', bytes, name);
    const resume = await upload('/api/upload-resume', bytes, name);
    return `upload-pdf ${describe(pdf)}\n    upload-resume ${describe(resume)}`;
  };

  const abbreviated = await inflateBomb(1024 * MB, { filter: 'Fl' });
  await phase(`(e) ${(abbreviated.length / MB).toFixed(1)} MB PDF, 1 GiB behind /Fl`, async () => {
    const alone = await both(abbreviated, 'fl.pdf');
    const pair = await Promise.all(
      [0, 1].map(() => upload('/api/upload-pdf', abbreviated, 'fl.pdf')),
    );
    return `${alone}\n    two at once: ${pair.map(describe).join('; ')}`;
  });

  const chain = await inflateBomb(1024 * MB, { filter: 'ASCIIHexDecode+FlateDecode' });
  await phase(`(f) ${(chain.length / MB).toFixed(1)} MB PDF, 1 GiB behind a chain`, () =>
    both(chain, 'chain.pdf'),
  );

  const seven = await inflateBomb(15 * MB, { pages: 7 });
  await phase(`(g) ${(seven.length / 1024).toFixed(0)} KB PDF, seven 15 MB pages`, () =>
    both(seven, 'seven.pdf'),
  );

  const objects = await objectStreamBomb(600 * MB);
  await phase(`(h) ${(objects.length / MB).toFixed(1)} MB PDF, 600 MB object stream`, () =>
    both(objects, 'objects.pdf'),
  );

  const all = results.flatMap((r) => r.health).sort((a, b) => a - b);
  console.log(
    `\nall phases: health p50 ${percentile(all, 50).toFixed(1)} / p99 ${percentile(all, 99).toFixed(1)} / max ${percentile(all, 100).toFixed(1)} ms over ${all.length} checks; event loop max ${Math.max(...results.map((r) => r.loop.maxMs)).toFixed(1)} ms; resident memory (server and PDF workers) ${(runBaseline / MB).toFixed(0)} MB at start, peak ${(runPeak / MB).toFixed(0)} MB (+${((runPeak - runBaseline) / MB).toFixed(0)} MB)`,
  );
} finally {
  await server.stop();
}
