// Every event the app writes, parsed with its type's schema (packages/schema/src/outbox.ts), which
// webhook receivers rely on. The chat's events are built inside its SQL statements, where the
// compiler cannot see them: a key renamed, added or dropped there fails here. The TypeScript
// builders are typed by the same schemas; their events are parsed too, as the wire carries them.
import { randomUUID } from 'node:crypto';
import {
  ChatRequest,
  CONTACT_FORM_SESSION_ID,
  OUTBOX_EVENT_DATA,
  type OutboxEventType,
} from '@agency/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { textPdf } from '../../../scripts/testing/pdf.ts';
import { sendOverdueReminders } from '../src/services/leads/reminders.ts';
import { createTestApp } from './helper.ts';
import { leadFlows, resumeText } from './leadFlows.ts';
import { multipart } from './multipart.ts';
import { UNREACHED_SMTP, UNREACHED_WEBHOOK } from './receivers.ts';

const ADMIN = 'payloads-test-token';
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    ADMIN_TOKEN: `payloads-tester:${ADMIN}`,
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
    RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
    // Events are written only for a target; these are never reached (see receivers.ts). Email
    // is configured so that staff can reply to a lead.
    ...UNREACHED_WEBHOOK,
    ...UNREACHED_SMTP,
  });
});
afterAll(() => t?.close());

const { upload, chat, contactSubmission } = leadFlows(() => t.app);

async function reply(body: Record<string, unknown>) {
  const res = await chat({ sessionId: randomUUID(), personaSlug: 'default', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { conversationId: string };
}

interface Stored {
  type: OutboxEventType;
  data: Record<string, unknown>;
}

/** The ids of the events there are now. */
async function eventIds(): Promise<Set<string>> {
  const events = await t.prisma.outboxEvent.findMany({ select: { id: true } });
  return new Set(events.map((event) => event.id));
}

/** The events written since `before` was taken. */
async function eventsSince(before: Set<string>): Promise<Stored[]> {
  const events = await t.prisma.outboxEvent.findMany({
    select: { id: true, type: true, data: true },
  });
  return events.filter((event) => !before.has(event.id)) as Stored[];
}

/** Each event that its type's schema refuses, with the schema's reasons. */
const refused = (events: Stored[]) =>
  events.flatMap((event) => {
    const parsed = OUTBOX_EVENT_DATA[event.type].safeParse(event.data);
    return parsed.success ? [] : [{ ...event, problems: z.prettifyError(parsed.error) }];
  });

/** `lead.created chat`: an event's type, and its source when it has one. */
const kinds = (events: Stored[]) =>
  events.map((event) => [event.type, event.data.source].filter(Boolean).join(' '));

describe('outbox event payloads', () => {
  it("the chat's statements write each event as its schema defines it", async () => {
    const before = await eventIds();
    const email = `dana.${randomUUID().slice(0, 8)}@example.com`;

    // A first message alone, then first messages arriving together (the grouped statement).
    await reply({ message: 'What does your agency do?' });
    const together = Array.from({ length: 3 }, (_, i) => ({
      conversationId: null,
      request: ChatRequest.parse({ message: `Together ${i}`, sessionId: `together-${i}` }),
      sessionId: `together-${i}`,
      userIp: '127.0.0.1',
      reply: `Reply ${i}`,
      intent: 'service-inquiry' as const,
      tokenUsage: null,
    }));
    await Promise.all(together.map((exchange) => t.app.services.chat.exchanges.store(exchange)));

    // An email makes the lead; a phone typed later fills it in; another conversation with the
    // same email is a visit of a known lead; the contact page's message is one too.
    const first = await reply({
      message: `I'm Dana Whitfield, ${email}, we build homes in Pasadena and need a campaign`,
    });
    await reply({ message: 'my cell is (818) 555-0123', conversationId: first.conversationId });
    await reply({ message: 'Another project', clientName: 'Dana', clientEmail: email });
    await chat({
      message: `New contact form submission\nName: Dana\nEmail: ${email}\nMessage: Launch`,
      sessionId: CONTACT_FORM_SESSION_ID,
      personaSlug: 'default',
      clientName: 'Dana',
      clientEmail: email,
    });

    const events = await eventsSince(before);
    expect(kinds(events).toSorted()).toEqual(
      [
        ...Array<string>(8).fill('message.created'),
        'lead.created chat',
        'lead.updated chat',
        'lead.updated chat',
        'lead.updated contact-form',
      ].toSorted(),
    );
    // The phone typed later came through the statement that touches a known lead.
    expect(
      events.find((event) => event.data.message === 'my cell is (818) 555-0123'),
    ).toMatchObject({ type: 'lead.updated', data: { lead: { phone: '+18185550123' } } });
    expect(refused(events)).toEqual([]);
  });

  it("the TypeScript builders' events parse too: briefs, resumes, applications, staff changes, replies, erasure", async () => {
    const before = await eventIds();
    const admin = t.caller('127.0.0.1', `Bearer ${ADMIN}`);

    await contactSubmission('Ada Lovelace', 'ada@example.com', 'brief.pdf');
    const resume = await upload('/api/upload-resume', {
      resume: { name: 'mo.txt', bytes: resumeText('Mo Reyes', 'mo@example.com') },
    });
    expect(resume.statusCode, resume.body).toBe(200);
    const application = await multipart({
      name: 'Rosa Delgado',
      email: 'rosa@example.com',
      note: 'I wrote the opening-day spot.',
      resume: {
        name: 'rosa.pdf',
        bytes: await textPdf(['Rosa Delgado', 'rosa@example.com', 'Skills: copywriting']),
      },
    });
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/careers/senior-copywriter/apply',
      payload: application.payload,
      headers: application.headers,
    });
    expect(applied.statusCode, applied.body).toBe(201);

    // Staff change a status, and accept a name a visitor suggested.
    const ada = await t.prisma.lead.findUniqueOrThrow({ where: { email: 'ada@example.com' } });
    await admin.admin.leads.update({ id: ada.id, changes: { status: 'qualified', notes: 'Call' } });
    await reply({
      message: 'Following up',
      clientName: 'Ada King',
      clientEmail: 'ada@example.com',
    });
    const suggestion = await t.prisma.leadSuggestion.findFirstOrThrow({
      where: { leadId: ada.id },
    });
    await admin.admin.leads.decideSuggestion({
      id: ada.id,
      suggestionId: suggestion.id,
      decision: 'accept',
    });
    // Staff reply to the lead by email.
    await admin.admin.replies.send({
      id: ada.id,
      subject: 'Your brief, {{firstName}}',
      body: 'Hi {{firstName}},\n\nThank you.',
    });
    // A person erased: their own events go with them, lead.deleted stays.
    await reply({ message: 'Hello', clientEmail: 'gone@example.com' });
    const gone = await t.prisma.lead.findUniqueOrThrow({ where: { email: 'gone@example.com' } });
    await admin.admin.leads.delete({ id: gone.id, confirmEmail: 'gone@example.com' });

    const events = await eventsSince(before);
    expect(new Set(events.map((event) => event.type))).toEqual(
      new Set([
        'brief.uploaded',
        'lead.created',
        'lead.updated',
        'message.created',
        'resume.uploaded',
        'candidate.applied',
        'lead.deleted',
        'lead.replied',
      ]),
    );
    expect(refused(events)).toEqual([]);
  });

  it("an overdue lead's reminder parses, with and without an owner", async () => {
    const before = await eventIds();
    const admin = t.caller('127.0.0.1', `Bearer ${ADMIN}`);
    const { staff } = await admin.admin.staff.create({ name: 'Lena Park' });
    await reply({ message: 'A campaign, please', clientEmail: 'owned@example.com' });
    await reply({ message: 'A campaign, please', clientEmail: 'unowned@example.com' });
    const owned = await t.prisma.lead.findUniqueOrThrow({ where: { email: 'owned@example.com' } });
    await admin.admin.leads.update({ id: owned.id, changes: { ownerId: staff.id } });
    await t.prisma.lead.updateMany({
      where: { email: { in: ['owned@example.com', 'unowned@example.com'] } },
      data: { dueAt: new Date(Date.now() - 1000) },
    });
    expect(await sendOverdueReminders(t.prisma, t.app.services.outbox)).toBe(2);

    const events = (await eventsSince(before)).filter((event) => event.type === 'lead.overdue');
    expect(
      events.map((event) => (event.data.owner as { name: string } | null)?.name ?? null).toSorted(),
    ).toEqual(['Lena Park', null].toSorted());
    expect(refused(events)).toEqual([]);
  });
});
