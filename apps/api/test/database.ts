import { openDatabase, type Database } from '@agency/db';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, databaseUrlFor } from '../../../scripts/testing/database.ts';

export type TestDatabaseInfo =
  | { kind: 'postgres'; serverUrl: string; template: string }
  | { kind: 'embedded'; templateDir: string };

export interface TestDatabase {
  db: Database;
  /** Connection settings a child process can use to open the same database. */
  env: { DATABASE_URL?: string; DATA_DIR?: string };
  destroy(): Promise<void>;
}

let counter = 0;

async function createPostgresDatabase(
  info: { serverUrl: string },
  name: string,
  template?: string,
): Promise<TestDatabase> {
  // The template's last connections (the migration engine's pool) can linger after close; Postgres
  // refuses to copy a database that is in use (55006), so end them and retry briefly.
  for (let attempt = 1; ; attempt++) {
    try {
      if (template) {
        await adminQuery(
          info.serverUrl,
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${template}' AND pid <> pg_backend_pid()`,
        );
      }
      await adminQuery(
        info.serverUrl,
        `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`,
      );
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const databaseUrl = databaseUrlFor(info.serverUrl, name);
  const db = openDatabase({ databaseUrl, dataDir: '' });
  return {
    db,
    env: { DATABASE_URL: databaseUrl },
    async destroy() {
      await db.close().catch(() => {});
      await adminQuery(info.serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** A fresh copy of the run's migrated and seeded template. */
export async function copyTestDatabase(info: TestDatabaseInfo): Promise<TestDatabase> {
  if (info.kind === 'postgres') {
    return createPostgresDatabase(
      info,
      `${info.template}_${process.pid}_${++counter}`,
      info.template,
    );
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-test-db-'));
  cpSync(info.templateDir, dataDir, { recursive: true });
  const db = openDatabase({ dataDir });
  return {
    db,
    env: { DATA_DIR: dataDir },
    async destroy() {
      await db.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty database of the run's kind, with no migrations applied. */
export async function createEmptyTestDatabase(info: TestDatabaseInfo): Promise<TestDatabase> {
  if (info.kind === 'postgres') {
    return createPostgresDatabase(info, `${info.template}_empty_${process.pid}_${++counter}`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-test-empty-'));
  const db = openDatabase({ dataDir });
  return {
    db,
    env: { DATA_DIR: dataDir },
    async destroy() {
      await db.close().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
