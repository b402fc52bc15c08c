// Several instances share rate-limit counters through Redis. Runs when TEST_REDIS_URL is set
// (e.g. redis://127.0.0.1:6379), since CI machines need not have Redis.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FAILED_ATTEMPTS } from '../src/services/admin/auth.ts';
import { createTestApp } from './helper.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  let a: Awaited<ReturnType<typeof createTestApp>>;
  let b: Awaited<ReturnType<typeof createTestApp>>;
  const session = `shared-${Date.now()}`;
  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl!,
      RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '3',
      RATE_LIMIT_CHAT_PER_MINUTE: '1000',
    };
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('two instances agree on one session budget', async () => {
    const post = (app: typeof a) =>
      app.app.inject({
        method: 'POST',
        url: '/api/conversations/message',
        payload: { message: 'hello', sessionId: session },
      });
    expect((await post(a)).statusCode).toBe(200);
    expect((await post(b)).statusCode).toBe(200);
    expect((await post(a)).statusCode).toBe(200);
    expect((await post(b)).statusCode).toBe(429);
  });
});

describe.runIf(redisUrl)('wrong admin tokens counted through Redis', () => {
  it('two instances share one budget of wrong tokens per IP', async () => {
    const env = { REDIS_URL: redisUrl!, ADMIN_TOKEN: 'ops:redis-shared-admin-token' };
    const a = await createTestApp(env);
    const b = await createTestApp(env);
    try {
      // Unique per run: counters in Redis outlive the apps for the length of the window.
      const ip = `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
      const guess = (app: typeof a, i: number) =>
        app.app.inject({
          url: '/api/admin/conversations?limit=1',
          headers: { authorization: `Bearer wrong-${i}` },
          remoteAddress: ip,
        });
      for (let i = 0; i < ADMIN_FAILED_ATTEMPTS; i++)
        expect((await guess(i % 2 ? a : b, i)).statusCode).toBe(403);
      const blocked = await guess(a, 99);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
