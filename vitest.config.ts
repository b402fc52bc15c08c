import { availableParallelism } from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The integration tests: the real app through `inject`, each file on its own copy of a migrated,
 * seeded database (Postgres with TEST_DATABASE_URL or DATABASE_URL, else embedded). Files run one
 * at a time: several spawn servers and time uploads, and the embedded database is a worker per file.
 */
export const integration = {
  test: {
    name: 'integration',
    environment: 'node',
    include: ['apps/api/test/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
    globalSetup: ['apps/api/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
} satisfies TestProjectInlineConfiguration;

export default defineConfig({
  test: {
    // Vitest's default, one worker fewer than the cores, leaves a two-core machine with one: the
    // unit and web files are CPU-bound and independent, so they use both.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Many unit files build the assistant or start a worker: a second of CPU when the machine
          // is idle, several beside the other worker, so the 5 s default is no bound (as in web).
          testTimeout: 30_000,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      integration,
      'apps/*/vitest.config.ts',
    ],
  },
});
