// Starts the real API server (which serves the built web app) as a child process for end-to-end tests.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createScratchDatabase } from '../../../scripts/testing/database.ts';
import { freePort } from '../../../scripts/testing/net.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SERVER_ENTRY = join(REPO_ROOT, 'apps/api/src/server.ts');
export const WEB_DIST = join(REPO_ROOT, 'apps/web/dist');

const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningServer {
  baseURL: string;
  adminToken: string;
  /** The Postgres database it runs on (DATABASE_URL set), for a second instance on the same one. */
  databaseUrl?: string;
  /** The server's recent output (LOG_LEVEL=warn, so mostly warnings and errors). */
  output(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `node --import tsx apps/api/src/server.ts` on a free port of 127.0.0.1, on a fresh database
 * (with DATABASE_URL set, a new database on that server, dropped by `stop()`; else an embedded one
 * in a temporary folder), and resolves once GET /api/ready answers 200 (migrated and seeded). The
 * rows the tests write go with it. `extraEnv` adds settings of the server's own (a measurement id,
 * say) for the tests that need a differently configured site.
 */
export async function startServer(
  extraEnv: NodeJS.ProcessEnv = {},
  /** Another instance on this server's database, which it neither makes nor drops. */
  { sameDatabaseAs }: { sameDatabaseAs?: Pick<RunningServer, 'adminToken' | 'databaseUrl'> } = {},
): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`No API server at ${SERVER_ENTRY}`);
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`No built web app in ${WEB_DIST}: run \`npm run build\` first`);
  }

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const adminToken =
    sameDatabaseAs?.adminToken || process.env.E2E_ADMIN_TOKEN || randomBytes(24).toString('hex');
  const serverUrl = process.env.DATABASE_URL;
  if (sameDatabaseAs && !sameDatabaseAs.databaseUrl)
    throw new Error('A second instance needs Postgres: the embedded database is one process only');
  const scratch =
    serverUrl && !sameDatabaseAs ? await createScratchDatabase(serverUrl, 'agency_e2e') : undefined;
  const databaseUrl = sameDatabaseAs?.databaseUrl ?? scratch?.url;
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'agency-e2e-'));

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseURL,
    WEB_DIST,
    ADMIN_TOKEN: adminToken,
    ...extraEnv,
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (dataDir) env.DATA_DIR = dataDir;

  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > 200) lines.shift();
      if (process.env.E2E_SERVER_LOGS) process.stderr.write(`[server] ${line}\n`);
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const output = () => lines.join('\n');

  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const cleanUp = async () => {
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  };

  const stop = async () => {
    if (!hasExited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    await cleanUp();
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (hasExited) {
      await cleanUp();
      throw new Error(`The API server exited before it was ready:\n${output()}`);
    }
    const healthy = await fetch(`${baseURL}/api/ready`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The API server did not become ready (/api/ready) within ${READY_TIMEOUT_MS / 1000} s:\n${output()}`,
      );
    }
    await sleep(200);
  }

  return { baseURL, adminToken, databaseUrl, output, stop };
}
