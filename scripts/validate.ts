// `npm run validate`: the checks CI runs before the browser, so that a developer runs the same:
// bundle budgets (of the current build), typecheck and lint, then every test. Typecheck and lint
// run at once, since each keeps one core busy; their output is printed whole as each ends. Prints
// each step's time, and stops at the first step that fails.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs a command from the repository's root; `capture` holds its output back until it ends. */
function run(name: string, command: string, { capture = false } = {}): Promise<boolean> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      cwd: root,
      shell: true,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      if (capture) process.stdout.write(Buffer.concat(chunks));
      const seconds = (performance.now() - started) / 1000;
      console.log(`== ${name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
      resolve(code === 0);
    });
  });
}

const steps: (() => Promise<boolean>)[] = [
  () =>
    run('bundle budgets', 'node --import tsx apps/web/scripts/bundle-size.ts --check', {
      capture: true,
    }),
  async () => {
    const results = await Promise.all([
      run('typecheck', 'npm run typecheck', { capture: true }),
      run('lint', 'npm run lint', { capture: true }),
    ]);
    return results.every(Boolean);
  },
  () => run('tests', 'npm test'),
];

for (const step of steps) {
  if (!(await step())) process.exit(1);
}
