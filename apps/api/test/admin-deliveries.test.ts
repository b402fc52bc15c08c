// The admin's Deliveries: filtered by event type, channel and status; a pending or failed delivery
// resent by staff (audited) and then delivered by the outbox worker to real receivers; a delivered
// one refused; the banner when the latest staff email attempts have all failed, gone after a success.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp } from './helper.ts';
import {
  startSmtpServer,
  startWebhookReceiver,
  until,
  type Mailbox,
  type WebhookReceiver,
} from './receivers.ts';

const OWNER = 'admin-deliveries-owner-token';
const SECRET = 'admin-deliveries-webhook-secret';
let mailbox: Mailbox;
let receiver: WebhookReceiver;
let t: Awaited<ReturnType<typeof createTestApp>>;
/** While true, the SMTP server refuses every recipient with a 550. */
let smtpRefusing = false;

beforeAll(async () => {
  mailbox = await startSmtpServer({ refuse: () => smtpRefusing });
  receiver = await startWebhookReceiver(SECRET);
  t = await createTestApp({
    ADMIN_TOKEN: `Rosa Díaz:${OWNER}`,
    SMTP_URL: mailbox.url,
    NOTIFY_EMAIL_TO: 'staff@agency.test',
    NOTIFY_EMAIL_FROM: 'Silver Lake Creative <site@agency.test>',
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: SECRET,
    OUTBOX_POLL_MS: '50',
    // A failed attempt is retried no sooner than half an hour later: only a resend brings it now.
    WEBHOOK_RETRY_BASE_MS: '3600000',
    WEBHOOK_MAX_ATTEMPTS: '2',
    // Every new lead's staff email on its own, none held for a digest.
    NOTIFY_DIGEST_AFTER: '1000',
    STAFF_EMAIL_ALERT_AFTER: '3',
  });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
  await mailbox?.close();
});

const call = (method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${OWNER}` } });
const admin = () => t.caller('127.0.0.1', `Bearer ${OWNER}`).admin.deliveries;

/** A visitor's chat message giving an email: a new lead, with its lead.created event. */
async function newLead() {
  const email = `visitor.${randomUUID().slice(0, 8)}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/conversations/message',
    payload: { sessionId: `s-${email}`, message: 'We need a launch campaign', clientEmail: email },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (await t.prisma.lead.findUniqueOrThrow({ where: { email }, select: { id: true } })).id;
}

/** The lead's lead.created delivery on a channel once its latest attempt is recorded. */
const createdDelivery = (leadId: string, channel: 'email' | 'webhook', attempts = 1) =>
  until(
    () =>
      t.prisma.delivery
        .findFirst({
          where: {
            channel,
            event: { leadId, type: 'lead.created' },
            attempts: { gte: attempts },
            status: { in: ['pending', 'delivered', 'failed'] },
          },
          select: { id: true, eventId: true, status: true, attempts: true },
        })
        .then((row) => row ?? false),
    `the ${channel} delivery's attempt ${attempts}`,
  );

interface Listed {
  id: string;
  channel: string;
  status: string;
  eventType: string;
}

describe(`deliveries in the admin (${inject('testDatabase').kind})`, () => {
  it('filters by event type, channel and status, in REST and tRPC alike', async () => {
    const leadId = await newLead();
    const email = await createdDelivery(leadId, 'email');
    const webhook = await createdDelivery(leadId, 'webhook');

    const byType = await call('GET', '/api/admin/deliveries?type=lead.created&channel=email');
    expect(byType.statusCode, byType.body).toBe(200);
    const rows = byType.json().deliveries as Listed[];
    expect(rows.map((row) => row.id)).toContain(email.id);
    expect(rows.map((row) => row.id)).not.toContain(webhook.id);
    expect(rows.every((row) => row.eventType === 'lead.created' && row.channel === 'email')).toBe(
      true,
    );

    const messages = await call('GET', '/api/admin/deliveries?type=message.created');
    const messageRows = messages.json().deliveries as Listed[];
    expect(messageRows.length).toBeGreaterThan(0);
    expect(messageRows.every((row) => row.eventType === 'message.created')).toBe(true);

    const twin = await admin().list({ type: 'lead.created', channel: 'webhook', status: 'all' });
    expect(twin.deliveries.map((row) => row.id)).toContain(webhook.id);
    expect(twin.deliveries.every((row) => row.channel === 'webhook')).toBe(true);
    expect((await admin().list({ type: 'lead.deleted' })).total).toBe(0);

    const unknown = await call('GET', '/api/admin/deliveries?type=lead.exploded');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Event type must be one of lead.created/);
    const channel = await call('GET', '/api/admin/deliveries?channel=pigeon');
    expect(channel.statusCode).toBe(400);
    await expect(admin().list({ type: 'lead.exploded' as 'lead.created' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('resends a pending delivery now and gives a failed one a new round; the worker delivers it, audited', async () => {
    receiver.respond = () => 503;
    const leadId = await newLead();
    const first = await createdDelivery(leadId, 'webhook');
    expect(first.status).toBe('pending');

    // Pending, its next try half an hour away: the resend makes it due now.
    const resent = await call('POST', `/api/admin/deliveries/${first.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    // The worker, woken by the resend, may already hold it.
    expect(['pending', 'sending']).toContain(resent.json().status);
    expect(resent.json().lastResend).toMatchObject({ by: 'Rosa Díaz' });
    const failed = await createdDelivery(leadId, 'webhook', 2);
    expect(failed.status).toBe('failed');

    // Failed after its two attempts: a new round, sent by the worker to the receiver now up.
    receiver.respond = () => 200;
    const again = await admin().resend({ id: first.id });
    expect(['pending', 'sending']).toContain(again.status);
    const delivered = await createdDelivery(leadId, 'webhook', 3);
    expect(delivered.status).toBe('delivered');
    const received = receiver.received.filter((hook) => hook.id === first.eventId);
    expect(received.map((hook) => hook.status)).toEqual([503, 503, 200]);
    expect(received.every((hook) => hook.signatureValid)).toBe(true);

    const audit = await t.prisma.deliveryResend.findMany({
      where: { deliveryId: first.id },
      orderBy: { createdAt: 'asc' },
      select: { actor: true, fromStatus: true, attempts: true },
    });
    expect(audit).toEqual([
      { actor: 'Rosa Díaz', fromStatus: 'pending', attempts: 1 },
      { actor: 'Rosa Díaz', fromStatus: 'failed', attempts: 2 },
    ]);

    // Delivered: refused, and nothing changes or is audited.
    const refused = await call('POST', `/api/admin/deliveries/${first.id}/resend`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already delivered/);
    await expect(admin().resend({ id: first.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await t.prisma.deliveryResend.count({ where: { deliveryId: first.id } })).toBe(2);
    expect(
      await t.prisma.delivery.findUniqueOrThrow({
        where: { id: first.id },
        select: { status: true, attempts: true },
      }),
    ).toEqual({ status: 'delivered', attempts: 3 });

    expect((await call('POST', `/api/admin/deliveries/${randomUUID()}/resend`)).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/admin/deliveries/not-an-id/resend')).statusCode).toBe(404);
  });

  it('acts once on a failed delivery that two people resend at the same moment', async () => {
    receiver.respond = () => 503;
    const leadId = await newLead();
    const first = await createdDelivery(leadId, 'webhook');
    await call('POST', `/api/admin/deliveries/${first.id}/resend`);
    expect((await createdDelivery(leadId, 'webhook', 2)).status).toBe('failed');

    receiver.respond = () => 200;
    const answers = await Promise.all([
      call('POST', `/api/admin/deliveries/${first.id}/resend`),
      admin()
        .resend({ id: first.id })
        .then(
          () => 200,
          (error: { code: string }) => (error.code === 'CONFLICT' ? 409 : 500),
        ),
    ]);
    // The second finds it pending (due now) or already being sent (409), never still failed.
    expect(answers[0].statusCode === 200 || answers[1] === 200).toBe(true);
    const fromFailed = await t.prisma.deliveryResend.count({
      where: { deliveryId: first.id, fromStatus: 'failed' },
    });
    expect(fromFailed).toBe(1);
    expect((await createdDelivery(leadId, 'webhook', 3)).status).toBe('delivered');
  });

  it('shows the banner once the latest staff email attempts all failed, and not after a success', async () => {
    const health = () => call('GET', '/api/admin/deliveries/health');
    expect((await health()).json()).toMatchObject({ failing: false, attempts: 3, lastError: null });

    smtpRefusing = true;
    const leads = [await newLead(), await newLead()];
    await Promise.all(leads.map((leadId) => createdDelivery(leadId, 'email')));
    // Two failures in a row, one short of the three configured.
    expect((await health()).json().failing).toBe(false);

    const third = await newLead();
    const failedEmail = await createdDelivery(third, 'email');
    expect(failedEmail.status).toBe('pending');
    const on = (await health()).json();
    expect(on).toMatchObject({ failing: true, attempts: 3 });
    expect(on.lastError).toMatch(/550|No such mailbox/);
    expect(await admin().health()).toEqual(on);

    // An error naming the SMTP server with its password is shown without it.
    await t.prisma.deliveryAttempt.create({
      data: {
        deliveryId: failedEmail.id,
        number: 100,
        worker: 'test',
        startedAt: new Date(),
        finishedAt: new Date(Date.now() + 1000),
        ok: false,
        error: 'connect ECONNREFUSED smtp://mailer:hunter2@mail.example.com:587/?key=abc',
        staffEmail: true,
      },
    });
    const redacted = (await health()).json().lastError;
    expect(redacted).toBe('connect ECONNREFUSED smtp://mail.example.com:587/?…');
    await t.prisma.deliveryAttempt.deleteMany({
      where: { deliveryId: failedEmail.id, number: 100 },
    });

    // The server takes mail again; the resent email reaches it and the banner goes.
    smtpRefusing = false;
    const before = mailbox.messages.length;
    expect((await call('POST', `/api/admin/deliveries/${failedEmail.id}/resend`)).statusCode).toBe(
      200,
    );
    const delivered = await createdDelivery(third, 'email', 2);
    expect(delivered.status).toBe('delivered');
    expect(mailbox.messages.length).toBe(before + 1);
    expect(mailbox.messages.at(-1)?.headers.get('x-event-id')).toBe(failedEmail.eventId);
    expect((await health()).json()).toMatchObject({ failing: false, lastError: null });
  });
});
