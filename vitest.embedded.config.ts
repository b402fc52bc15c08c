// `npm run test:embedded`: the integration files whose behaviour depends on the database
// (scripts/testing/databaseDependent.ts), on the embedded database whatever the shell's
// DATABASE_URL or TEST_DATABASE_URL says, since the run's template database is chosen by them.
import { defineConfig } from 'vitest/config';
import { DATABASE_DEPENDENT } from './scripts/testing/databaseDependent.ts';
import { integration } from './vitest.config.ts';

delete process.env.DATABASE_URL;
delete process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: { ...integration.test, name: 'embedded', include: Object.keys(DATABASE_DEPENDENT) },
});
