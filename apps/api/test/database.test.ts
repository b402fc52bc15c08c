import {
  applyMigrations,
  createMigration,
  seed,
  seedIfEmpty,
  statementNames,
  PRISMA_DIR,
} from '@agency/db';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { copyTestDatabase, createEmptyTestDatabase, type TestDatabase } from './database.ts';

let opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.map((database) => database.destroy()));
  opened = [];
});
async function track(database: Promise<TestDatabase>) {
  const value = await database;
  opened.push(value);
  return value;
}

async function snapshot(database: TestDatabase) {
  const { prisma } = database.db;
  const [caseStudies, services, cards, physics, answers, samples, roles] = await Promise.all([
    prisma.caseStudy.findMany({ orderBy: { id: 'asc' } }),
    prisma.service.findMany({ orderBy: { slug: 'asc' } }),
    prisma.card.findMany({ orderBy: { id: 'asc' } }),
    prisma.physicsConfig.findMany({ orderBy: { id: 'asc' } }),
    prisma.answerUnit.findMany({ orderBy: { id: 'asc' } }),
    prisma.sampleContentItem.findMany({ orderBy: { id: 'asc' } }),
    prisma.role.findMany({ orderBy: { id: 'asc' } }),
  ]);
  return { caseStudies, services, cards, physics, answers, samples, roles };
}

describe('statements on Postgres', () => {
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'are prepared by name, so that a connection parses and plans each one once',
    async () => {
      const database = await track(copyTestDatabase(inject('testDatabase')));
      // A statement is prepared before it runs: it finds itself among the connection's.
      const prepared = await database.db.prisma.$queryRaw<{ name: string; statement: string }[]>`
        SELECT name, statement FROM pg_prepared_statements WHERE NOT from_sql`;
      const self = prepared.find((row) => row.statement.includes('FROM pg_prepared_statements'));
      expect(self?.name).toMatch(/^s[\w-]{24}$/);
    },
  );

  it('are named after their text, and past the limit go unnamed rather than fill a connection', () => {
    const name = statementNames(2);
    const a = name({ sql: 'SELECT 1' });
    expect(name({ sql: 'SELECT 1' })).toBe(a);
    const b = name({ sql: 'SELECT 2' });
    expect(b).not.toBe(a);
    expect(name({ sql: 'SELECT 3' })).toBe('');
    expect(name({ sql: 'SELECT 2' })).toBe(b);
  });
});

describe('migrations and seed', () => {
  it('migrate an empty database, seed it, and seeding again changes nothing', async () => {
    const database = await track(createEmptyTestDatabase(inject('testDatabase')));
    const applied = await applyMigrations(database.db.adapterFactory);
    expect(applied.length).toBeGreaterThan(0);
    expect(await applyMigrations(database.db.adapterFactory)).toEqual([]);

    const first = await seedIfEmpty(database.db.prisma);
    expect(first?.inserted.caseStudies).toBeGreaterThanOrEqual(8);
    expect(first?.inserted.answers).toBeGreaterThanOrEqual(70);
    expect(first?.inserted.roles).toBeGreaterThanOrEqual(5);
    const before = await snapshot(database);

    expect(await seedIfEmpty(database.db.prisma)).toBeNull();
    const again = await seed(database.db.prisma);
    expect(Object.values(again.inserted).every((count) => count === 0)).toBe(true);
    expect(await snapshot(database)).toEqual(before);
  });

  // Another instance starting beside this one takes the same lock to migrate: it waited ~10 s for
  // an idle connection of the engine's pool to let go, and on a busy machine timed out (P1002).
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'migrating leaves no connection holding the migration lock',
    async () => {
      const database = await track(createEmptyTestDatabase(inject('testDatabase')));
      await applyMigrations(database.db.adapterFactory);
      const [held] = await database.db.prisma.$queryRaw<{ locks: number }[]>`
        SELECT count(*)::int AS locks FROM pg_locks
        WHERE locktype = 'advisory'
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
      expect(held?.locks).toBe(0);
    },
  );

  it('a database seeded before an answer unit was written gets that unit at the next start', async () => {
    const database = await track(copyTestDatabase(inject('testDatabase')));
    const unit = await database.db.prisma.answerUnit.findFirstOrThrow({ orderBy: { id: 'asc' } });
    await database.db.prisma.answerUnit.delete({ where: { id: unit.id } });
    expect(await seedIfEmpty(database.db.prisma)).toEqual({ inserted: { answers: 1 } });
    const back = await database.db.prisma.answerUnit.findUniqueOrThrow({ where: { id: unit.id } });
    expect(back.textEn).toBe(unit.textEn);
    expect(await seedIfEmpty(database.db.prisma)).toBeNull();
  });

  it('seeding keeps an edit the admin made', async () => {
    const database = await track(copyTestDatabase(inject('testDatabase')));
    await database.db.prisma.caseStudy.update({
      where: { id: 'imax' },
      data: { title: 'Edited title' },
    });
    await seed(database.db.prisma);
    const imax = await database.db.prisma.caseStudy.findUniqueOrThrow({ where: { id: 'imax' } });
    expect(imax.title).toBe('Edited title');
  });

  it('a migration created by the runner from a schema change applies cleanly', async () => {
    const prismaDir = mkdtempSync(join(tmpdir(), 'agency-prisma-'));
    try {
      cpSync(PRISMA_DIR, prismaDir, { recursive: true });
      const schemaPath = join(prismaDir, 'schema.prisma');
      writeFileSync(
        schemaPath,
        `${readFileSync(schemaPath, 'utf8')}\nmodel Newsletter {\n  email     String   @id\n  createdAt DateTime @default(now())\n}\n`,
      );
      const folder = await createMigration(
        'add newsletter',
        prismaDir,
        new Date('2099-01-01T00:00:00Z'),
      );
      expect(folder).toBe('20990101000000_add_newsletter');
      const sql = readFileSync(join(prismaDir, 'migrations', folder!, 'migration.sql'), 'utf8');
      expect(sql).toContain('CREATE TABLE "Newsletter"');
      expect(sql).not.toContain('CREATE TABLE "CaseStudy"');

      const database = await track(copyTestDatabase(inject('testDatabase')));
      expect(await applyMigrations(database.db.adapterFactory, prismaDir)).toEqual([folder]);
      await database.db.prisma.$executeRawUnsafe(
        `INSERT INTO "Newsletter" (email) VALUES ('a@b.co')`,
      );
      expect(await createMigration('nothing new', prismaDir)).toBeNull();
    } finally {
      rmSync(prismaDir, { recursive: true, force: true });
    }
  });

  it('a migration with a function body applies whole; a failing one leaves nothing behind', async () => {
    const prismaDir = mkdtempSync(join(tmpdir(), 'agency-prisma-'));
    const addMigration = (folder: string, sql: string) => {
      mkdirSync(join(prismaDir, 'migrations', folder));
      writeFileSync(join(prismaDir, 'migrations', folder, 'migration.sql'), sql);
    };
    try {
      cpSync(PRISMA_DIR, prismaDir, { recursive: true });
      addMigration(
        '20990101000000_shout',
        `CREATE FUNCTION "shout"(text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  RETURN upper($1) || '!';
END;
$$;`,
      );
      const database = await track(copyTestDatabase(inject('testDatabase')));
      expect(await applyMigrations(database.db.adapterFactory, prismaDir)).toEqual([
        '20990101000000_shout',
      ]);
      expect(
        await database.db.prisma.$queryRaw<{ said: string }[]>`SELECT "shout"('hi') AS said`,
      ).toEqual([{ said: 'HI!' }]);

      addMigration(
        '20990102000000_half',
        'CREATE TABLE "Half" (id int PRIMARY KEY);\nINSERT INTO "Missing" VALUES (1);',
      );
      await expect(applyMigrations(database.db.adapterFactory, prismaDir)).rejects.toThrow(
        /Missing/,
      );
      // The next start still stops on the failed migration rather than reading it as applied.
      await expect(applyMigrations(database.db.adapterFactory, prismaDir)).rejects.toThrow(
        /failed/i,
      );
      expect(
        await database.db.prisma.$queryRaw`SELECT to_regclass('"Half"')::text AS half`,
      ).toEqual([{ half: null }]);
    } finally {
      rmSync(prismaDir, { recursive: true, force: true });
    }
  });

  it('every write to the public content bumps the content version, reads do not', async () => {
    const database = await track(copyTestDatabase(inject('testDatabase')));
    const { prisma } = database.db;
    const version = async () =>
      (await prisma.contentVersion.findUniqueOrThrow({ where: { id: 1 } })).version;
    let last = await version();
    const expectBump = async (write: () => Promise<unknown>) => {
      await write();
      const now = await version();
      expect(now).toBeGreaterThan(last);
      last = now;
    };
    await expectBump(() =>
      prisma.caseStudy.update({ where: { id: 'imax' }, data: { title: 'Renamed' } }),
    );
    await expectBump(() => prisma.service.updateMany({ data: { results: 'Better.' } }));
    await expectBump(() => prisma.card.deleteMany({}));
    await expectBump(() => prisma.physicsConfig.updateMany({ data: { mass: 2 } }));
    await expectBump(() => prisma.answerUnit.updateMany({ data: { topic: 'general' } }));
    await prisma.caseStudy.findMany();
    await prisma.conversation.create({ data: { sessionId: 'not content' } });
    expect(await version()).toBe(last);
  });
});
