import { applyMigrations, seedIfEmpty, type Database } from '@agency/db';
import type { Logger } from './logger.ts';

export interface Readiness {
  ready: boolean;
  /** Why the server is not ready yet, for `GET /api/ready`. */
  reason: string;
}

/**
 * Migrates and seeds, retrying with backoff while the database is unreachable, so a server that
 * starts before its Postgres reports not-ready instead of crashing. Then `warm` builds what the
 * first visitors would otherwise wait for; if it fails, that is built on first use instead.
 */
export async function prepareDatabase(
  db: Database,
  readiness: Readiness,
  log: Logger,
  signal: AbortSignal,
  warm: () => Promise<unknown> = async () => {},
) {
  for (let attempt = 1; !signal.aborted; attempt++) {
    try {
      const applied = await applyMigrations(db.adapterFactory);
      if (applied.length) log.info({ applied }, 'migrations applied');
      const seeded = await seedIfEmpty(db.prisma);
      if (seeded) log.info(seeded.inserted, 'seeded an empty database');
      readiness.reason = 'preparing the assistant';
      await warm().catch((error: unknown) => log.warn({ err: error }, 'warm-up failed'));
      readiness.ready = true;
      readiness.reason = 'ready';
      return;
    } catch (error) {
      const delay = Math.min(30_000, 500 * 2 ** Math.min(attempt, 6));
      readiness.reason = `database not reachable (attempt ${attempt}); retrying`;
      log.warn({ err: error, attempt, retryInMs: delay }, 'database not ready; retrying');
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  }
}

export async function checkReady(db: Database, readiness: Readiness) {
  if (!readiness.ready)
    return { ok: false, body: { status: 'starting', message: readiness.reason } };
  try {
    await db.prisma.$queryRaw`SELECT 1`;
    return {
      ok: true,
      body: { status: 'ready', database: db.kind === 'postgres' ? 'postgres' : 'embedded' },
    };
  } catch {
    return { ok: false, body: { status: 'unavailable', message: 'database not reachable' } };
  }
}
