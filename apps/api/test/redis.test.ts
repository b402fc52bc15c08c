// Several instances share rate-limit counters through Redis. Runs when TEST_REDIS_URL is set
// (e.g. redis://127.0.0.1:6379), since CI machines need not have Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
