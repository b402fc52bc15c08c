// npm run bench:outbox — what the outbox tables hold after chat traffic: MESSAGES chat messages
// (default 2,000) with no email or webhook configured, then as many with a webhook (a receiver on
// 127.0.0.1), then after pruning past the retention. Prints rows and sizes of OutboxEvent, Delivery
// and DeliveryAttempt at each step, on a throwaway database (embedded, or a scratch database on
// DATABASE_URL's server). Asserts nothing.
import { applyMigrations, openDatabase, seedIfEmpty, type Database } from '@agency/db';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase } from '../../../scripts/testing/database.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/env.ts';
import { pruneOutbox } from '../src/services/outbox/worker.ts';

const MESSAGES = Number(process.env.MESSAGES ?? 2000);
const TABLES = ['OutboxEvent', 'Delivery', 'DeliveryAttempt'] as const;

/** Where the throwaway database is; each step opens it (an app closes its database when it closes). */
async function benchDatabase(): Promise<{ open(): Database; dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'agency_bench_outbox');
    return {
      open: () => openDatabase({ databaseUrl: scratch.url, dataDir: '' }),
      dispose: () => scratch.drop(),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-outbox-'));
  return {
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function sizes(db: Database, label: string) {
  const parts = [];
  for (const table of TABLES) {
    const [row] = await db.prisma.$queryRawUnsafe<{ rows: number; bytes: number }[]>(
      `SELECT (SELECT count(*) FROM "${table}")::int AS "rows", pg_total_relation_size('"${table}"')::int AS "bytes"`,
    );
    parts.push(
      `${table} ${row!.rows.toLocaleString('en-US')} rows, ${(row!.bytes / 1024).toFixed(0)} KB`,
    );
  }
  console.log(`${label.padEnd(44)} ${parts.join('; ')}`);
}

async function chat(db: Database, env: Record<string, string>, tag: string, label: string) {
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_CHAT_PER_MINUTE: '1000000',
      RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000000',
      OUTBOX_POLL_MS: '50',
      ...env,
    }),
    db,
  });
  await app.ready();
  try {
    for (let i = 0; i < MESSAGES; i += 50)
      await Promise.all(
        Array.from({ length: Math.min(50, MESSAGES - i) }, (_, j) =>
          app.inject({
            method: 'POST',
            url: '/api/conversations/message',
            payload: {
              message: 'Do you make brand films for startups?',
              sessionId: `${tag}-${i + j}`,
            },
          }),
        ),
      );
    // Until the worker has delivered what was written.
    for (let waited = 0; waited < 60_000; waited += 200) {
      const open = await db.prisma.delivery.count({
        where: { status: { in: ['pending', 'sending'] } },
      });
      const undispatched = await db.prisma.outboxEvent.count({ where: { dispatchedAt: null } });
      if (!open && !undispatched) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await sizes(db, label);
  } finally {
    await app.close();
  }
}

const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => response.writeHead(204).end());
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const hook = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hook`;

const { open, dispose } = await benchDatabase();
try {
  const db = open();
  await applyMigrations(db.adapterFactory);
  await seedIfEmpty(db.prisma);
  console.log(`database: ${db.kind}; ${MESSAGES.toLocaleString('en-US')} chat messages a step`);
  await sizes(db, 'start');
  await chat(db, {}, 'quiet', 'no email or webhook configured');
  await chat(
    open(),
    { WEBHOOK_URL: hook, WEBHOOK_SECRET: 'bench-outbox-secret-0123' },
    'hooked',
    'with a webhook, every event delivered',
  );
  const last = open();
  const started = performance.now();
  const pruned = await pruneOutbox(last.prisma, 0);
  await sizes(
    last,
    `pruned ${pruned.toLocaleString('en-US')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await last.close();
} finally {
  await dispose();
  receiver.close();
}
