// How fast new people may become leads: every new email in a chat made a lead and a staff email,
// so 500 addresses made thousands of leads in seconds. A known person always gets through.
import type { PrismaClient } from '@agency/db';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { LeadLimits } from '../../env.ts';
import { DomainError } from '../../errors.ts';
import { rateCounter } from '../rateCounter.ts';

const HOUR_SECONDS = 60 * 60;

/** With Redis the counters are shared by every instance, as the chat's are. */
export function createLeadLimiter(limits: LeadLimits, redis?: Redis) {
  const byIp = rateCounter(redis, 'new-leads-ip', limits.perIpPerHour, HOUR_SECONDS);
  const overall = rateCounter(redis, 'new-leads', limits.perHour, HOUR_SECONDS);
  /** Resolves when `email` may be taken from a visitor at `ip`; a 429 when it would be a lead too many. */
  return async function admitLead(prisma: PrismaClient, ip: string | null, email: string | null) {
    if (!email) return;
    const known = await Promise.all([
      prisma.lead.findUnique({ where: { email }, select: { id: true } }),
      prisma.leadAlias.findUnique({ where: { email }, select: { leadId: true } }),
    ]);
    if (known.some(Boolean)) return;
    try {
      await byIp.consume(ip ?? 'unknown');
      await overall.consume('all');
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
      throw new DomainError(
        'TOO_MANY_REQUESTS',
        `We are receiving a lot of new contacts right now. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { retryAfterSeconds: minutes * 60 },
      );
    }
  };
}

export type LeadLimiter = ReturnType<typeof createLeadLimiter>;
