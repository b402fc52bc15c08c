import { randomUUID } from 'node:crypto';
import { ChatRequest, ChatResponse, CONTACT_FORM_SESSION_ID } from '@agency/schema';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unstorableTextError } from '../src/errors.ts';
import { createExchangeWriter } from '../src/services/chat/store.ts';
import { createTestApp } from './helper.ts';
import { UNREACHED_WEBHOOK } from './receivers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_CHAT_PER_MINUTE: '100000',
    RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '100000',
    // Events are written only for a target; this one is never reached (see receivers.ts).
    ...UNREACHED_WEBHOOK,
  });
});
afterAll(() => t.close());

let sessionCounter = 0;
async function send(body: Record<string, unknown>, app = t.app) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/conversations/message',
    payload: { sessionId: `session-${++sessionCounter}`, personaSlug: 'default', ...body },
  });
  return res;
}
async function reply(body: Record<string, unknown>) {
  const res = await send(body);
  expect(res.statusCode, res.body).toBe(200);
  return ChatResponse.parse(res.json());
}
const counts = async () => ({
  conversations: await t.prisma.conversation.count(),
  messages: await t.prisma.message.count(),
});

describe('POST /api/conversations/message', () => {
  it('creates a conversation on the first message and reuses it after', async () => {
    const first = await reply({ message: 'Hi there! What does your agency do?' });
    expect(first.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.reply.length).toBeGreaterThan(20);
    const second = await reply({
      message: 'Do you handle media buying too?',
      conversationId: first.conversationId,
    });
    expect(second.conversationId).toBe(first.conversationId);

    const conversation = await t.prisma.conversation.findUniqueOrThrow({
      where: { id: first.conversationId },
      include: { messages: { orderBy: { seq: 'asc' } } },
    });
    expect(conversation.messageCount).toBe(2);
    expect(conversation.messages.map((m) => [m.seq, m.message])).toEqual([
      [1, 'Hi there! What does your agency do?'],
      [2, 'Do you handle media buying too?'],
    ]);
    expect(conversation.messages[1]).toMatchObject({
      reply: second.reply,
      intent: second.intent,
      userIp: '127.0.0.1',
    });
    expect(conversation.lastActivityAt.getTime()).toBeGreaterThanOrEqual(
      conversation.startedAt.getTime(),
    );
  });

  it('stamps the conversation and the message with the current time', async () => {
    const before = Date.now();
    const answer = await reply({ message: 'What time is it where you are?' });
    const after = Date.now();
    const conversation = await t.prisma.conversation.findUniqueOrThrow({
      where: { id: answer.conversationId },
      include: { messages: true },
    });
    for (const time of [
      conversation.startedAt,
      conversation.lastActivityAt,
      conversation.messages[0]!.timestamp,
    ]) {
      // The column keeps milliseconds; a little slack for the database's clock read.
      expect(time.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(time.getTime()).toBeLessThanOrEqual(after + 1000);
    }
  });

  it('a conversation deleted between reading and storing is started afresh', async () => {
    const first = await reply({ message: 'Hello, about to vanish' });
    await t.prisma.conversation.delete({ where: { id: first.conversationId } });
    const stored = await t.app.services.chat.exchanges.store({
      conversationId: first.conversationId,
      request: ChatRequest.parse({ message: 'Still there?', sessionId: 'vanished' }),
      sessionId: 'vanished',
      userIp: null,
      reply: 'Yes.',
      intent: 'webchat',
      tokenUsage: null,
    });
    expect(stored.conversationId).not.toBe(first.conversationId);
    expect(stored.seq).toBe(1);
    const conversation = await t.prisma.conversation.findUniqueOrThrow({
      where: { id: stored.conversationId },
      include: { messages: true },
    });
    expect(conversation).toMatchObject({ sessionId: 'vanished', messageCount: 1 });
    expect(conversation.messages.map((m) => m.message)).toEqual(['Still there?']);
  });

  it('an unknown conversation id (not a UUID, or no such row) starts a new conversation holding the message', async () => {
    const missing = randomUUID();
    for (const [conversationId, message] of [
      ['not-a-real-id', 'Hello from nowhere'],
      [missing, 'Hello from a lost tab'],
    ] as const) {
      const answer = await reply({ message, conversationId });
      expect(answer.conversationId).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.conversationId).not.toBe(conversationId);
      const conversation = await t.prisma.conversation.findUniqueOrThrow({
        where: { id: answer.conversationId },
        include: { messages: true },
      });
      expect(conversation.messageCount).toBe(1);
      expect(conversation.messages.map((m) => m.message)).toEqual([message]);
    }
    expect(await t.prisma.conversation.findUnique({ where: { id: missing } })).toBeNull();
  });

  it('remembers the contact details and reports complete contact', async () => {
    const first = await reply({
      message: 'We need a campaign for our new store',
      clientName: 'Maya Chen',
      clientEmail: 'maya@example.com',
      subject: 'Store launch',
    });
    expect(first.hasCompleteContact).toBe(true);
    const next = await reply({
      message: 'What would it cost?',
      conversationId: first.conversationId,
    });
    expect(next.hasCompleteContact).toBe(true);
    const stored = await t.prisma.conversation.findUniqueOrThrow({
      where: { id: first.conversationId },
    });
    expect(stored).toMatchObject({
      clientName: 'Maya Chen',
      clientEmail: 'maya@example.com',
      subject: 'Store launch',
    });
    expect((await reply({ message: 'hello' })).hasCompleteContact).toBe(false);
  });

  it.each([
    ['Can I see your portfolio of past work?', { messageType: 'portfolio-request' }],
    ['Play your creative reel for me', { messageType: 'reel-display' }],
    ['Do you have a demo reel you could send over?', { messageType: 'reel-request' }],
    [
      'I have a creative brief as a PDF I would like to share with you',
      { messageType: 'document-sharing-response', offerPdfUpload: true },
    ],
    [
      'What awards has your agency won?',
      { messageType: 'awards-response', triggerAnimation: 'awards' },
    ],
  ])('%j produces %j', async (message, expected) => {
    expect(await reply({ message })).toMatchObject(expected);
  });

  it('shows the food and beverage work to a food brand', async () => {
    const answer = await reply({
      message: 'We are a craft ice cream brand looking to grow in Los Angeles grocery stores',
    });
    expect(answer.intent).toBe('service-inquiry');
    expect(answer.triggerCards?.some((card) => card.type === 'food_brands')).toBe(true);
    expect(answer.reply).toMatch(/Golden State Creamery|Taquer[ií]a del Sol/);
  });

  it('classifies employment and round-trips the employment type', async () => {
    const first = await reply({
      message: 'Are you hiring? I am looking for a full-time art director role',
    });
    expect(first).toMatchObject({
      intent: 'employment',
      isEmployment: true,
      employmentType: 'full-time',
    });
    const chosen = await reply({
      message: 'Here are my details',
      employmentType: 'internship',
      conversationId: first.conversationId,
    });
    expect(chosen.employmentType).toBe('internship');
    const stored = await t.prisma.conversation.findUniqueOrThrow({
      where: { id: first.conversationId },
    });
    expect(stored.employmentType).toBe('internship');
  });

  it('accepts the resume-flow variant with contactInfo', async () => {
    const answer = await reply({
      sessionId: undefined,
      message: 'I just uploaded my resume for the freelance network',
      contactInfo: {
        name: 'Leo Park',
        email: 'leo@example.com',
        portfolio: 'https://leopark.design',
      },
      conversationId: crypto.randomUUID(),
      employmentType: 'freelancer',
    });
    expect(answer).toMatchObject({
      isEmployment: true,
      employmentType: 'freelancer',
      hasCompleteContact: true,
    });
    const stored = await t.prisma.conversation.findUniqueOrThrow({
      where: { id: answer.conversationId },
    });
    expect(stored).toMatchObject({ clientName: 'Leo Park', clientEmail: 'leo@example.com' });
  });

  it('stores the contact page submission under the contact-form marker', async () => {
    const answer = await reply({
      sessionId: CONTACT_FORM_SESSION_ID,
      message:
        'New contact form submission:\nName: Ana Ruiz\nEmail: ana@example.com\nCompany: Not provided\nMessage: We need a launch video\nPDF: No PDF attached',
    });
    const stored = await t.prisma.message.findFirstOrThrow({
      where: { conversationId: answer.conversationId },
    });
    expect(stored.sessionId).toBe(CONTACT_FORM_SESSION_ID);
  });

  it('takes a contact-page submission longer than the chat word limit', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const res = await send({
      sessionId: CONTACT_FORM_SESSION_ID,
      message: `New contact form submission:\nMessage: ${long}`,
    });
    expect(res.statusCode).toBe(200);
    const chat = await send({ message: long });
    expect(chat.statusCode).toBe(400);
  });

  it('answers from the answer units in the database, recording the step and the unit', async () => {
    const answer = await reply({ message: 'How much does a project cost?' });
    const stored = await t.prisma.message.findFirstOrThrow({
      where: { conversationId: answer.conversationId },
    });
    const usage = JSON.parse(stored.tokenUsage ?? '{}');
    expect(usage).toMatchObject({ step: 'unit', faq_match: 'pricing' });
    const unit = await t.prisma.answerUnit.findUniqueOrThrow({ where: { id: usage.faq_match } });
    expect(answer.reply).toContain(unit.textEn.slice(0, 40));
  });

  it('answers gibberish and hostile input gracefully as webchat', async () => {
    for (const message of ['asdkjh qwe zzxq', '<script>alert(1)</script>', 'you are useless']) {
      const answer = await reply({ message });
      expect(answer.intent).toBe('webchat');
      expect(answer.reply).not.toMatch(/<[a-z/]/i);
    }
  });

  it('stores all of 200 parallel messages to one conversation, numbered in order', async () => {
    const first = await reply({ message: 'Starting a thread' });
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        send({
          message: `Parallel message ${i}`,
          conversationId: first.conversationId,
          sessionId: 'parallel',
        }),
      ),
    );
    expect(results.every((res) => res.statusCode === 200)).toBe(true);
    const messages = await t.prisma.message.findMany({
      where: { conversationId: first.conversationId },
      orderBy: { seq: 'asc' },
    });
    expect(messages).toHaveLength(201);
    expect(messages.map((m) => m.seq)).toEqual(Array.from({ length: 201 }, (_, i) => i + 1));
    expect(new Set(messages.map((m) => m.message)).size).toBe(201);
    const conversation = await t.prisma.conversation.findUniqueOrThrow({
      where: { id: first.conversationId },
    });
    expect(conversation.messageCount).toBe(201);
  });

  it('the tRPC mutation calls the same function', async () => {
    const answer = await t
      .caller()
      .chat.send({ message: 'Can I see your portfolio?', sessionId: 'trpc-session' });
    expect(answer.messageType).toBe('portfolio-request');
    const stored = await t.prisma.message.findFirstOrThrow({
      where: { conversationId: answer.conversationId },
    });
    expect(stored.sessionId).toBe('trpc-session');
  });
});

describe('dialogue state', () => {
  it('keeps the topic in the database, so a follow-up is read against it', async () => {
    const first = await reply({
      message:
        "Hi, this is Marco. We're opening a film in theaters in June and need a video campaign.",
    });
    const stored = await t.prisma.conversation.findUniqueOrThrow({
      where: { id: first.conversationId },
      select: { dialogueState: true },
    });
    expect(stored.dialogueState).toMatchObject({
      lang: 'en',
      name: 'Marco',
      industry: 'entertainment',
      mode: 'project',
    });
    const price = await reply({
      message: 'What would a project like that run?',
      conversationId: first.conversationId,
    });
    expect(price.intent).toBe('service-inquiry');
    expect(price.reply).toMatch(/\$10K/);
  });

  it('continues from the stored state, not from anything the instance remembers', async () => {
    const first = await reply({ message: 'We need a video for our product launch.' });
    // Another instance (or an older version) may have written the state: the row is the truth.
    await t.prisma.conversation.update({
      where: { id: first.conversationId },
      data: { dialogueState: { lang: 'en', industry: 'Automotive', asked: [], declined: [] } },
    });
    const similar = await reply({
      message: 'Got anything similar?',
      conversationId: first.conversationId,
    });
    expect(similar.reply).toMatch(/Electra Motors/);
  });

  it('writes the state in the same statement as the exchange: a failed store leaves neither', async () => {
    const first = await reply({ message: 'We run a dental clinic and need more patients.' });
    const before = await t.prisma.conversation.findUniqueOrThrow({
      where: { id: first.conversationId },
      select: { dialogueState: true, messageCount: true },
    });
    // A NUL byte cannot be stored in Postgres text: the statement fails as a whole.
    const failed = await t.app.services.chat.exchanges
      .store({
        conversationId: first.conversationId,
        request: { message: 'x', personaSlug: 'default' } as never,
        sessionId: 's',
        userIp: null,
        reply: 'bad \u0000 reply',
        intent: 'webchat',
        tokenUsage: null,
        dialogueState: { lang: 'es', asked: [], declined: [] },
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    // From the driver (Postgres) or from Prisma (embedded), it is the request's fault: a 400.
    expect(unstorableTextError(failed)?.code).toBe('BAD_REQUEST');
    const after = await t.prisma.conversation.findUniqueOrThrow({
      where: { id: first.conversationId },
      select: { dialogueState: true, messageCount: true },
    });
    expect(after).toEqual(before);
  });

  it('answers in Spanish and keeps the language for the conversation', async () => {
    const first = await reply({ message: '¿Trabajan en español?' });
    expect(first.reply).toMatch(/inglés y en español/);
    const next = await reply({ message: 'ok', conversationId: first.conversationId });
    expect(next.reply).toMatch(/\b(?:puedo|está|gracias|con gusto|estoy)\b|[¿¡]/i);
  });

  it('a damaged stored state is read leniently, never a 500', async () => {
    const first = await reply({ message: 'hello' });
    await t.prisma.conversation.update({
      where: { id: first.conversationId },
      data: { dialogueState: ['not', 'an', 'object'] },
    });
    const next = await send({
      message: 'How much does a campaign cost?',
      conversationId: first.conversationId,
    });
    expect(next.statusCode, next.body).toBe(200);
  });

  it('the contact FAQ reply keeps the whole email address', async () => {
    const answer = await reply({ message: 'How can I contact you directly?' });
    expect(answer.reply).toMatch(/hello@silverlakecreative\.com, call/);
  });
});

describe('contact details typed into the chat', () => {
  it('a name and a phone are kept on the conversation; the reply thanks by name and says who calls back', async () => {
    const answer = await reply({ message: "I'm Lupita, call me at 323-555-0199" });
    expect(answer.reply).toMatch(/Lupita/);
    expect(answer.reply).toMatch(/call you back within one business day/);
    expect(answer.hasCompleteContact).toBe(true);
    const conversation = await t.prisma.conversation.findUniqueOrThrow({
      where: { id: answer.conversationId },
      select: { clientName: true, clientPhone: true },
    });
    expect(conversation).toEqual({ clientName: 'Lupita', clientPhone: '+13235550199' });
  });

  it('an email makes the lead (lead.created); a phone given later fills it in (lead.updated)', async () => {
    const email = `dana.${randomUUID().slice(0, 8)}@example.com`;
    const first = await reply({
      message: `I'm Dana Whitfield, ${email}, we build homes in Pasadena and need a campaign`,
    });
    expect(first.hasCompleteContact).toBe(true);
    expect(first.reply).toMatch(/Dana/);
    const lead = await t.prisma.lead.findUniqueOrThrow({ where: { email } });
    expect(lead).toMatchObject({ name: 'Dana Whitfield', phone: null });
    await reply({ message: 'my cell is (818) 555-0123', conversationId: first.conversationId });
    const updated = await t.prisma.lead.findUniqueOrThrow({ where: { email } });
    expect(updated.phone).toBe('+18185550123');
    const events = await t.prisma.outboxEvent.findMany({
      where: { leadId: lead.id },
      select: { type: true },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((event) => event.type)).toEqual(
      expect.arrayContaining(['lead.created', 'lead.updated']),
    );
  });
});

describe('first messages of new conversations arriving together', () => {
  /** The test database, counting the statements sent through it. */
  function countingDb() {
    const statements: string[] = [];
    const db = {
      prisma: t.db.prisma,
      query: ((sql: { sql: string }) => {
        statements.push(sql.sql);
        return t.db.query(sql as never);
      }) as typeof t.db.query,
    };
    // The app's outbox, and a writer of its own whose statements go through the counting database.
    return {
      writer: createExchangeWriter(db, t.app.services.outbox, t.app.services.calendar),
      statements,
    };
  }
  const exchange = (i: number, reply = `Reply ${i}`, message = `Together ${i}`) => ({
    conversationId: null,
    request: ChatRequest.parse({ message, sessionId: `together-${i}` }),
    sessionId: `together-${i}`,
    userIp: `10.0.0.${i}`,
    reply,
    intent: 'service-inquiry' as const,
    employmentType: 'freelancer' as const,
    tokenUsage: { faq_match: `faq-${i}` },
    dialogueState: { lang: 'en', asked: [`q${i}`], declined: [] },
  });
  /** What storing left of a conversation: its row, its messages and their outbox events, ids aside. */
  async function written(conversationId: string) {
    const conversation = await t.prisma.conversation.findUniqueOrThrow({
      where: { id: conversationId },
      include: { messages: true },
    });
    const events = await t.prisma.outboxEvent.findMany({
      where: { data: { path: ['conversationId'], equals: conversationId } },
    });
    const { id, startedAt, lastActivityAt, messages, ...row } = conversation;
    expect(startedAt).toEqual(lastActivityAt);
    return {
      row,
      messages: messages.map(({ id: _messageId, conversationId: of, timestamp, ...m }) => {
        expect(of).toBe(id);
        expect(timestamp).toEqual(startedAt);
        return m;
      }),
      events: events.map(({ id: _eventId, createdAt, dispatchedAt: _dispatchedAt, data, ...e }) => {
        expect(createdAt).toEqual(startedAt);
        const { conversationId: of, messageId, ...rest } = data as Record<string, unknown>;
        expect(of).toBe(id);
        expect(messageId).toBe(messages[0]!.id);
        return { ...e, data: rest };
      }),
    };
  }

  it('are written by one statement, each as it would be alone', async () => {
    const { writer, statements } = countingDb();
    // One of them ends in half an emoji (a lone surrogate), which is stored as U+FFFD either way.
    const sent = Array.from({ length: 8 }, (_, i) =>
      exchange(i, `Reply ${i}`, i === 5 ? 'An emoji cut in half \ud83d' : undefined),
    );
    const stored = await Promise.all(sent.map((one) => writer.store(one)));
    // The first finds nothing running and goes at once; the seven behind it go together.
    expect(statements).toHaveLength(2);
    expect(new Set(stored.map((s) => s.conversationId)).size).toBe(8);
    expect(stored.every((s) => s.seq === 1)).toBe(true);
    // Each alone, by the statement of any other message, writes the same rows.
    for (const [i, together] of stored.entries()) {
      const alone = await writer.store(sent[i]!);
      expect(await written(together.conversationId)).toEqual(await written(alone.conversationId));
    }
    expect(statements).toHaveLength(2 + 8);
    const halved = await t.prisma.message.findFirstOrThrow({
      where: { conversationId: stored[5]!.conversationId },
    });
    expect(halved.message).toBe('An emoji cut in half \ufffd');
  });

  it('one message Postgres cannot store fails alone; the others of its group are written', async () => {
    const { writer, statements } = countingDb();
    const before = await counts();
    const results = await Promise.allSettled([
      writer.store(exchange(1)),
      writer.store(exchange(2)),
      writer.store(exchange(3, 'bad \u0000 reply')),
      writer.store(exchange(4)),
    ]);
    // Alone, then the group (refused), then each of the group on its own.
    expect(statements).toHaveLength(5);
    const failed = results[2]!;
    expect(failed.status).toBe('rejected');
    expect(unstorableTextError((failed as PromiseRejectedResult).reason)?.code).toBe('BAD_REQUEST');
    for (const i of [0, 1, 3]) expect(results[i]!.status).toBe('fulfilled');
    expect(await counts()).toEqual({
      conversations: before.conversations + 3,
      messages: before.messages + 3,
    });
  });
});

describe('invalid chat requests store nothing', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

  it.each([
    ['missing message', { sessionId: 's' }],
    ['empty message', { message: '   ', sessionId: 's' }],
    ['151 words', { message: words(151), sessionId: 's' }],
    ['a number as message', { message: 12, sessionId: 's' }],
    ['an array as message', { message: ['hi'], sessionId: 's' }],
    ['an unknown employment type', { message: 'hi', employmentType: 'astronaut' }],
    ['too many characters', { message: 'x'.repeat(3000), sessionId: 's' }],
  ])('%s gets a 400 with a message', async (_name, payload) => {
    const before = await counts();
    const res = await t.app.inject({ method: 'POST', url: '/api/conversations/message', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  it('names the refused field, on REST and tRPC alike, for a form to show beside it', async () => {
    const payload = { message: 'hi', sessionId: 's', employmentType: 'astronaut' };
    const rest = await t.app.inject({ method: 'POST', url: '/api/conversations/message', payload });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().fieldErrors).toEqual({ employmentType: [expect.any(String)] });
    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/chat.send', payload });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.data.fieldErrors).toEqual({ employmentType: [expect.any(String)] });
  });

  it('refuses a huge body with 413', async () => {
    const before = await counts();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversations/message',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'hi', sessionId: 's', padding: 'x'.repeat(200_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversations/message',
      headers: { 'content-type': 'application/json' },
      payload: '{"message": "hi",',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('rate limits', () => {
  it('answers 429 with a JSON message past the per-session budget, storing nothing', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '3' });
    try {
      const post = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/conversations/message',
          payload: { message: 'hello', sessionId: 'busy' },
        });
      for (let i = 0; i < 3; i++) expect((await post()).statusCode).toBe(200);
      const before = await limited.prisma.message.count();
      const res = await post();
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/Too many messages/);
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(res.json().message).toContain(`wait ${wait} seconds`);
      expect(await limited.prisma.message.count()).toBe(before);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/conversations/message',
        payload: { message: 'hello', sessionId: 'calm' },
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('limits per IP across sessions', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CHAT_PER_MINUTE: '2' });
    try {
      const post = (sessionId: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/conversations/message',
          payload: { message: 'hello', sessionId },
        });
      expect((await post('a')).statusCode).toBe(200);
      expect((await post('b')).statusCode).toBe(200);
      expect((await post('c')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('model service', () => {
  let server: Server;
  let mode: 'ok' | 'fail' | 'invent' = 'ok';
  let baseUrl = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        if (mode === 'fail') {
          res.writeHead(500).end('upstream exploded');
          return;
        }
        const request = JSON.parse(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            choices: [
              {
                message: {
                  role: 'assistant',
                  content:
                    mode === 'invent'
                      ? 'We made the famous Super Bowl spot for Pepsi and won 4 Emmys for it.'
                      : `Model reply for ${request.model}: we would love to help with that launch.`,
                },
              },
            ],
            usage: { total_tokens: 321 },
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('phrases the reply with the model and records total_tokens; falls back when it fails', async () => {
    const withModel = await createTestApp({
      LLM_BASE_URL: baseUrl,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'k',
      LLM_TIMEOUT_MS: '2000',
    });
    try {
      const post = () =>
        withModel.app.inject({
          method: 'POST',
          url: '/api/conversations/message',
          payload: {
            message: 'We are launching a new sneaker line and need a campaign',
            sessionId: 'm',
          },
        });
      mode = 'ok';
      const ok = (await post()).json();
      expect(ok.reply).toBe('Model reply for fake-model: we would love to help with that launch.');
      const okRow = await withModel.prisma.message.findFirstOrThrow({
        where: { conversationId: ok.conversationId },
      });
      expect(JSON.parse(okRow.tokenUsage!)).toEqual({ total_tokens: 321 });

      mode = 'invent';
      const invented = (await post()).json();
      expect(invented.reply).not.toMatch(/Pepsi|Emmy/);
      expect(invented.reply.length).toBeGreaterThan(20);

      mode = 'fail';
      const res = await post();
      expect(res.statusCode).toBe(200);
      expect(res.json().reply).not.toContain('Model reply');
      expect(res.json().reply).not.toMatch(/upstream|500|error/i);
    } finally {
      await withModel.close();
    }
  });
});

describe('a body that is not an object', () => {
  it.each([['"hello"'], ['[1,2]'], ['42'], ['null']])(
    'gets a 400 whose message names no field (%s)',
    async (payload) => {
      const t = await createTestApp();
      try {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/conversations/message',
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBe(400);
        const { message } = res.json();
        expect(message).toMatch(/^[A-Za-z]/);
        expect(message).not.toMatch(/^: /);
      } finally {
        await t.close();
      }
    },
  );
});
