// Who is asking, for the REST hook and the tRPC `adminProcedure` alike: an owner's bootstrap token
// from the environment, or a staff member's own token (stored as an argon2id hash), plus a per-IP
// limit on wrong tokens that slows a guesser and tells staff of it (docs/decisions/014-staff-people.md).
import type { PrismaClient } from '@agency/db';
import type { StaffRole } from '@agency/schema';
import { hash, verify } from '@node-rs/argon2';
import type { Redis } from 'ioredis';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { tokenDigest, type BootstrapToken } from '../../env.ts';
import { DomainError } from '../../errors.ts';
import type { Outbox } from '../outbox/events.ts';
import { rateCounter } from '../rateCounter.ts';

/** Wrong tokens accepted from one IP per window; the next attempt is refused with 429. */
export const ADMIN_FAILED_ATTEMPTS = 10;
export const ADMIN_FAILED_WINDOW_SECONDS = 60;

/** How stale "last used" may be: a token in use writes its row at most once a minute, not per request. */
export const LAST_USED_PRECISION_MS = 60_000;

/** The person behind a request: the name every audit line and event carries. */
export interface Actor {
  name: string;
  /** Null for a bootstrap token from the environment. */
  staffId: string | null;
  role: StaffRole;
}

// `slc_` + a 12-hex public prefix (the row's lookup key) + `_` + 32 random bytes: the prefix is
// fixed-length, so the underscores base64url may put in the secret cannot confuse the split.
const STAFF_TOKEN = /^slc_([0-9a-f]{12})_[\w-]{43}$/;

/**
 * A new staff token, its public prefix, and the hash that is all the database keeps: argon2id with
 * the library's defaults (its `Algorithm` is a const enum, absent at run time, so not named here;
 * the staff tests check the stored hash says `$argon2id$`).
 */
export async function issueStaffToken() {
  const prefix = randomBytes(6).toString('hex');
  const token = `slc_${prefix}_${randomBytes(32).toString('base64url')}`;
  return { token, prefix, hash: await hash(token) };
}

function bearerToken(authorization: string | undefined): string {
  const match = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '');
  if (!match) throw new DomainError('UNAUTHORIZED', 'Admin token is required');
  return match[1]!.trim();
}

/**
 * The label of the bootstrap token presented, or null. Every configured token is compared (in
 * constant time, over fixed-length digests) so timing reveals neither a match nor its position.
 */
export function bootstrapLabel(tokens: BootstrapToken[], presented: string): string | null {
  const digest = tokenDigest(presented);
  let label: string | null = null;
  for (const token of tokens) {
    if (timingSafeEqual(digest, token.digest) && label === null) label = token.label;
  }
  return label;
}

const wrongToken = () => new DomainError('FORBIDDEN', 'Invalid admin token');

const rateLimited = (retryAfterSeconds: number) =>
  new DomainError(
    'TOO_MANY_REQUESTS',
    `Too many failed sign-in attempts. Please wait ${retryAfterSeconds} seconds and try again.`,
    { retryAfterSeconds },
  );

export interface AdminGuard {
  /** The person behind a right token, always; throws 401 (none, or revoked), 403 (wrong) or 429 (too many wrong ones). */
  verify(authorization: string | undefined, ip: string | null): Promise<Actor>;
}

/**
 * With Redis the failures are counted across instances, as the chat and upload limits are;
 * otherwise two instances behind a balancer would each allow the full budget.
 */
export function createAdminGuard(
  prisma: PrismaClient,
  tokens: BootstrapToken[],
  {
    attempts = ADMIN_FAILED_ATTEMPTS,
    windowSeconds = ADMIN_FAILED_WINDOW_SECONDS,
    redis,
    onBurst,
  }: {
    attempts?: number;
    windowSeconds?: number;
    redis?: Redis;
    /** Called once a window, when an IP's wrong tokens reach `attempts`: staff hear of it. */
    onBurst?: (burst: { ip: string; failures: number; windowSeconds: number }) => void;
  } = {},
): AdminGuard {
  const failures = rateCounter(redis, 'admin-failures', attempts, windowSeconds);
  const blocked = (state: RateLimiterRes) =>
    rateLimited(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
  // argon2id costs tens of milliseconds by design; paid on every admin request it would slow the
  // admin and hand a guesser a cheap way to load the CPU. A token already verified against a hash
  // is remembered by its digest with that hash, so a new token (a changed hash) is verified again.
  // The row itself is read on every request: a revocation holds at once, on every instance.
  const verified = new Map<string, string>();

  async function staffActor(presented: string): Promise<Actor | null> {
    const prefix = STAFF_TOKEN.exec(presented)?.[1];
    if (!prefix) return null;
    const staff = await prisma.staff.findUnique({
      where: { tokenPrefix: prefix },
      select: {
        id: true,
        name: true,
        role: true,
        tokenHash: true,
        revokedAt: true,
        lastUsedAt: true,
      },
    });
    if (!staff) return null;
    const digest = tokenDigest(presented).toString('hex');
    if (verified.get(digest) !== staff.tokenHash) {
      if (!(await verify(staff.tokenHash, presented))) return null;
      // Only right tokens are remembered, one per person: the map cannot be filled by guessing.
      verified.set(digest, staff.tokenHash);
    }
    if (staff.revokedAt)
      throw new DomainError(
        'UNAUTHORIZED',
        `This token (${staff.name}) was revoked on ${staff.revokedAt.toISOString().slice(0, 10)}: ask an owner for a new one`,
      );
    const now = new Date();
    if (!staff.lastUsedAt || now.getTime() - staff.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS)
      await prisma.staff.update({ where: { id: staff.id }, data: { lastUsedAt: now } });
    return { name: staff.name, staffId: staff.id, role: staff.role as StaffRole };
  }

  return {
    async verify(authorization, ip) {
      const presented = bearerToken(authorization);
      const owner = bootstrapLabel(tokens, presented);
      if (owner !== null) return { name: owner, staffId: null, role: 'owner' };
      const actor = await staffActor(presented);
      if (actor) return actor;
      // A right token passes even from an IP over its limit: a lock-out keyed by IP let anyone who
      // shares the admin's address (or sends ten wrong tokens from it) lock the admin out. Guessing
      // is hopeless against tokens this long (24+ characters in production); the limit slows a
      // guesser and makes them known. Only wrong tokens count: a request without one, or with a
      // revoked one, is not a guess.
      const key = ip ?? 'unknown';
      const state = await failures.consume(key).catch((rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) throw blocked(rejection);
        throw rejection;
      });
      if (state.consumedPoints === attempts)
        onBurst?.({ ip: key, failures: attempts, windowSeconds });
      throw wrongToken();
    },
  };
}

/** Tells staff (email and webhooks, through the outbox) that an IP keeps presenting wrong tokens. */
export async function alertAdminFailures(
  prisma: PrismaClient,
  outbox: Outbox,
  burst: { ip: string; failures: number; windowSeconds: number },
) {
  await prisma.$transaction((tx) => outbox.add(tx, [{ type: 'admin.failures', data: burst }]));
  outbox.written();
}
