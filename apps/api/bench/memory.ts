// `npm run bench:memory`: resident memory of the compiled server started as the image starts it
// (the Dockerfile's last stage: its ENV, its CMD), on Postgres when DATABASE_URL is set and on the
// embedded database, beside a bare Fastify + `pg` process (barePg.mjs) started and driven the same
// way in the same run. For each: the time from start to ready on an already-migrated database,
// then resident memory (the process and its PDF workers) at ready, after the public pages and
// 1,000 chat messages, at the end of each of three chat soaks at 50 concurrent sessions, and after
// an idle spell. Prints figures; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '../../../scripts/testing/database.ts';
import { treeRss } from '../../../scripts/testing/memory.ts';
import { freePort } from '../../../scripts/testing/net.ts';
import { bundleForNode, buildServer, imageStart } from './image.ts';
import { chatBody } from './measure.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const SOAK_SECONDS = Number(process.env.BENCH_MEMORY_SOAK_SECONDS ?? 60);
const IDLE_SECONDS = Number(process.env.BENCH_MEMORY_IDLE_SECONDS ?? 60);
const SOAKS = 3;
const SOAK_CONNECTIONS = 50;
const MESSAGES = 1000;
const MB = 1024 * 1024;

interface Started {
  url: string;
  child: ChildProcess;
  readyMs: number;
  /** CPU time the process had used when it became ready: the start's cost on a busy machine. */
  readyCpuMs: number;
}

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function start(args: string[], env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.at(-1)} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    // A first start on the embedded database (initdb, migrations, seed) passed two minutes on a
    // two-core machine other work was loading.
    if (performance.now() - began > 300_000) {
      await stop(child);
      throw new Error('not ready in 300 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { url, child, readyMs: performance.now() - began, readyCpuMs: cpuMs(child.pid!) };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

/** Runs `send` `total` times, `concurrency` at a time; counts what was not a 200. */
async function inParallel(total: number, concurrency: number, send: () => Promise<Response>) {
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < total) {
        const res = await send().catch(() => undefined);
        await res?.arrayBuffer();
        if (res?.status !== 200) failed++;
      }
    }),
  );
  return failed;
}

const postMessage = (url: string, body: string) =>
  fetch(`${url}/api/conversations/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(30_000),
  });

/** Every page of the sitemap and the listing, as a visitor's browser or a crawler asks for them. */
async function publicPages(url: string): Promise<number> {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  paths.push('/api/case-studies', '/robots.txt', '/no-such-page');
  let failed = 0;
  for (const path of paths)
    for (const encoding of ['identity', 'gzip, br']) {
      const res = await fetch(`${url}${path}`, { headers: { 'accept-encoding': encoding } });
      await res.arrayBuffer();
      if (res.status !== 200 && path !== '/no-such-page') failed++;
    }
  return failed;
}

/** SOAK_CONNECTIONS visitors for `seconds`, each carrying on one conversation. */
async function soak(url: string, seconds: number) {
  const latencies: number[] = [];
  let failed = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: SOAK_CONNECTIONS }, async () => {
      const sessionId = `memory-${randomUUID()}`;
      let conversationId: string | undefined;
      while (Date.now() < end) {
        const began = performance.now();
        try {
          const res = await postMessage(url, chatBody(sessionId, conversationId));
          const text = await res.text();
          latencies.push(performance.now() - began);
          if (res.status !== 200) failed++;
          else conversationId = (JSON.parse(text) as { conversationId?: string }).conversationId;
        } catch {
          failed++;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  return { rate: latencies.length / seconds, p99, failed };
}

interface Figures {
  readyMs: number;
  readyCpuMs: number;
  firstReadyMs?: number;
  rows: [string, number][];
  notes: string[];
}

/** Drives one process through the phases, reading its resident memory after each. */
async function measure(
  name: string,
  args: string[],
  env: Record<string, string>,
  { prepare, pages = true }: { prepare?: () => Promise<number>; pages?: boolean } = {},
): Promise<Figures> {
  const firstReadyMs = await prepare?.();
  const server = await start(args, env);
  const rss = () => treeRss(server.child.pid!) / MB;
  const figures: Figures = {
    readyMs: server.readyMs,
    readyCpuMs: server.readyCpuMs,
    firstReadyMs,
    rows: [],
    notes: [],
  };
  const note = (label: string) => {
    figures.rows.push([label, rss()]);
    console.log(`  ${name.padEnd(8)} ${label.padEnd(48)} ${rss().toFixed(0).padStart(5)} MB`);
  };
  try {
    note('at ready');
    // The bare process has no pages: it answers the chat's path only.
    const pageFailures = pages ? await publicPages(server.url) : 0;
    const chatFailures = await inParallel(MESSAGES, 10, () =>
      postMessage(server.url, chatBody(`memory-${randomUUID()}`)),
    );
    note(`after the public pages and ${MESSAGES} messages`);
    if (pageFailures + chatFailures)
      figures.notes.push(`${pageFailures} pages and ${chatFailures} messages failed`);
    for (let round = 1; round <= SOAKS; round++) {
      const result = await soak(server.url, SOAK_SECONDS);
      note(`end of soak ${round} (${SOAK_SECONDS} s, ${SOAK_CONNECTIONS} concurrent)`);
      figures.notes.push(
        `soak ${round}: ${result.rate.toFixed(0)} messages/s, p99 ${result.p99.toFixed(0)} ms, ${result.failed} failed`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    note(`after ${IDLE_SECONDS} s idle`);
  } finally {
    await stop(server.child);
  }
  return figures;
}

const image = imageStart();
console.log(
  `building the server (apps/api/scripts/build.mjs); started as the image does: node ${image.args.join(' ')} with ${Object.entries(
    image.env,
  )
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')}; allocator: ${image.allocator}`,
);
buildServer();

const siteEnv = {
  ...image.env,
  LOG_LEVEL: 'warn',
  ADMIN_TOKEN: randomBytes(24).toString('base64url'),
  RATE_LIMIT_CHAT_PER_MINUTE: '100000000',
  RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '100000000',
  RATE_LIMIT_NEW_LEADS_PER_IP_PER_HOUR: '100000000',
  RATE_LIMIT_NEW_LEADS_PER_HOUR: '100000000',
};
const serverUrl = process.env.DATABASE_URL;
const results = new Map<string, Figures>();
const scratch = serverUrl ? await createScratchDatabase(serverUrl, 'agency_bench') : undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-memory-'));

/** The first start migrates and seeds; the one measured starts on the migrated database. */
const firstStart = (env: Record<string, string>) => async () => {
  const first = await start(image.args, env);
  await stop(first.child);
  return first.readyMs;
};

try {
  if (scratch) {
    const env = { ...siteEnv, DATABASE_URL: scratch.url };
    console.log('\nPostgres');
    results.set(
      'Postgres',
      await measure('postgres', image.args, env, { prepare: firstStart(env) }),
    );
    console.log('\nbare Fastify + pg');
    results.set(
      'bare Fastify + pg',
      // The image's Node options and environment, its own script in place of the server.
      await measure(
        'bare',
        [...image.args.slice(0, -1), bundleForNode(join(root, 'apps/api/bench/barePg.ts'))],
        { ...image.env, DATABASE_URL: scratch.url },
        { pages: false },
      ),
    );
  } else {
    console.log(
      '\nDATABASE_URL is not set: Postgres and the bare Fastify + pg process are skipped',
    );
  }
  const env = { ...siteEnv, DATA_DIR: dataDir };
  console.log('\nembedded');
  results.set('embedded', await measure('embedded', image.args, env, { prepare: firstStart(env) }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  await scratch?.drop();
}

// The table: a row per phase, a column per process, and each site's ratio to the bare process.
const names = [...results.keys()];
const bare = results.get('bare Fastify + pg');
const sites = names.filter((name) => name !== 'bare Fastify + pg');
const header = [
  'resident memory, MB'.padEnd(48),
  ...names.map((n) => n.padStart(18)),
  ...(bare ? sites.map((n) => `${n} / bare`.padStart(18)) : []),
];
console.log(`\n${header.join('')}`);
const phases = results.get(names[0]!)!.rows.map(([label]) => label);
phases.forEach((label, i) => {
  const cells = names.map((n) => results.get(n)!.rows[i]![1].toFixed(0).padStart(18));
  const ratios = bare
    ? sites.map((n) => (results.get(n)!.rows[i]![1] / bare.rows[i]![1]).toFixed(1).padStart(18))
    : [];
  console.log(`${label.padEnd(48)}${cells.join('')}${ratios.join('')}`);
});
const seconds = (ms?: number) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(2)} s`);
console.log(
  `${'start to ready, migrated database'.padEnd(48)}${names.map((n) => seconds(results.get(n)!.readyMs).padStart(18)).join('')}`,
);
console.log(
  `${'  CPU time used by then'.padEnd(48)}${names.map((n) => seconds(results.get(n)!.readyCpuMs).padStart(18)).join('')}`,
);
console.log(
  `${'first start (migrates, seeds)'.padEnd(48)}${names.map((n) => seconds(results.get(n)!.firstReadyMs).padStart(18)).join('')}`,
);
for (const [name, figures] of results)
  for (const line of figures.notes) console.log(`${name}: ${line}`);
