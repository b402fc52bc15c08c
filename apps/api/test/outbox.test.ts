// The outbox end to end on the run's database (embedded or Postgres): a real SMTP server and a real
// HTTP receiver on 127.0.0.1, no mocks. Email per event with the right fields, webhooks signed and
// retried with the same id, no variables → nothing sent, several workers never sharing an attempt.
import { openDatabase } from '@agency/db';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOutbox } from '../src/services/outbox/events.ts';
import { pruneOutbox, startOutboxWorker } from '../src/services/outbox/worker.ts';
import { createTestApp } from './helper.ts';
import { copyTestDatabase } from './database.ts';
import { leadFlows, resumeText } from './leadFlows.ts';
import {
  startSmtpServer,
  startWebhookReceiver,
  until,
  type Mailbox,
  type WebhookReceiver,
} from './receivers.ts';

const SECRET = 'outbox-test-secret-0123456789';
const ADMIN = 'outbox-test-token';
const PUBLIC_URL = 'https://agency.test';
let mailbox: Mailbox;
let receiver: WebhookReceiver;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  mailbox = await startSmtpServer();
  receiver = await startWebhookReceiver(SECRET);
  t = await createTestApp({
    ADMIN_TOKEN: `outbox-tester:${ADMIN}`,
    PUBLIC_URL,
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
    SMTP_URL: mailbox.url,
    NOTIFY_EMAIL_TO: 'sales@agency.test, studio@agency.test',
    NOTIFY_EMAIL_FROM: 'Silver Lake Creative <site@agency.test>',
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: SECRET,
    WEBHOOK_RETRY_BASE_MS: '50',
    WEBHOOK_TIMEOUT_MS: '2000',
    OUTBOX_POLL_MS: '50',
    // Every lead its own email here; the digest has its own test.
    NOTIFY_DIGEST_AFTER: '1000',
  });
});
afterEach(() => {
  receiver.respond = () => 200;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await mailbox?.close();
});

const { upload, chat, contactSubmission } = leadFlows(() => t.app);

const eventsOf = (leadId: string) =>
  t.prisma.outboxEvent.findMany({
    where: { leadId },
    select: { id: true, type: true },
    orderBy: { createdAt: 'asc' },
  });

/** Waits until every delivery of these events is settled, then a little more for strays. */
async function settled(eventIds: string[]) {
  await until(async () => {
    // Dispatched first: an event's deliveries are made in the statement that dispatches it, so
    // once it is, they exist. Counted the other way round, the deliveries could be counted (none
    // yet) just before the fan-out and the events just after it, and a retry was still to come.
    const undispatched = await t.prisma.outboxEvent.count({
      where: { id: { in: eventIds }, dispatchedAt: null },
    });
    if (undispatched > 0) return false;
    const open = await t.prisma.delivery.count({
      where: { eventId: { in: eventIds }, status: { in: ['pending', 'sending'] } },
    });
    return open === 0;
  }, 'deliveries to settle');
  await new Promise((resolve) => setTimeout(resolve, 300));
}

describe(`outbox (${inject('testDatabase').kind})`, () => {
  it('a contact submission with a PDF: one lead, its document in the admin, one email per event with its fields', async () => {
    const started = Date.now();
    const { documentId } = await contactSubmission('Ada Lovelace', 'ada@example.com', 'brief.pdf');
    const lead = await t.prisma.lead.findUniqueOrThrow({ where: { email: 'ada@example.com' } });
    const detail = await t.app.inject({
      url: `/api/admin/leads/${lead.id}`,
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(detail.json().documents.map((d: { id: string }) => d.id)).toEqual([documentId]);
    const mails = await until(() => {
      const found = mailbox.messages.filter((mail) => mail.text?.includes('ada@example.com'));
      return found.length >= 2 && found;
    }, 'two emails');
    const latency = Date.now() - started;
    const events = await eventsOf(lead.id);
    await settled(events.map((event) => event.id));
    const forAda = mailbox.messages.filter((mail) => mail.text?.includes('ada@example.com'));
    // lead.created and brief.uploaded are emailed; lead.updated and message.created are not.
    expect(forAda.map((mail) => mail.subject).sort()).toEqual([
      'New brief: Ada Lovelace',
      'New lead: Ada Lovelace',
    ]);
    expect(mails.length).toBe(2);
    for (const mail of forAda) {
      expect(mail.from?.text).toBe('"Silver Lake Creative" <site@agency.test>');
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(
        'sales@agency.test, studio@agency.test',
      );
      for (const part of [mail.text!, mail.html as string]) {
        expect(part).toContain('Ada Lovelace');
        expect(part).toContain('ada@example.com');
        expect(part).toContain('Launch in May');
        expect(part).toMatch(/brief\.pdf/);
        expect(part).toContain(`${PUBLIC_URL}/admin/leads/${lead.id}`);
      }
      expect(mail.text).toMatch(/brief\.pdf \(\d+ KB\)/);
      expect(mail.attachments).toHaveLength(0);
    }
    console.log(`contact submission → both emails received in ${latency} ms`);
  });

  it('every event is POSTed once, signed, as { id, type, createdAt, data }', async () => {
    const before = receiver.received.length;
    const started = Date.now();
    const sent = await chat({
      message: 'We want a campaign for our new store',
      sessionId: 'webhook-1',
      clientName: 'Rosa Diaz',
      clientEmail: 'rosa@example.com',
    });
    expect(sent.statusCode).toBe(200);
    const lead = await t.prisma.lead.findUniqueOrThrow({ where: { email: 'rosa@example.com' } });
    const events = await eventsOf(lead.id);
    expect(events.map((event) => event.type).sort()).toEqual(['lead.created', 'message.created']);
    await until(
      () => events.every((event) => receiver.received.some((hook) => hook.id === event.id)),
      'both webhooks',
    );
    console.log(`chat message → both webhooks received in ${Date.now() - started} ms`);
    await settled(events.map((event) => event.id));
    const got = receiver.received
      .slice(before)
      .filter((hook) => events.some((event) => event.id === hook.id));
    expect(got.map((hook) => hook.body.type).sort()).toEqual(['lead.created', 'message.created']);
    for (const hook of got) {
      expect(hook.signatureValid).toBe(true);
      expect(Object.keys(hook.body).sort()).toEqual(['createdAt', 'data', 'id', 'type']);
      expect(hook.body.id).toBe(hook.id);
      expect(new Date(hook.body.createdAt).toISOString()).toBe(hook.body.createdAt);
    }
    const created = got.find((hook) => hook.body.type === 'lead.created')!;
    expect(created.body.data).toMatchObject({
      lead: { id: lead.id, email: 'rosa@example.com', name: 'Rosa Diaz', status: 'new' },
      source: 'chat',
      message: 'We want a campaign for our new store',
      conversationId: sent.json().conversationId,
    });
    const message = got.find((hook) => hook.body.type === 'message.created')!;
    expect(message.body.data).toMatchObject({
      conversationId: sent.json().conversationId,
      seq: 1,
      leadId: lead.id,
      message: 'We want a campaign for our new store',
    });
  });

  it('a receiver that fails twice gets the event on the third try, with the same X-Webhook-Id', async () => {
    receiver.respond = ({ count }) => (count <= 2 ? 503 : 200);
    const res = await upload('/api/upload-resume', {
      resume: { name: 'jordan.txt', bytes: resumeText('Jordan Avery', 'jordan@example.com') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const lead = await t.prisma.lead.findUniqueOrThrow({ where: { email: 'jordan@example.com' } });
    const events = await eventsOf(lead.id);
    expect(events.map((event) => event.type).sort()).toEqual(['lead.created', 'resume.uploaded']);
    await settled(events.map((event) => event.id));
    for (const event of events) {
      const tries = receiver.received.filter((hook) => hook.id === event.id);
      expect(tries.map((hook) => hook.status)).toEqual([503, 503, 200]);
      expect(tries.every((hook) => hook.signatureValid && hook.body.id === event.id)).toBe(true);
      const delivery = await t.prisma.delivery.findFirstOrThrow({
        where: { eventId: event.id, channel: 'webhook' },
        select: {
          status: true,
          attempts: true,
          lastStatus: true,
          attemptLog: {
            select: { number: true, ok: true, status: true },
            orderBy: { number: 'asc' },
          },
        },
      });
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 200 });
      expect(delivery.attemptLog).toEqual([
        { number: 1, ok: false, status: 503 },
        { number: 2, ok: false, status: 503 },
        { number: 3, ok: true, status: 200 },
      ]);
    }
    // The resume's email went out once, on the first try (SMTP did not fail).
    expect(
      mailbox.messages.filter((mail) => mail.subject === 'New resume: Jordan Avery'),
    ).toHaveLength(1);
  });

  it('gives up after WEBHOOK_MAX_ATTEMPTS, marked failed with the last status', async () => {
    const failing = await createTestApp({
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
      WEBHOOK_RETRY_BASE_MS: '20',
      WEBHOOK_MAX_ATTEMPTS: '3',
      OUTBOX_POLL_MS: '20',
    });
    try {
      receiver.respond = () => 500;
      const sent = await failing.app.inject({
        method: 'POST',
        url: '/api/conversations/message',
        payload: { message: 'hello there', sessionId: 'fails' },
      });
      expect(sent.statusCode).toBe(200);
      const delivery = await until(
        () =>
          failing.prisma.delivery.findFirst({
            where: { status: 'failed' },
            select: { attempts: true, lastStatus: true, lastError: true, eventId: true },
          }),
        'a failed delivery',
      );
      expect(delivery).toMatchObject({ attempts: 3, lastStatus: 500, lastError: 'HTTP 500' });
      expect(receiver.received.filter((hook) => hook.id === delivery!.eventId)).toHaveLength(3);
    } finally {
      await failing.close();
    }
  });

  it('with no variables nothing is written, sent or failed; with email only, only the emailed events', async () => {
    const quiet = await createTestApp({
      OUTBOX_POLL_MS: '20',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '100',
    });
    try {
      const mails = mailbox.messages.length;
      const hooks = receiver.received.length;
      const flows = leadFlows(() => quiet.app);
      await flows.contactSubmission('Quiet Person', 'quiet@example.com', 'quiet.pdf');
      await flows.chat({ message: 'just looking', sessionId: 'quiet-visitor' });
      expect(await quiet.prisma.outboxEvent.count()).toBe(0);
      expect(await quiet.prisma.delivery.count()).toBe(0);
      expect(mailbox.messages.length).toBe(mails);
      expect(receiver.received.length).toBe(hooks);
    } finally {
      await quiet.close();
    }

    const emailOnly = await createTestApp({
      OUTBOX_POLL_MS: '20',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '100',
      SMTP_URL: mailbox.url,
      NOTIFY_EMAIL_TO: 'sales@agency.test',
      NOTIFY_EMAIL_FROM: 'site@agency.test',
    });
    try {
      const flows = leadFlows(() => emailOnly.app);
      await flows.contactSubmission('Mail Person', 'mail@example.com', 'mail.pdf');
      await flows.chat({ message: 'just looking', sessionId: 'mail-visitor' });
      const types = await emailOnly.prisma.outboxEvent.findMany({ select: { type: true } });
      expect(types.map((event) => event.type).sort()).toEqual(['brief.uploaded', 'lead.created']);
    } finally {
      await emailOnly.close();
    }
  });

  it('past NOTIFY_DIGEST_AFTER lead emails in a window the rest go as one digest; webhooks stay one per event', async () => {
    const busy = await createTestApp({
      SMTP_URL: mailbox.url,
      NOTIFY_EMAIL_TO: 'sales@agency.test',
      NOTIFY_EMAIL_FROM: 'site@agency.test',
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
      OUTBOX_POLL_MS: '20',
      NOTIFY_DIGEST_AFTER: '2',
      // The window is sliding: six leads posted one by one must all fall in it, which a 3 s window
      // did not hold on a busy machine (the third lead came after the first two had left it).
      NOTIFY_DIGEST_MINUTES: '0.25',
    });
    try {
      const people = Array.from({ length: 6 }, (_, i) => `burst${i}@example.com`);
      for (const [i, email] of people.entries()) {
        const res = await busy.app.inject({
          method: 'POST',
          url: '/api/conversations/message',
          payload: { message: `Brief number ${i}`, sessionId: `burst-${i}`, clientEmail: email },
        });
        expect(res.statusCode).toBe(200);
      }
      const mentions = (email: string) =>
        mailbox.messages.filter((mail) => (mail.text ?? '').includes(email));
      // The digest goes out at the end of the window after the one it started in: up to 30 s.
      await until(
        () => people.every((email) => mentions(email).length > 0),
        'every lead emailed',
        50_000,
      );
      const mails = new Set(people.flatMap(mentions));
      const single = [...mails].filter((mail) => mail.subject?.startsWith('New lead'));
      const digests = [...mails].filter((mail) => /^\d+ new leads$/.test(mail.subject ?? ''));
      expect(single).toHaveLength(2);
      expect(digests.length).toBeGreaterThanOrEqual(1);
      expect(digests.length).toBeLessThanOrEqual(2);
      expect(digests.reduce((sum, mail) => sum + Number(/^\d+/.exec(mail.subject!)![0]), 0)).toBe(
        4,
      );
      expect(digests[0]!.text).toContain(
        `https://agency.test/admin/leads/`.replace('https://agency.test', busy.config.publicUrl),
      );
      const hooks = await until(
        () =>
          people.every((email) =>
            receiver.received.some(
              (hook) =>
                hook.body.type === 'lead.created' && JSON.stringify(hook.body).includes(email),
            ),
          ) && receiver.received,
        'every lead.created webhook',
      );
      expect(
        hooks.filter(
          (hook) =>
            hook.body.type === 'lead.created' &&
            people.some((email) => JSON.stringify(hook.body).includes(email)),
        ),
      ).toHaveLength(6);
    } finally {
      await busy.close();
    }
  }, 90_000);

  it('prunes dispatched events past the retention with their finished deliveries and attempts, in batches', async () => {
    // A database with no app on it: an app's worker prunes once as it starts, and that pass,
    // late on a busy machine, took an old event between its insert and its delivery's.
    const old = await copyTestDatabase(inject('testDatabase'));
    const prisma = old.db.prisma;
    try {
      const day = 24 * 60 * 60 * 1000;
      const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day);
      const event = async (daysAgo: number, status: string | null) => {
        const created = await prisma.outboxEvent.create({
          data: {
            type: 'message.created',
            data: {},
            createdAt: at(daysAgo),
            dispatchedAt: at(daysAgo),
          },
        });
        if (status)
          await prisma.delivery.create({
            data: {
              eventId: created.id,
              channel: 'webhook',
              target: receiver.url,
              status,
              attempts: 1,
              attemptLog: {
                create: {
                  number: 1,
                  worker: 'test',
                  startedAt: at(daysAgo),
                  ok: status === 'delivered',
                },
              },
            },
          });
        return created.id;
      };
      await prisma.outboxEvent.deleteMany();
      const gone = [await event(40, 'delivered'), await event(35, 'failed'), await event(31, null)];
      const kept = [await event(40, 'pending'), await event(2, 'delivered')];
      expect(await pruneOutbox(prisma, 30 * day, 2)).toBe(3);
      const left = await prisma.outboxEvent.findMany({ select: { id: true } });
      expect(left.map((row) => row.id).sort()).toEqual([...kept].sort());
      expect(gone.every((id) => !left.some((row) => row.id === id))).toBe(true);
      expect(await prisma.delivery.count()).toBe(2);
      expect(await prisma.deliveryAttempt.count()).toBe(2);
    } finally {
      await old.destroy();
    }
  });

  it('several workers on one database never deliver the same attempt twice', async () => {
    const database = inject('testDatabase');
    const many = await createTestApp({
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: SECRET,
      OUTBOX_POLL_MS: '10',
      RATE_LIMIT_CHAT_PER_MINUTE: '10000',
      RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '10000',
    });
    // On Postgres each extra worker has its own connection pool, as another instance would; the
    // embedded database is one process's, so there the workers share it.
    const extra = Array.from({ length: 3 }, () => {
      const db =
        database.kind === 'postgres'
          ? openDatabase({ databaseUrl: many.databaseEnv.DATABASE_URL, dataDir: '' })
          : null;
      const worker = startOutboxWorker({
        prisma: db?.prisma ?? many.prisma,
        // Another instance hears none of this process's commits; on the embedded database the
        // extra workers are this process's, and it wakes them as it wakes its own.
        outbox: db ? createOutbox(new Set()) : many.app.services.outbox,
        notify: many.config.notify,
        publicUrl: PUBLIC_URL,
        log: { warn() {}, error() {} },
      });
      return { db, worker };
    });
    try {
      const before = receiver.received.length;
      const sends = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          many.app.inject({
            method: 'POST',
            url: '/api/conversations/message',
            payload: { message: `message ${i}`, sessionId: `many-${i}` },
          }),
        ),
      );
      expect(sends.every((res) => res.statusCode === 200)).toBe(true);
      const events = await many.prisma.outboxEvent.findMany({ select: { id: true } });
      await until(
        async () =>
          (await many.prisma.delivery.count({ where: { status: 'delivered' } })) === events.length,
        'every delivery',
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const got = receiver.received.slice(before).map((hook) => hook.id);
      expect(got.length).toBe(events.length);
      expect(new Set(got).size).toBe(events.length);
      const attempts = await many.prisma.deliveryAttempt.findMany({ select: { worker: true } });
      expect(attempts.length).toBe(events.length);
      const workers = new Set(attempts.map((attempt) => attempt.worker));
      console.log(`${events.length} events delivered once each by ${workers.size} workers`);
      if (database.kind === 'postgres') expect(workers.size).toBeGreaterThan(1);
    } finally {
      for (const { worker, db } of extra) {
        await worker.stop();
        await db?.close();
      }
      await many.close();
    }
  });
});
