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

export function openDatabase(config: DatabaseConfig): Database {
  if (config.databaseUrl) {
    const adapterFactory = new PrismaPg({
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    });
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
