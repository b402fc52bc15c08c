import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

describe('the embedded database in its worker thread', () => {
  it('answers, keeps a transaction to itself, reports errors, and closes twice without hanging', async () => {
    const db = openDatabase({ dataDir: 'memory://' });
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

    await db.close();
    await db.close();
    await expect(db.prisma.$queryRawUnsafe('SELECT 1')).rejects.toThrow();
  }, 60_000); // a fresh PGlite takes seconds to start
});
