// `npm run bench:load`: autocannon on 127.0.0.1 against the real server (a child process; Postgres
// when DATABASE_URL is set, else embedded), beside a bare Fastify route answering JSON of the same
// size in this process. Then a soak: BENCH_SOAK_CONNECTIONS chat sessions for BENCH_SOAK_SECONDS,
// and a check that every acknowledged message is in the database. Prints figures; asserts nothing.
import { openDatabase } from '@agency/db';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../../scripts/testing/database.ts';
import { startServer } from './server.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const SOAK_CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 200);
const serverUrl = process.env.DATABASE_URL;

// A throwaway database: a fresh Postgres database on the given server, or an embedded folder.
const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'agency_bench') : undefined;
const databaseUrl = scratch?.url;
const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-load-'));

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

async function run(name: string, options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({
    duration: DURATION,
    connections: 50,
    pipelining: 1,
    ...options,
  });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

const fmt = (f: Figures, bare?: Figures) =>
  `${f.name.padEnd(44)} ${f.rps.toFixed(0).padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  errors ${f.errors}  non-2xx ${f.non2xx}${bare ? `  ratio to bare ${(f.rps / bare.rps).toFixed(2)}` : ''}`;

/** A bare Fastify answering a precomputed body of the given size, the ceiling reads are compared to. */
async function bareServer(body: string, type: string) {
  const app = Fastify({ logger: false });
  app.get('/bare', (_request, reply) => reply.type(type).send(body));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}/bare` };
}

const TOPICS = [
  'Do you make TV commercials for coffee brands?',
  'What did you do for IMAX?',
  'Can I see your reel?',
  'I am a motion designer looking for freelance work',
  'How much does a brand campaign cost?',
  'Do you do social media content and influencer work?',
  'Show me your awards',
  'We are a vendor offering drone cinematography',
  'What services do you offer for startups?',
  'Who are your clients in entertainment?',
];

let counter = 0;
function chatBody(sessionId: string, conversationId?: string) {
  const topic = TOPICS[counter++ % TOPICS.length]!;
  return JSON.stringify({
    message: `${topic} (#${counter})`,
    sessionId,
    ...(conversationId ? { conversationId } : {}),
  });
}

const server = await startServer({
  RATE_LIMIT_CHAT_PER_MINUTE: '100000000',
  RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '100000000',
  RATE_LIMIT_UPLOADS_PER_MINUTE: '100000000',
  LOG_LEVEL: 'warn',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
});
let stopped = false;
console.log(
  `server ${server.url} on ${databaseUrl ? 'postgres' : 'embedded'}; ${DURATION} s per run, 50 connections`,
);

try {
  // Shapes of the three answers, to size the bare routes.
  const studies = await fetch(`${server.url}/api/case-studies`, {
    headers: { 'accept-encoding': 'identity' },
  });
  const studiesBody = await studies.text();
  const page = await fetch(`${server.url}/case-studies/imax`, {
    headers: { 'accept-encoding': 'identity' },
  });
  const pageBody = await page.text();
  console.log(
    `GET /api/case-studies: ${studies.status}, ${studiesBody.length} bytes, etag ${studies.headers.get('etag') ?? 'none'}; /case-studies/imax: ${page.status}, ${pageBody.length} bytes`,
  );

  const bareJson = await bareServer(
    JSON.stringify({ s: 'x'.repeat(Math.max(0, studiesBody.length - 8)) }),
    'application/json',
  );
  const barePage = await bareServer(pageBody, 'text/html; charset=utf-8');

  // Warm up (JIT, caches, connection pools).
  await run('warm-up', { url: `${server.url}/api/case-studies`, duration: 2 });

  const results: string[] = [];
  const bare1 = await run(`bare Fastify JSON (${studiesBody.length} B)`, { url: bareJson.url });
  const reads = await run('GET /api/case-studies', { url: `${server.url}/api/case-studies` });
  const readsGzip = await run('GET /api/case-studies (gzip)', {
    url: `${server.url}/api/case-studies`,
    headers: { 'accept-encoding': 'gzip' },
  });
  const bare2 = await run(`bare Fastify HTML (${pageBody.length} B)`, { url: barePage.url });
  const html = await run('GET /case-studies/imax (HTML)', {
    url: `${server.url}/case-studies/imax`,
  });
  results.push(fmt(bare1), fmt(reads, bare1), fmt(readsGzip, bare1), fmt(bare2), fmt(html, bare2));

  // Chat at 50 concurrent connections: each request a new session with a varied message.
  const chatOptions: autocannon.Options = {
    url: `${server.url}/api/conversations/message`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      { setupRequest: (request) => ({ ...request, body: chatBody(`bench-${randomUUID()}`) }) },
    ],
  };
  await run('warm-up', { ...chatOptions, duration: 2 });
  const chat = await run('POST /api/conversations/message (c=50)', chatOptions);
  results.push(fmt(chat, bare1));
  await bareJson.app.close();
  await barePage.app.close();

  console.log('\n' + results.join('\n'));
  console.log(
    `\naims: reads >= 0.5 x bare (case-studies ${(reads.rps / bare1.rps).toFixed(2)}, page ${(html.rps / bare2.rps).toFixed(2)}); chat p99 < 100 ms (${chat.p99} ms); zero errors (${reads.errors + html.errors + chat.errors + reads.non2xx + html.non2xx + chat.non2xx})`,
  );

  // Soak: SOAK_CONNECTIONS sessions, each a conversation carried on turn after turn.
  console.log(`\nsoak: ${SOAK_CONNECTIONS} concurrent chat sessions for ${SOAK_SECONDS} s`);
  // Each session is one visitor: its own conversation, one message after another, on a kept-alive connection.
  const acknowledged = new Map<string, number>(); // conversationId -> acknowledged messages
  const latencies: number[] = [];
  let soakErrors = 0;
  let soakNon2xx = 0;
  const soakEnd = Date.now() + SOAK_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: SOAK_CONNECTIONS }, async () => {
      const sessionId = `soak-${randomUUID()}`;
      let conversationId: string | undefined;
      while (Date.now() < soakEnd) {
        const started = performance.now();
        try {
          const res = await fetch(`${server.url}/api/conversations/message`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: chatBody(sessionId, conversationId),
            signal: AbortSignal.timeout(30_000),
          });
          const text = await res.text();
          latencies.push(performance.now() - started);
          if (res.status !== 200) {
            soakNon2xx++;
            continue;
          }
          conversationId = (JSON.parse(text) as { conversationId: string }).conversationId;
          acknowledged.set(conversationId, (acknowledged.get(conversationId) ?? 0) + 1);
        } catch {
          soakErrors++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]?.toFixed(
      0,
    ) ?? '-';
  const ackCount = [...acknowledged.values()].reduce((sum, n) => sum + n, 0);
  console.log(
    `soak: ${(latencies.length / SOAK_SECONDS).toFixed(0)} req/s  p50 ${pct(50)} ms  p99 ${pct(99)} ms  max ${pct(100)} ms  errors ${soakErrors}  non-2xx ${soakNon2xx}  acknowledged ${ackCount} in ${acknowledged.size} conversations  server RSS ${(server.rssBytes() / 1048576).toFixed(0)} MB`,
  );

  // Stop the server (PGlite is one process at a time), then count in the database it used.
  await server.stop();
  stopped = true;
  const db = openDatabase({ databaseUrl, dataDir });
  try {
    let lost = 0;
    const ids = [...acknowledged.keys()];
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db.prisma.message.groupBy({
        by: ['conversationId'],
        where: { conversationId: { in: ids.slice(i, i + 500) } },
        _count: { _all: true },
        _max: { seq: true },
      });
      const found = new Map(rows.map((row) => [row.conversationId, row._count._all]));
      for (const id of ids.slice(i, i + 500)) {
        const stored = found.get(id) ?? 0;
        const acked = acknowledged.get(id)!;
        if (stored < acked) lost += acked - stored;
      }
    }
    console.log(
      `soak check: ${ackCount} acknowledged messages, ${lost} missing from the database${lost === 0 ? ' (none lost)' : ''}`,
    );
  } finally {
    await db.close();
  }
} finally {
  if (!stopped) await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
}
