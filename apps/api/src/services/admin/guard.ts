// The admin gate shared by the REST hook and the tRPC `adminProcedure`: the bearer token check of
// adminAuth.ts, plus a per-IP limit on wrong tokens so a token cannot be guessed by brute force.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../errors.ts';
import type { AdminToken } from '../../adminTokens.ts';
import { verifyAdmin } from '../adminAuth.ts';

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
  /** The label of the presented token; throws 401 (none), 403 (wrong) or 429 (too many wrong ones). */
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
  }: { attempts?: number; windowSeconds?: number; redis?: Redis } = {},
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
      // While an IP is over its limit nothing it presents is checked, so a right guess looks the same as a wrong one.
      const state = await failures.get(key);
      if (state && state.consumedPoints >= attempts) throw blocked(state);
      try {
        return verifyAdmin(tokens, authorization);
      } catch (error) {
        // Only wrong tokens count: a request without one is not a guess.
        if (error instanceof DomainError && error.code === 'FORBIDDEN') {
          await failures.consume(key).catch((rejection: unknown) => {
            if (rejection instanceof RateLimiterRes) throw blocked(rejection);
            throw rejection;
          });
        }
        throw error;
      }
    },
  };
}
