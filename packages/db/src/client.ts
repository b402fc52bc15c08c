import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { type Prisma, PrismaClient } from './generated/prisma/client.ts';
import { PGliteWorkerProxy, workerAdapterFactory } from './pgliteProxy.ts';
import { statementNames } from './statements.ts';

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
  /**
   * One statement run by the driver itself, past Prisma's query engine, whose own work per call
   * was a fifth of the event loop's in the chat (bench:load); prepared once per connection (on
   * the embedded database, once in its session). Rows come as the driver reads them, so a
   * statement casts what it returns to text, int, boolean or json.
   */
  query<Row>(statement: Prisma.Sql): Promise<Row[]>;
  close(): Promise<void>;
}

export { PGLITE_EXTENSIONS } from './extensions.ts';

export { PREPARED_STATEMENTS_MAX, statementNames } from './statements.ts';

export function openDatabase(config: DatabaseConfig): Database {
  if (config.databaseUrl) {
    const settings = {
      connectionString: config.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
    };
    // One pool for Prisma and `query`, so that the two share connections and prepared statements.
    const pool = new pg.Pool(settings);
    // A pooled connection that breaks while idle is dropped, and the next query opens another;
    // unheard, the pool's error would end the process.
    pool.on('error', () => undefined);
    const statementName = statementNames();
    const prisma = new PrismaClient({
      adapter: new PrismaPg(pool, { statementNameGenerator: statementName }),
    });
    return {
      kind: 'postgres',
      prisma,
      // The migration engine gets pools of its own: it ends them to let go of its lock.
      adapterFactory: new PrismaPg(settings),
      async query<Row>(statement: Prisma.Sql) {
        const text = statement.text;
        const name = statementName({ sql: text });
        const result = await pool.query({ name, text, values: statement.values });
        return result.rows as Row[];
      },
      // Closed by whoever is done with it last, the app or the bench that lent it the database.
      async close() {
        await prisma.$disconnect();
        if (!pool.ended) await pool.end();
      },
    };
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
    query: <Row>(statement: Prisma.Sql) => proxy.query<Row>(statement.text, statement.values),
    async close() {
      await prisma.$disconnect();
      await proxy.close();
    },
  };
}
