// `npm run bench:scale`: chat throughput and latency of one server instance against two, both on
// one Postgres (DATABASE_URL, a throwaway database made on it) and sharing rate limits through
// Redis (REDIS_URL, default redis://127.0.0.1:6379), behind a small round-robin balancer
// (balancer.ts) in its own process; one instance is measured behind the same balancer, so the hop
// costs both the same. Then a check that a session's limit is counted across the two instances.
import { randomUUID } from 'node:crypto';
import { createScratchDatabase } from '../../../scripts/testing/database.ts';
import { chatBody, chatLoad, fmt, forkServer, run } from './measure.ts';
import { startServer, type BenchServer } from './server.ts';

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('bench:scale needs DATABASE_URL (instances share one Postgres)');
  process.exit(2);
}
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Each request of the throughput runs is a new session, so a small per-session budget leaves them
// alone while the check below can spend it.
const SESSION_LIMIT = 10;

const database = await createScratchDatabase(serverUrl, 'agency_scale');
const servers: BenchServer[] = [];
const env = {
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  RATE_LIMIT_CHAT_PER_MINUTE: '100000000',
  RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: String(SESSION_LIMIT),
  RATE_LIMIT_UPLOADS_PER_MINUTE: '100000000',
};

try {
  // One at a time: the first applies the migrations and seeds.
  servers.push(await startServer(env));
  servers.push(await startServer(env));
  console.log(`two instances on postgres, rate limits in ${redisUrl}; 50 connections`);

  const results: string[] = [];
  for (const count of [1, 2]) {
    const balancer = await forkServer(
      './balancer.ts',
      servers.slice(0, count).map((server) => server.url),
    );
    await run('warm-up', { ...chatLoad(balancer.url), duration: 2 });
    const chat = await run(
      `chat, ${count} instance${count > 1 ? 's' : ''}`,
      chatLoad(balancer.url),
    );
    results.push(fmt(chat));
    await balancer.stop();
  }
  console.log('\n' + results.join('\n'));

  // One session's messages alternate between the instances; the limit holds for the pair.
  const balancer = await forkServer(
    './balancer.ts',
    servers.map((server) => server.url),
  );
  const sessionId = `scale-${randomUUID()}`;
  const statuses: number[] = [];
  for (let i = 0; i < SESSION_LIMIT + 2; i++) {
    const res = await fetch(`${balancer.url}/api/conversations/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: chatBody(sessionId),
    });
    await res.arrayBuffer();
    statuses.push(res.status);
  }
  await balancer.stop();
  const accepted = statuses.filter((status) => status === 200).length;
  console.log(
    `\nshared limit: ${SESSION_LIMIT + 2} messages of one session across both instances: ${accepted} answered, ${statuses.filter((status) => status === 429).length} refused with 429 (limit ${SESSION_LIMIT}${accepted === SESSION_LIMIT ? ', shared' : ', NOT shared'})`,
  );
} finally {
  for (const server of servers) await server.stop();
  await database.drop();
}
