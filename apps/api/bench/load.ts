// `npm run bench:load`: autocannon on 127.0.0.1 against the real server (a child process; Postgres
// when DATABASE_URL is set, else embedded), beside a bare Fastify route answering the same bytes
// from another child process (bare.ts), each read with and without gzip. Then a soak: BENCH_SOAK_CONNECTIONS chat sessions for BENCH_SOAK_SECONDS,
// and a check that every acknowledged message is in the database. Prints figures; asserts nothing.
import { openDatabase } from '@agency/db';
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startServer } from './server.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const SOAK_CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 200);
const serverUrl = process.env.DATABASE_URL;

// A throwaway database: a fresh Postgres database on the given server, or an embedded folder.
async function adminQuery(sql: string) {
  const url = new URL(serverUrl!);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
const benchDb = `agency_bench_${process.pid}`;
let databaseUrl: string | undefined;
if (serverUrl) {
  await adminQuery(`CREATE DATABASE "${benchDb}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${benchDb}`;
  databaseUrl = url.toString();
}
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

/** The bare routes in their own process, serving exactly the bodies given. */
async function bareServer(routes: { path: string; type: string; body: string }[]) {
  const child = fork(new URL('./bare.ts', import.meta.url), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.send(routes);
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve(message as number));
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
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
  // The two answers, whose bytes the bare routes send.
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

  const bare = await bareServer([
    { path: '/json', type: 'application/json; charset=utf-8', body: studiesBody },
    { path: '/html', type: 'text/html; charset=utf-8', body: pageBody },
  ]);

  // Warm up (JIT, caches, connection pools).
  await run('warm-up', { url: `${server.url}/api/case-studies`, duration: 2 });
  await run('warm-up', { url: `${bare.url}/json`, duration: 2 });

  // Each read beside the bare route sending its bytes, with and without gzip.
  const results: string[] = [];
  const pairs: [string, string, string][] = [
    [`JSON (${studiesBody.length} B)`, '/api/case-studies', '/json'],
    [`HTML (${pageBody.length} B)`, '/case-studies/imax', '/html'],
  ];
  const ratios: number[] = [];
  let readErrors = 0;
  for (const [label, path, barePath] of pairs) {
    for (const encoding of ['identity', 'gzip']) {
      const headers = { 'accept-encoding': encoding };
      const ceiling = await run(`bare Fastify ${label} ${encoding}`, {
        url: `${bare.url}${barePath}`,
        headers,
      });
      const real = await run(`GET ${path} ${encoding}`, { url: `${server.url}${path}`, headers });
      results.push(fmt(ceiling), fmt(real, ceiling));
      ratios.push(real.rps / ceiling.rps);
      readErrors += real.errors + real.non2xx;
    }
  }
  await bare.stop();

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
  results.push(fmt(chat));

  console.log('\n' + results.join('\n'));
  console.log(
    `\naims: reads >= 0.5 x bare (case-studies ${ratios[0]!.toFixed(2)} / ${ratios[1]!.toFixed(2)} gzip, page ${ratios[2]!.toFixed(2)} / ${ratios[3]!.toFixed(2)} gzip); chat p99 < 100 ms (${chat.p99} ms); zero errors (${readErrors + chat.errors + chat.non2xx})`,
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
  if (serverUrl) await adminQuery(`DROP DATABASE IF EXISTS "${benchDb}" WITH (FORCE)`);
}
