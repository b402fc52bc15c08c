import type { PrismaClient } from '@agency/db';
import type { Service } from '@agency/schema';
import { notFound } from '../errors.ts';

const serviceSelect = {
  slug: true,
  title: true,
  description: true,
  overview: true,
  keyServices: true,
  capabilities: true,
  approach: true,
  results: true,
  clientTypes: true,
} as const;

export async function getService(prisma: PrismaClient, slug: string): Promise<Service> {
  // Postgres text cannot hold U+0000, so no service has such a slug (and the query would fail).
  const service = slug.includes('\u0000')
    ? null
    : await prisma.service.findUnique({ where: { slug }, select: serviceSelect });
  if (!service) throw notFound(`Service '${slug}' not found`);
  return service;
}

export async function listServices(prisma: PrismaClient): Promise<Service[]> {
  return prisma.service.findMany({ select: serviceSelect, orderBy: { sortOrder: 'asc' } });
}
