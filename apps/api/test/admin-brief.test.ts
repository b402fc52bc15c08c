// The brief as fields: budget, timeline, services and industry read from the chat's dialogue state
// and the contact form's text into the lead, by the statement that stores the message; shown on
// the leads list and the lead, filtered by range, slug and key; bad filters a 400 naming them.
import { CONTACT_FORM_SESSION_ID, contactMessageText } from '@agency/schema';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';
import { leadFlows } from './leadFlows.ts';

const OWNER = 'brief-owner-token';
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp({
    ADMIN_TOKEN: `Rosa Díaz:${OWNER}`,
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
    RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000',
  });
});
afterAll(async () => {
  await t?.close();
});

const { chat } = leadFlows(() => t.app);
const get = (url: string) => t.admin(OWNER, 'GET', url);
type Listed = { id: string; email: string; brief: Record<string, unknown> };
const emails = async (query: string) =>
  ((await get(`/api/admin/leads?${query}`)).json().leads as Listed[]).map((lead) => lead.email);
const leadOf = async (email: string) =>
  ((await get('/api/admin/leads?limit=200')).json().leads as Listed[]).find(
    (lead) => lead.email === email,
  )!;

/** What the contact page sends, as it sends it. */
async function contactForm(email: string, company: string, message: string) {
  const res = await chat({
    message: contactMessageText({ name: 'Dana Whitfield', email, company, message }, null),
    sessionId: CONTACT_FORM_SESSION_ID,
    clientName: 'Dana Whitfield',
    clientEmail: email,
    company,
  });
  expect(res.statusCode, res.body).toBe(200);
}

const DANA_MESSAGE =
  "Hi there,\n\nWe're opening two new offices and need a rebrand plus social media content.\n" +
  'Budget: $120k\nWe would like to launch by the end of Q2.\n\n<b>Thanks</b> — Dana';

describe('the brief read into the lead', () => {
  beforeAll(async () => {
    // A chat: the brief told before the email, the email given later in the same conversation.
    const first = await chat({
      sessionId: 'brief-chat',
      message: 'We run a chain of ice cream shops and want a TV commercial. Budget is about $40k.',
    });
    expect(first.statusCode, first.body).toBe(200);
    const conversationId = first.json().conversationId as string;
    for (const message of ['We need it live in 6 weeks.', 'I am Leo, leo@creamery.test']) {
      const next = await chat({ sessionId: 'brief-chat', conversationId, message });
      expect(next.statusCode, next.body).toBe(200);
    }
    await contactForm('dana@sunrisedental.test', 'Sunrise Dental', DANA_MESSAGE);
    await contactForm('nobrief@example.test', '3M', 'Please call me back.');
  });

  it("takes a chat's budget, timeline, service and industry from its dialogue state", async () => {
    const leo = await leadOf('leo@creamery.test');
    expect(leo.brief).toEqual({
      budget: 40_000,
      budgetRange: '10k-50k',
      timeline: 'in 6 weeks',
      timelineRange: '1-3-months',
      services: ['video-production'],
      industry: 'food',
    });
  });

  it("takes a contact form's from the message the visitor typed and the company given", async () => {
    const dana = await leadOf('dana@sunrisedental.test');
    expect(dana.brief).toMatchObject({
      budget: 120_000,
      budgetRange: '100k-plus',
      timeline: 'by the end of Q2',
      services: ['brand-strategy', 'social-media'],
      industry: 'healthcare',
    });
    // The company "3M" is not three million dollars: only the message box is read for money.
    expect((await leadOf('nobrief@example.test')).brief).toEqual({
      budget: null,
      budgetRange: null,
      timeline: null,
      timelineRange: null,
      services: [],
      industry: null,
    });
  });

  it("shows a contact form's message on the lead as the visitor wrote it, line breaks and markup as text", async () => {
    const dana = await leadOf('dana@sunrisedental.test');
    const detail = (await get(`/api/admin/leads/${dana.id}`)).json();
    expect(detail.conversations[0].contactMessage).toBe(DANA_MESSAGE);
    expect(detail.lead.brief.industry).toBe('healthcare');
    const leo = await leadOf('leo@creamery.test');
    const chatDetail = (await get(`/api/admin/leads/${leo.id}`)).json();
    expect(chatDetail.conversations[0].contactMessage).toBeNull();
  });

  it('keeps the brief current as messages arrive: services add up, a later budget or timeline replaces the first', async () => {
    const email = 'mia@brightgym.test';
    const say = async (message: string, conversationId?: string) => {
      const res = await chat({ sessionId: 'brief-current', conversationId, message });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().conversationId as string;
    };
    const conversationId = await say(
      'Hi, I am Mia from Bright Gym, mia@brightgym.test. We need help with influencer marketing.',
    );
    expect((await leadOf(email)).brief).toMatchObject({
      services: ['influencer-marketing'],
      industry: 'fitness',
      budget: null,
    });
    await say(
      'We also want a media buying plan with billboards. Our budget is $8k.',
      conversationId,
    );
    await say('We could launch in 4 months.', conversationId);
    expect((await leadOf(email)).brief).toEqual({
      budget: 8_000,
      budgetRange: 'under-10k',
      timeline: 'in 4 months',
      timelineRange: '3-6-months',
      services: ['influencer-marketing', 'media-buying'],
      industry: 'fitness',
    });
    // The timeline's length is counted when its words change, not each time the state repeats them.
    await t.prisma.lead.update({ where: { email }, data: { timelineDays: 400 } });
    await say('Who would be our contact?', conversationId);
    expect((await leadOf(email)).brief.timelineRange).toBe('over-6-months');
    await say('Actually we can spend $60k, and need it in 2 weeks.', conversationId);
    expect((await leadOf(email)).brief).toMatchObject({
      budget: 60_000,
      budgetRange: '50k-100k',
      timeline: 'in 2 weeks',
      timelineRange: 'within-a-month',
    });
  });
});

describe('the leads list filtered by the brief', () => {
  it('filters by budget and timeline range, service and industry, alone and together', async () => {
    expect(await emails('budget=100k-plus')).toEqual(['dana@sunrisedental.test']);
    expect(await emails('budget=10k-50k')).toEqual(['leo@creamery.test']);
    expect(await emails('timeline=1-3-months')).toEqual(['leo@creamery.test']);
    expect(await emails('service=social-media')).toEqual(['dana@sunrisedental.test']);
    expect(await emails('industry=healthcare')).toEqual(['dana@sunrisedental.test']);
    expect(await emails('industry=food&budget=10k-50k&service=video-production')).toEqual([
      'leo@creamery.test',
    ]);
    expect(await emails('industry=food&budget=100k-plus')).toEqual([]);
    expect(await emails('budget=all&industry=')).toHaveLength(4);
    const counted = (await get('/api/admin/leads?industry=healthcare')).json();
    expect(counted.total).toBe(1);
  });

  it('the tRPC twin filters as REST does', async () => {
    const admin = t.caller('127.0.0.1', `Bearer ${OWNER}`);
    const viaTrpc = await admin.admin.leads.list({
      budget: '10k-50k',
      service: 'video-production',
    });
    expect(viaTrpc).toEqual(
      (await get('/api/admin/leads?budget=10k-50k&service=video-production')).json(),
    );
  });

  it('refuses a bad filter with a 400 that names it and its values, REST and tRPC', async () => {
    for (const [query, named] of [
      ['budget=lots', /budget must be one of under-10k, 10k-50k/],
      ['timeline=yesterday', /timeline must be one of within-a-month/],
      ['service=catering', /service must be one of creative-campaigns/],
      ['industry=%3Cscript%3E', /industry must be one of fintech/],
      ['budget=10k-50k&budget=100k-plus', /budget must be one of/],
    ] as const) {
      const res = await get(`/api/admin/leads?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toMatch(named);
    }
    const admin = t.caller('127.0.0.1', `Bearer ${OWNER}`);
    await expect(admin.admin.leads.list({ industry: 'crypto' as 'fintech' })).rejects.toMatchObject(
      { code: 'BAD_REQUEST' },
    );
    const csv = await get('/api/admin/leads.csv?service=catering');
    expect(csv.statusCode).toBe(400);
  });
});

describe('the leads CSV', () => {
  it("carries the brief's budget, timeline, services and industry, formula-safe, parsed back", async () => {
    // A brief as an older reader may have stored it: a timeline in the visitor's words, whatever
    // they were.
    await t.prisma.lead.create({
      data: {
        email: 'formula@example.test',
        sources: ['chat'],
        timeline: '=HYPERLINK("http://evil.example","soon")',
        budget: 5_000,
        services: ['web-design'],
        industry: 'retail',
      },
    });
    const res = await get('/api/admin/leads.csv?limit=200');
    expect(res.statusCode, res.body).toBe(200);
    const rows: Record<string, string>[] = parse(res.body, { bom: true, columns: true });
    const row = (email: string) => {
      const {
        Email,
        'Budget (USD)': budget,
        Timeline,
        Services,
        Industry,
      } = rows.find((r) => r.Email === email)!;
      return { Email, budget, Timeline, Services, Industry };
    };
    expect(row('leo@creamery.test')).toEqual({
      Email: 'leo@creamery.test',
      budget: '40000',
      Timeline: 'in 6 weeks',
      Services: 'video-production',
      Industry: 'food',
    });
    expect(row('dana@sunrisedental.test')).toMatchObject({
      budget: '120000',
      Timeline: 'by the end of Q2',
      Services: 'brand-strategy; social-media',
      Industry: 'healthcare',
    });
    expect(row('nobrief@example.test')).toMatchObject({
      budget: '',
      Timeline: '',
      Services: '',
      Industry: '',
    });
    expect(row('formula@example.test').Timeline).toBe(`'=HYPERLINK("http://evil.example","soon")`);
    // Notes stay the last column, after the brief.
    expect(Object.keys(rows[0]!).slice(-5)).toEqual([
      'Budget (USD)',
      'Timeline',
      'Services',
      'Industry',
      'Notes',
    ]);
  });
});
