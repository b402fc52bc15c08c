// Cleaning up the leads: a lead marked spam leaves the lists, counters, badges and Dashboard, and
// nothing about its address is emailed or sent to webhooks again; bulk actions on selected leads
// (owner, status, spam, delete) are one request, all or nothing, audited per lead.
import { randomUUID } from 'node:crypto';
import { LEAD_BULK_LIMIT } from '@agency/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOverdueReminders } from '../src/services/leads/reminders.ts';
import { createTestApp } from './helper.ts';
import { leadFlows, resumeText } from './leadFlows.ts';
import {
  startSmtpServer,
  startWebhookReceiver,
  until,
  type Mailbox,
  type WebhookReceiver,
} from './receivers.ts';

const OWNER = 'spam-bulk-owner-token';
let mailbox: Mailbox;
let receiver: WebhookReceiver;
let t: Awaited<ReturnType<typeof createTestApp>>;
let ana: { id: string; token: string };
let ben: { id: string; token: string };

beforeAll(async () => {
  mailbox = await startSmtpServer();
  receiver = await startWebhookReceiver('spam-bulk-secret');
  t = await createTestApp({
    ADMIN_TOKEN: `Rosa Díaz:${OWNER}`,
    SMTP_URL: mailbox.url,
    NOTIFY_EMAIL_TO: 'studio@agency.test',
    NOTIFY_EMAIL_FROM: 'site@agency.test',
    PUBLIC_URL: 'https://agency.test',
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: 'spam-bulk-secret',
    OUTBOX_POLL_MS: '50',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
    RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
  });
  ana = await t.makeStaff(OWNER, 'Ana Ruiz');
  ben = await t.makeStaff(OWNER, 'Ben Cho');
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
  await receiver?.close();
});

const flows = leadFlows(() => t.app);
const freshEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

/** A visitor's chat message giving an email: a new lead the first time, a visit after. */
async function visit(email: string, message = 'We need a launch campaign') {
  const res = await flows.chat({
    sessionId: `s-${email}`,
    message,
    clientName: 'Visitor',
    clientEmail: email,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (await t.prisma.lead.findUniqueOrThrow({ where: { email } })).id;
}

interface ListedLeads {
  leads: { id: string; spam: boolean }[];
  total: number;
  counts: Record<'total' | 'new' | 'spam', number>;
}
const list = async (token: string, query = '') => {
  const res = await t.admin(token, 'GET', `/api/admin/leads?limit=200${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListedLeads;
};

const bulk = (body: unknown, token = ana.token) =>
  t.admin(token, 'POST', '/api/admin/leads/bulk', body);

const audits = (leadId: string, action: string) =>
  t.prisma.leadAudit.findMany({ where: { leadId, action }, select: { actor: true, detail: true } });

/** Today's leads on the Dashboard, over every path. */
async function dashboardLeads() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(
    new Date(),
  );
  const res = await t.admin(OWNER, 'GET', `/api/admin/reports?from=${today}&to=${today}`);
  expect(res.statusCode, res.body).toBe(200);
  const { volume } = res.json() as { volume: Record<string, number | string>[] };
  return volume.reduce(
    (sum, row) =>
      sum +
      Object.entries(row)
        .filter(([key]) => key.startsWith('leads'))
        .reduce((a, [, value]) => a + Number(value), 0),
    0,
  );
}

/** Waits for the outbox to have nothing left to deliver, so "no email" is not "not yet". */
const outboxIdle = () =>
  until(
    async () =>
      (await t.prisma.delivery.count({ where: { status: { in: ['pending', 'sending'] } } })) === 0,
    'the outbox to be idle',
  );

describe('a lead marked spam', () => {
  it('is hidden from the list, its counters, the badges and the Dashboard, unless asked for', async () => {
    const email = freshEmail('spammy');
    const leadId = await visit(email);
    const before = await list(ben.token);
    const badgesBefore = (await t.admin(ben.token, 'GET', '/api/admin/unread')).json();
    const dashboardBefore = await dashboardLeads();
    expect(before.leads.map((lead) => lead.id)).toContain(leadId);

    const res = await t.admin(ana.token, 'PATCH', `/api/admin/leads/${leadId}`, { spam: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ spam: true, overdue: false });
    expect(await audits(leadId, 'spam')).toEqual([
      { actor: 'Ana Ruiz', detail: { from: false, to: true } },
    ]);

    const after = await list(ben.token);
    expect(after.leads.map((lead) => lead.id)).not.toContain(leadId);
    expect(after.total).toBe(before.total - 1);
    expect(after.counts.total).toBe(before.counts.total - 1);
    expect(after.counts.new).toBe(before.counts.new - 1);
    expect(after.counts.spam).toBe(before.counts.spam + 1);
    expect((await t.admin(ben.token, 'GET', '/api/admin/unread')).json().leads).toBe(
      badgesBefore.leads - 1,
    );
    expect(await dashboardLeads()).toBe(dashboardBefore - 1);

    const spam = await list(ben.token, '&spam=only');
    expect(spam.leads.map((lead) => lead.id)).toContain(leadId);
    expect(spam.leads.every((lead) => lead.spam)).toBe(true);
    const viaTrpc = await t.caller('127.0.0.1', `Bearer ${ben.token}`).admin.leads.list({
      spam: 'only',
    });
    expect(viaTrpc.leads.map((lead) => lead.id)).toContain(leadId);

    // Unmarked, it is back where it was.
    await t.admin(ana.token, 'PATCH', `/api/admin/leads/${leadId}`, { spam: false });
    expect((await list(ben.token)).counts.total).toBe(before.counts.total);
    expect((await audits(leadId, 'spam')).map((entry) => entry.detail)).toEqual(
      expect.arrayContaining([{ from: true, to: false }]),
    );
  });

  it('is not notified about again: a later message, resume or status change sends nothing', async () => {
    const email = freshEmail('silenced');
    const leadId = await visit(email);
    // The first message is a new lead: staff are emailed.
    await until(() => mailbox.messages.some((mail) => mail.text?.includes(email)), 'the email');
    await outboxIdle();
    await t.admin(ana.token, 'PATCH', `/api/admin/leads/${leadId}`, { spam: true });
    const mails = mailbox.messages.length;
    const hooks = receiver.received.length;
    const events = await t.prisma.outboxEvent.count({ where: { leadId } });

    await visit(email, 'Buy cheap followers now');
    const resume = await flows.upload('/api/upload-resume', {
      resume: { name: 'spam.txt', bytes: resumeText('Spam Sender', email) },
    });
    expect(resume.statusCode, resume.body).toBe(200);
    await t.admin(ana.token, 'PATCH', `/api/admin/leads/${leadId}`, { status: 'lost' });
    await t.prisma.lead.update({
      where: { id: leadId },
      data: { status: 'new', dueAt: new Date(Date.now() - 60_000), reminderSentAt: null },
    });
    expect(await sendOverdueReminders(t.prisma, t.app.services.outbox)).toBe(0);

    // The lead was still updated, quietly.
    const lead = await t.prisma.lead.findUniqueOrThrow({ where: { id: leadId } });
    expect(lead.sources).toEqual(['chat', 'resume']);
    expect(await t.prisma.message.count({ where: { conversation: { leadId } } })).toBe(2);
    expect(await t.prisma.outboxEvent.count({ where: { leadId } })).toBe(events);

    // A control: a resume from an address not marked spam is emailed, so the silence above is not
    // the outbox being slow.
    const other = freshEmail('control');
    await flows.upload('/api/upload-resume', {
      resume: { name: 'other.txt', bytes: resumeText('Other Person', other) },
    });
    await until(() => mailbox.messages.some((mail) => mail.text?.includes(other)), 'the email');
    await outboxIdle();
    const since = mailbox.messages.slice(mails);
    expect(since.some((mail) => mail.text?.includes(email))).toBe(false);
    expect(
      receiver.received.slice(hooks).some((hook) => JSON.stringify(hook.body).includes(leadId)),
    ).toBe(false);
  });
});

describe('bulk actions', () => {
  const three = async (name: string) =>
    Promise.all([1, 2, 3].map((n) => visit(freshEmail(`${name}${n}`))));

  it('assign, set the status and mark spam on every selected lead, audited per lead', async () => {
    const ids = await three('bulk');
    let res = await bulk({ ids, action: { type: 'assign', ownerId: ben.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ action: 'assign', selected: 3, changed: 3 });
    const owned = await t.prisma.lead.findMany({ where: { id: { in: ids } } });
    expect(owned.every((lead) => lead.ownerId === ben.id && lead.owner === 'Ben Cho')).toBe(true);
    for (const id of ids)
      expect(await audits(id, 'owner')).toEqual([
        { actor: 'Ana Ruiz', detail: { from: null, to: 'Ben Cho' } },
      ]);

    // Through tRPC, as the admin sends it; a lead already there counts as unchanged.
    await t.admin(ana.token, 'PATCH', `/api/admin/leads/${ids[0]}`, { status: 'qualified' });
    const viaTrpc = await t.caller('127.0.0.1', `Bearer ${ben.token}`).admin.leads.bulk({
      ids,
      action: { type: 'status', status: 'qualified' },
    });
    expect(viaTrpc).toEqual({ action: 'status', selected: 3, changed: 2 });
    for (const id of ids.slice(1))
      expect(await audits(id, 'status')).toEqual([
        { actor: 'Ben Cho', detail: { from: 'new', to: 'qualified' } },
      ]);
    const updated = await t.prisma.outboxEvent.count({
      where: { type: 'lead.updated', leadId: { in: ids.slice(1) } },
    });
    expect(updated).toBeGreaterThanOrEqual(2);

    res = await bulk({ ids, action: { type: 'spam', spam: true } });
    expect(res.json()).toEqual({ action: 'spam', selected: 3, changed: 3 });
    expect(await t.prisma.lead.count({ where: { id: { in: ids }, spamAt: { not: null } } })).toBe(
      3,
    );
    for (const id of ids) expect(await audits(id, 'spam')).toHaveLength(1);
  });

  it('delete erases every selected person, with one audit row each naming who', async () => {
    const ids = await three('erase');
    const res = await bulk({ ids, action: { type: 'delete', confirmCount: 3 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ action: 'delete', selected: 3, changed: 3 });
    expect(await t.prisma.lead.count({ where: { id: { in: ids } } })).toBe(0);
    expect(await t.prisma.conversation.count({ where: { leadId: { in: ids } } })).toBe(0);
    for (const id of ids) {
      const [entry] = await audits(id, 'deleted');
      expect(entry).toMatchObject({ actor: 'Ana Ruiz', detail: { conversations: 1, messages: 1 } });
      expect(
        await t.prisma.outboxEvent.count({ where: { leadId: id, type: 'lead.deleted' } }),
      ).toBe(1);
    }
  });

  it('refuses bad input with a clear 4xx and changes nothing', async () => {
    const ids = await three('refused');
    const snapshot = () =>
      t.prisma.lead.findMany({
        where: { id: { in: ids } },
        orderBy: { id: 'asc' },
        select: { id: true, status: true, ownerId: true, spamAt: true },
      });
    const auditCount = () => t.prisma.leadAudit.count({ where: { leadId: { in: ids } } });
    const before = await snapshot();
    const auditsBefore = await auditCount();

    const unknown = randomUUID();
    let res = await bulk({ ids: [...ids, unknown], action: { type: 'status', status: 'lost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(
      /1 of the selected leads were not found.*nothing was changed/,
    );
    expect(res.json().message).toContain(unknown);

    res = await bulk({ ids: [...ids, unknown], action: { type: 'delete', confirmCount: 4 } });
    expect(res.statusCode).toBe(404);

    res = await bulk({
      ids: Array.from({ length: LEAD_BULK_LIMIT + 1 }, () => randomUUID()),
      action: { type: 'spam', spam: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(`At most ${LEAD_BULK_LIMIT} leads at once`);

    res = await bulk({ ids: [], action: { type: 'spam', spam: true } });
    expect(res.statusCode).toBe(400);
    res = await bulk({ ids: [ids[0], ids[0]], action: { type: 'spam', spam: true } });
    expect(res.statusCode).toBe(400);
    res = await bulk({ ids, action: { type: 'archive' } });
    expect(res.statusCode).toBe(400);
    res = await bulk({ ids, action: { type: 'delete', confirmCount: 2 } });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('confirmCount must equal the number of leads to delete');

    // A revoked person cannot be given leads, even ones they already own.
    const gone = await t.admin(OWNER, 'POST', '/api/admin/staff', { name: 'Cal Gone' });
    const goneId = gone.json().staff.id as string;
    await t.prisma.lead.update({ where: { id: ids[0] }, data: { ownerId: goneId } });
    const revoked = await t.admin(OWNER, 'POST', `/api/admin/staff/${goneId}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    res = await bulk({ ids, action: { type: 'assign', ownerId: goneId } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('active token');
    await t.prisma.lead.update({ where: { id: ids[0] }, data: { ownerId: null } });

    expect(await snapshot()).toEqual(before);
    expect(await auditCount()).toBe(auditsBefore);
  });

  it('is for staff only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/leads/bulk',
      payload: { ids: [randomUUID()], action: { type: 'spam', spam: true } },
    });
    expect(res.statusCode).toBe(401);
  });
});
