// Starts the real server as a child process for benchmarks, on 127.0.0.1, on a throwaway database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { treeRss } from '../../../scripts/testing/memory.ts';
import { freePort } from '../../../scripts/testing/net.ts';
import { buildServer, bundleForNode, imageAllocatorEnv, imageStart } from './image.ts';

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
 * options for its Node (e.g. `--cpu-prof`, which NODE_OPTIONS refuses); `image`: the compiled
 * server with the image's command and environment (production mode) rather than the sources under
 * tsx, which holds more memory than a deployment does, restarted once on the database its first
 * start made.
 */
export async function startServer(
  env: Record<string, string> = {},
  {
    preload,
    nodeArgs = [],
    image = false,
  }: { preload?: string; nodeArgs?: string[]; image?: boolean } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-bench-'));
  const common = { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir };
  let args: string[];
  let childEnv: NodeJS.ProcessEnv;
  if (image) {
    buildServer();
    const start = imageStart();
    console.log(`the server as the image starts it; allocator: ${start.allocator}`);
    args = [...nodeArgs, ...(preload ? ['--import', bundleForNode(preload)] : []), ...start.args];
    childEnv = {
      PATH: process.env.PATH ?? '',
      ...start.env,
      ADMIN_TOKEN: randomBytes(24).toString('base64url'),
      ...common,
      ...env,
    };
  } else {
    args = [
      ...nodeArgs,
      '--import',
      'tsx',
      ...(preload ? ['--import', preload] : []),
      join(root, 'apps/api/src/server.ts'),
    ];
    childEnv = {
      ...process.env,
      ...common,
      NODE_ENV: 'test',
      // The image's allocator, so memory figures are the ones a deployment sees.
      ...imageAllocatorEnv(),
      ...env,
    };
  }
  const url = `http://127.0.0.1:${port}`;
  const launch = async () => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: childEnv,
      stdio: ['ignore', 'inherit', 'inherit', ...(preload ? (['ipc'] as const) : [])],
    });
    // A first start on the embedded database (initdb, migrations, seed, the assistant) under tsx
    // took over a minute on a two-core machine other work was sharing.
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${url}/api/ready`)).ok) return child;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error('server did not become healthy in 180 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  let child = await launch();
  if (image) {
    // An instance is started on a migrated, seeded database every day and creates one only once:
    // the embedded database's first start (initdb, migrations, seed) leaves its memory high.
    child.kill('SIGTERM');
    await once(child, 'exit');
    child = await launch();
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
