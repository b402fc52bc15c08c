// Starts the real server as a child process for benchmarks, on 127.0.0.1, on a throwaway database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeRss } from '../../../scripts/testing/memory.ts';
import { freePort } from '../../../scripts/testing/net.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface BenchServer {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Resident memory of the server and the processes it started (its PDF workers). */
  rssBytes(): number;
  stop(): Promise<void>;
}

/**
 * `preload`: a module the server imports first (with an IPC channel to talk to it); `nodeArgs`:
 * options for its Node (e.g. `--cpu-prof`, which NODE_OPTIONS refuses).
 */
export async function startServer(
  env: Record<string, string> = {},
  { preload, nodeArgs = [] }: { preload?: string; nodeArgs?: string[] } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-'));
  const args = [...nodeArgs, '--import', 'tsx', ...(preload ? ['--import', preload] : [])];
  const child = spawn(process.execPath, [...args, join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      // As the image and `npm start` run it, so memory figures are the ones a deployment sees.
      MALLOC_ARENA_MAX: '2',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', ...(preload ? (['ipc'] as const) : [])],
  });
  const url = `http://127.0.0.1:${port}`;
  // A first start on the embedded database (initdb, migrations, seed, the assistant) under tsx took
  // over a minute on a two-core machine other work was sharing.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 180 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    child,
    rssBytes: () => treeRss(child.pid!),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
