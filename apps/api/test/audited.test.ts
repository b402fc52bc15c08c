// The content staff edit and can take back (roles, case studies, the assistant's answers) is written
// with its revision row or not at all: a revision Postgres refuses (an actor with a NUL, which a
// text column cannot hold) must leave the content as it was, with no revision and no new row.
import type { RoleCreate } from '@agency/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnswer, updateAnswer } from '../src/services/admin/answers.ts';
import { createCaseStudy, updateCaseStudy } from '../src/services/admin/caseStudies.ts';
import { createRole, updateRole } from '../src/services/admin/roles.ts';
import { createTestApp } from './helper.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BROKEN = 'Lupe\u0000';

const posting: RoleCreate = {
  title: 'Audited Producer',
  track: 'full-time',
  discipline: 'production',
  workMode: 'hybrid',
  payMin: 80_000,
  payMax: 95_000,
  payUnit: 'year',
  description: 'Runs shoots from call sheet to wrap.',
  requirements: '- Three years producing',
  status: 'draft',
};

/** Every revision row of the three kinds, to see that a failed write added none. */
const revisions = async () =>
  (await t.prisma.roleRevision.count()) +
  (await t.prisma.caseStudyRevision.count()) +
  (await t.prisma.answerUnitRevision.count());

describe('an audited write whose revision cannot be written', () => {
  it('leaves a role as it was, and creates none', async () => {
    const before = await revisions();
    await expect(createRole(t.prisma, posting, BROKEN)).rejects.toThrow();
    expect(await t.prisma.role.findUnique({ where: { id: 'audited-producer' } })).toBeNull();

    await createRole(t.prisma, posting, 'Lupe');
    const stored = await t.prisma.role.findUniqueOrThrow({ where: { id: 'audited-producer' } });
    const after = await revisions();
    expect(after).toBe(before + 1);
    await expect(updateRole(t.prisma, stored.id, { payMax: 99_000 }, BROKEN)).rejects.toThrow();
    expect(await t.prisma.role.findUniqueOrThrow({ where: { id: stored.id } })).toEqual(stored);
    expect(await revisions()).toBe(after);
  });

  it('leaves a case study as it was, and creates none', async () => {
    const stored = await t.prisma.caseStudy.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const before = await revisions();
    await expect(
      updateCaseStudy(t.prisma, stored.id, { title: 'A title never saved' }, BROKEN),
    ).rejects.toThrow();
    expect(await t.prisma.caseStudy.findUniqueOrThrow({ where: { id: stored.id } })).toEqual(
      stored,
    );

    await updateCaseStudy(t.prisma, stored.id, { title: 'A title saved' }, 'Lupe');
    expect(await revisions()).toBe(before + 1);

    const count = await t.prisma.caseStudy.count();
    await expect(
      createCaseStudy(
        t.prisma,
        { ...(await caseStudyInput(stored.id)), id: 'never-saved' },
        BROKEN,
      ),
    ).rejects.toThrow();
    expect(await t.prisma.caseStudy.count()).toBe(count);
    expect(await revisions()).toBe(before + 1);
  });

  it('leaves an answer as it was, and creates none', async () => {
    const stored = await t.prisma.answerUnit.findFirstOrThrow({ orderBy: { id: 'asc' } });
    const before = await revisions();
    await expect(
      updateAnswer(t.prisma, stored.id, { topic: 'never-saved' }, BROKEN),
    ).rejects.toThrow();
    expect(await t.prisma.answerUnit.findUniqueOrThrow({ where: { id: stored.id } })).toEqual(
      stored,
    );

    await updateAnswer(t.prisma, stored.id, { topic: 'saved' }, 'Lupe');
    expect(await revisions()).toBe(before + 1);

    const count = await t.prisma.answerUnit.count();
    await expect(
      createAnswer(
        t.prisma,
        {
          topic: 'audit',
          context: stored.context as 'general',
          textEn: 'Never saved.',
          textEs: 'Nunca guardada.',
          phrasingsEn: ['is this answer ever saved'],
          phrasingsEs: [],
          enabled: true,
        },
        BROKEN,
      ),
    ).rejects.toThrow();
    expect(await t.prisma.answerUnit.count()).toBe(count);
    expect(await revisions()).toBe(before + 1);
  });
});

/** A case study as the admin's form sends it: the stored one, read through its public shape. */
async function caseStudyInput(id: string) {
  const res = await t.app.inject('/api/case-studies');
  expect(res.statusCode).toBe(200);
  const listing = res.json() as { caseStudies: Record<string, Record<string, unknown>> };
  const { updatedAt: _updatedAt, ...study } = listing.caseStudies[id]!;
  return study as Parameters<typeof createCaseStudy>[1];
}
