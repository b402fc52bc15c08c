// Role writes from the admin, each recorded in the audit trail (who, when, what changed) in the
// same transaction as the change (audited.ts). Roles are never deleted: closing one keeps its page
// (410) and its candidates.
import {
  Prisma,
  roleSelect,
  roleToRow,
  rowToRole,
  type PrismaClient,
  type RoleRow,
} from '@agency/db';
import {
  CANDIDATE_STAGES,
  isRoleOpen,
  RoleChecked,
  RoleCreate,
  RoleSlug,
  roleSlugFromTitle,
  RoleUpdate,
  type CandidateStage,
  type Role,
} from '@agency/schema';
import { DomainError, fieldError, invalidInput, notFound } from '../../errors.ts';
import { auditTrail, inTransaction } from './audited.ts';

/** The fields a revision compares: everything but the slug and the timestamps. */
export const ROLE_FIELDS = [
  'title',
  'track',
  'discipline',
  'workMode',
  'payMin',
  'payMax',
  'payUnit',
  'description',
  'requirements',
  'openings',
  'status',
  'datePosted',
  'validThrough',
] as const;
export type RoleField = (typeof ROLE_FIELDS)[number];

type Version = Omit<Role, 'updatedAt'>;

function version(row: RoleRow): Version {
  const { updatedAt: _updatedAt, ...role } = rowToRole(row);
  return role;
}

const trail = auditTrail({
  fields: ROLE_FIELDS,
  versionOf: version,
  idOf: (row) => row.id,
  record: (tx, { id, ...revision }) =>
    tx.roleRevision.create({ data: { roleId: id, ...revision } }),
});

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'P2002';
/** Named on the slug when one was sent, else on the title the slug was made from. */
const conflict = (slug: string, field: 'slug' | 'title') => {
  const message = `A role with the address "${slug}" already exists. Please choose a different title or slug.`;
  return new DomainError('CONFLICT', message, { fieldErrors: { [field]: [message] } });
};
const missing = () => notFound('Role not found');

/** Locks the role's row for the rest of the transaction, so concurrent edits apply one after the other. */
export async function lockedRole(tx: Prisma.TransactionClient, slug: string): Promise<RoleRow> {
  if (!RoleSlug.safeParse(slug).success) throw missing();
  await tx.$queryRaw`SELECT 1 FROM "Role" WHERE "id" = ${slug} FOR UPDATE`;
  const row = await tx.role.findUnique({ where: { id: slug }, select: roleSelect });
  if (!row) throw missing();
  return row;
}

export interface AdminRole extends Role {
  /** Open now: published and before its validThrough. */
  live: boolean;
  candidates: Record<CandidateStage, number> & { total: number };
}

/** Every role, drafts and closed ones too, newest first, with its candidates counted by stage. */
export async function listAdminRoles(prisma: PrismaClient): Promise<AdminRole[]> {
  const [rows, groups] = await Promise.all([
    prisma.role.findMany({
      select: roleSelect,
      orderBy: [{ datePosted: 'desc' }, { id: 'asc' }],
    }),
    prisma.candidate.groupBy({ by: ['roleId', 'stage'], _count: { _all: true } }),
  ]);
  const now = new Date();
  return rows.map((row) => {
    const role = rowToRole(row);
    const counts = Object.fromEntries(
      CANDIDATE_STAGES.map((stage) => [stage, 0]),
    ) as AdminRole['candidates'];
    counts.total = 0;
    for (const group of groups.filter((g) => g.roleId === row.id)) {
      counts[group.stage as CandidateStage] = group._count._all;
      counts.total += group._count._all;
    }
    return { ...role, live: isRoleOpen(role, now), candidates: counts };
  });
}

/** `POST /api/admin/roles`: without a slug, the slug is made from the title. */
export async function createRole(prisma: PrismaClient, input: RoleCreate, actor: string) {
  const parsed = RoleCreate.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error, 'Invalid role');
  const slug = parsed.data.slug ?? roleSlugFromTitle(parsed.data.title);
  const slugField = parsed.data.slug ? 'slug' : 'title';
  if (!slug)
    throw fieldError('title', 'The title must contain letters or digits to make the slug.');
  const role: Version = {
    ...parsed.data,
    slug,
    datePosted: parsed.data.datePosted ?? new Date().toISOString(),
    validThrough: parsed.data.validThrough ?? null,
  };
  try {
    const row = await inTransaction(prisma, async (tx) => {
      if (await tx.role.findUnique({ where: { id: slug }, select: { id: true } }))
        throw conflict(slug, slugField);
      return trail.write(tx, {
        id: slug,
        action: 'create',
        actor,
        before: null,
        after: role,
        save: () => tx.role.create({ data: roleToRow(role), select: roleSelect }),
      });
    });
    return rowToRole(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(slug, slugField);
    throw error;
  }
}

/**
 * `PUT /api/admin/roles/{slug}`: the fields sent, checked with the rest (the pay range, the
 * dates). `updatedAt`, when sent, must be the stored one. Saving without a change records nothing.
 */
export async function updateRole(
  prisma: PrismaClient,
  slug: string,
  input: RoleUpdate,
  actor: string,
): Promise<Role> {
  const parsed = RoleUpdate.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error, 'Invalid role');
  const { updatedAt, ...updates } = parsed.data;
  const row = await inTransaction(prisma, async (tx) => {
    const current = await lockedRole(tx, slug);
    if (updatedAt !== undefined && Date.parse(updatedAt) !== current.updatedAt.getTime())
      throw new DomainError(
        'CONFLICT',
        'This role was changed by someone else since you opened it. Reload it and try again.',
      );
    const before = version(current);
    const { slug: _slug, ...stored } = before;
    const merged = {
      ...stored,
      ...Object.fromEntries(Object.entries(updates).filter(([, value]) => value !== undefined)),
    };
    const checked = RoleChecked.safeParse(merged);
    if (!checked.success) throw invalidInput(checked.error, 'Invalid role');
    const next: Version = { ...checked.data, slug };
    return trail.update(tx, current, {
      action: 'update',
      actor,
      after: next,
      save: () =>
        tx.role.update({ where: { id: slug }, data: roleToRow(next), select: roleSelect }),
    });
  });
  return rowToRole(row);
}

/** The audit trail of one role, newest first. */
export async function roleRevisions(prisma: PrismaClient, slug: string) {
  if (
    !RoleSlug.safeParse(slug).success ||
    !(await prisma.role.findUnique({ where: { id: slug }, select: { id: true } }))
  )
    throw missing();
  const rows = await prisma.roleRevision.findMany({
    where: { roleId: slug },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: 200,
    select: { id: true, action: true, actor: true, createdAt: true, snapshot: true, changes: true },
  });
  // A role is never restored, so its entries say nothing of what could be.
  return trail.entries(rows).map(({ restorable: _restorable, ...entry }) => entry);
}
