import type { PrismaClient } from '@agency/db';
import { DEFAULT_PERSONA, PHYSICS_DEFAULTS, type PhysicsConfig } from '@agency/schema';

const physicsSelect = {
  id: true,
  personaId: true,
  name: true,
  isDefault: true,
  mass: true,
  tension: true,
  friction: true,
  precision: true,
} as const;

/** The persona's config, else the stored default, else product.md §9's: it always answers. */
export async function getPhysicsConfig(
  prisma: PrismaClient,
  persona: string,
): Promise<PhysicsConfig> {
  const found = await prisma.physicsConfig.findFirst({
    // Postgres text cannot hold U+0000: no persona has such an id, and the query would fail.
    where: persona.includes('\u0000')
      ? { isDefault: true }
      : { OR: [{ personaId: persona }, { isDefault: true }] },
    select: physicsSelect,
    orderBy: { isDefault: 'asc' },
  });
  return (
    found ?? {
      id: 'physics-default',
      personaId: DEFAULT_PERSONA,
      name: 'Default',
      isDefault: true,
      ...PHYSICS_DEFAULTS,
    }
  );
}
