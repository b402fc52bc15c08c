import type { PrismaClient } from '@agency/db';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Outbox } from '../outbox/events.ts';
import { startOverdueReminders } from './reminders.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('checks at the interval it is given (REMINDER_CHECK_MS), not before', async () => {
  // Not ready: each check only asks, so the count of questions is the count of checks.
  const isReady = vi.fn(() => false);
  const reminders = startOverdueReminders({
    prisma: {} as PrismaClient,
    outbox: {} as Outbox,
    log: { error: vi.fn() },
    isReady,
    checkMs: 2000,
  });
  await vi.advanceTimersByTimeAsync(1999);
  expect(isReady).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(isReady).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(4000);
  expect(isReady).toHaveBeenCalledTimes(3);
  await reminders.stop();
});
