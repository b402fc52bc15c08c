import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.ts';
import { composeEmail } from './email.ts';
import { redactUrls, signature } from './webhook.ts';
import { backoffMs } from './worker.ts';

describe('backoff', () => {
  it('doubles per attempt with jitter between half and all of it, capped at a day', () => {
    expect(backoffMs(1, 30_000, () => 0)).toBe(15_000);
    expect(backoffMs(1, 30_000, () => 1)).toBe(30_000);
    expect(backoffMs(4, 30_000, () => 1)).toBe(240_000);
    expect(backoffMs(3, 30_000, () => 0.5)).toBe(90_000);
    expect(backoffMs(40, 30_000, () => 1)).toBe(24 * 60 * 60 * 1000);
  });
});

describe('signature', () => {
  it('is sha256= and the hex HMAC of the raw body', () => {
    const body = '{"id":"1"}';
    expect(signature(body, 'secret')).toBe(
      `sha256=${createHmac('sha256', 'secret').update(body).digest('hex')}`,
    );
  });
});

describe('staff email', () => {
  it('escapes what visitors wrote in the HTML and links the files through the admin', () => {
    const email = composeEmail(
      {
        id: 'e1',
        type: 'brief.uploaded',
        createdAt: '2026-11-23T00:00:00.000Z',
        data: {
          lead: { id: 'l1', name: '<b>Eve</b>', email: 'eve@example.com', company: null },
          message: 'Hi <script>alert(1)</script>',
          document: { id: 'd1', name: 'deck.pdf', size: 3 * 1024 * 1024 },
        },
      },
      'https://agency.test',
    );
    expect(email.subject).toBe('New brief: <b>Eve</b>');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&#60;script&#62;');
    expect(email.text).toContain(
      'deck.pdf (3.00 MB): https://agency.test/api/admin/documents/d1/view',
    );
    expect(email.text).toContain('https://agency.test/admin/leads/l1');
  });
});

describe("a visitor's line breaks and invisible characters", () => {
  it('forge no line in the text body: each field is one line, the message is quoted line by line', () => {
    const email = composeEmail(
      {
        id: 'e2',
        type: 'lead.created',
        createdAt: '2026-11-23T00:00:00.000Z',
        data: {
          lead: {
            id: 'l2',
            name: 'Eve\r\nEmail: boss@agency.test',
            email: 'eve@example.com',
            company: 'Acme\u202e\u200bCorp\nPhone: 911',
          },
          message: 'Hello\nEmail: forged@example.com',
        },
      },
      'https://agency.test',
    );
    const lines = email.text.split('\n');
    expect(lines.filter((line) => line.startsWith('Email:'))).toEqual(['Email: eve@example.com']);
    expect(lines.filter((line) => line.startsWith('Phone:'))).toEqual([]);
    expect(lines).toContain('Name: Eve Email: boss@agency.test');
    expect(lines).toContain('Company: AcmeCorp Phone: 911');
    expect(lines).toContain('> Email: forged@example.com');
    expect(email.subject).toBe('New lead: Eve Email: boss@agency.test');
  });
});

describe('webhook URLs in what staff and logs see', () => {
  it('lose their credentials and query strings', () => {
    expect(
      redactUrls(
        'TypeError: Request cannot be constructed from a URL that includes credentials: https://user:pass@hooks.test/x?token=s3cret',
      ),
    ).toBe(
      'TypeError: Request cannot be constructed from a URL that includes credentials: https://hooks.test/x?…',
    );
  });
});

describe('configuration', () => {
  it('refuses a WEBHOOK_URL with credentials at start', () => {
    expect(() =>
      loadConfig({ WEBHOOK_URL: 'https://user:pass@hooks.test/x', WEBHOOK_SECRET: 'x'.repeat(20) }),
    ).toThrow(/WEBHOOK_URL must not hold credentials/);
  });

  it('refuses half an email or webhook configuration, naming what is missing', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example:587' })).toThrow(
      /NOTIFY_EMAIL_TO, NOTIFY_EMAIL_FROM: required with SMTP_URL/,
    );
    expect(() => loadConfig({ WEBHOOK_URL: 'https://hooks.example/x' })).toThrow(
      /WEBHOOK_SECRET: required with WEBHOOK_URL/,
    );
    expect(() => loadConfig({ WEBHOOK_URL: 'ftp://x', WEBHOOK_SECRET: 'x'.repeat(20) })).toThrow(
      /WEBHOOK_URL must be http\(s\) URLs/,
    );
    expect(() => loadConfig({ NOTIFY_EMAIL_TO: 'not-an-email' })).toThrow(/NOTIFY_EMAIL_TO/);
  });

  it('reads lists and defaults', () => {
    const { notify } = loadConfig({
      SMTP_URL: 'smtps://u:p@mail.example:465',
      NOTIFY_EMAIL_TO: 'a@x.test, b@x.test',
      NOTIFY_EMAIL_FROM: 'site@x.test',
      WEBHOOK_URL: 'https://a.test/h,https://b.test/h',
      WEBHOOK_SECRET: 'x'.repeat(20),
    });
    expect(notify).toMatchObject({
      email: { to: ['a@x.test', 'b@x.test'] },
      webhook: { urls: ['https://a.test/h', 'https://b.test/h'] },
      retryBaseMs: 30_000,
      maxAttempts: 10,
      timeoutMs: 10_000,
    });
    expect(loadConfig({}).notify.email).toBeUndefined();
    expect(loadConfig({}).notify.webhook).toBeUndefined();
  });
});
