import { caseStudySelect, rowToCaseStudy, type PrismaClient } from '@agency/db';
import type { CaseStudy } from '@agency/schema';
import { notFound } from '../errors.ts';

export async function listCaseStudies(prisma: PrismaClient): Promise<CaseStudy[]> {
  const rows = await prisma.caseStudy.findMany({
    select: caseStudySelect,
    orderBy: [{ sortOrder: 'asc' }, { createdAt: 'asc' }],
  });
  return rows.map(rowToCaseStudy);
}

/**
 * Both listings: `GET /api/case-studies` keys by id and `/case-studies-bundle.json` by slug, and
 * the id is the slug (product.md §3), so one map serves both contracts.
 */
export async function caseStudyMap(prisma: PrismaClient) {
  const studies = await listCaseStudies(prisma);
  return { caseStudies: Object.fromEntries(studies.map((study) => [study.id, study])) };
}

export async function getCaseStudy(prisma: PrismaClient, id: string): Promise<CaseStudy> {
  const row = await prisma.caseStudy.findUnique({ where: { id }, select: caseStudySelect });
  if (!row) throw notFound(`Case study '${id}' not found`);
  return rowToCaseStudy(row);
}
