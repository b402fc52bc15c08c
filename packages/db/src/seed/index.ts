// Idempotent: inserts what is missing and never overwrites a row, so running it again (or at every
// start) keeps the admin's edits and changes nothing.
import { caseStudyToRow } from '../mappers.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import {
  answers,
  cards,
  caseStudies,
  physicsConfigs,
  roles,
  sampleContent,
  services,
  type RoleSeed,
} from './content/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_TRANSACTION = { maxWait: 30_000, timeout: 60_000 };

/** A seed role as a row, its dates counted from `now`. */
function roleRow({ postedDaysAgo, openForDays, ...role }: RoleSeed, now: Date) {
  return {
    ...role,
    status: 'open',
    datePosted: new Date(now.getTime() - postedDaysAgo * DAY_MS),
    validThrough: new Date(now.getTime() + openForDays * DAY_MS),
  };
}

export interface SeedResult {
  inserted: Record<string, number>;
}

export async function seed(prisma: PrismaClient): Promise<SeedResult> {
  const sampleItems = Object.entries(sampleContent).flatMap(([category, items]) =>
    (items ?? []).map((item, index) => ({
      id: `${category}-${index + 1}`,
      category,
      ...item,
      sortOrder: index,
    })),
  );
  const counts = await prisma.$transaction(
    [
      prisma.caseStudy.createMany({
        data: caseStudies.map((study, index) => ({ ...caseStudyToRow(study), sortOrder: index })),
        skipDuplicates: true,
      }),
      prisma.service.createMany({
        data: services.map((service, index) => ({ ...service, sortOrder: index })),
        skipDuplicates: true,
      }),
      prisma.card.createMany({
        data: cards.map((card, index) => ({ ...card, sortOrder: index })),
        skipDuplicates: true,
      }),
      prisma.physicsConfig.createMany({ data: physicsConfigs, skipDuplicates: true }),
      prisma.answerUnit.createMany({
        data: answers.map((unit, index) => ({ ...unit, sortOrder: index })),
        skipDuplicates: true,
      }),
      prisma.sampleContentItem.createMany({ data: sampleItems, skipDuplicates: true }),
      prisma.role.createMany({
        data: roles.map((role) => roleRow(role, new Date())),
        skipDuplicates: true,
      }),
      // A fresh embedded database on a busy machine took longer than the default 5 s.
    ],
    SEED_TRANSACTION,
  );
  const names = [
    'caseStudies',
    'services',
    'cards',
    'physicsConfigs',
    'answers',
    'sampleContent',
    'roles',
  ];
  return { inserted: Object.fromEntries(names.map((name, i) => [name, counts[i]?.count ?? 0])) };
}

/**
 * Seeds only a database that has no content yet: the first start of a fresh install. A database
 * seeded before the roles became data gets them (once, when it has none: roles are never
 * deleted, so none means never seeded), and one seeded before an answer unit was written gets
 * that unit (units are never deleted either, and the ones staff edited are left as they are).
 */
export async function seedIfEmpty(prisma: PrismaClient): Promise<SeedResult | null> {
  const [existing, answerIds, roleCount] = await Promise.all([
    prisma.caseStudy.count(),
    prisma.answerUnit.findMany({ select: { id: true } }),
    prisma.role.count(),
  ]);
  if (existing === 0) return seed(prisma);
  const inserted: Record<string, number> = {};
  const known = new Set(answerIds.map((row) => row.id));
  const missing = answers
    .map((unit, index) => ({ ...unit, sortOrder: index }))
    .filter((unit) => !known.has(unit.id));
  if (missing.length)
    inserted.answers = (
      await prisma.answerUnit.createMany({ data: missing, skipDuplicates: true })
    ).count;
  if (roleCount === 0)
    inserted.roles = (
      await prisma.role.createMany({
        data: roles.map((role) => roleRow(role, new Date())),
        skipDuplicates: true,
      })
    ).count;
  return Object.keys(inserted).length ? { inserted } : null;
}
