// `npm run bench:load`: autocannon on 127.0.0.1 against the real server (a child process; Postgres
// when DATABASE_URL is set, else embedded), beside a bare Fastify route answering the same bytes
// from another child process (bare.ts), each read with and without gzip. Then a soak:
// BENCH_SOAK_CONNECTIONS chat sessions for BENCH_SOAK_SECONDS, and a check that every acknowledged
// message is in the database. Prints figures; asserts nothing.
import { openDatabase } from '@agency/db';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../../scripts/testing/database.ts';
import { chatBody, chatLoad, DURATION, fmt, forkServer, run } from './measure.ts';
import { startServer } from './server.ts';

const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 60);
const SOAK_CONNECTIONS = Number(process.env.BENCH_SOAK_CONNECTIONS ?? 200);
const serverUrl = process.env.DATABASE_URL;

// A throwaway database: a fresh Postgres database on the given server, or an embedded folder.
const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'agency_bench') : undefined;
const databaseUrl = scratch?.url;
const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-load-'));

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

  const bare = await forkServer(
    './bare.ts',
    [],
    [
      { path: '/json', type: 'application/json; charset=utf-8', body: studiesBody },
      { path: '/html', type: 'text/html; charset=utf-8', body: pageBody },
    ],
  );

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

  const chatOptions = chatLoad(server.url);
  await run('warm-up', { ...chatOptions, duration: 2 });
  const chat = await run('POST /api/conversations/message (c=50)', chatOptions);
  results.push(fmt(chat));

  console.log('\n' + results.join('\n'));
  console.log(
    `\naims: reads >= 0.5 x bare (case-studies ${ratios[0]!.toFixed(2)} / ${ratios[1]!.toFixed(2)} gzip, page ${ratios[2]!.toFixed(2)} / ${ratios[3]!.toFixed(2)} gzip); chat p99 <= ${databaseUrl ? 60 : 100} ms (${chat.p99} ms); zero errors (${readErrors + chat.errors + chat.non2xx})`,
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
