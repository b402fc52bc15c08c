// Makes the generated Prisma client, the built web app and the compiled server. Runs after `npm install` and, with
// --if-missing, before `npm start`, so a fresh clone serves the site with no other step.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const ifMissing = process.argv.includes('--if-missing');

const steps = [
  { output: 'packages/db/src/generated/prisma/client.ts', command: 'npm run db:generate' },
  // The server renderer is the web build's last output: a build without it is not complete.
  { output: 'apps/web/dist/.ssr/entry-server.js', command: 'npm run build -w @agency/web' },
  { output: 'apps/api/dist/server.mjs', command: 'npm run build -w @agency/api' },
];

for (const step of steps) {
  if (ifMissing && existsSync(`${root}/${step.output}`)) continue;
  execSync(step.command, { cwd: root, stdio: 'inherit' });
}
