// The people who work in the admin: an owner gives each a token of their own (shown once, kept as
// an argon2id hash), sees when it was last used and revokes it; leads and candidates are owned by
// them. Nobody is deleted: audit lines and owners keep naming them.
import type { Prisma, PrismaClient } from '@agency/db';
import type { z } from 'zod';
import { isUuid, StaffCreate, StaffUpdate, type StaffRole } from '@agency/schema';
import { DomainError, invalidInput, notFound } from '../../errors.ts';
import { issueStaffToken, type Actor } from './auth.ts';

const staffSelect = {
  id: true,
  name: true,
  role: true,
  tokenPrefix: true,
  createdBy: true,
  createdAt: true,
  lastUsedAt: true,
  revokedAt: true,
  revokedBy: true,
  email: true,
  // The last change of the email, shown beside it as the making and the revocation are.
  audits: {
    where: { action: 'email' },
    orderBy: { createdAt: 'desc' },
    take: 1,
    select: { actor: true, createdAt: true },
  },
} satisfies Prisma.StaffSelect;

type StaffRow = Prisma.StaffGetPayload<{ select: typeof staffSelect }>;

function toStaff({ createdAt, lastUsedAt, revokedAt, audits: [emailChange], ...row }: StaffRow) {
  return {
    ...row,
    role: row.role as StaffRole,
    createdAt: createdAt.toISOString(),
    lastUsedAt: lastUsedAt?.toISOString() ?? null,
    revokedAt: revokedAt?.toISOString() ?? null,
    emailChangedBy: emailChange?.actor ?? null,
    emailChangedAt: emailChange?.createdAt.toISOString() ?? null,
  };
}
export type StaffMember = ReturnType<typeof toStaff>;

function requireOwner(actor: Actor) {
  if (actor.role !== 'owner')
    throw new DomainError('FORBIDDEN', 'Only an owner can manage staff tokens');
}

const missingStaff = () => notFound('No staff member with this id');

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw invalidInput(parsed.error, 'Invalid staff member');
  return parsed.data;
}

/**
 * Prisma's 2 s to start a transaction is too short on the embedded database, whose one connection
 * every query of the instance shares: under load just after start, a new token failed with a 500.
 */
const TX = { maxWait: 15_000, timeout: 15_000 };

/** Every staff member, active first (by name), then the revoked. Owners only. */
export async function listStaff(prisma: PrismaClient, actor: Actor): Promise<StaffMember[]> {
  requireOwner(actor);
  const rows = await prisma.staff.findMany({
    select: staffSelect,
    orderBy: [{ revokedAt: { sort: 'desc', nulls: 'first' } }, { name: 'asc' }],
  });
  return rows.map(toStaff);
}

/** The people a lead or candidate can be given to: whoever holds an active token. */
export async function activeStaff(prisma: PrismaClient) {
  return prisma.staff.findMany({
    where: { revokedAt: null },
    select: { id: true, name: true },
    orderBy: { name: 'asc' },
  });
}

/**
 * A token for a named person. The token is in this answer only: the database keeps its prefix and
 * hash. Two active people with one name would make audit lines ambiguous, so that is refused.
 */
export async function createStaff(
  prisma: PrismaClient,
  input: StaffCreate,
  actor: Actor,
): Promise<{ staff: StaffMember; token: string }> {
  requireOwner(actor);
  const { name, role, email } = parse(StaffCreate, input);
  // Hashed before the transaction: argon2 takes its time, and a row lock need not wait for it.
  const issued = await issueStaffToken();
  const row = await prisma.$transaction(async (tx) => {
    const namesake = await tx.staff.findFirst({
      where: { revokedAt: null, name: { equals: name, mode: 'insensitive' } },
      select: { id: true },
    });
    if (namesake)
      throw new DomainError(
        'CONFLICT',
        `${name} already has an active token: revoke it first, or tell the two apart by name`,
      );
    return tx.staff.create({
      data: {
        name,
        role,
        tokenPrefix: issued.prefix,
        tokenHash: issued.hash,
        createdBy: actor.name,
        email: email ?? null,
      },
      select: staffSelect,
    });
  }, TX);
  return { staff: toStaff(row), token: issued.token };
}

/** Refused from the next request on, on every instance. Revoking twice keeps the first time. */
export async function revokeStaff(
  prisma: PrismaClient,
  id: string,
  actor: Actor,
): Promise<StaffMember> {
  requireOwner(actor);
  if (!isUuid(id)) throw missingStaff();
  const staffId = id.toLowerCase();
  await prisma.staff.updateMany({
    where: { id: staffId, revokedAt: null },
    data: { revokedAt: new Date(), revokedBy: actor.name },
  });
  const row = await prisma.staff.findUnique({ where: { id: staffId }, select: staffSelect });
  if (!row) throw missingStaff();
  return toStaff(row);
}

/**
 * A new address for a staff member's reminders (null: the staff inbox), audited with the old one.
 * The row is locked while it changes, so two owners' edits at once leave a trail of both.
 */
export async function updateStaff(
  prisma: PrismaClient,
  id: string,
  input: StaffUpdate,
  actor: Actor,
): Promise<StaffMember> {
  requireOwner(actor);
  const { email } = parse(StaffUpdate, input);
  if (!isUuid(id)) throw missingStaff();
  const staffId = id.toLowerCase();
  const row = await prisma.$transaction(async (tx) => {
    const [before] = await tx.$queryRaw<{ email: string | null }[]>`
      SELECT "email" FROM "Staff" WHERE "id" = ${staffId}::uuid FOR UPDATE`;
    if (!before) throw missingStaff();
    if (before.email !== email) {
      await tx.staff.update({ where: { id: staffId }, data: { email }, select: { id: true } });
      await tx.staffAudit.create({
        data: {
          staffId,
          action: 'email',
          actor: actor.name,
          detail: { from: before.email, to: email },
        },
      });
    }
    return tx.staff.findUniqueOrThrow({ where: { id: staffId }, select: staffSelect });
  }, TX);
  return toStaff(row);
}

/**
 * A change of owner on a lead or candidate: to an active staff member (by id) or to nobody, as
 * names for the audit line and as the row's data. Null when it changes nothing.
 */
export async function ownerChange(
  tx: Prisma.TransactionClient,
  before: { owner: string | null; ownerId: string | null },
  ownerId: string | null | undefined,
) {
  if (ownerId === undefined) return null;
  const id = ownerId?.toLowerCase() ?? null;
  if (id === null ? before.owner === null && before.ownerId === null : id === before.ownerId)
    return null;
  const person = id
    ? await tx.staff.findFirst({
        where: { id, revokedAt: null },
        select: { id: true, name: true },
      })
    : null;
  if (id && !person)
    throw new DomainError('BAD_REQUEST', 'The owner must be a staff member with an active token');
  return {
    audit: { from: before.owner, to: person?.name ?? null },
    data: { owner: person?.name ?? null, ownerId: person?.id ?? null },
  };
}
