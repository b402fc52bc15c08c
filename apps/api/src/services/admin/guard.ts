// The admin gate shared by the REST hook and the tRPC `adminProcedure`: the bearer token check of
// adminAuth.ts, plus a per-IP limit on wrong tokens that slows a guesser and tells staff of it.
import type { PrismaClient } from '@agency/db';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../errors.ts';
import type { AdminToken } from '../../adminTokens.ts';
import { verifyAdmin } from '../adminAuth.ts';
import { addEvents, outboxWritten } from '../outbox/events.ts';

/** Wrong tokens accepted from one IP per window; the next attempt is refused with 429. */
export const ADMIN_FAILED_ATTEMPTS = 10;
export const ADMIN_FAILED_WINDOW_SECONDS = 60;

const rateLimited = (retryAfterSeconds: number) =>
  new DomainError(
    'TOO_MANY_REQUESTS',
    `Too many failed sign-in attempts. Please wait ${retryAfterSeconds} seconds and try again.`,
    retryAfterSeconds,
  );

export interface AdminGuard {
  /** The label of a right token, always; throws 401 (none), 403 (wrong) or 429 (too many wrong ones). */
  verify(authorization: string | undefined, ip: string | null): Promise<string>;
}

/**
 * With Redis the failures are counted across instances, as the chat and upload limits are;
 * otherwise two instances behind a balancer would each allow the full budget.
 */
export function createAdminGuard(
  tokens: AdminToken[],
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
  const memory = new RateLimiterMemory({
    keyPrefix: 'admin-failures',
    points: attempts,
    duration: windowSeconds,
  });
  const failures = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: 'agency-rl:admin-failures',
        points: attempts,
        duration: windowSeconds,
        // If Redis is unreachable each instance keeps counting on its own rather than failing.
        insuranceLimiter: memory,
      })
    : memory;
  const blocked = (state: RateLimiterRes) =>
    rateLimited(Math.max(1, Math.ceil(state.msBeforeNext / 1000)));

  return {
    async verify(authorization, ip) {
      const key = ip ?? 'unknown';
      // A right token passes even from an IP over its limit: a lock-out keyed by IP let anyone who
      // shares the admin's address (or sends ten wrong tokens from it) lock the admin out. Guessing
      // is hopeless against tokens this long (24+ characters in production); the limit slows a
      // guesser and makes them known.
      try {
        return verifyAdmin(tokens, authorization);
      } catch (error) {
        // Only wrong tokens count: a request without one is not a guess.
        if (!(error instanceof DomainError && error.code === 'FORBIDDEN')) throw error;
        const state = await failures.consume(key).catch((rejection: unknown) => {
          if (rejection instanceof RateLimiterRes) throw blocked(rejection);
          throw rejection;
        });
        if (state.consumedPoints === attempts)
          onBurst?.({ ip: key, failures: attempts, windowSeconds });
        throw error;
      }
    },
  };
}

/** Tells staff (email and webhooks, through the outbox) that an IP keeps presenting wrong tokens. */
export async function alertAdminFailures(
  prisma: PrismaClient,
  burst: { ip: string; failures: number; windowSeconds: number },
) {
  await prisma.$transaction((tx) =>
    addEvents(prisma, tx, [{ type: 'admin.failures', data: burst }]),
  );
  outboxWritten(prisma);
}
