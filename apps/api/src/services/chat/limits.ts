import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../errors.ts';

export interface ChatLimits {
  perIpPerMinute: number;
  perSessionPerMinute: number;
}

/**
 * Per-IP and per-session budgets for the chat; both the REST route and tRPC pass through it. With
 * Redis the counters are shared, so several instances behind a load balancer agree.
 */
export function createChatLimiter(limits: ChatLimits, redis?: Redis) {
  const make = (keyPrefix: string, points: number) =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `agency-rl:${keyPrefix}`,
          points,
          duration: 60,
          // If Redis is unreachable each instance keeps counting on its own rather than failing.
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: 60 }),
        })
      : new RateLimiterMemory({ keyPrefix, points, duration: 60 });
  const byIp = make('chat-ip', limits.perIpPerMinute);
  const bySession = make('chat-session', limits.perSessionPerMinute);
  return async function consume(ip: string | null, sessionId: string) {
    try {
      await Promise.all([byIp.consume(ip ?? 'unknown'), bySession.consume(sessionId)]);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new DomainError(
        'TOO_MANY_REQUESTS',
        `Too many messages. Please wait ${seconds} seconds and try again.`,
        seconds,
      );
    }
  };
}

export type ChatLimiter = ReturnType<typeof createChatLimiter>;
