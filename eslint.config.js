// ESLint for the whole monorepo (`npm run lint` runs Prettier, then this). Type-aware rules come
// from each workspace's own tsconfig.json; the import boundaries below encode the layers of
// docs/decisions/005-boundaries.md: web talks to the API only over HTTP (types aside), services
// know nothing of HTTP or tRPC, routes and tRPC routers meet only in services, and packages never
// reach into apps.
// `npm run lint` caches results by file content (node_modules/.cache/eslint): a finding that a
// change in another file causes (a function turned async, say) shows once that file is linted
// again, or on a cold run such as CI's.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A relative import that climbs out of its workspace into `dirs`, e.g. `../../../packages/db/…`.
const climbsInto = (...dirs) => `^(\\.\\./)+(${dirs.join('|')})/`;

// `no-restricted-imports` settings do not merge between config objects, so each layer states its
// whole list; the shared entries live here.
const otherAppsAndPackages = [
  {
    regex: climbsInto('apps', 'packages'),
    message: 'Import a workspace by its package name (@agency/…), never by a relative path.',
  },
];
const httpFrameworks = {
  regex: '^(fastify|fastify-.*|@fastify/.*|@trpc/.*)$',
  message:
    'Services know nothing of HTTP or tRPC: take plain arguments and return plain values; ' +
    'the Fastify side lives in src/http, src/plugins and src/routes.',
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/.data/',
      'packages/db/src/generated/',
      'apps/web/public/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            'scripts/*.mjs',
            '*/*/scripts/*.mjs',
            'apps/api/src/services/files/*.mjs',
            'apps/api/src/services/assistant/*.mjs',
            'packages/db/src/*.mjs',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // The api's untyped-library shims must travel with the files that use them: apps/web's
      // program reaches those files through its type import of the API's router.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always' }],
      // Stripping control characters from visitors' text and file names is what these patterns are for.
      'no-control-regex': 'off',
    },
  },
  {
    // Tests and type shims for untyped libraries handle arbitrary JSON and callbacks.
    files: ['**/*.test.{ts,tsx}', '**/testing.tsx', '**/test/**', 'apps/web/e2e/**', '**/*.d.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // --- import boundaries -------------------------------------------------------------------------
  {
    files: ['apps/web/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@agency/api$',
              allowTypeImports: true,
              message: 'The web app may import only types from the API (it calls it over HTTP).',
            },
            {
              regex: '^@agency/(?!schema$|api$)',
              message: 'The web app may import only @agency/schema (and types from @agency/api).',
            },
            {
              regex: climbsInto('apps', 'packages'),
              message:
                'The web app may import only @agency/schema (and types from @agency/api), by package name.',
            },
          ],
        },
      ],
    },
  },
  {
    // The end-to-end suite runs in Node against the built server and is never bundled: it may set
    // up what the server needs (a throwaway database, say), by package name.
    files: ['apps/web/e2e/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: otherAppsAndPackages }],
    },
  },
  {
    files: ['packages/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@agency/(api|web)$', message: 'Packages never import apps.' },
            ...otherAppsAndPackages,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@agency/web$', message: 'Apps never import each other.' },
            ...otherAppsAndPackages,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/services/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            httpFrameworks,
            {
              regex: '^(\\.\\./)+(routes|trpc|plugins|http)/',
              message: 'Services sit below routes, tRPC routers, plugins and HTTP helpers.',
            },
            ...otherAppsAndPackages,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/env.ts', 'apps/api/src/errors.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./(services|routes|trpc|plugins|http)/',
              message: 'Configuration and error types sit below every layer of the API.',
            },
            ...otherAppsAndPackages,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/routes/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+trpc/',
              message: 'REST routes and tRPC routers share services, never each other’s internals.',
            },
            ...otherAppsAndPackages,
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/trpc/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+routes/',
              message: 'REST routes and tRPC routers share services, never each other’s internals.',
            },
            ...otherAppsAndPackages,
          ],
        },
      ],
    },
  },
);
