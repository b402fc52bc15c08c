import { join } from 'node:path';
import { REPO_ROOT } from '../migrate.ts';
import type { DatabaseConfig } from '../client.ts';

/** The same two variables the server reads, with the same defaults. */
export function configFromEnv(): DatabaseConfig {
  return {
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || join(REPO_ROOT, '.data'),
  };
}
