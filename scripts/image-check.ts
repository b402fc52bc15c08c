// The Docker image, proven without a Docker engine: replays the Dockerfile's instructions in a
// temporary folder (each stage a folder standing for its file system; the build context is the
// repository as .dockerignore lets it through), then starts the last stage's CMD with its ENV and
// WORKDIR against a throwaway database on this machine's Postgres, and checks what a visitor
// needs: readiness, pages, a chat reply, a PDF upload read by the PDF worker, the HEALTHCHECK
// command, and a graceful stop when the CMD's process gets SIGTERM (as `docker stop` sends it).
//
//   npm run image:check [-- --keep]      (IMAGE_CHECK_DATABASE_URL or DATABASE_URL: the server
//                                         to create the throwaway database on)
//
// The base image's own layers (Node, Debian) are this machine's; the check covers what the
// Dockerfile adds. `--chown` and USER are not replayed: everything runs as the current user.
import ignore from '@balena/dockerignore';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import pg from 'pg';
import { freePort } from './testing/net.ts';
import { textPdf } from './testing/pdf.ts';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const KEEP = process.argv.includes('--keep');
const BASE_DATABASE_URL =
  process.env.IMAGE_CHECK_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgresql://postgres@127.0.0.1:5432/test';
const READY_WITHIN_MS = 180_000;
const STOP_WITHIN_MS = 15_000;

interface Stage {
  name: string;
  root: string;
  workdir: string;
  env: Record<string, string>;
  cmd?: string[];
  healthcheck?: string[];
}

class CheckFailed extends Error {}

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const step = (what: string) => console.log(`[${seconds()}] ${what}`);

/** Only what a fresh shell has: nothing of this shell's npm run or database settings leaks in. */
function baseEnv(): Record<string, string> {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TERM'];
  return Object.fromEntries(
    keep.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : [])),
  );
}

/** The build context: the repository's files that .dockerignore lets through. */
function copyContext(target: string): void {
  const rules = ignore().add(readFileSync(join(REPO, '.dockerignore'), 'utf8'));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const rel = relative(REPO, path).split('\\').join('/');
      if (rules.ignores(entry.isDirectory() ? `${rel}/` : rel) || rules.ignores(rel)) continue;
      if (entry.isDirectory()) walk(path);
      else cpSync(path, join(target, rel), { verbatimSymlinks: true });
    }
  };
  walk(REPO);
}

function jsonArguments(instruction: Instruction, text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed) && parsed.every((part) => typeof part === 'string')) return parsed;
  } catch {
    // reported below
  }
  throw new CheckFailed(
    `Dockerfile line ${instruction.getRange().start.line + 1}: ${instruction.getKeyword()} must be in exec form (a JSON array), so signals reach the process`,
  );
}

function replay(dockerfile: string, context: string, work: string): Stage {
  const stages: Stage[] = [];
  let stage: Stage | undefined;
  const inStage = (path: string) =>
    join(stage!.root, posix.isAbsolute(path) ? path : posix.join(stage!.workdir, path));

  for (const instruction of DockerfileParser.parse(dockerfile).getInstructions()) {
    const keyword = instruction.getKeyword();
    const args = instruction.getArgumentsContent() ?? '';
    // COPY, HEALTHCHECK and a few others take --flags; the parser types them on those classes only.
    const withFlags = instruction as unknown as {
      getFlags?(): { getName(): string; getValue(): string | null }[];
    };
    const flags = Object.fromEntries(
      (withFlags.getFlags?.() ?? []).map((flag) => [flag.getName(), flag.getValue()]),
    );
    if (keyword === 'FROM') {
      const name = /\bAS\s+(\S+)/i.exec(args)?.[1] ?? String(stages.length);
      stage = { name, root: join(work, `stage-${stages.length}`), workdir: '/', env: {} };
      mkdirSync(stage.root, { recursive: true });
      stages.push(stage);
      step(`FROM ${args}`);
      continue;
    }
    if (!stage) throw new CheckFailed(`Dockerfile: ${keyword} before FROM`);
    switch (keyword) {
      case 'WORKDIR':
        stage.workdir = posix.resolve(stage.workdir, args);
        mkdirSync(inStage('.'), { recursive: true });
        break;
      case 'ENV':
        for (const property of (
          instruction as unknown as {
            getProperties(): { getName(): string; getValue(): string | null }[];
          }
        ).getProperties()) {
          stage.env[property.getName()] = property.getValue() ?? '';
        }
        break;
      case 'COPY': {
        const parts = args.split(/\s+/).filter(Boolean);
        const dest = parts.pop()!;
        const from = flags.from ? stages.find((s) => s.name === flags.from)?.root : context;
        if (!from) throw new CheckFailed(`Dockerfile: COPY --from=${flags.from}: no such stage`);
        for (const source of parts) {
          const src = join(from, source);
          if (!existsSync(src)) throw new CheckFailed(`COPY ${source}: not in the build context`);
          const target = inStage(dest);
          if (statSync(src).isDirectory())
            cpSync(src, target, { recursive: true, verbatimSymlinks: true });
          else {
            const into =
              dest.endsWith('/') || parts.length > 1 ? join(target, basename(src)) : target;
            mkdirSync(dirname(into), { recursive: true });
            cpSync(src, into);
          }
        }
        break;
      }
      case 'RUN': {
        if (/^apt-get\b/.test(args)) {
          requireDebianPackages(args);
          break;
        }
        step(`RUN ${args}`);
        const run = spawnSync('sh', ['-c', args], {
          cwd: inStage('.'),
          env: { ...baseEnv(), ...stage.env },
          stdio: 'inherit',
        });
        if (run.status !== 0) throw new CheckFailed(`RUN ${args}: exit ${run.status}`);
        break;
      }
      case 'CMD':
        stage.cmd = jsonArguments(instruction, args);
        break;
      case 'HEALTHCHECK': {
        const command = /\bCMD\s+([\s\S]*)$/.exec(args.replace(/\\\n/g, ' '))?.[1];
        if (!command) throw new CheckFailed('Dockerfile: HEALTHCHECK has no CMD');
        stage.healthcheck = jsonArguments(instruction, command.trim());
        break;
      }
      default:
        break;
    }
  }
  if (!stage?.cmd) throw new CheckFailed('Dockerfile: the last stage has no CMD');
  return stage;
}

/**
 * A RUN that installs Debian packages adds to the base image, which is this machine's: rather than
 * run apt-get here (and remove this machine's package lists), the check requires the packages
 * installed on it.
 */
function requireDebianPackages(run: string) {
  const install = /apt-get install\s+([^&;|]*)/.exec(run)?.[1] ?? '';
  const packages = install.split(/\s+/).filter((word) => /^[a-z0-9][a-z0-9.+-]+$/.test(word));
  if (!packages.length) throw new CheckFailed(`RUN ${run}: no package named to install`);
  step(`RUN apt-get: ${packages.join(', ')} (the base image's; checked installed here)`);
  for (const name of packages) {
    const status = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
    if (!status.stdout?.includes('install ok installed'))
      throw new CheckFailed(
        `Debian package ${name} is not installed here: apt-get install -y ${name}`,
      );
  }
}

async function expectOk(what: string, response: Response): Promise<string> {
  const body = await response.text();
  if (!response.ok) throw new CheckFailed(`${what}: HTTP ${response.status} ${body.slice(0, 300)}`);
  return body;
}

async function checkServer(base: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (server.exitCode !== null) {
      throw new CheckFailed(
        `the server exited (code ${server.exitCode}) before it was ready:\n${log()}`,
      );
    }
    const ready = await fetch(`${base}/api/ready`).catch(() => undefined);
    if (ready?.ok) break;
    if (Date.now() > deadline)
      throw new CheckFailed(`not ready within ${READY_WITHIN_MS} ms:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  step('ready: /api/ready answers 200');

  const studies = JSON.parse(
    await expectOk('GET /api/case-studies', await fetch(`${base}/api/case-studies`)),
  ) as { caseStudies: Record<string, unknown> };
  const slug = Object.keys(studies.caseStudies)[0];
  if (!slug) throw new CheckFailed('GET /api/case-studies: none (was the database seeded?)');
  for (const path of ['/', '/contact', `/case-studies/${slug}`]) {
    const html = await expectOk(`GET ${path}`, await fetch(`${base}${path}`));
    if (!/<div id="root">\s*<\w/.test(html)) {
      throw new CheckFailed(`GET ${path}: the page was not drawn by the server`);
    }
  }
  step(`pages: /, /contact and /case-studies/${slug} drawn by the server`);

  const chat = JSON.parse(
    await expectOk(
      'chat message',
      await fetch(`${base}/api/conversations/message`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          message: 'We need a brand campaign for our coffee roastery in Silver Lake',
          sessionId: randomUUID(),
        }),
      }),
    ),
  ) as { reply?: string; intent?: string };
  if (!chat.reply) throw new CheckFailed('chat message: no reply');
  step(`chat: replied (${chat.intent}): "${chat.reply.slice(0, 60)}…"`);

  const form = new FormData();
  form.append('clientName', 'Image Check');
  form.append(
    'pdf',
    new Blob([await textPdf('Spring launch brief. Budget: $50K. Launch in March.')], {
      type: 'application/pdf',
    }),
    'brief.pdf',
  );
  const upload = JSON.parse(
    await expectOk(
      'PDF upload',
      await fetch(`${base}/api/upload-pdf`, { method: 'POST', body: form }),
    ),
  ) as { message?: string };
  // The page count comes from the PDF worker: this fails if the compiled worker does not load.
  if (!upload.message?.includes('(1 page)')) {
    throw new CheckFailed(`PDF upload: unexpected answer ${JSON.stringify(upload)}`);
  }
  step(`upload: ${upload.message}`);
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'image-check-'));
  const context = join(work, 'context');
  const database = `image_check_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BASE_DATABASE_URL });
  let server: ChildProcess | undefined;
  let connected = false;
  let output = '';
  try {
    step(`build context → ${context} (as .dockerignore allows)`);
    copyContext(context);
    const image = replay(readFileSync(join(REPO, 'Dockerfile'), 'utf8'), context, work);

    await admin.connect();
    connected = true;
    await admin.query(`CREATE DATABASE "${database}"`);
    const databaseUrl = new URL(BASE_DATABASE_URL);
    databaseUrl.pathname = `/${database}`;

    const port = await freePort();
    const env = {
      ...baseEnv(),
      ...image.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl.toString(),
      ADMIN_TOKEN: randomBytes(24).toString('base64url'),
    };
    const [command, ...args] = image.cmd!;
    const cwd = join(image.root, image.workdir);
    step(
      `CMD ${JSON.stringify(image.cmd)} in ${image.workdir} (port ${port}, database ${database})`,
    );
    server = spawn(command!, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const log = () => output.split('\n').slice(-30).join('\n');

    await checkServer(`http://127.0.0.1:${port}`, server, log);

    if (image.healthcheck) {
      const [hc, ...hcArgs] = image.healthcheck;
      const health = spawnSync(hc!, hcArgs, { cwd, env, timeout: 10_000 });
      if (health.status !== 0) {
        throw new CheckFailed(`HEALTHCHECK exited ${health.status}: ${health.stderr.toString()}`);
      }
      step('HEALTHCHECK command exits 0');
    }

    // `docker stop` signals the CMD's process (PID 1 in the container): it must be the server.
    const exited = new Promise<number | null>((resolve) =>
      server!.once('exit', (code) => resolve(code)),
    );
    server.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_WITHIN_MS)),
    ]);
    if (code === 'timeout')
      throw new CheckFailed(`still running ${STOP_WITHIN_MS} ms after SIGTERM`);
    if (code !== 0 || !/"signal":"SIGTERM".*shutting down/.test(output)) {
      throw new CheckFailed(`SIGTERM: exit ${code}, no graceful shutdown logged:\n${log()}`);
    }
    step('SIGTERM: "shutting down" logged, exit 0');
    console.log(`\nimage check passed in ${seconds()}`);
    process.exitCode = 0;
  } finally {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    if (connected) {
      await admin
        .query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
        .catch(() => undefined);
      await admin.end().catch(() => undefined);
    }
    if (KEEP) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

// Failure unless main says otherwise: a promise left pending must not end the run as a pass.
process.exitCode = 1;
main().catch((error: unknown) => {
  console.error(
    `\nimage check FAILED after ${seconds()}: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
