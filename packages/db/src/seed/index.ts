// Idempotent: inserts what is missing and never overwrites a row, so running it again (or at every
// start) keeps the admin's edits and changes nothing.
import { caseStudyToRow } from '../mappers.ts';
import type { PrismaClient } from '../generated/prisma/client.ts';
import {
  answers,
  cards,
  caseStudies,
  physicsConfigs,
  sampleContent,
  services,
} from './content/index.ts';

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
  const counts = await prisma.$transaction([
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
  ]);
  const names = ['caseStudies', 'services', 'cards', 'physicsConfigs', 'answers', 'sampleContent'];
  return { inserted: Object.fromEntries(names.map((name, i) => [name, counts[i]?.count ?? 0])) };
}

/**
 * Seeds only a database that has no content yet: the first start of a fresh install. A database
 * seeded before the assistant's answers became data gets its answers (once, when it has none).
 */
export async function seedIfEmpty(prisma: PrismaClient): Promise<SeedResult | null> {
  const [existing, answerCount] = await Promise.all([
    prisma.caseStudy.count(),
    prisma.answerUnit.count(),
  ]);
  if (existing === 0) return seed(prisma);
  if (answerCount > 0) return null;
  const { count } = await prisma.answerUnit.createMany({
    data: answers.map((unit, index) => ({ ...unit, sortOrder: index })),
    skipDuplicates: true,
  });
  return { inserted: { answers: count } };
}
