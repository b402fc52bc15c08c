// How the image starts the server, for the benches that measure what a deployment runs: the
// Dockerfile's last stage (its ENV and CMD), the compiled server, and bench-only modules bundled
// to JavaScript the compiled server's Node can load without tsx.
import { DockerfileParser } from 'dockerfile-ast';
import { buildSync } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Whether the dynamic linker finds `library` (a path, or a bare name it looks up) here. */
function loadable(library: string): boolean {
  if (library.includes('/')) return existsSync(library);
  try {
    return execFileSync('ldconfig', ['-p'], { encoding: 'utf8' }).includes(`${library} `);
  } catch {
    return false;
  }
}

/**
 * The image's way to start the server: the last stage's environment and command. The image
 * preloads jemalloc (Debian's libjemalloc2); where this machine has the library, the server is
 * started with it as the image starts it, and where not, without it, which `allocator` says, so
 * that figures taken with glibc's malloc are not read as the image's.
 */
export function imageStart() {
  const instructions = DockerfileParser.parse(
    readFileSync(join(root, 'Dockerfile'), 'utf8'),
  ).getInstructions();
  const lastFrom = instructions.findLastIndex((i) => i.getKeyword() === 'FROM');
  const stage = instructions.slice(lastFrom);
  const env: Record<string, string> = {};
  for (const instruction of stage.filter((i) => i.getKeyword() === 'ENV'))
    for (const property of (
      instruction as unknown as { getProperties(): { getName(): string; getValue(): string }[] }
    ).getProperties())
      env[property.getName()] = property.getValue();
  const cmd = stage.findLast((i) => i.getKeyword() === 'CMD')!;
  const [command, ...args] = JSON.parse(cmd.getArgumentsContent()!) as string[];
  if (command !== 'node') throw new Error(`the image starts ${command}, not node`);
  let allocator = "glibc's malloc";
  if (env.LD_PRELOAD) {
    if (env.LD_PRELOAD.split(/[\s:]+/).every(loadable))
      allocator = `${env.LD_PRELOAD} (as the image)`;
    else {
      allocator = `glibc's malloc: ${env.LD_PRELOAD}, which the image preloads, is not on this machine`;
      delete env.LD_PRELOAD;
    }
  }
  return { env, args, allocator };
}

/**
 * The image's allocator settings (what it preloads, and the variables jemalloc and glibc read), for
 * a server started from the sources, so its memory figures are the ones a deployment sees.
 */
export function imageAllocatorEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(imageStart().env).filter(([name]) => /^(LD_PRELOAD|MALLOC_)/.test(name)),
  );
}

/** Compiles the server as the image's build stage does (apps/api/scripts/build.mjs). */
export function buildServer() {
  execFileSync(process.execPath, ['apps/api/scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
}

/** `entry` (a bench module) as JavaScript, where Node finds the root's node_modules from it. */
export function bundleForNode(entry: string): string {
  const outfile = join(
    root,
    'node_modules/.cache/bench',
    entry.split('/').at(-1)!.replace(/\.ts$/, '.mjs'),
  );
  buildSync({
    entryPoints: [entry],
    outfile,
    bundle: false,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'warning',
  });
  return outfile;
}
