// npm run bench:admin — the admin's conversation list, search and counters, the assistant's
// Unanswered inbox, and the Dashboard's reports, at 100,000 conversations; the leads list with the
// brief's filters at 100,000 leads.
// Fills a throwaway database (embedded PGlite in a temp folder; a temp database on the server when
// DATABASE_URL is set) and prints latencies. Not a test: it asserts nothing.
//   CONVERSATIONS=20000 npm run bench:admin   for a quicker run
//   BENCH_DATA_DIR=/tmp/admin-bench            keeps the embedded database there and reuses it next time
import { applyMigrations, openDatabase, type Database } from '@agency/db';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/env.ts';
import {
  INDUSTRY_KEYS,
  SERVICE_SLUGS,
  type ConversationListQuery,
  type LeadListQuery,
} from '@agency/schema';
import { listConversations } from '../src/services/admin/conversations.ts';
import { listLeads } from '../src/services/admin/leads.ts';
import { dashboardReport } from '../src/services/admin/reports.ts';
import { listUnanswered, unansweredDetail } from '../src/services/admin/unanswered.ts';

const CONVERSATIONS = Number(process.env.CONVERSATIONS ?? 100_000);
/** Leads in all: those of the conversations, and as many more as came by other paths. */
const LEADS = Number(process.env.LEADS ?? 100_000);
const MESSAGES_PER_CONVERSATION = 2;
const BATCH = 5_000;
const RUNS = 7;
/** The Dashboard is timed over more runs: its aim is a 99th percentile, not a median. */
const REPORT_RUNS = 100;
// One conversation in LEAD_EVERY gave an email (a lead, every other one by the contact form);
// most leads were contacted, after 0 to 47 hours.
const LEAD_EVERY = 5;
const UNCONTACTED_EVERY = 4;

const FIRST = [
  'Maya',
  'Jordan',
  'Priya',
  'Leo',
  'Ana',
  'Sam',
  'Noah',
  'Ava',
  'Luis',
  'Mei',
  'Omar',
  'Zoe',
  'Ivan',
  'Nia',
  'Kai',
  'Rosa',
];
const LAST = [
  'Chen',
  'Kim',
  'Patel',
  'Garcia',
  'Nguyen',
  'Smith',
  'Lopez',
  'Park',
  'Diaz',
  'Khan',
  'Reyes',
  'Silva',
  'Moreno',
  'Brooks',
];
const TOPICS = [
  'product launch',
  'brand refresh',
  'TikTok campaign',
  'streaming commercial',
  'billboard buy',
  'restaurant opening',
  'festival sponsorship',
  'podcast ads',
  'app launch video',
  'holiday promo',
];
const INTENTS = ['service-inquiry', 'service-inquiry', 'webchat', 'employment', 'vendor'];
const REPLY =
  'Thanks for reaching out! Silver Lake Creative has run campaigns like this for Los Angeles brands across streaming, social and out-of-home. Tell us your timeline and budget and we will map out a plan.';

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

// One conversation in UNANSWERED_EVERY opens with a question the assistant could not answer (its
// step recorded as the chat records it), out of some 600 distinct ones, typed with small
// variations; one in MISSED_EVERY follows its first reply with "that's not what I asked". The
// Message trigger groups them while the rows go in, as it does for live chat.
const UNANSWERED_EVERY = 7;
const MISSED_EVERY = 23;
const ASKS = ['Do you', 'Can you', 'Does your team', 'Could you', 'Would you', 'Is it possible to'];
const DOINGS = [
  'handle',
  'offer',
  'work on',
  'help with',
  'take on',
  'quote for',
  'subcontract',
  'staff',
  'price',
  'manage',
  'plan',
  'insure',
  'translate',
  'license',
  'host',
  'audit',
  'sponsor',
  'print',
  'ship',
  'archive',
];
const THINGS = [
  'trademark registration',
  'wedding videos',
  'drone permits in Malibu',
  'crypto payments',
  'dog-friendly shoots',
  'union crews',
  'Japanese voiceovers',
  'NFT drops',
  'podcast hosting',
  'trade show booths',
  'museum exhibits',
  'political ads',
  'stock music licenses',
  'escrow for deposits',
  'night shoots on the 405',
  'braille packaging',
  'hologram concerts',
  'school fundraisers',
  'real estate tours',
  'esports teams',
  'yacht charters',
  'food trucks',
  'church livestreams',
  'drive-in screenings',
  'tattoo studios',
  'cannabis dispensaries',
  'kids toy unboxings',
  'AR filters for Snapchat',
  'radio jingles in Tagalog',
  'billboards in Tokyo',
];
const SPACE = DOINGS.length * THINGS.length;
const VARIANTS = [(q: string) => `${q}?`, (q: string) => q.toLowerCase(), (q: string) => `${q}??`];
const unansweredQuestion = (i: number) => {
  const n = Math.floor(i / UNANSWERED_EVERY);
  // A few questions are asked often, most rarely: the index is skewed toward the start.
  const k = (n * 7919) % SPACE;
  const skewed = Math.floor((k * k) / SPACE);
  const question = `${pick(ASKS, skewed)} ${pick(DOINGS, skewed)} ${pick(THINGS, Math.floor(skewed / DOINGS.length))}`;
  return pick(VARIANTS, n)(question);
};

async function openBenchDatabase(): Promise<{ db: Database; dispose(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `agency_bench_admin_${process.pid}`;
    const admin = new URL(serverUrl);
    admin.pathname = '/postgres';
    const run = async (sql: string) => {
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await run(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    return {
      db,
      dispose: async () => (
        await db.close(),
        await run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      ),
    };
  }
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'agency-bench-admin-'));
  const db = openDatabase({ dataDir });
  return {
    db,
    dispose: async () => (
      await db.close(),
      kept ? undefined : rmSync(dataDir, { recursive: true, force: true })
    ),
  };
}

async function fill(db: Database) {
  const started = performance.now();
  const now = Date.now();
  for (let offset = 0; offset < CONVERSATIONS; offset += BATCH) {
    const conversations = [];
    const messages = [];
    const leads = [];
    const audits = [];
    for (let i = offset; i < Math.min(offset + BATCH, CONVERSATIONS); i++) {
      const id = randomUUID();
      const first = pick(FIRST, i);
      const last = pick(LAST, Math.floor(i / FIRST.length));
      const topic = pick(TOPICS, Math.floor(i / 7));
      const intent = pick(INTENTS, i);
      // Spread over the last year, a few seconds apart.
      const lastActivityAt = new Date(now - (CONVERSATIONS - i) * 300_000);
      const named = i % 3 !== 0;
      const startedAt = new Date(lastActivityAt.getTime() - 60_000);
      const leadId = i % LEAD_EVERY === 1 ? randomUUID() : null;
      if (leadId) {
        leads.push({
          id: leadId,
          email: `lead${i}@example.com`,
          name: `${first} ${last}`,
          sources: [i % (2 * LEAD_EVERY) === 1 ? 'chat' : 'contact-form'],
          intent,
          status: i % UNCONTACTED_EVERY === 0 ? 'new' : 'contacted',
          firstActivityAt: startedAt,
          lastActivityAt,
        });
        if (i % UNCONTACTED_EVERY !== 0)
          audits.push({
            leadId,
            action: 'status',
            actor: 'bench',
            detail: { from: 'new', to: 'contacted' },
            createdAt: new Date(startedAt.getTime() + (i % 48) * 3_600_000),
          });
      }
      conversations.push({
        id,
        sessionId: `bench-${i}`,
        userIp: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        clientName: named ? `${first} ${last} ${i}` : null,
        clientEmail: named ? `${first}.${last}${i}@example.com`.toLowerCase() : null,
        subject: named ? `${topic} ${i}` : null,
        intent,
        messageCount: MESSAGES_PER_CONVERSATION,
        startedAt,
        lastActivityAt,
        leadId,
      });
      const unanswered = i % UNANSWERED_EVERY === 0;
      const missed = i % MISSED_EVERY === 0;
      for (let seq = 1; seq <= MESSAGES_PER_CONVERSATION; seq++) {
        messages.push({
          conversationId: id,
          seq,
          message:
            seq === 1
              ? unanswered
                ? unansweredQuestion(i)
                : `Hi, we are planning a ${topic} for spring, reference ${i}. Can you help?`
              : missed
                ? "No, that's not what I asked"
                : `Our budget is around $${(i % 90) + 10}K. What would you suggest?`,
          reply: REPLY,
          intent,
          tokenUsage: JSON.stringify(
            seq === 1 && unanswered
              ? { step: i % 2 ? 'unknown' : 'weak-unit' }
              : { total_tokens: 200 + (i % 300) },
          ),
          sessionId: `bench-${i}`,
          userIp: '10.0.0.1',
          timestamp: lastActivityAt,
        });
      }
    }
    await db.prisma.lead.createMany({ data: leads });
    await db.prisma.leadAudit.createMany({ data: audits });
    await db.prisma.conversation.createMany({ data: conversations });
    await db.prisma.message.createMany({ data: messages });
    process.stdout.write(
      `\rinserted ${Math.min(offset + BATCH, CONVERSATIONS).toLocaleString('en-US')} conversations`,
    );
  }
  console.log(` in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Leads up to LEADS (the conversations' own, and more with no conversation, spread over the same
 * year), and a brief on each as the chat and the contact form leave it: a budget on three in five
 * (up to $250K), a timeline on half (one to 40 weeks), no, one or two services, an industry on two
 * in three; a due time on each.
 */
async function fillLeads(db: Database) {
  const started = performance.now();
  const now = Date.now();
  const have = await db.prisma.lead.count();
  for (let offset = have; offset < LEADS; offset += BATCH) {
    const leads = [];
    for (let i = offset; i < Math.min(offset + BATCH, LEADS); i++) {
      const lastActivityAt = new Date(now - (LEADS - i) * 315_000);
      leads.push({
        email: `more${i}@example.com`,
        name: `${pick(FIRST, i)} ${pick(LAST, Math.floor(i / FIRST.length))}`,
        sources: [pick(['brief', 'resume', 'contact-form'], i)],
        status: pick(['new', 'contacted', 'qualified', 'won', 'lost'], i),
        firstActivityAt: lastActivityAt,
        lastActivityAt,
      });
    }
    await db.prisma.lead.createMany({ data: leads });
  }
  const slugs = `ARRAY[${SERVICE_SLUGS.map((slug) => `'${slug}'`).join(', ')}]`;
  const industries = `ARRAY[${INDUSTRY_KEYS.map((key) => `'${key}'`).join(', ')}]`;
  await db.prisma.$executeRawUnsafe(`
    UPDATE "Lead" l SET
      "budget" = CASE WHEN r.n % 5 < 3 THEN ((r.n * 7919) % 250) * 1000 END,
      "timeline" = CASE WHEN r.n % 2 = 0 THEN 'in ' || (1 + r.n % 40) || ' weeks' END,
      "timelineDays" = CASE WHEN r.n % 2 = 0 THEN (1 + r.n % 40) * 7 END,
      "services" = CASE r.n % 4 WHEN 0 THEN ARRAY[]::text[]
                                WHEN 1 THEN ARRAY[(${slugs})[1 + r.n % 7]]
                                ELSE ARRAY[(${slugs})[1 + r.n % 7], (${slugs})[1 + (r.n + 3) % 7]] END,
      "industry" = CASE WHEN r.n % 3 <> 0 THEN (${industries})[1 + (r.n / 3) % ${INDUSTRY_KEYS.length}] END,
      -- A due time on every lead, as the lead insert now gives one, so the Dashboard judges each by
      -- its stored column. A day later stands in for the calendar's: the statement only compares
      -- it, and the calendar took 5 ms a lead to work out here.
      "dueAt" = l."firstActivityAt" + interval '1 day'
    FROM (SELECT "id", row_number() OVER (ORDER BY "id") AS n FROM "Lead") r
    WHERE r."id" = l."id"`);
  console.log(
    `${(await db.prisma.lead.count()).toLocaleString('en-US')} leads with their briefs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** The nearest-rank percentile. */
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]!;

async function timeReport(label: string, run: () => Promise<unknown>) {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < REPORT_RUNS; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
  console.log(
    `${label.padEnd(52)} median ${ms(median(samples))}   p99 ${ms(percentile(samples, 99))}   max ${ms(Math.max(...samples))}`,
  );
}

async function time(label: string, run: () => Promise<unknown>) {
  await run(); // warm: plan cache, buffers
  const samples: number[] = [];
  let result: unknown;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    result = await run();
    samples.push(performance.now() - started);
  }
  const body = result as { conversations?: unknown[]; groups?: unknown[]; total?: number };
  const page = body.conversations ?? body.groups;
  const rows = page ? `${page.length} rows of ${body.total?.toLocaleString('en-US')}` : '';
  console.log(
    `${label.padEnd(52)} median ${median(samples).toFixed(1).padStart(7)} ms   max ${Math.max(
      ...samples,
    )
      .toFixed(1)
      .padStart(7)} ms   ${rows}`,
  );
}

const { db, dispose } = await openBenchDatabase();
try {
  console.log(
    `database: ${db.kind}; ${CONVERSATIONS.toLocaleString('en-US')} conversations with ${MESSAGES_PER_CONVERSATION} messages each`,
  );
  await applyMigrations(db.adapterFactory);
  const existing = await db.prisma.conversation.count();
  if (existing >= CONVERSATIONS)
    console.log(`reusing ${existing.toLocaleString('en-US')} conversations`);
  else await fill(db);
  if (await db.prisma.lead.count({ where: { industry: { not: null } } }))
    console.log('reusing the leads');
  else await fillLeads(db);
  // Fresh statistics, as autovacuum would have them on a live database.
  await db.prisma.$executeRawUnsafe('ANALYZE');

  // A reader with nothing read: each row's unread state is looked up, as for staff.
  const benchActor = { name: 'Bench', staffId: null, role: 'owner' } as const;
  const token = 'bench-token';
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ADMIN_TOKEN: token }),
    db,
  });
  await app.ready();
  const get = (url: string) => async () => {
    const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const leadCount = await db.prisma.lead.count();
  console.log(
    `\nthe leads list with the brief's filters (${leadCount.toLocaleString('en-US')} leads; ${REPORT_RUNS} runs each):`,
  );
  const leadList = (query: LeadListQuery) => () => listLeads(db.prisma, query, benchActor);
  await timeReport('leads: first page (50), no filter', leadList({}));
  await timeReport('leads: budget $100K+', leadList({ budget: '100k-plus' }));
  await timeReport('leads: budget under $10K', leadList({ budget: 'under-10k' }));
  await timeReport('leads: timeline within a month', leadList({ timeline: 'within-a-month' }));
  await timeReport('leads: service media-buying', leadList({ service: 'media-buying' }));
  await timeReport('leads: industry healthcare', leadList({ industry: 'healthcare' }));
  await timeReport(
    'leads: all four (budget, timeline, service, industry)',
    leadList({
      budget: '50k-100k',
      timeline: '1-3-months',
      service: 'social-media',
      industry: 'food',
    }),
  );
  await timeReport(
    'leads: all four + status new + search "maya"',
    leadList({
      budget: '50k-100k',
      timeline: '1-3-months',
      service: 'social-media',
      industry: 'food',
      status: 'new',
      search: 'maya',
    }),
  );
  await timeReport(
    'leads: industry + budget, page at offset 1,000',
    leadList({ industry: 'retail', budget: '10k-50k', offset: 1_000 }),
  );
  await timeReport(
    'GET /api/admin/leads?budget=…&timeline=…&service=…&industry=…',
    get('/api/admin/leads?budget=50k-100k&timeline=1-3-months&service=social-media&industry=food'),
  );
  await timeReport(
    'GET /api/admin/leads?industry=healthcare',
    get('/api/admin/leads?industry=healthcare'),
  );
  const list = (query: ConversationListQuery) => () =>
    listConversations(db.prisma, query, benchActor);
  console.log('\nservice calls (the query work):');
  await time('first page (50), newest activity first', list({}));
  await time('login check (?limit=1)', list({ limit: 1 }));
  await time('page at offset 50,000', list({ offset: Math.min(50_000, CONVERSATIONS - 50) }));
  await time('intent filter: employment', list({ intent: 'employment' }));
  await time('search a common name ("maya")', list({ search: 'maya' }));
  await time('search a rare name ("mei reyes 4")', list({ search: 'mei reyes 4' }));
  await time('search an email fragment ("@example.com")', list({ search: '@example.com' }));
  await time(
    'search message text, common ("tiktok campaign")',
    list({ search: 'tiktok campaign' }),
  );
  await time('search message text, rare ("reference 99999")', list({ search: 'reference 99999' }));
  await time('search with no match ("zebra")', list({ search: 'zebra' }));
  await time('search + intent ("chen", vendor)', list({ search: 'chen', intent: 'vendor' }));

  const groups = await db.prisma.unansweredGroup.count();
  const turns = await db.prisma.unansweredTurn.count();
  console.log(
    `\nthe Unanswered inbox: ${turns.toLocaleString('en-US')} questions in ${groups.toLocaleString('en-US')} groups`,
  );
  // A tenth of the groups handled, as staff would have by now.
  await db.prisma.$executeRawUnsafe(
    `UPDATE "UnansweredGroup" SET "status" = 'dismissed', "handledBy" = 'bench', "handledAt" = now() WHERE "id" IN (SELECT "id" FROM "UnansweredGroup" ORDER BY "id" LIMIT ${Math.ceil(groups / 10)})`,
  );
  const inbox = (query: Parameters<typeof listUnanswered>[1]) => () =>
    listUnanswered(db.prisma, query);
  await time('Unanswered: first page (50), open, most asked first', inbox({ status: 'open' }));
  await time('Unanswered: first page (50), all', inbox({ status: 'all' }));
  await time('Unanswered: handled', inbox({ status: 'handled' }));
  await time('Unanswered: page at offset 500', inbox({ status: 'all', offset: 500 }));
  await time('Unanswered: search ("drone")', inbox({ search: 'drone' }));
  const busiest = await db.prisma.unansweredGroup.findFirstOrThrow({
    orderBy: { count: 'desc' },
    select: { id: true },
  });
  await time('Unanswered: the busiest group with its questions', () =>
    unansweredDetail(db.prisma, busiest.id),
  );

  // The Dashboard over the data's own last day (the fill ends now), as staff open it.
  const losAngelesDay = (at: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(at);
  const lastDay = losAngelesDay(new Date());
  const daysBack = (days: number) =>
    new Date(Date.parse(`${lastDay}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
  const leads = await db.prisma.lead.count();
  console.log(
    `\nthe Dashboard (${leads.toLocaleString('en-US')} leads; ${REPORT_RUNS} runs each, after one to warm):`,
  );
  const dashboard = (days: number, granularity: 'day' | 'week') => () =>
    dashboardReport(db.prisma, { from: daysBack(days - 1), to: lastDay, granularity });
  await timeReport('Dashboard: last 30 days, per day', dashboard(30, 'day'));
  await timeReport('Dashboard: last 90 days, per day', dashboard(90, 'day'));
  await timeReport('Dashboard: last 365 days, per day', dashboard(365, 'day'));
  await timeReport('Dashboard: last 365 days, per week', dashboard(365, 'week'));

  // What the trigger adds to a chat message's write: an answered one, an unanswered one (grouped
  // among the groups above), and one that says the reply before it missed.
  const conversation = await db.prisma.conversation.create({
    data: { sessionId: 'bench-trigger' },
    select: { id: true },
  });
  let seq = 0;
  const insert = (message: string, tokenUsage: object) => () =>
    db.prisma.message.create({
      data: {
        conversationId: conversation.id,
        seq: ++seq,
        message,
        reply: REPLY,
        intent: 'webchat',
        tokenUsage: JSON.stringify(tokenUsage),
        sessionId: 'bench-trigger',
      },
      select: { id: true },
    });
  console.log('\nwriting one chat message (the Message trigger):');
  await time('answered', insert('Where is your studio?', { step: 'unit', faq_match: 'location' }));
  await time(
    'unanswered, joins its group',
    insert('Do you handle trademark registration?', { step: 'unknown' }),
  );
  await time(
    'a complaint ("that\'s not what I asked")',
    insert("No, that's not what I asked", { step: 'unit', faq_match: 'about' }),
  );

  console.log('\nthrough the REST route (auth, validation, JSON):');
  await time('GET /api/admin/conversations', get('/api/admin/conversations'));
  await time('GET /api/admin/conversations?limit=1', get('/api/admin/conversations?limit=1'));
  await time(
    'GET /api/admin/conversations?search=maya',
    get('/api/admin/conversations?search=maya'),
  );
  await time('GET /api/admin/assistant/unanswered', get('/api/admin/assistant/unanswered'));
  await timeReport(
    'GET /api/admin/reports (last 30 days, per day)',
    get(`/api/admin/reports?from=${daysBack(29)}&to=${lastDay}`),
  );
  await timeReport(
    'GET /api/admin/reports (last 365 days, per week)',
    get(`/api/admin/reports?from=${daysBack(364)}&to=${lastDay}&granularity=week`),
  );
  await app.close();
} finally {
  await dispose();
}
