// What is new and what is late: read state per person for leads and conversations (the tabs'
// badges, bold rows, opening reads, "mark all read"), "assigned to me", every new lead's due time
// from the one-business-day promise, and exactly one reminder by email for an overdue lead.
import { randomUUID } from 'node:crypto';
import { LeadOverdueData } from '@agency/schema';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { replyDue } from '../src/services/leads/due.ts';
import { sendOverdueReminders } from '../src/services/leads/reminders.ts';
import { createTestApp } from './helper.ts';
import { startSmtpServer, until, type Mailbox } from './receivers.ts';

const OWNER = 'new-late-owner-token';
let mailbox: Mailbox;
let t: Awaited<ReturnType<typeof createTestApp>>;
let ana: { id: string; token: string };
let ben: { id: string; token: string };

beforeAll(async () => {
  mailbox = await startSmtpServer();
  t = await createTestApp({
    ADMIN_TOKEN: `Rosa Díaz:${OWNER}`,
    SMTP_URL: mailbox.url,
    NOTIFY_EMAIL_TO: 'studio@agency.test',
    NOTIFY_EMAIL_FROM: 'site@agency.test',
    PUBLIC_URL: 'https://agency.test',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
    RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000',
  });
  ana = await t.makeStaff(OWNER, 'Ana Ruiz');
  ben = await t.makeStaff(OWNER, 'Ben Cho');
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

/** A visitor's chat message giving an email: a new lead the first time, a visit after. */
async function visit(
  email: string,
  message = 'We need a launch campaign',
  conversationId?: string,
  app = t,
) {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/conversations/message',
    payload: {
      sessionId: `s-${email}`,
      message,
      clientName: 'Visitor',
      clientEmail: email,
      ...(conversationId ? { conversationId } : {}),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const lead = await app.prisma.lead.findUniqueOrThrow({ where: { email } });
  return {
    leadId: lead.id,
    conversationId: (res.json() as { conversationId: string }).conversationId,
  };
}

const freshEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

interface ListedLead {
  id: string;
  unread: boolean;
  overdue: boolean;
  dueAt: string | null;
}
async function listed(token: string, query = '') {
  const res = await t.admin(token, 'GET', `/api/admin/leads?limit=200${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { leads: ListedLead[] }).leads;
}
const leadRow = async (token: string, id: string) =>
  (await listed(token)).find((lead) => lead.id === id);
const conversationUnread = async (token: string, id: string) => {
  const res = await t.admin(token, 'GET', '/api/admin/conversations?limit=200');
  const rows = (res.json() as { conversations: { id: string; unread: boolean }[] }).conversations;
  return rows.find((row) => row.id === id)?.unread;
};
const counts = async (token: string) => {
  const res = await t.admin(token, 'GET', '/api/admin/unread');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { leads: number; conversations: number };
};

describe('due times', () => {
  it('every new lead gets one from the business calendar; a job seeker does not', async () => {
    const { leadId } = await visit(freshEmail('due'));
    const lead = await t.prisma.lead.findUniqueOrThrow({ where: { id: leadId } });
    const expected = replyDue(lead.firstActivityAt, t.config.businessCalendar).getTime();
    // The due time is reckoned in the process a moment before the statement's clock reads now.
    expect(Math.abs(lead.dueAt!.getTime() - expected)).toBeLessThan(5_000);
    expect((await leadRow(OWNER, leadId))?.dueAt).toBe(lead.dueAt!.toISOString());

    // A second visit leaves the promise as it was made.
    await visit(lead.email, 'One more thing');
    const again = await t.prisma.lead.findUniqueOrThrow({ where: { id: leadId } });
    expect(again.dueAt).toEqual(lead.dueAt);

    const seeker = freshEmail('seeker');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversations/message',
      payload: {
        sessionId: `s-${seeker}`,
        message: 'I would like to apply for a job as a designer',
        clientEmail: seeker,
        employmentType: 'full-time',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const candidate = await t.prisma.lead.findUniqueOrThrow({ where: { email: seeker } });
    expect(candidate).toMatchObject({ status: 'candidate', dueAt: null });
  });

  it('is counted with the calendar of the app the lead came through', async () => {
    // Open one hour a day, every day: a second app made after the first must not change the
    // first one's promise, as a calendar set for the whole process did.
    const other = await createTestApp({
      BUSINESS_DAYS: 'monday,tuesday,wednesday,thursday,friday,saturday,sunday',
      BUSINESS_HOURS: '09:00-10:00',
    });
    try {
      for (const app of [t, other]) {
        const { leadId } = await visit(freshEmail('calendar'), 'Hello', undefined, app);
        const lead = await app.prisma.lead.findUniqueOrThrow({ where: { id: leadId } });
        const expected = replyDue(lead.firstActivityAt, app.config.businessCalendar).getTime();
        expect(Math.abs(lead.dueAt!.getTime() - expected)).toBeLessThan(5_000);
      }
      expect(other.config.businessCalendar).not.toEqual(t.config.businessCalendar);
    } finally {
      await other.close();
    }
  });
});

describe('due times through the lead insert, across a weekend and a holiday', () => {
  // The process's clock, which reckons the due time, at a Los Angeles moment; the database's own
  // clock (firstActivityAt) is left alone.
  async function leadCreatedAt(local: string) {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(local) });
    try {
      return await visit(freshEmail('clock'));
    } finally {
      vi.useRealTimers();
    }
  }
  // Contacted once read, so that a due time already past is not a reminder the tests below count.
  async function dueOf(id: string) {
    const lead = await t.prisma.lead.update({ where: { id }, data: { status: 'contacted' } });
    return lead.dueAt?.toISOString();
  }

  it('Friday 16:00 is due Monday 16:00', async () => {
    const { leadId } = await leadCreatedAt('2026-11-20T16:00:00-08:00');
    expect(await dueOf(leadId)).toBe(new Date('2026-11-23T16:00:00-08:00').toISOString());
  });

  it('Wednesday 15:00 before Thanksgiving and the Friday after is due Monday 15:00', async () => {
    const { leadId } = await leadCreatedAt('2026-11-25T15:00:00-08:00');
    expect(await dueOf(leadId)).toBe(new Date('2026-11-30T15:00:00-08:00').toISOString());
  });
});

describe('read state, per person', () => {
  it('a new lead and its conversation are unread for everyone until each opens them', async () => {
    const before = { ana: await counts(ana.token), ben: await counts(ben.token) };
    const { leadId, conversationId } = await visit(freshEmail('reads'));

    expect(await counts(ana.token)).toEqual({
      leads: before.ana.leads + 1,
      conversations: before.ana.conversations + 1,
    });
    expect((await leadRow(ana.token, leadId))?.unread).toBe(true);
    expect(await conversationUnread(ana.token, conversationId)).toBe(true);

    // Ana opens both, through REST and tRPC alike.
    expect((await t.admin(ana.token, 'GET', `/api/admin/leads/${leadId}`)).statusCode).toBe(200);
    await t.caller('127.0.0.1', `Bearer ${ana.token}`).admin.conversations.detail({
      id: conversationId,
    });
    expect(await counts(ana.token)).toEqual(before.ana);
    expect((await leadRow(ana.token, leadId))?.unread).toBe(false);
    expect(await conversationUnread(ana.token, conversationId)).toBe(false);

    // Ben and the bootstrap owner have not read them.
    expect(await counts(ben.token)).toEqual({
      leads: before.ben.leads + 1,
      conversations: before.ben.conversations + 1,
    });
    expect((await leadRow(OWNER, leadId))?.unread).toBe(true);

    // The visitor writes again: new for Ana once more.
    await visit(
      (await t.prisma.lead.findUniqueOrThrow({ where: { id: leadId } })).email,
      'Hi again',
      conversationId,
    );
    expect((await leadRow(ana.token, leadId))?.unread).toBe(true);
    expect(await conversationUnread(ana.token, conversationId)).toBe(true);
  });

  it('a staff change does not make a lead new again for the others', async () => {
    const { leadId } = await visit(freshEmail('edit'));
    await t.admin(ben.token, 'GET', `/api/admin/leads/${leadId}`);
    const res = await t.admin(ana.token, 'PATCH', `/api/admin/leads/${leadId}`, {
      notes: 'Called',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await leadRow(ben.token, leadId))?.unread).toBe(false);
  });

  it('the bootstrap owner has read state of its own, kept under its label', async () => {
    const { leadId } = await visit(freshEmail('owner'));
    await t.admin(OWNER, 'GET', `/api/admin/leads/${leadId}`);
    expect((await leadRow(OWNER, leadId))?.unread).toBe(false);
    expect(
      await t.prisma.readState.findUnique({
        where: { reader_kind_itemId: { reader: 'owner:Rosa Díaz', kind: 'lead', itemId: leadId } },
      }),
    ).not.toBeNull();
    expect((await leadRow(ben.token, leadId))?.unread).toBe(true);
  });

  it('"mark all read" reads one kind for one person, and leaves later activity unread', async () => {
    const { leadId, conversationId } = await visit(freshEmail('all'));
    await t.admin(ana.token, 'GET', `/api/admin/leads/${leadId}`);
    const res = await t.admin(ben.token, 'POST', '/api/admin/unread/read-all', { kind: 'lead' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ leads: 0 });
    expect((await counts(ben.token)).conversations).toBeGreaterThan(0);
    expect(await conversationUnread(ben.token, conversationId)).toBe(true);
    // Ben's rows for single leads are covered by the mark and gone; Ana's stay.
    expect(
      await t.prisma.readState.count({ where: { reader: `staff:${ben.id}`, kind: 'lead' } }),
    ).toBe(0);
    expect(
      await t.prisma.readState.count({ where: { reader: `staff:${ana.id}`, kind: 'lead' } }),
    ).toBeGreaterThan(0);

    const caller = t.caller('127.0.0.1', `Bearer ${ben.token}`);
    expect(await caller.admin.unread.markAllRead({ kind: 'conversation' })).toEqual({
      leads: 0,
      conversations: 0,
    });
    expect(await caller.admin.unread.counts()).toEqual({ leads: 0, conversations: 0 });

    const later = await visit(freshEmail('later'));
    expect(await counts(ben.token)).toEqual({ leads: 1, conversations: 1 });
    expect((await leadRow(ben.token, later.leadId))?.unread).toBe(true);
  });

  it('bad input is a clear 4xx that writes nothing', async () => {
    const marks = await t.prisma.readAllMark.count();
    const states = await t.prisma.readState.count();
    const bad = await t.admin(ana.token, 'POST', '/api/admin/unread/read-all', { kind: 'spam' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/kind must be one of lead, conversation/);
    const extra = await t.admin(ana.token, 'POST', '/api/admin/unread/read-all', {
      kind: 'lead',
      before: '2020-01-01',
    });
    expect(extra.statusCode).toBe(400);
    await expect(
      t.caller('127.0.0.1', `Bearer ${ana.token}`).admin.unread.markAllRead({
        kind: 'everything' as 'lead',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect((await t.admin(ana.token, 'GET', `/api/admin/leads/${randomUUID()}`)).statusCode).toBe(
      404,
    );
    expect(
      (await t.admin(ana.token, 'GET', '/api/admin/conversations/not-an-id/detail')).statusCode,
    ).toBe(404);
    expect((await t.admin(ana.token, 'GET', '/api/admin/leads?assigned=you')).statusCode).toBe(400);
    expect(await t.prisma.readAllMark.count()).toBe(marks);
    expect(await t.prisma.readState.count()).toBe(states);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/unread' })).statusCode).toBe(401);
  });
});

describe('assigned to me', () => {
  it('lists the leads the person asking owns; the bootstrap owner owns none', async () => {
    const { leadId } = await visit(freshEmail('assigned'));
    const res = await t.admin(ana.token, 'PATCH', `/api/admin/leads/${leadId}`, {
      ownerId: ben.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await listed(ben.token, '&assigned=me');
    expect(mine.map((lead) => lead.id)).toContain(leadId);
    expect(mine.every((lead) => lead.id === leadId)).toBe(true);
    expect((await listed(ana.token, '&assigned=me')).map((lead) => lead.id)).not.toContain(leadId);
    expect(await listed(OWNER, '&assigned=me')).toEqual([]);
    const viaTrpc = await t.caller('127.0.0.1', `Bearer ${ben.token}`).admin.leads.list({
      assigned: 'me',
    });
    expect(viaTrpc.leads.map((lead) => lead.id)).toEqual([leadId]);
  });
});

describe('overdue leads', () => {
  const makeOverdue = (id: string) =>
    t.prisma.lead.update({ where: { id }, data: { dueAt: new Date(Date.now() - 60_000) } });

  it('are flagged, and their owner gets exactly one reminder, however many instances check', async () => {
    const email = freshEmail('late');
    const { leadId } = await visit(email);
    await t.admin(ana.token, 'PATCH', `/api/admin/leads/${leadId}`, { ownerId: ben.id });
    const unowned = await visit(freshEmail('unowned'));
    const contacted = await visit(freshEmail('contacted'));
    await t.admin(ana.token, 'PATCH', `/api/admin/leads/${contacted.leadId}`, {
      status: 'contacted',
    });
    for (const id of [leadId, unowned.leadId, contacted.leadId]) await makeOverdue(id);

    expect(await leadRow(ana.token, leadId)).toMatchObject({ overdue: true });
    expect(await leadRow(ana.token, contacted.leadId)).toMatchObject({ overdue: false });
    const detail = await t.admin(ana.token, 'GET', `/api/admin/leads/${leadId}`);
    expect(detail.json().lead).toMatchObject({ overdue: true });

    // Several instances check at once, and again later.
    const sent = await Promise.all([
      sendOverdueReminders(t.prisma, t.app.services.outbox),
      sendOverdueReminders(t.prisma, t.app.services.outbox),
      sendOverdueReminders(t.prisma, t.app.services.outbox),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await sendOverdueReminders(t.prisma, t.app.services.outbox)).toBe(0);

    const events = await t.prisma.outboxEvent.findMany({ where: { type: 'lead.overdue' } });
    expect(events.map((event) => event.leadId).toSorted()).toEqual(
      [leadId, unowned.leadId].toSorted(),
    );
    const owned = LeadOverdueData.parse(events.find((e) => e.leadId === leadId)!.data);
    expect(owned).toMatchObject({
      lead: { id: leadId, email },
      owner: { id: ben.id, name: 'Ben Cho' },
    });
    expect(
      LeadOverdueData.parse(events.find((e) => e.leadId === unowned.leadId)!.data).owner,
    ).toBeNull();
    expect(
      (await t.prisma.lead.findUniqueOrThrow({ where: { id: contacted.leadId } })).reminderSentAt,
    ).toBeNull();

    await until(
      async () => mailbox.messages.filter((m) => m.subject?.includes('reply overdue')).length >= 2,
      'the reminders',
    );
    const reminders = mailbox.messages.filter((m) => m.subject?.includes('reply overdue'));
    expect(reminders).toHaveLength(2);
    const toBen = reminders.find((m) => m.subject?.startsWith('Ben Cho: '))!;
    expect(toBen.subject).toBe('Ben Cho: reply overdue to Visitor');
    expect(toBen.text).toContain(`https://agency.test/admin/leads/${leadId}`);
    expect(toBen.text).toContain('Owner: Ben Cho.');

    // Still overdue (not contacted), but reminded once only.
    expect(await leadRow(ana.token, leadId)).toMatchObject({ overdue: true });
  });

  it("go to the owner's own address when they have one, once; a revoked owner's to the staff inbox", async () => {
    const cara = await t.makeStaff(OWNER, 'Cara Lin', 'cara.lin@agency.test');
    const dan = await t.makeStaff(OWNER, 'Dan Oyelaran', 'dan@agency.test');
    const toCara = await visit(freshEmail('cara'));
    const toDan = await visit(freshEmail('dan'));
    await t.admin(ana.token, 'PATCH', `/api/admin/leads/${toCara.leadId}`, { ownerId: cara.id });
    await t.admin(ana.token, 'PATCH', `/api/admin/leads/${toDan.leadId}`, { ownerId: dan.id });
    // Dan has left: his leads still name him, and his reminders go where someone will read them.
    await t.admin(OWNER, 'POST', `/api/admin/staff/${dan.id}/revoke`);
    for (const { leadId } of [toCara, toDan]) await makeOverdue(leadId);

    const sent = await Promise.all([
      sendOverdueReminders(t.prisma, t.app.services.outbox),
      sendOverdueReminders(t.prisma, t.app.services.outbox),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(2);
    const [event] = await t.prisma.outboxEvent.findMany({
      where: { type: 'lead.overdue', leadId: toCara.leadId },
    });
    expect(LeadOverdueData.parse(event!.data).owner).toEqual({
      id: cara.id,
      name: 'Cara Lin',
      email: 'cara.lin@agency.test',
    });

    const about = (name: string) =>
      mailbox.messages.filter((m) => m.subject === `${name}: reply overdue to Visitor`);
    await until(async () => about('Cara Lin').length + about('Dan Oyelaran').length >= 2, 'both');
    expect(about('Cara Lin').map((m) => m.to && 'text' in m.to && m.to.text)).toEqual([
      'cara.lin@agency.test',
    ]);
    expect(about('Dan Oyelaran').map((m) => m.to && 'text' in m.to && m.to.text)).toEqual([
      'studio@agency.test',
    ]);
    // One email delivery each: the owner's address instead of the inbox, not as well as it.
    const deliveries = await t.prisma.delivery.findMany({
      where: {
        channel: 'email',
        event: { type: 'lead.overdue', leadId: { in: [toCara.leadId, toDan.leadId] } },
      },
      select: { target: true },
    });
    expect(deliveries.map((d) => d.target).toSorted()).toEqual([
      'cara.lin@agency.test',
      'studio@agency.test',
    ]);
  });

  it('a rolled-back claim leaves the lead for the next check', async () => {
    const { leadId } = await visit(freshEmail('rollback'));
    await makeOverdue(leadId);
    await expect(
      t.prisma.$transaction(async (tx) => {
        await tx.$executeRaw`UPDATE "Lead" SET "reminderSentAt" = now() WHERE "id" = ${leadId}::uuid AND "reminderSentAt" IS NULL`;
        throw new Error('instance died');
      }),
    ).rejects.toThrow('instance died');
    expect(await sendOverdueReminders(t.prisma, t.app.services.outbox)).toBe(1);
    expect(await t.prisma.outboxEvent.count({ where: { type: 'lead.overdue', leadId } })).toBe(1);
  });
});
