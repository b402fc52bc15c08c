import {
  CaseStudy,
  CaseStudyListResponse,
  ConversationMessage,
  ResumeRecord,
  type CaseStudyInput,
} from '@agency/schema';
import type { Database } from '@agency/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/env.ts';
import { ADMIN_FAILED_ATTEMPTS } from '../src/services/admin/auth.ts';
import { createContextInner } from '../src/trpc/context.ts';
import { createCaller } from '../src/trpc/root.ts';
import { createTestApp } from './helper.ts';
import { UNREACHED_WEBHOOK } from './receivers.ts';
import { multipart } from './multipart.ts';
import { textPdf } from '../../../scripts/testing/pdf.ts';

const TOKEN = 'admin-test-secret';
const SECOND = 'second-admin-secret';
const BEARER = `Bearer ${TOKEN}`;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Two owner tokens: a labelled one (its label is the audit trail's actor) and a bare one.
  t = await createTestApp({
    ADMIN_TOKEN: `editor:${TOKEN},${SECOND}`,
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
    // The tests play several clients through X-Forwarded-For, as a load balancer would send it.
    TRUST_PROXY: 'true',
    // Events are written only for a target; this one is never reached (see receivers.ts).
    ...UNREACHED_WEBHOOK,
  });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test speaks from its own address, so the per-IP limit on wrong tokens never spills over. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

interface Call {
  method?: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: unknown;
  authorization?: string;
  ip?: string;
}

const api = ({ method = 'GET', url, payload, authorization = BEARER, ip = '10.0.0.1' }: Call) =>
  t.app.inject({
    method,
    url,
    payload: payload as string | object | undefined,
    headers: { ...(authorization ? { authorization } : {}), 'x-forwarded-for': ip },
  });

/** tRPC in-process, as the app builds it for a request with these headers. */
const trpc = (authorization: string | null = BEARER, ip = '10.0.0.1') =>
  createCaller(
    createContextInner(
      { config: t.config, db: { prisma: t.prisma, kind: t.databaseKind } as Database },
      t.app.services,
      ip,
      authorization,
    ),
  );

/** JSON round trip: what a tRPC client over HTTP receives. */
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

async function chat(payload: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/conversations/message',
    payload: { sessionId: 'admin-test', ...payload },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { conversationId: string; intent: string; reply: string };
}

async function upload(
  url: string,
  fields: Parameters<typeof multipart>[0],
  authorization?: string,
) {
  const body = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(authorization ? { authorization } : {}) },
  });
}

const study = (
  title: string,
  extra: Partial<CaseStudyInput> = {},
): Omit<CaseStudyInput, 'id'> & { id?: string } => ({
  client: 'Harbor Lights Brewing',
  title,
  industry: 'Food & Beverage',
  duration: '10 weeks',
  challenge:
    'A craft brewery in San Pedro needed drinkers outside the harbor to know its name before summer.',
  strategy: 'Make the harbor itself the label: every piece of work starts on the water.',
  execution: [
    'Shot a 30-second spot on a working fishing boat',
    'Bought harbor-adjacent out-of-home',
  ],
  results: ['Distribution grew to 140 new bars', 'Sales up 38% year on year'],
  metrics: { primary: '38% sales growth', secondary: ['140 new bars'] },
  services: ['Production', 'Media Buying'],
  quote: { text: 'They found our story on our own dock.', attribution: 'Ana Ruiz, Founder' },
  tags: ['Beer', 'Los Angeles'],
  images: {
    thumbnail: '/media/case-studies/imax/thumbnail.webp',
    hero: '/media/case-studies/imax/hero.webp',
    gallery: [],
  },
  videos: [
    {
      title: 'Harbor spot',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      format: 'horizontal',
    },
  ],
  ...extra,
});

describe('every admin path needs a valid token', () => {
  const paths: (Call & { method: string })[] = (
    [
      { url: '/api/admin/conversations' },
      { url: '/api/admin/conversations?limit=1' },
      { url: '/api/admin/conversations/00000000-0000-4000-8000-000000000000' },
      { url: '/api/admin/conversations/00000000-0000-4000-8000-000000000000/detail' },
      { url: '/api/admin/documents/00000000-0000-4000-8000-000000000000/view' },
      { url: '/api/admin/resumes' },
      { url: '/api/admin/resume/00000000-0000-4000-8000-000000000000/view' },
      { url: '/api/admin/resume/00000000-0000-4000-8000-000000000000/download' },
      { url: '/api/admin/case-studies/imax/revisions' },
      { method: 'POST', url: '/api/admin/case-studies/imax/restore', payload: { revisionId: 'x' } },
      { url: '/api/admin/no-such-thing' },
      { method: 'POST', url: '/api/case-studies', payload: study('Unauthorized Attempt') },
      { method: 'PUT', url: '/api/case-studies/imax', payload: { title: 'Hijacked' } },
    ] as Call[]
  ).map((call) => ({ method: 'GET', ...call }));

  it.each(paths)('$method $url: 401 without a token', async (call) => {
    const res = await api({ ...call, authorization: '' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Admin token is required' });
  });

  it.each(paths)('$method $url: 403 with a wrong token', async (call) => {
    const res = await api({ ...call, authorization: 'Bearer not-the-token', ip: freshIp() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'FORBIDDEN', message: 'Invalid admin token' });
  });

  it('a non-bearer scheme is a missing token; both configured tokens are accepted', async () => {
    expect(
      (await api({ url: '/api/admin/conversations?limit=1', authorization: `Basic ${TOKEN}` }))
        .statusCode,
    ).toBe(401);
    expect((await api({ url: '/api/admin/conversations?limit=1' })).statusCode).toBe(200);
    expect(
      (await api({ url: '/api/admin/conversations?limit=1', authorization: `Bearer ${SECOND}` }))
        .statusCode,
    ).toBe(200);
    expect((await api({ url: '/api/admin/no-such-thing' })).statusCode).toBe(404);
  });

  it('the image upload is admin-only too', async () => {
    const image = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    const fields = {
      file: { name: 'x.png', bytes: image, type: 'image/png' },
      caseStudyId: 'imax',
      imageType: 'gallery',
    };
    expect((await upload('/api/upload-case-study-image', fields)).statusCode).toBe(401);
    expect((await upload('/api/upload-case-study-image', fields, 'Bearer wrong')).statusCode).toBe(
      403,
    );
  });

  it('nothing is written by a refused case study write', async () => {
    await api({
      method: 'PUT',
      url: '/api/case-studies/imax',
      payload: { title: 'Hijacked' },
      authorization: 'Bearer wrong',
      ip: freshIp(),
    });
    await api({
      method: 'POST',
      url: '/api/case-studies',
      payload: study('Unauthorized Attempt'),
      authorization: '',
    });
    const imax = await t.prisma.caseStudy.findUniqueOrThrow({ where: { id: 'imax' } });
    expect(imax.title).not.toBe('Hijacked');
    expect(await t.prisma.caseStudy.count({ where: { id: 'unauthorized-attempt' } })).toBe(0);
  });

  it('every tRPC admin procedure refuses too, over HTTP and in-process', async () => {
    const noToken = trpc(null);
    const wrong = trpc('Bearer nope', freshIp());
    const procedures = [
      (c: typeof noToken) => c.admin.whoami(),
      (c: typeof noToken) => c.admin.conversations.list({}),
      (c: typeof noToken) => c.admin.conversations.messages({ id: 'x' }),
      (c: typeof noToken) => c.admin.conversations.detail({ id: 'x' }),
      (c: typeof noToken) => c.admin.resumes.list({}),
      (c: typeof noToken) => c.admin.caseStudies.revisions({ id: 'imax' }),
      (c: typeof noToken) => c.admin.caseStudies.restore({ id: 'imax', revisionId: 'x' }),
      (c: typeof noToken) => c.admin.caseStudies.create(study('Via tRPC Unauthorized')),
      (c: typeof noToken) => c.admin.caseStudies.update({ id: 'imax', updates: { title: 'x' } }),
    ];
    for (const call of procedures) {
      await expect(call(noToken)).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Admin token is required',
      });
      await expect(call(wrong)).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: 'Invalid admin token',
      });
    }
    const input = encodeURIComponent(JSON.stringify({ limit: 1 }));
    const http = (authorization?: string) =>
      t.app.inject({
        url: `/trpc/admin.conversations.list?input=${input}`,
        headers: { ...(authorization ? { authorization } : {}), 'x-forwarded-for': freshIp() },
      });
    expect((await http()).statusCode).toBe(401);
    expect((await http('Bearer wrong')).statusCode).toBe(403);
    expect((await http(BEARER)).statusCode).toBe(200);
    expect(await trpc().admin.whoami()).toEqual({ label: 'editor', role: 'owner' });
    expect(await trpc(`Bearer ${SECOND}`).admin.whoami()).toEqual({
      label: 'Owner 2',
      role: 'owner',
    });
  });
});

describe('admin tokens come from configuration', () => {
  it('production refuses to start without one', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /ADMIN_TOKEN: required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN: '' })).toThrow(/ADMIN_TOKEN/);
  });

  it('elsewhere, without one, the server makes a token for the run and it is the only one accepted', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development' });
    try {
      const generated = dev.config.generatedAdminToken;
      expect(generated).toMatch(/^[\w-]{32}$/);
      const get = (authorization: string) =>
        dev.app.inject({ url: '/api/admin/conversations?limit=1', headers: { authorization } });
      expect((await get(`Bearer ${generated}`)).statusCode).toBe(200);
      expect((await get(BEARER)).statusCode).toBe(403);
    } finally {
      await dev.close();
    }
  });

  it('production refuses a token shorter than 24 characters, saying how to make one', () => {
    for (const ADMIN_TOKEN of ['a', 'ops:short-secret', `${'x'.repeat(24)},${'y'.repeat(23)}`]) {
      expect(() => loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN })).toThrow(
        /ADMIN_TOKEN: in production every token must be at least 24 characters.*openssl rand/,
      );
    }
    // The label does not count towards the length; outside production short tokens are fine.
    expect(() =>
      loadConfig({ NODE_ENV: 'production', ADMIN_TOKEN: `ops:${'z'.repeat(24)}` }),
    ).not.toThrow();
    expect(() => loadConfig({ NODE_ENV: 'development', ADMIN_TOKEN: 'a' })).not.toThrow();
  });

  it('several comma-separated tokens are accepted; a configured token means none is made', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      ADMIN_TOKEN: `a:${'1'.repeat(24)}, ${'2'.repeat(24)} ,${'3'.repeat(24)}`,
    });
    expect(config.adminTokens.map((token) => token.label)).toEqual(['a', 'Owner 2', 'Owner 3']);
    expect(config.generatedAdminToken).toBeUndefined();
  });
});

describe('login attempts are rate-limited per IP', () => {
  it(`after ${ADMIN_FAILED_ATTEMPTS} wrong tokens an IP gets 429 for wrong ones, the right token still works, and staff are told once`, async () => {
    const ip = freshIp();
    for (let i = 0; i < ADMIN_FAILED_ATTEMPTS; i++) {
      expect(
        (
          await api({
            url: '/api/admin/conversations?limit=1',
            authorization: `Bearer guess-${i}`,
            ip,
          })
        ).statusCode,
      ).toBe(403);
    }
    const blocked = await api({
      url: '/api/admin/conversations?limit=1',
      authorization: 'Bearer another-guess',
      ip,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(
        /^Too many failed sign-in attempts\. Please wait \d+ seconds and try again\.$/,
      ),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The admin, at the same address as the guesser, is not locked out.
    expect((await api({ url: '/api/admin/conversations?limit=1', ip })).statusCode).toBe(200);
    expect(await trpc(BEARER, ip).admin.whoami()).toMatchObject({ label: 'editor' });
    // The tRPC procedures count the same failures.
    await expect(trpc('Bearer wrong', ip).admin.whoami()).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
    // Other addresses are unaffected.
    expect(
      (
        await api({
          url: '/api/admin/conversations?limit=1',
          authorization: 'Bearer guess',
          ip: freshIp(),
        })
      ).statusCode,
    ).toBe(403);
    // One alert for the burst, however many more wrong tokens came after it (written beside
    // the request, so looked for until it is there).
    const alerts = async () =>
      (
        await t.prisma.outboxEvent.findMany({
          where: { type: 'admin.failures' },
          select: { data: true },
        })
      )
        .map((alert) => alert.data)
        .filter((data) => (data as { ip: string }).ip === ip);
    await expect.poll(alerts).toEqual([{ ip, failures: ADMIN_FAILED_ATTEMPTS, windowSeconds: 60 }]);
  });

  it('requests without a token and with the right one do not count', async () => {
    const ip = freshIp();
    for (let i = 0; i < ADMIN_FAILED_ATTEMPTS + 5; i++) {
      expect(
        (await api({ url: '/api/admin/conversations?limit=1', authorization: '', ip })).statusCode,
      ).toBe(401);
      expect((await api({ url: '/api/admin/conversations?limit=1', ip })).statusCode).toBe(200);
    }
  });

  it('REST and tRPC failures add up for one IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < ADMIN_FAILED_ATTEMPTS / 2; i++) {
      await expect(trpc('Bearer wrong', ip).admin.whoami()).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      expect(
        (await api({ url: '/api/admin/resumes', authorization: 'Bearer wrong', ip })).statusCode,
      ).toBe(403);
    }
    expect(
      (await api({ url: '/api/admin/resumes', authorization: 'Bearer wrong', ip })).statusCode,
    ).toBe(429);
  });
});

describe('conversations', () => {
  let employment: { conversationId: string };
  let service: { conversationId: string };

  beforeAll(async () => {
    employment = await chat({
      message: 'Are you hiring? I am looking for a full-time art director role',
      clientName: 'Jordan Kim',
      clientEmail: 'jordan@example.com',
    });
    service = await chat({
      message: 'We need a campaign to launch our oat milk brand in Los Angeles',
      clientName: 'Priya Natarajan',
      clientEmail: 'priya@oatly-la.example',
      subject: 'Oat milk launch',
    });
    await chat({
      message: 'What budget do you need for a 30-second spot?',
      conversationId: service.conversationId,
    });
  });

  it('GET /api/admin/conversations: newest activity first, with the four counters', async () => {
    const res = await api({ url: '/api/admin/conversations' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ limit: 50, offset: 0, total: expect.any(Number) });
    const times = body.conversations.map((c: { lastActivityAt: string }) =>
      Date.parse(c.lastActivityAt),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The latest activity is the follow-up message to the service conversation.
    expect(body.conversations[0]).toEqual({
      id: service.conversationId,
      sessionId: 'admin-test',
      userIp: expect.any(String),
      clientName: 'Priya Natarajan',
      clientEmail: 'priya@oatly-la.example',
      subject: 'Oat milk launch',
      employmentType: null,
      intent: 'service-inquiry',
      messageCount: 2,
      startedAt: expect.any(String),
      lastActivityAt: expect.any(String),
      lastMessage: 'What budget do you need for a 30-second spot?',
      documentCount: 0,
      resumeCount: 0,
      unread: true,
    });
    const all = await t.prisma.conversation.findMany({
      select: { intent: true, messageCount: true },
    });
    expect(body.counts).toEqual({
      totalConversations: all.length,
      totalMessages: all.reduce((sum, c) => sum + c.messageCount, 0),
      serviceInquiries: all.filter((c) => c.intent === 'service-inquiry').length,
      employmentInquiries: all.filter((c) => c.intent === 'employment').length,
    });
    expect(body.counts.employmentInquiries).toBeGreaterThanOrEqual(1);
    expect(body.total).toBe(all.length);
  });

  it('?limit=1 (the login check) answers one conversation', async () => {
    const body = (await api({ url: '/api/admin/conversations?limit=1' })).json();
    expect(body.conversations).toHaveLength(1);
    expect(body.limit).toBe(1);
  });

  it('pages through in a stable order without gaps or repeats', async () => {
    const base = new Date('2020-01-01T00:00:00Z').getTime();
    await t.prisma.conversation.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        sessionId: `paging-${i}`,
        clientName: `Paging Person ${i}`,
        intent: i % 2 ? 'vendor' : 'webchat',
        messageCount: 1,
        // Two at each instant: the id breaks the tie.
        startedAt: new Date(base + Math.floor(i / 2) * 1000),
        lastActivityAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    });
    const seen: string[] = [];
    let total = 0;
    for (let offset = 0; offset < 25; offset += 10) {
      const body = (
        await api({
          url: `/api/admin/conversations?search=Paging%20Person&limit=10&offset=${offset}`,
        })
      ).json();
      total = body.total;
      seen.push(...body.conversations.map((c: { id: string }) => c.id));
    }
    expect(total).toBe(25);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const expected = await t.prisma.conversation.findMany({
      where: { clientName: { startsWith: 'Paging Person' } },
      orderBy: [{ lastActivityAt: 'desc' }, { id: 'desc' }],
      select: { id: true },
    });
    expect(seen).toEqual(expected.map((c) => c.id));
  });

  it.each([
    ['a name, in any case', 'priya natarajan'],
    ['an email fragment', 'OATLY-LA'],
    ['the subject', 'oat milk launch'],
    ['words of a message', '30-second SPOT'],
    ['the conversation id', () => service.conversationId],
  ])('search finds the conversation by %s', async (_what, term) => {
    const search = typeof term === 'function' ? term() : term;
    const body = (
      await api({ url: `/api/admin/conversations?search=${encodeURIComponent(search)}` })
    ).json();
    expect(body.conversations.map((c: { id: string }) => c.id)).toContain(service.conversationId);
    expect(body.conversations.map((c: { id: string }) => c.id)).not.toContain(
      employment.conversationId,
    );
  });

  it('search matches literally: % and _ are not wildcards', async () => {
    for (const search of ['%', '_', 'Priya%Natarajan']) {
      const body = (
        await api({ url: `/api/admin/conversations?search=${encodeURIComponent(search)}` })
      ).json();
      expect(body.conversations.map((c: { id: string }) => c.id)).not.toContain(
        service.conversationId,
      );
    }
  });

  it('filters by intent, alone and with a search; "all" is no filter', async () => {
    const employmentOnly = (
      await api({ url: '/api/admin/conversations?intent=employment&limit=200' })
    ).json();
    expect(employmentOnly.conversations.length).toBeGreaterThan(0);
    expect(
      employmentOnly.conversations.every((c: { intent: string }) => c.intent === 'employment'),
    ).toBe(true);
    expect(employmentOnly.conversations.map((c: { id: string }) => c.id)).toContain(
      employment.conversationId,
    );
    expect(employmentOnly.total).toBe(
      await t.prisma.conversation.count({ where: { intent: 'employment' } }),
    );

    const none = (
      await api({ url: '/api/admin/conversations?intent=employment&search=Priya' })
    ).json();
    expect(none).toMatchObject({ conversations: [], total: 0 });
    const all = (await api({ url: '/api/admin/conversations?intent=all&limit=1' })).json();
    expect(all.total).toBe(await t.prisma.conversation.count());
  });

  it('refuses a bad query with 400', async () => {
    for (const query of ['limit=0', 'limit=1000', 'offset=-1', 'limit=abc']) {
      const res = await api({ url: `/api/admin/conversations?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('GET /api/admin/conversations/{id}: its messages in order, with token usage, session and IP', async () => {
    const res = await api({ url: `/api/admin/conversations/${service.conversationId}` });
    expect(res.statusCode).toBe(200);
    const messages = res.json();
    expect(messages).toHaveLength(2);
    for (const message of messages)
      expect(ConversationMessage.safeParse(message).success).toBe(true);
    expect(messages.map((m: { seq: number }) => m.seq)).toEqual([1, 2]);
    expect(messages[0]).toMatchObject({
      conversationId: service.conversationId,
      message: 'We need a campaign to launch our oat milk brand in Los Angeles',
      reply: expect.any(String),
      intent: 'service-inquiry',
      sessionId: 'admin-test',
      userIp: expect.any(String),
    });
    expect(JSON.parse(messages[0].tokenUsage)).toEqual(expect.any(Object));
  });

  it('the detail adds the contact details, documents and resumes of the conversation; a document opens inline', async () => {
    const bytes = await textPdf(['Oat milk launch brief', 'Budget: $60K']);
    const uploaded = await upload('/api/upload-pdf', {
      pdf: { name: 'Oat Brief (final).pdf', bytes, type: 'application/pdf' },
      clientName: 'Priya Natarajan',
      conversationId: service.conversationId,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const res = await api({ url: `/api/admin/conversations/${service.conversationId}/detail` });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.conversation).toMatchObject({
      id: service.conversationId,
      clientName: 'Priya Natarajan',
      clientEmail: 'priya@oatly-la.example',
      subject: 'Oat milk launch',
      documentCount: 1,
    });
    expect(detail.messages).toEqual(
      (await api({ url: `/api/admin/conversations/${service.conversationId}` })).json(),
    );
    expect(detail.documents).toEqual([
      {
        id: expect.any(String),
        originalName: 'Oat Brief (final).pdf',
        source: 'chat',
        clientName: 'Priya Natarajan',
        clientEmail: null,
        message: null,
        size: bytes.length,
        createdAt: expect.any(String),
      },
    ]);
    expect(detail.resumes).toEqual([]);

    const view = await api({ url: `/api/admin/documents/${detail.documents[0].id}/view` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(
      /^inline; filename="Oat Brief \(final\)\.pdf"/,
    );
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(view.rawPayload, Buffer.from(bytes))).toBe(0);
  });

  it('an unknown or malformed id is 404, never 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      for (const suffix of ['', '/detail']) {
        const res = await api({
          url: `/api/admin/conversations/${encodeURIComponent(id)}${suffix}`,
        });
        expect(res.statusCode, id).toBe(404);
        expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Conversation not found' });
      }
      expect(
        (await api({ url: `/api/admin/documents/${encodeURIComponent(id)}/view` })).statusCode,
      ).toBe(404);
    }
  });

  it('the tRPC twins return the same data', async () => {
    const query = { search: 'priya', limit: 5 };
    expect(wire(await trpc().admin.conversations.list(query))).toEqual(
      (await api({ url: '/api/admin/conversations?search=priya&limit=5' })).json(),
    );
    expect(wire(await trpc().admin.conversations.messages({ id: service.conversationId }))).toEqual(
      (await api({ url: `/api/admin/conversations/${service.conversationId}` })).json(),
    );
    expect(wire(await trpc().admin.conversations.detail({ id: service.conversationId }))).toEqual(
      (await api({ url: `/api/admin/conversations/${service.conversationId}/detail` })).json(),
    );
    await expect(trpc().admin.conversations.detail({ id: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});

describe('resumes', () => {
  let resumeId: string;
  let bytes: Uint8Array;

  beforeAll(async () => {
    bytes = await textPdf([
      'Marisol Vega',
      'marisol.vega@example.com | (323) 555-0182',
      'Senior Art Director',
      'Experience',
      'Art Director, Sunset Creative, 2016 - 2024',
      'Skills: Adobe Photoshop, Illustrator, Figma, Art Direction, Branding, Motion Graphics, Copywriting',
    ]);
    const res = await upload('/api/upload-resume', {
      resume: { name: 'Marisol Vega – Resume.pdf', bytes, type: 'application/pdf' },
    });
    expect(res.statusCode, res.body).toBe(200);
    resumeId = res.json().resumeData.resumeId;
  });

  it('GET /api/admin/resumes: newest first, every record field and the parse details', async () => {
    const res = await api({ url: '/api/admin/resumes' });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list[0].id).toBe(resumeId);
    const dates = list.map((r: { uploadDate: string }) => Date.parse(r.uploadDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(ResumeRecord.safeParse(list[0]).success).toBe(true);
    expect(list[0]).toMatchObject({
      originalName: 'Marisol Vega – Resume.pdf',
      candidateName: 'Marisol Vega',
      email: 'marisol.vega@example.com',
      fileSize: bytes.length,
      mime: 'application/pdf',
      conversationId: null,
      parserVersion: expect.any(String),
      links: expect.any(Object),
      education: expect.any(Array),
    });
    expect(list[0].skills.length).toBeGreaterThan(0);
    expect(list[0].extractedText).toContain('Senior Art Director');
    expect(list[0].confidence).toMatchObject({
      name: expect.any(Number),
      email: expect.any(Number),
    });
  });

  it('searches by name, email and text; pages with limit and offset', async () => {
    for (const search of ['marisol', 'VEGA@EXAMPLE', 'sunset creative']) {
      const list = (
        await api({ url: `/api/admin/resumes?search=${encodeURIComponent(search)}` })
      ).json();
      expect(
        list.map((r: { id: string }) => r.id),
        search,
      ).toContain(resumeId);
    }
    expect((await api({ url: '/api/admin/resumes?search=zzzz-no-such-person' })).json()).toEqual(
      [],
    );
    await upload('/api/upload-resume', {
      resume: {
        name: 'second.txt',
        bytes: Buffer.from('Tomas Lind\ntomas@example.com\nCopywriter'),
        type: 'text/plain',
      },
    });
    const first = (await api({ url: '/api/admin/resumes?limit=1' })).json();
    const second = (await api({ url: '/api/admin/resumes?limit=1&offset=1' })).json();
    expect(first).toHaveLength(1);
    expect(second[0].id).toBe(resumeId);
    expect(first[0].originalName).toBe('second.txt');
  });

  it('view is the PDF inline; download is an attachment under the original name', async () => {
    const view = await api({ url: `/api/admin/resume/${resumeId}/view` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline;/);
    expect(Buffer.compare(view.rawPayload, Buffer.from(bytes))).toBe(0);

    const download = await api({ url: `/api/admin/resume/${resumeId}/download` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Marisol Vega _ Resume.pdf"; filename*=UTF-8''${encodeURIComponent('Marisol Vega – Resume.pdf')}`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(download.rawPayload, Buffer.from(bytes))).toBe(0);
  });

  it('an unknown resume is 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await api({ url: `/api/admin/resume/${id}/view` })).statusCode).toBe(404);
      expect((await api({ url: `/api/admin/resume/${id}/download` })).statusCode).toBe(404);
    }
  });

  it('the tRPC twin returns the same data', async () => {
    expect(wire(await trpc().admin.resumes.list({ search: 'marisol' }))).toEqual(
      (await api({ url: '/api/admin/resumes?search=marisol' })).json(),
    );
  });
});

describe('case studies', () => {
  const revisions = (id: string) =>
    t.prisma.caseStudyRevision.findMany({
      where: { caseStudyId: id },
      orderBy: { createdAt: 'asc' },
    });

  it('POST /api/case-studies creates it with the id made from the title, audited, and it is on the site at once', async () => {
    const assistantBefore = await t.app.services.chat.assistant.get();
    expect((await t.app.inject('/case-studies/harbor-lights-from-the-dock-up')).statusCode).toBe(
      404,
    );
    const res = await api({
      method: 'POST',
      url: '/api/case-studies',
      payload: study('Harbor Lights: From the Dock Up!'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.id).toBe('harbor-lights-from-the-dock-up');
    expect(res.headers.location).toBe('/case-studies/harbor-lights-from-the-dock-up');
    expect(CaseStudy.parse(created)).toMatchObject({
      title: 'Harbor Lights: From the Dock Up!',
      client: 'Harbor Lights Brewing',
    });
    // The assistant is retrained from the new rows, the page exists.
    expect(await t.app.services.chat.assistant.get()).not.toBe(assistantBefore);
    const page = await t.app.inject('/case-studies/harbor-lights-from-the-dock-up');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Harbor Lights: From the Dock Up!');

    const listing = CaseStudyListResponse.parse((await t.app.inject('/api/case-studies')).json());
    expect(listing.caseStudies['harbor-lights-from-the-dock-up']).toMatchObject({
      title: 'Harbor Lights: From the Dock Up!',
    });
    const bundle = (await t.app.inject('/case-studies-bundle.json')).json();
    expect(bundle.caseStudies['harbor-lights-from-the-dock-up']).toBeDefined();
    expect((await t.app.inject('/sitemap.xml')).body).toContain(
      '/case-studies/harbor-lights-from-the-dock-up',
    );

    const [revision] = await revisions('harbor-lights-from-the-dock-up');
    expect(revision).toMatchObject({ action: 'create', actor: 'editor' });
    expect(Object.keys(revision!.changes as object)).toEqual(
      expect.arrayContaining(['title', 'client', 'challenge']),
    );
    expect(revision!.snapshot).toMatchObject({
      id: 'harbor-lights-from-the-dock-up',
      title: 'Harbor Lights: From the Dock Up!',
    });
  });

  it('a duplicate id is refused with a clear 409, and nothing changes', async () => {
    const before = await t.prisma.caseStudy.findUniqueOrThrow({ where: { id: 'imax' } });
    const res = await api({ method: 'POST', url: '/api/case-studies', payload: study('IMAX') });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'CONFLICT',
      message: 'A case study with the id "imax" already exists. Please choose a different title.',
    });
    const explicit = await api({
      method: 'POST',
      url: '/api/case-studies',
      payload: study('Something Else', { id: 'imax' }),
    });
    expect(explicit.statusCode).toBe(409);
    expect(await t.prisma.caseStudy.findUniqueOrThrow({ where: { id: 'imax' } })).toEqual(before);
    await expect(trpc().admin.caseStudies.create(study('IMAX'))).rejects.toMatchObject({
      code: 'CONFLICT',
    });
  });

  it('invalid case studies are refused with 400 and a message', async () => {
    const cases = [
      study('No Client', { client: '' }),
      { ...study('Bad Id'), id: 'Not A Slug' },
      study('!!!'),
      study('Bad image', { images: { thumbnail: 'javascript:alert(1)', gallery: [] } }),
      { title: 'Only a title' },
    ];
    for (const payload of cases) {
      const res = await api({ method: 'POST', url: '/api/case-studies', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('PUT /api/case-studies/{id} with a malformed updatedAt is 400, not a conflict', async () => {
    for (const updatedAt of ['yesterday', '2026-13-45T99:00:00Z', '']) {
      const res = await api({
        method: 'PUT',
        url: '/api/case-studies/imax',
        payload: { title: 'Stale', updatedAt },
      });
      expect(res.statusCode, updatedAt).toBe(400);
      expect(res.json().message).toMatch(/updatedAt must be the ISO 8601 time/);
    }
    const stored = await t.prisma.caseStudy.findUniqueOrThrow({
      where: { id: 'imax' },
      select: { title: true },
    });
    expect(stored.title).not.toBe('Stale');
  });

  it('PUT /api/case-studies/{id} of a missing id is 404', async () => {
    const res = await api({
      method: 'PUT',
      url: '/api/case-studies/no-such-study',
      payload: { title: 'Ghost' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: 'NOT_FOUND',
      message: "Case study 'no-such-study' not found",
    });
    await expect(
      trpc().admin.caseStudies.update({ id: 'no-such-study', updates: { title: 'Ghost' } }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('an update changes only what it names, is audited with who and what, and can be undone', async () => {
    const original = (
      await api({
        method: 'POST',
        url: '/api/case-studies',
        payload: study('Valley Vines Harvest'),
      })
    ).json();
    const id = original.id as string;

    const res = await api({
      method: 'PUT',
      url: `/api/case-studies/${id}`,
      payload: { title: 'Valley Vines: Harvest Season', tags: ['Wine'], quote: null },
      authorization: `Bearer ${SECOND}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json();
    expect(updated).toMatchObject({
      id,
      title: 'Valley Vines: Harvest Season',
      tags: ['Wine'],
      client: original.client,
      challenge: original.challenge,
      execution: original.execution,
    });
    expect(updated.quote).toBeUndefined();
    expect(
      CaseStudy.parse((await t.app.inject('/api/case-studies')).json().caseStudies[id]).title,
    ).toBe('Valley Vines: Harvest Season');

    const trail = await revisions(id);
    expect(trail.map((r) => [r.action, r.actor])).toEqual([
      ['create', 'editor'],
      ['update', 'Owner 2'],
    ]);
    expect(trail[1]!.changes).toEqual({
      title: { from: 'Valley Vines Harvest', to: 'Valley Vines: Harvest Season' },
      tags: { from: ['Beer', 'Los Angeles'], to: ['Wine'] },
      quote: { from: original.quote, to: null },
    });

    // Saving the same values again records nothing.
    expect(
      (
        await api({
          method: 'PUT',
          url: `/api/case-studies/${id}`,
          payload: { title: 'Valley Vines: Harvest Season' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await revisions(id)).toHaveLength(2);

    // The revision history, newest first, and the restore of the previous version.
    const history = (await api({ url: `/api/admin/case-studies/${id}/revisions` })).json();
    expect(history.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
    expect(history[0]).toMatchObject({
      actor: 'Owner 2',
      fields: ['title', 'quote', 'tags'],
      restorable: true,
    });
    expect(history[1].restorable).toBe(false);
    expect(wire(await trpc().admin.caseStudies.revisions({ id }))).toEqual(history);

    const restored = await api({
      method: 'POST',
      url: `/api/admin/case-studies/${id}/restore`,
      payload: { revisionId: history[0].id },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const { updatedAt: _a, ...restoredStudy } = restored.json();
    const { updatedAt: _b, ...originalStudy } = original;
    expect(restoredStudy).toEqual(originalStudy);
    const after = await revisions(id);
    expect(after.at(-1)).toMatchObject({ action: 'restore', actor: 'editor' });
    expect(Object.keys(after.at(-1)!.changes as object).sort()).toEqual(['quote', 'tags', 'title']);

    // The creation has no earlier version; an unknown revision is 404.
    expect(
      (
        await api({
          method: 'POST',
          url: `/api/admin/case-studies/${id}/restore`,
          payload: { revisionId: history[1].id },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api({
          method: 'POST',
          url: `/api/admin/case-studies/${id}/restore`,
          payload: { revisionId: '00000000-0000-4000-8000-000000000000' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await api({ url: '/api/admin/case-studies/no-such-study/revisions' })).statusCode).toBe(
      404,
    );
  });

  it('a seeded case study (no revisions yet) can be edited and restored', async () => {
    const before = (await t.app.inject('/api/case-studies')).json().caseStudies['taqueria-del-sol'];
    const updated = await trpc().admin.caseStudies.update({
      id: 'taqueria-del-sol',
      updates: { challenge: 'A new challenge text for the test.', strategy: null },
    });
    expect(updated.strategy).toBeUndefined();
    const [latest] = await trpc().admin.caseStudies.revisions({ id: 'taqueria-del-sol' });
    const restored = await trpc().admin.caseStudies.restore({
      id: 'taqueria-del-sol',
      revisionId: latest!.id,
    });
    const { updatedAt: _a, ...a } = wire(restored);
    const { updatedAt: _b, ...b } = before;
    expect(a).toEqual(b);
  });

  it('refuses an edit from a stale copy (409), an id change and invalid fields (400)', async () => {
    const current = (await t.app.inject('/api/case-studies')).json().caseStudies.imax;
    const fresh = await api({
      method: 'PUT',
      url: '/api/case-studies/imax',
      payload: { duration: '17 weeks', updatedAt: current.updatedAt },
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const stale = await api({
      method: 'PUT',
      url: '/api/case-studies/imax',
      payload: { duration: '18 weeks', updatedAt: current.updatedAt },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else/);
    expect(
      (await api({ method: 'PUT', url: '/api/case-studies/imax', payload: { id: 'imax-2' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await api({ method: 'PUT', url: '/api/case-studies/imax', payload: { title: '' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await api({
          method: 'PUT',
          url: '/api/case-studies/imax',
          payload: { execution: 'not a list' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.prisma.caseStudy.findUniqueOrThrow({ where: { id: 'imax' } })).duration).toBe(
      '17 weeks',
    );
  });

  it('concurrent edits are all recorded, one after the other', async () => {
    const id = (
      await api({
        method: 'POST',
        url: '/api/case-studies',
        payload: study('Concurrent Edits Test'),
      })
    ).json().id;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        api({
          method: 'PUT',
          url: `/api/case-studies/${id}`,
          payload: { duration: `${i + 1} weeks` },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const trail = await revisions(id);
    expect(trail.filter((r) => r.action === 'update').length).toBeGreaterThanOrEqual(7);
    const last = trail.at(-1)!;
    const stored = await t.prisma.caseStudy.findUniqueOrThrow({ where: { id } });
    expect((last.snapshot as { duration: string }).duration).toBe(stored.duration);
  });

  it('tRPC create and update twin the REST writes', async () => {
    const created = await trpc().admin.caseStudies.create(study('Twin Peaks Coffee'));
    expect(created.id).toBe('twin-peaks-coffee');
    const rest = (await t.app.inject('/api/case-studies')).json().caseStudies['twin-peaks-coffee'];
    expect(wire(created)).toEqual(rest);
    const updated = await trpc().admin.caseStudies.update({
      id: 'twin-peaks-coffee',
      updates: { industry: 'Coffee' },
    });
    expect(wire(updated)).toEqual(
      (await t.app.inject('/api/case-studies')).json().caseStudies['twin-peaks-coffee'],
    );
    expect((await revisions('twin-peaks-coffee')).map((r) => r.action)).toEqual([
      'create',
      'update',
    ]);
  });
});
