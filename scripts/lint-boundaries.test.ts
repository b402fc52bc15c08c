// The import boundaries of eslint.config.js, checked on one-line sources placed in each layer. Type
// information is switched off here: the boundary rule reads only the import statements, and
// building the workspaces' programs would cost this test half a minute.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

const WEB = 'apps/web/src/pages/About/Probe.tsx';
const SERVICE = 'apps/api/src/services/files/probe.ts';
const ROUTE = 'apps/api/src/routes/probe.ts';
const ROUTER = 'apps/api/src/trpc/routers/probe.ts';

/** [file the source is placed at (from the root), source, part of the expected message or null]. */
const CASES: [string, string, string | null][] = [
  [WEB, "export { AGENCY } from '@agency/schema';", null],
  [WEB, "export type { AppRouter } from '@agency/api';", null],
  [WEB, "export { buildApp } from '@agency/api';", 'may import only types from the API'],
  [WEB, "export { createDb } from '@agency/db';", 'web app may import only @agency/schema'],
  [
    WEB,
    "export { AGENCY } from '../../../../../packages/db/src/seed/content/agency.ts';",
    'web app may import only @agency/schema',
  ],
  ...[
    'fastify',
    '@fastify/multipart',
    'fastify-plugin',
    '@trpc/server',
    '../../routes/files.ts',
    '../../trpc/context.ts',
    '../../plugins/web.ts',
    '../../http/multipart.ts',
  ].map((source): [string, string, string] => [SERVICE, `export * from '${source}';`, 'Services']),
  [SERVICE, "export * from '../../errors.ts';", null],
  [SERVICE, "export * from './storage.ts';", null],
  [ROUTE, "export * from '../trpc/context.ts';", 'never each other'],
  [ROUTER, "export * from '../../routes/public.ts';", 'never each other'],
  [ROUTE, "export * from '../services/cards.ts';", null],
  [ROUTER, "export * from '../../services/cards.ts';", null],
  ['packages/schema/src/probe.ts', "export * from '@agency/api';", 'Packages never import apps'],
  [
    'packages/db/src/probe.ts',
    "export * from '../../../apps/api/src/env.ts';",
    'by its package name',
  ],
  ['apps/api/src/env.ts', "export * from './services/admin/auth.ts';", 'below every layer'],
];

describe('import boundaries', () => {
  it.each(CASES)('%s: %s', async (path, code, expected) => {
    const [result] = await eslint.lintText(`${code}\n`, { filePath: `${ROOT}${path}` });
    const messages = result?.messages ?? [];
    expect(messages.filter((message) => message.fatal)).toEqual([]);
    const boundaryErrors = messages
      .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
      .map((message) => message.message);
    expect(boundaryErrors).toEqual(expected === null ? [] : [expect.stringContaining(expected)]);
  });
});
