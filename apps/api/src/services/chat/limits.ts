import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../errors.ts';
import { rateCounter } from '../rateCounter.ts';

export interface ChatLimits {
  perIpPerMinute: number;
  perSessionPerMinute: number;
}

/**
 * Per-IP and per-session budgets for the chat; both the REST route and tRPC pass through it. With
 * Redis the counters are shared, so several instances behind a load balancer agree.
 */
export function createChatLimiter(limits: ChatLimits, redis?: Redis) {
  const byIp = rateCounter(redis, 'chat-ip', limits.perIpPerMinute, 60);
  const bySession = rateCounter(redis, 'chat-session', limits.perSessionPerMinute, 60);
  return async function consume(ip: string | null, sessionId: string) {
    try {
      await Promise.all([byIp.consume(ip ?? 'unknown'), bySession.consume(sessionId)]);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new DomainError(
        'TOO_MANY_REQUESTS',
        `Too many messages. Please wait ${seconds} seconds and try again.`,
        { retryAfterSeconds: seconds },
      );
    }
  };
}

export type ChatLimiter = ReturnType<typeof createChatLimiter>;
