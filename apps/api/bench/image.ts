// How the image starts the server, for the benches that measure what a deployment runs: the
// Dockerfile's last stage (its ENV and CMD), the compiled server, and bench-only modules bundled
// to JavaScript the compiled server's Node can load without tsx.
import { DockerfileParser } from 'dockerfile-ast';
import { buildSync } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The image's way to start the server: the last stage's environment and command. */
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
  return { env, args };
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
