import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';

/**
 * A budget of `points` per `seconds` under `keyPrefix`: with Redis shared by every instance behind
 * a load balancer, else this process's own.
 */
export function rateCounter(
  redis: Redis | undefined,
  keyPrefix: string,
  points: number,
  seconds: number,
) {
  const own = new RateLimiterMemory({ keyPrefix, points, duration: seconds });
  return redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `agency-rl:${keyPrefix}`,
        points,
        duration: seconds,
        // If Redis is unreachable each instance keeps counting on its own rather than failing.
        insuranceLimiter: own,
      })
    : own;
}
