import type { PrismaClient } from '@agency/db';
import type { Card, SampleContent } from '@agency/schema';

export async function listCards(prisma: PrismaClient): Promise<Card[]> {
  return prisma.card.findMany({
    select: {
      id: true,
      title: true,
      description: true,
      expandedContent: true,
      isVideoReel: true,
      relatedCardIds: true,
    },
    orderBy: { sortOrder: 'asc' },
  });
}

/** The built-in sample content, grouped by category (product.md §3). */
export async function sampleContentByCategory(prisma: PrismaClient): Promise<SampleContent> {
  const items = await prisma.sampleContentItem.findMany({
    select: {
      category: true,
      title: true,
      description: true,
      videoSrc: true,
      expandedContent: true,
    },
    orderBy: [{ category: 'asc' }, { sortOrder: 'asc' }],
  });
  const grouped: Record<string, Omit<(typeof items)[number], 'category'>[]> = {};
  for (const { category, ...item } of items) (grouped[category] ??= []).push(item);
  return grouped as SampleContent;
}
