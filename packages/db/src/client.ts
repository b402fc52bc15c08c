import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { mkdirSync } from 'node:fs';
import { PrismaClient } from './generated/prisma/client.ts';

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
   * promise settles (the database lives in this process). Resolves once listening.
   */
  listen?(channel: string, listener: () => void): Promise<void>;
  close(): Promise<void>;
}

/** Postgres extensions the migrations create, loaded into every PGlite (Postgres ships them as contrib).
 * pg_trgm: the admin's substring search uses trigram indexes. */
export const PGLITE_EXTENSIONS = { pg_trgm };

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
  const pglite = new PGlite(config.dataDir, { extensions: PGLITE_EXTENSIONS });
  const adapterFactory = new PrismaPGlite(pglite);
  const prisma = new PrismaClient({ adapter: adapterFactory });
  return {
    kind: 'embedded',
    prisma,
    adapterFactory,
    async listen(channel, listener) {
      await pglite.listen(channel, listener);
    },
    async close() {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
