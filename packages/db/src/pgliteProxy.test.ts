import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { Prisma } from './generated/prisma/client.ts';

describe('the embedded database in its worker thread', () => {
  // One database for the file: a fresh PGlite takes seconds to start (most of this file's time),
  // and each test works in a table of its own.
  let db: Database;
  beforeAll(() => {
    db = openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    // Closing twice does not hang, and a closed database refuses queries.
    await db.close();
    await db.close();
    await expect(db.prisma.$queryRawUnsafe('SELECT 1')).rejects.toThrow();
  });

  it('answers, keeps a transaction to itself and reports errors', async () => {
    const rows = await db.prisma.$queryRaw<{ n: number }[]>`SELECT 41 + 1 AS n`;
    expect(rows).toEqual([{ n: 42 }]);

    await db.prisma.$executeRawUnsafe('CREATE TABLE t (v int)');
    await expect(
      db.prisma.$transaction(async (tx) => {
        await tx.$executeRawUnsafe('INSERT INTO t VALUES (1)');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    await db.prisma.$transaction(async (tx) => {
      await tx.$executeRawUnsafe('INSERT INTO t VALUES (2)');
    });
    expect(await db.prisma.$queryRawUnsafe('SELECT v FROM t')).toEqual([{ v: 2 }]);
    // A database error crosses the thread as Prisma's own error, code and all.
    await expect(db.prisma.$executeRawUnsafe('SELECT * FROM missing')).rejects.toMatchObject({
      code: 'P2010',
    });
  }, 60_000); // the first query waits for PGlite to start

  it('runs query statements prepared, with any text as a value, and refuses a NUL as Postgres does', async () => {
    await db.prisma.$executeRawUnsafe('CREATE TABLE notes (id int PRIMARY KEY, body text)');
    const insert = (id: number, body: string) =>
      db.query<{ id: number; body: string }>(
        Prisma.sql`INSERT INTO notes VALUES (${id}, ${body}) RETURNING id, body`,
      );
    const hostile = ["it's", 'back\\slash \\', "'); DROP TABLE notes; --", 'ñ 🎬 \u202e'];
    // Several at once, before the statement is prepared, then again once it is.
    const first = await Promise.all(hostile.map((body, i) => insert(i, body)));
    expect(first.map(([row]) => row)).toEqual(hostile.map((body, id) => ({ id, body })));
    expect(await insert(10, hostile[1]!)).toEqual([{ id: 10, body: hostile[1] }]);
    // Prepared once in the session, however many ran it, and several at once at first.
    expect(
      await db.prisma.$queryRaw`
          SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement LIKE '%INTO notes%'`,
    ).toEqual([{ n: 1 }]);
    expect(
      await db.query(
        Prisma.sql`SELECT count(*)::int AS n, bool_and(body IS NOT NULL) AS ok FROM notes`,
      ),
    ).toEqual([{ n: 5, ok: true }]);

    // Lone surrogates are stored as U+FFFD, as from a bound value, and the statement stays whole.
    expect(await insert(20, `${'\udfff'.repeat(5000)}end`)).toEqual([
      { id: 20, body: `${'\ufffd'.repeat(5000)}end` },
    ]);
    await expect(insert(11, 'a\u0000b')).rejects.toMatchObject({ code: '22021' });
    // A database error keeps its code across the thread.
    await expect(insert(10, 'again')).rejects.toMatchObject({ code: '23505' });
    expect(await insert(12, 'after')).toEqual([{ id: 12, body: 'after' }]);
  }, 60_000);
});
