import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { mkdirSync } from 'node:fs';
import { PrismaClient } from './generated/prisma/client.ts';
import { PGliteWorkerProxy, workerAdapterFactory } from './pgliteProxy.ts';

export type DatabaseKind = 'postgres' | 'embedded';

export interface DatabaseConfig {
  /** A postgres:// URL; when absent the embedded database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
}

export interface Database {
  kind: DatabaseKind;
  prisma: PrismaClient;
  /** What the migration runner drives; the same connection settings as `prisma`. */
  adapterFactory: SqlMigrationAwareDriverAdapterFactory;
  /**
   * Embedded only: calls `listener` on each NOTIFY on `channel`, before the notifying write's own
   * promise settles (the database's thread posts the notice before the answer). Resolves once
   * listening.
   */
  listen?(channel: string, listener: () => void): Promise<void>;
  close(): Promise<void>;
}

export { PGLITE_EXTENSIONS } from './extensions.ts';

/** How many distinct statements each pooled connection keeps prepared, at most. */
export const PREPARED_STATEMENTS_MAX = 300;

/**
 * Names the statements sent to Postgres after their text, so that each pooled connection parses
 * and plans a statement once and then only binds it: a chat message's one large statement was
 * parsed and planned anew for every message (bench:load: chat throughput +15% named). The app's
 * statements are a fixed set; should some query's text vary without end, those past
 * PREPARED_STATEMENTS_MAX go unnamed (an empty name), rather than fill every connection.
 */
export function statementNames(max = PREPARED_STATEMENTS_MAX): (query: { sql: string }) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    let name = names.get(sql);
    if (name === undefined) {
      if (names.size >= max) return '';
      name = `s${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
      names.set(sql, name);
    }
    return name;
  };
}

export function openDatabase(config: DatabaseConfig): Database {
  if (config.databaseUrl) {
    const adapterFactory = new PrismaPg(
      { connectionString: config.databaseUrl, max: 10, connectionTimeoutMillis: 5000 },
      { statementNameGenerator: statementNames() },
    );
    const prisma = new PrismaClient({ adapter: adapterFactory });
    return { kind: 'postgres', prisma, adapterFactory, close: () => prisma.$disconnect() };
  }
  if (!config.dataDir.startsWith('memory://')) mkdirSync(config.dataDir, { recursive: true });
  // PGlite runs in a worker thread, so database work and HTTP work use two cores.
  const proxy = new PGliteWorkerProxy(config.dataDir);
  const adapterFactory = workerAdapterFactory(proxy);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    kind: 'embedded',
    prisma,
    adapterFactory,
    listen: (channel, listener) => proxy.listen(channel, listener),
    async close() {
      await prisma.$disconnect();
      await proxy.close();
    },
  };
}
