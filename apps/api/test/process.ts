// The real server as a child process, for fault tests: start it on a given database, kill it with
// any signal, and wait for what it answers. Its output is kept for the failure message.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** A stand-in for the built web app, so the server needs no `vite build`. */
export function fakeWebDist() {
  const dir = mkdtempSync(join(tmpdir(), 'agency-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
  kill(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `apps/api/src/server.ts` on 127.0.0.1. `env` names the database (DATA_DIR or DATABASE_URL,
 * as the test database's `env` gives them); nothing else of the parent's database settings leaks in.
 */
export async function spawnServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.TEST_DATABASE_URL;
  delete inherited.DATA_DIR;
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...inherited,
      // The server picks a free port and tells it over the IPC channel (see server.ts).
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST: fakeWebDist(),
      ADMIN_TOKEN: 'faults:fault-test-secret',
      RATE_LIMIT_CHAT_PER_MINUTE: '1000000',
      RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000000',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '1000000',
      ...env,
    } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      reject(new Error(`server exited (${code ?? signal}) before it listened:\n${log}`));
    child.once('exit', onExit);
    child.on('message', (message: { listening?: number }) => {
      if (typeof message.listening !== 'number') return;
      child.off('exit', onExit);
      resolve(message.listening);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    output: () => log,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Polls `path` until it answers `status`, failing early if the process exits. */
export async function waitFor(
  server: ServerProcess,
  path: string,
  status = 200,
  timeoutMs = 90_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(
        `server exited (${server.child.exitCode ?? server.child.signalCode}) before ${path} answered ${status}:\n${server.output()}`,
      );
    }
    try {
      const res = await fetch(`${server.url}${path}`, { signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      if (res.status === status) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`${path} did not answer ${status} in ${timeoutMs} ms:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export async function startServer(env: Record<string, string | undefined>) {
  const server = await spawnServer(env);
  await waitFor(server, '/api/ready');
  return server;
}

export interface SlowUpload {
  /** Resolves with the status and body, or rejects when the connection is cut. */
  response: Promise<{ status: number; body: string }>;
  /** Resolves once `fraction` of the body has been written. */
  reached(fraction: number): Promise<void>;
}

/**
 * POSTs `body` in `chunkBytes` pieces every `intervalMs`, like a slow uplink, so the server is
 * mid-request for as long as the test wants.
 */
export function slowPost(
  url: string,
  body: Buffer,
  headers: Record<string, string>,
  chunkBytes: number,
  intervalMs: number,
): SlowUpload {
  let written = 0;
  const waiters: { fraction: number; resolve: () => void }[] = [];
  const notify = () => {
    for (const waiter of [...waiters]) {
      if (written >= body.length * waiter.fraction) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  };
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', headers: { ...headers, 'content-length': String(body.length) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', (error) => {
      clearInterval(timer);
      for (const waiter of waiters.splice(0)) waiter.resolve();
      reject(error);
    });
    const timer = setInterval(() => {
      const piece = body.subarray(written, written + chunkBytes);
      written += piece.length;
      if (written >= body.length) {
        clearInterval(timer);
        req.end(piece);
      } else {
        req.write(piece);
      }
      notify();
    }, intervalMs);
  });
  response.catch(() => {});
  return {
    response,
    reached: (fraction) =>
      new Promise<void>((resolve) => {
        waiters.push({ fraction, resolve });
        notify();
      }),
  };
}
