// Prepares one migrated, seeded database per run; each test file then gets its own copy, so files
// never see each other's rows. Real Postgres when TEST_DATABASE_URL or DATABASE_URL is set (a
// template database made for this run, dropped at the end), else embedded PGlite (a template folder).
import { applyMigrations, openDatabase, seed } from '@agency/db';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import {
  adminQuery,
  databaseUrlFor,
  uniqueDatabaseName,
} from '../../../scripts/testing/database.ts';
import type { TestDatabaseInfo } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (serverUrl) {
    const template = uniqueDatabaseName('agency_test');
    await adminQuery(serverUrl, `CREATE DATABASE "${template}"`);
    const db = openDatabase({ databaseUrl: databaseUrlFor(serverUrl, template), dataDir: '' });
    await applyMigrations(db.adapterFactory);
    await seed(db.prisma);
    await db.close();
    project.provide('testDatabase', { kind: 'postgres', serverUrl, template });
    // Copies are dropped by the files that made them; the template goes last.
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  }
  const templateDir = mkdtempSync(join(tmpdir(), 'agency-test-template-'));
  const db = openDatabase({ dataDir: templateDir });
  await applyMigrations(db.adapterFactory);
  await seed(db.prisma);
  await db.close();
  project.provide('testDatabase', { kind: 'embedded', templateDir });
  return () => rmSync(templateDir, { recursive: true, force: true });
}
