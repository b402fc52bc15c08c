// The weekly email of unanswered questions: through the outbox to a real SMTP server on 127.0.0.1,
// once per week however many instances check, and only when configured.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { latestSlot, writeUnansweredDigest } from '../src/services/admin/unansweredDigest.ts';
import { createTestApp } from './helper.ts';
import { startSmtpServer, until, type Mailbox } from './receivers.ts';

let mailbox: Mailbox;
let t: Awaited<ReturnType<typeof createTestApp>>;
const EMAIL = {
  SMTP_URL: '',
  NOTIFY_EMAIL_TO: 'studio@agency.test',
  NOTIFY_EMAIL_FROM: 'site@agency.test',
};

beforeAll(async () => {
  mailbox = await startSmtpServer();
  EMAIL.SMTP_URL = mailbox.url;
  t = await createTestApp({
    ...EMAIL,
    PUBLIC_URL: 'https://agency.test',
    UNANSWERED_DIGEST_DAY: 'monday',
    OUTBOX_POLL_MS: '50',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

describe('the weekly unanswered email', () => {
  it('is sent at the configured weekday and hour, in UTC', () => {
    const monday = 1;
    expect(latestSlot(new Date('2026-11-25T12:00:00Z'), monday, 16).toISOString()).toBe(
      '2026-11-23T16:00:00.000Z',
    );
    expect(latestSlot(new Date('2026-11-23T15:59:00Z'), monday, 16).toISOString()).toBe(
      '2026-11-16T16:00:00.000Z',
    );
    expect(latestSlot(new Date('2026-11-23T16:00:00Z'), monday, 16).toISOString()).toBe(
      '2026-11-23T16:00:00.000Z',
    );
  });

  it('lists the week’s groups with counts and links, once however often it is asked', async () => {
    for (const message of [
      'Is your studio wheelchair accessible?',
      'is your studio wheelchair accessible',
      'qwpo zxmn lkjh',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/conversations/message',
        payload: { sessionId: `digest-${message}`, message },
      });
      expect(res.statusCode).toBe(200);
    }
    const slot = new Date(Date.now() + 60_000);
    const [first, second] = await Promise.all([
      writeUnansweredDigest(t.prisma, t.app.services.outbox, slot),
      writeUnansweredDigest(t.prisma, t.app.services.outbox, slot),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await writeUnansweredDigest(t.prisma, t.app.services.outbox, slot)).toBe(false);

    await until(
      async () => mailbox.messages.some((m) => m.subject?.startsWith('Assistant:')),
      'the email',
    );
    const mails = mailbox.messages.filter((m) => m.subject?.startsWith('Assistant:'));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Assistant: 2 unanswered questions this week');
    const group = await t.prisma.unansweredGroup.findFirstOrThrow({
      where: { question: 'Is your studio wheelchair accessible?' },
    });
    expect(mail.text).toContain('- Is your studio wheelchair accessible? (2× · en)');
    expect(mail.text).toContain(
      `https://agency.test/admin?tab=assistant&view=unanswered&group=${group.id}`,
    );
    expect(mail.html).toContain('wheelchair accessible?</a> (2× · en)');
  });

  it('is off unless configured, and refuses a weekday without email', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).notify.unansweredDigest).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', UNANSWERED_DIGEST_DAY: 'monday' })).toThrow(
      /UNANSWERED_DIGEST_DAY: the weekly email needs SMTP_URL/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', ...EMAIL, UNANSWERED_DIGEST_DAY: 'mon' })).toThrow(
      /must be a weekday/,
    );
  });
});
