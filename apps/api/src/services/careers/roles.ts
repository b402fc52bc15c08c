// The public side of roles: the open ones (filtered by track and discipline) and one role's page,
// which is the role while it is open and only its title once it has closed or expired.
import { roleSelect, rowToRole, type PrismaClient } from '@agency/db';
import { RoleFilters, RoleSlug, type Role, type RolePage } from '@agency/schema';
import { DomainError, notFound } from '../../errors.ts';

/** Open means published and not past its deadline: an expired role needs no write to close. */
const openWhere = (now: Date) => ({
  status: 'open',
  OR: [{ validThrough: null }, { validThrough: { gt: now } }],
});

/** `GET /api/careers`: the open roles, newest first; an unknown filter value is no filter. */
export async function listOpenRoles(
  prisma: PrismaClient,
  input: unknown = {},
  now = new Date(),
): Promise<Role[]> {
  const filters = RoleFilters.parse(input ?? {});
  const rows = await prisma.role.findMany({
    where: {
      ...openWhere(now),
      ...(filters.track ? { track: filters.track } : {}),
      ...(filters.discipline ? { discipline: filters.discipline } : {}),
    },
    orderBy: [{ datePosted: 'desc' }, { id: 'asc' }],
    select: roleSelect,
  });
  return rows.map(rowToRole);
}

const missing = () => notFound('Role not found');

/**
 * A role's page: open, or closed (closed by staff, or past its validThrough: 410 on the web); a
 * draft is not public, so it is not found, as a slug no role has.
 */
export async function rolePage(
  prisma: PrismaClient,
  slug: string,
  now = new Date(),
): Promise<RolePage> {
  if (!RoleSlug.safeParse(slug).success) throw missing();
  const row = await prisma.role.findUnique({ where: { id: slug }, select: roleSelect });
  if (!row || row.status === 'draft') throw missing();
  const role = rowToRole(row);
  const open = row.status === 'open' && (!row.validThrough || row.validThrough > now);
  return open ? { state: 'open', role } : { state: 'closed', slug: role.slug, title: role.title };
}

/** The open role an application is for; a closed, expired or draft one takes none. */
export async function openRole(prisma: PrismaClient, slug: string, now = new Date()) {
  const page = await rolePage(prisma, slug, now);
  if (page.state !== 'open') throw gone(page.title);
  return page.role;
}

const gone = (title: string) =>
  new DomainError('GONE', `The ${title} role has closed and takes no more applications.`);
