// The Dashboard's figures on a small known week: conversations and leads per Los Angeles day or
// week by source, chat-to-lead conversion, the intent mix, first replies against the promise of
// one business day, the share of turns the assistant could not answer; each chart as CSV; staff
// may read it; a range the schema refuses is a 400 that says why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replyDue } from '../src/services/leads/due.ts';
import { createTestApp } from './helper.ts';

const OWNER = 'admin-reports-owner-token';
let t: Awaited<ReturnType<typeof createTestApp>>;

const at = (iso: string) => new Date(iso);

async function conversation(
  startedAt: string,
  intent: string,
  messages: { text: string; step?: string }[],
  { form = false, leadId }: { form?: boolean; leadId?: string } = {},
) {
  const sessionId = form ? 'contact-form' : `reports-${startedAt}`;
  const row = await t.prisma.conversation.create({
    data: {
      sessionId,
      intent,
      startedAt: at(startedAt),
      lastActivityAt: at(startedAt),
      messageCount: messages.length,
      leadId: leadId ?? null,
    },
    select: { id: true },
  });
  let seq = 0;
  for (const message of messages)
    await t.prisma.message.create({
      data: {
        conversationId: row.id,
        seq: ++seq,
        message: message.text,
        reply: 'Thanks for asking.',
        intent,
        sessionId,
        tokenUsage: JSON.stringify({ step: message.step ?? 'unit' }),
        timestamp: at(startedAt),
      },
    });
  return row.id;
}

/** A lead as it was stored; `dueAt` as the lead insert gives it, where the case needs one. */
async function lead(email: string, sources: string[], firstActivityAt: string, dueAt?: Date) {
  const row = await t.prisma.lead.create({
    data: {
      email,
      sources,
      firstActivityAt: at(firstActivityAt),
      lastActivityAt: at(firstActivityAt),
      dueAt: dueAt ?? null,
    },
    select: { id: true },
  });
  return row.id;
}

const audit = (leadId: string, action: string, detail: object, createdAt: string) =>
  t.prisma.leadAudit.create({
    data: { leadId, action, actor: 'Rosa Díaz', detail, createdAt: at(createdAt) },
  });

const get = (url: string, token = OWNER) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

const WEEK = 'from=2026-03-02&to=2026-03-08';

beforeAll(async () => {
  t = await createTestApp({ ADMIN_TOKEN: `Rosa Díaz:${OWNER}` });
  // Leads, by when they first came (Los Angeles times in the comments), stored before due times
  // were: each judged by 24 weekday hours.
  // Mon 10:00 PST, contacted Tue 09:00: within the promise (due Tue 10:00).
  const l1 = await lead('l1@example.com', ['chat'], '2026-03-02T18:00:00Z');
  await audit(l1, 'owner', { from: null, to: 'Rosa Díaz' }, '2026-03-02T19:00:00Z');
  await audit(l1, 'status', { from: 'new', to: 'contacted' }, '2026-03-03T17:00:00Z');
  await audit(l1, 'status', { from: 'contacted', to: 'qualified' }, '2026-03-05T17:00:00Z');
  // Fri 15:00 PST, due Mon 15:00 PDT (22:00 UTC, the clocks went forward on Sunday), contacted
  // Mon 16:00 PDT: late.
  const l2 = await lead('l2@example.com', ['contact-form', 'chat'], '2026-03-06T23:00:00Z');
  await audit(l2, 'status', { from: 'new', to: 'contacted' }, '2026-03-09T23:00:00Z');
  // Sat 11:00 PST, due Tue 00:00 PDT; qualified Mon 20:00 PDT: within the promise.
  const l3 = await lead('l3@example.com', ['chat'], '2026-03-07T19:00:00Z');
  await audit(l3, 'status', { from: 'new', to: 'qualified' }, '2026-03-10T03:00:00Z');
  // Wed 09:00 PST, never answered (only marked lost): overdue.
  const l4 = await lead('l4@example.com', ['brief'], '2026-03-04T17:00:00Z');
  await audit(l4, 'status', { from: 'new', to: 'lost' }, '2026-03-04T18:00:00Z');
  // A job seeker: counted as a new lead, not held to the promise.
  await lead('l5@example.com', ['resume'], '2026-03-04T17:30:00Z');
  // The Monday after: outside the week.
  await lead('l6@example.com', ['chat'], '2026-03-09T18:00:00Z');

  // Conversations.
  await conversation(
    '2026-03-02T18:00:00Z',
    'service-inquiry',
    [
      { text: 'Can you make a launch film for our running shoe?' },
      { text: 'Do you handle trademark registration for the brand?', step: 'unknown' },
    ],
    { leadId: l1 },
  );
  // Mon 22:30 PST is Tuesday in UTC: it counts on Monday.
  await conversation('2026-03-03T06:30:00Z', 'webchat', [{ text: 'Where is your studio?' }]);
  // Sun 23:59 PST: outside; Mon 00:00 PST: inside.
  await conversation('2026-03-02T07:59:00Z', 'webchat', [{ text: 'Are you open on Sunday?' }]);
  await conversation('2026-03-02T08:00:00Z', 'webchat', [
    { text: 'Do you insure drone permits in Malibu?', step: 'fallback' },
  ]);
  await conversation(
    '2026-03-04T20:00:00Z',
    'employment',
    [{ text: 'Are you hiring motion designers?' }],
    { leadId: l3 },
  );
  await conversation(
    '2026-03-04T21:00:00Z',
    'service-inquiry',
    [{ text: 'We need a brand refresh, budget 50K.', step: 'unknown' }],
    { form: true, leadId: l2 },
  );
  await conversation('2026-03-10T18:00:00Z', 'webchat', [{ text: 'Hello there, anyone?' }]);
  // A value a spreadsheet would run, on a day of its own (for the CSV's guard).
  await conversation('2026-03-20T18:00:00Z', '=HYPERLINK("http://evil.example")', [
    { text: 'Tell me about your work for cinemas.' },
  ]);
});
afterAll(() => t.close());

const zeroLeads = {
  leadsChat: 0,
  leadsContactForm: 0,
  leadsBrief: 0,
  leadsResume: 0,
  leadsApplication: 0,
};

describe('the Dashboard', () => {
  it('counts a known week per Los Angeles day, by source', async () => {
    const res = await get(`/api/admin/reports?${WEEK}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report).toMatchObject({
      from: '2026-03-02',
      to: '2026-03-08',
      granularity: 'day',
      timeZone: 'America/Los_Angeles',
    });
    expect(report.volume).toEqual([
      { period: '2026-03-02', chats: 3, forms: 0, ...zeroLeads, leadsChat: 1 },
      { period: '2026-03-03', chats: 0, forms: 0, ...zeroLeads },
      { period: '2026-03-04', chats: 1, forms: 1, ...zeroLeads, leadsBrief: 1, leadsResume: 1 },
      { period: '2026-03-05', chats: 0, forms: 0, ...zeroLeads },
      { period: '2026-03-06', chats: 0, forms: 0, ...zeroLeads, leadsContactForm: 1 },
      { period: '2026-03-07', chats: 0, forms: 0, ...zeroLeads, leadsChat: 1 },
      { period: '2026-03-08', chats: 0, forms: 0, ...zeroLeads },
    ]);
  });

  it('gives chat-to-lead conversion and the intent mix', async () => {
    const report = (await get(`/api/admin/reports?${WEEK}`)).json();
    expect(report.conversion.totals).toEqual({ chats: 4, converted: 2, rate: 0.5 });
    expect(report.conversion.series[0]).toEqual({
      period: '2026-03-02',
      chats: 3,
      converted: 1,
      rate: 1 / 3,
    });
    expect(report.conversion.series[1]).toEqual({
      period: '2026-03-03',
      chats: 0,
      converted: 0,
      rate: null,
    });
    expect(report.intents).toEqual([
      { intent: 'service-inquiry', chats: 1, forms: 1 },
      { intent: 'webchat', chats: 2, forms: 0 },
      { intent: 'employment', chats: 1, forms: 0 },
    ]);
  });

  it('judges first replies against one business day, weekends and the clock change included', async () => {
    const { firstReply } = (await get(`/api/admin/reports?${WEEK}`)).json();
    // Replied after 23 h (l1), 72 h (l2) and 56 h (l3): median 56, p90 56 + 0.8 × 16.
    expect(firstReply.totals).toEqual({
      leads: 4,
      withinPromise: 2,
      late: 1,
      overdue: 1,
      waiting: 0,
      medianHours: 56,
      p90Hours: 68.8,
    });
    const byDay = Object.fromEntries(
      firstReply.series.map(({ period, ...row }: { period: string }) => [period, row]),
    );
    expect(byDay['2026-03-02']).toEqual({
      leads: 1,
      withinPromise: 1,
      late: 0,
      overdue: 0,
      waiting: 0,
    });
    expect(byDay['2026-03-04']).toEqual({
      leads: 1,
      withinPromise: 0,
      late: 0,
      overdue: 1,
      waiting: 0,
    });
    expect(byDay['2026-03-06']).toEqual({
      leads: 1,
      withinPromise: 0,
      late: 1,
      overdue: 0,
      waiting: 0,
    });
    expect(byDay['2026-03-07']).toEqual({
      leads: 1,
      withinPromise: 1,
      late: 0,
      overdue: 0,
      waiting: 0,
    });
  });

  it("judges a lead by its own due time, the business calendar's, across a weekend and a holiday", async () => {
    const stored = async (email: string, firstActivityAt: string, replied: string) => {
      const due = replyDue(at(firstActivityAt), t.config.businessCalendar);
      const id = await lead(email, ['chat'], firstActivityAt, due);
      await audit(id, 'status', { from: 'new', to: 'contacted' }, replied);
      return due.toISOString();
    };
    // Fri 20:00 PST, after hours: due at Monday's close, 17:00; contacted Mon 18:00, late (24
    // weekday hours would have given it until 20:00).
    expect(await stored('cal1@example.com', '2026-11-21T04:00:00Z', '2026-11-24T02:00:00Z')).toBe(
      '2026-11-24T01:00:00.000Z',
    );
    // Sat 11:00 PST: due at Monday's close too; contacted Mon 20:00, late (not Tuesday 00:00).
    expect(await stored('cal2@example.com', '2026-11-21T19:00:00Z', '2026-11-24T04:00:00Z')).toBe(
      '2026-11-24T01:00:00.000Z',
    );
    // Wed 15:00 PST before Thanksgiving and its Friday: due Mon 15:00; contacted on the Friday
    // 10:00, within the promise (not late after Thursday 15:00).
    expect(await stored('cal3@example.com', '2026-11-25T23:00:00Z', '2026-11-27T18:00:00Z')).toBe(
      '2026-11-30T23:00:00.000Z',
    );

    const { firstReply } = (await get('/api/admin/reports?from=2026-11-20&to=2026-11-27')).json();
    // Replied after 70 h, 57 h and 43 h: median 57, p90 57 + 0.8 × 13.
    expect(firstReply.totals).toEqual({
      leads: 3,
      withinPromise: 1,
      late: 2,
      overdue: 0,
      waiting: 0,
      medianHours: 57,
      p90Hours: 67.4,
    });
    const judged = Object.fromEntries(
      firstReply.series
        .filter((row: { leads: number }) => row.leads)
        .map(({ period, withinPromise, late }: Record<string, number>) => [
          period,
          { withinPromise, late },
        ]),
    );
    expect(judged).toEqual({
      '2026-11-20': { withinPromise: 0, late: 1 },
      '2026-11-21': { withinPromise: 0, late: 1 },
      '2026-11-25': { withinPromise: 1, late: 0 },
    });
  });

  it('gives the share of assistant turns that could not answer (a contact form is no turn)', async () => {
    const { unanswered } = (await get(`/api/admin/reports?${WEEK}`)).json();
    expect(unanswered.totals).toEqual({ turns: 5, unanswered: 2, share: 0.4 });
    expect(unanswered.series[0]).toEqual({
      period: '2026-03-02',
      turns: 4,
      unanswered: 2,
      share: 0.5,
    });
    expect(unanswered.series[2]).toEqual({
      period: '2026-03-04',
      turns: 1,
      unanswered: 0,
      share: 0,
    });
    expect(unanswered.reasons).toEqual([
      { reason: 'fallback', turns: 1 },
      { reason: 'unknown', turns: 1 },
    ]);
  });

  it('sums by week (Mondays) and keeps to the range asked', async () => {
    const weekly = (
      await get('/api/admin/reports?from=2026-03-04&to=2026-03-10&granularity=week')
    ).json();
    expect(weekly.volume.map((row: { period: string }) => row.period)).toEqual([
      '2026-03-02',
      '2026-03-09',
    ]);
    // From Wednesday: Monday's conversations and l1 are outside the range.
    expect(weekly.volume[0]).toMatchObject({ chats: 1, forms: 1, leadsChat: 1, leadsBrief: 1 });
    expect(weekly.volume[1]).toMatchObject({ chats: 1, forms: 0, leadsChat: 1 });
    expect(weekly.conversion.totals).toEqual({ chats: 2, converted: 1, rate: 0.5 });

    const monday = (await get('/api/admin/reports?from=2026-03-02&to=2026-03-02')).json();
    expect(monday.volume).toHaveLength(1);
    expect(monday.volume[0]).toMatchObject({ chats: 3, leadsChat: 1 });

    const empty = (await get('/api/admin/reports?from=2025-01-01&to=2025-01-07')).json();
    expect(empty.conversion.totals).toEqual({ chats: 0, converted: 0, rate: null });
    expect(empty.firstReply.totals).toMatchObject({ leads: 0, medianHours: null, p90Hours: null });
    expect(empty.unanswered.totals).toEqual({ turns: 0, unanswered: 0, share: null });
    expect(empty.intents).toEqual([]);
  });

  it('is the same through tRPC', async () => {
    const rest = (await get(`/api/admin/reports?${WEEK}&granularity=week`)).json();
    const trpc = await t
      .caller('127.0.0.1', `Bearer ${OWNER}`)
      .admin.reports.dashboard({ from: '2026-03-02', to: '2026-03-08', granularity: 'week' });
    expect(trpc).toEqual(rest);
  });

  it('gives each chart as CSV, with formulas kept as text', async () => {
    const volume = await get(`/api/admin/reports/volume.csv?${WEEK}`);
    expect(volume.statusCode, volume.body).toBe(200);
    expect(volume.headers['content-type']).toMatch(/^text\/csv/);
    expect(volume.headers['content-disposition']).toBe(
      'attachment; filename="volume-2026-03-02-to-2026-03-08.csv"',
    );
    const lines = volume.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFPeriod,Chats,Contact forms,Leads: chat,Leads: contact form,Leads: brief,Leads: resume,Leads: application',
    );
    expect(lines[1]).toBe('2026-03-02,3,0,1,0,0,0,0');
    expect(lines[3]).toBe('2026-03-04,1,1,0,0,1,1,0');
    expect(lines).toHaveLength(9); // header, 7 days, the final CRLF

    const conversion = (await get(`/api/admin/reports/conversion.csv?${WEEK}`)).body.split('\r\n');
    expect(conversion[1]).toBe('2026-03-02,3,1,0.3333');
    expect(conversion[2]).toBe('2026-03-03,0,0,');

    const reply = (await get(`/api/admin/reports/first-reply.csv?${WEEK}`)).body.split('\r\n');
    expect(reply[0]).toBe(
      '\uFEFFPeriod,Leads,Replied within one business day,Replied late,Overdue,Waiting',
    );
    expect(reply[7]).toBe('2026-03-08,0,0,0,0,0');

    const unanswered = (await get(`/api/admin/reports/unanswered.csv?${WEEK}`)).body.split('\r\n');
    expect(unanswered[1]).toBe('2026-03-02,4,2,0.5000');

    const intents = await get('/api/admin/reports/intents.csv?from=2026-03-20&to=2026-03-20');
    expect(intents.body.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://evil.example"")",1,0`);
  });

  it('is open to staff, read-only, and closed without a token', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: { authorization: `Bearer ${OWNER}` },
      payload: { name: 'Jo Park' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { token } = made.json() as { token: string };
    expect((await get(`/api/admin/reports?${WEEK}`, token)).statusCode).toBe(200);
    expect((await get(`/api/admin/reports/intents.csv?${WEEK}`, token)).statusCode).toBe(200);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/reports?${WEEK}` });
    expect(anonymous.statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports?${WEEK}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(post.statusCode).toBe(404);
  });

  it.each([
    ['to before from', 'from=2026-03-08&to=2026-03-02', 'to must not be before from'],
    ['more than a year', 'from=2024-01-01&to=2026-03-02', 'The range is 792 days; at most 366'],
    ['no such day', 'from=2026-02-30&to=2026-03-02', 'from is not a day of the calendar'],
    ['a year Postgres has not', 'from=0000-01-01&to=0000-01-02', 'from must be in the year 2000'],
    ['not a date', 'from=yesterday&to=2026-03-02', 'from must be a date written YYYY-MM-DD'],
    ['no from', 'to=2026-03-02', 'from is required'],
    ['an unknown granularity', `${WEEK}&granularity=month`, 'granularity must be day or week'],
  ])('refuses %s with a 400 that says why', async (_case, query, message) => {
    const res = await get(`/api/admin/reports?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const csv = await get(`/api/admin/reports/volume.csv?${query}`);
    expect(csv.statusCode).toBe(400);
  });

  it('refuses an unknown chart and a bad range through tRPC', async () => {
    const res = await get(`/api/admin/reports/leads.csv?${WEEK}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Chart must be one of');
    await expect(
      t
        .caller('127.0.0.1', `Bearer ${OWNER}`)
        .admin.reports.dashboard({ from: '2026-03-08', to: '2026-03-02' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
