// Leads: one per normalised email from every path (chat, contact page, brief, resume), and the
// defects that kept contact-page files and pre-chat resumes out of their conversations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeckPdf } from './fixtures/files.ts';
import { createTestApp } from './helper.ts';
import { UNREACHED_WEBHOOK } from './receivers.ts';
import { leadFlows, resumeText } from './leadFlows.ts';

const ADMIN = 'leads-test-token';
const auth = { authorization: `Bearer ${ADMIN}` };
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    ADMIN_TOKEN: `leads-tester:${ADMIN}`,
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
    // Events are written only for a target; this one is never reached (see receivers.ts).
    ...UNREACHED_WEBHOOK,
  });
});
afterAll(() => t.close());

const { upload, chat, contactSubmission } = leadFlows(() => t.app);

describe('defects of the contact page and the resume flow', () => {
  it("the contact page's PDF is in its conversation's documents, and the conversation names its sender", async () => {
    const { documentId, conversationId } = await contactSubmission(
      'Ada Lovelace',
      'Ada@Example.com ',
      'brief.pdf',
    );
    expect(documentId).toMatch(/^[0-9a-f-]{36}$/);
    const detail = await t.app.inject({
      url: `/api/admin/conversations/${conversationId}/detail`,
      headers: auth,
    });
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.conversation).toMatchObject({ clientName: 'Ada Lovelace', documentCount: 1 });
    expect(
      body.documents.map((d: { id: string; originalName: string }) => [d.id, d.originalName]),
    ).toEqual([[documentId, 'brief.pdf']]);
    const list = await t.app.inject({ url: '/api/admin/conversations?search=Ada', headers: auth });
    expect(list.json().conversations[0]).toMatchObject({ id: conversationId, documentCount: 1 });
  });

  it('a document already in a conversation is not moved by another message naming it', async () => {
    const { documentId, conversationId } = await contactSubmission(
      'Grace Hopper',
      'grace@example.com',
      'deck.pdf',
    );
    const other = await chat({ message: 'hello', sessionId: 'thief', documentId });
    expect(other.statusCode).toBe(200);
    const document = await t.prisma.document.findUniqueOrThrow({ where: { id: documentId } });
    expect(document.conversationId).toBe(conversationId);
  });

  it('a resume uploaded before chatting is linked to the conversation its resume-flow message starts', async () => {
    const res = await upload('/api/upload-resume', {
      resume: { name: 'jordan.txt', bytes: resumeText('Jordan Avery', 'jordan.avery@example.com') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { resumeId } = res.json().resumeData;
    const sent = await chat({
      message: 'I just uploaded my resume (jordan.txt).',
      contactInfo: { name: 'Jordan Avery', email: 'jordan.avery@example.com' },
      // The resume flow sends a random id when no conversation exists yet.
      conversationId: crypto.randomUUID(),
      resumeId,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const detail = await t.app.inject({
      url: `/api/admin/conversations/${sent.json().conversationId}/detail`,
      headers: auth,
    });
    expect(detail.json().resumes.map((r: { id: string }) => r.id)).toEqual([resumeId]);
  });

  it('refuses a documentId that is not an id with a 400 and stores nothing', async () => {
    const before = await t.prisma.message.count();
    const res = await chat({ message: 'hi', sessionId: 's-bad', documentId: 'not-an-id' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/documentId/);
    expect(await t.prisma.message.count()).toBe(before);
  });
});

describe('one lead per person', () => {
  it('chat, then the contact page, then a brief: one lead with every conversation and document', async () => {
    const email = 'rosa.diaz@example.com';
    const first = await chat({
      message: 'We need a video campaign for our launch',
      sessionId: 'rosa-1',
      clientName: 'Rosa Diaz',
      clientEmail: 'Rosa.Diaz@Example.com',
      subject: 'Launch',
    });
    expect(first.statusCode).toBe(200);
    const lead = await t.prisma.lead.findUniqueOrThrow({ where: { email } });
    expect(lead).toMatchObject({ name: 'Rosa Diaz', status: 'new', sources: ['chat'] });
    await chat({
      message: 'Budget is about $50K',
      sessionId: 'rosa-1',
      conversationId: first.json().conversationId,
    });

    const contact = await contactSubmission('Rosa Diaz', email, 'rosa-brief.pdf');
    const brief = await upload('/api/upload-pdf', {
      pdf: { name: 'rosa-deck.pdf', bytes: await buildDeckPdf(), type: 'application/pdf' },
      clientName: 'Rosa Diaz',
      clientEmail: ' ROSA.DIAZ@example.com',
      message: 'Our deck',
    });
    expect(brief.statusCode).toBe(200);

    expect(await t.prisma.lead.count({ where: { email } })).toBe(1);
    const after = await t.prisma.lead.findUniqueOrThrow({
      where: { email },
      select: {
        id: true,
        company: true,
        sources: true,
        conversations: { select: { id: true } },
        documents: { select: { id: true, originalName: true } },
      },
    });
    expect(after.id).toBe(lead.id);
    expect(after.company).toBe('Vaultline');
    expect(after.sources.sort()).toEqual(['brief', 'chat', 'contact-form']);
    expect(after.conversations.map((c) => c.id).sort()).toEqual(
      [first.json().conversationId, contact.conversationId].sort(),
    );
    expect(after.documents.map((d) => d.originalName).sort()).toEqual([
      'rosa-brief.pdf',
      'rosa-deck.pdf',
    ]);

    // Each fact wrote its events: a lead created once, then updated as new paths joined.
    const events = await t.prisma.outboxEvent.findMany({
      where: { leadId: lead.id },
      orderBy: { createdAt: 'asc' },
      select: { type: true },
    });
    const types = events.map((e) => e.type);
    expect(types.filter((type) => type === 'lead.created')).toHaveLength(1);
    expect(types.filter((type) => type === 'brief.uploaded')).toHaveLength(2);
    expect(types.filter((type) => type === 'message.created')).toHaveLength(3);
    expect(types).toContain('lead.updated');
  });

  it('a resume with an email makes a candidate lead; a chat without one makes none', async () => {
    const res = await upload('/api/upload-resume', {
      resume: { name: 'sam.txt', bytes: resumeText('Sam Okafor', 'sam.okafor@example.com') },
    });
    expect(res.statusCode, res.body).toBe(200);
    const lead = await t.prisma.lead.findUniqueOrThrow({
      where: { email: 'sam.okafor@example.com' },
      select: { status: true, sources: true, name: true, resumes: { select: { id: true } } },
    });
    expect(lead).toMatchObject({ status: 'candidate', sources: ['resume'], name: 'Sam Okafor' });
    expect(lead.resumes).toEqual([{ id: res.json().resumeData.resumeId }]);

    const leads = await t.prisma.lead.count();
    await chat({
      message: 'What awards have you won?',
      sessionId: 'anon',
      clientEmail: 'not an email',
    });
    expect(await t.prisma.lead.count()).toBe(leads);
  });
});

describe("a stranger who knows a lead's email", () => {
  it('may fill its blanks; a different name, company or phone waits as a suggestion staff can accept', async () => {
    const email = 'owner@example.com';
    await chat({
      message: 'We need a brand refresh',
      sessionId: 'owner',
      clientName: 'Olivia Owner',
      clientEmail: email,
    });
    const lead = await t.prisma.lead.findUniqueOrThrow({ where: { email } });
    expect(lead).toMatchObject({ name: 'Olivia Owner', company: null, phone: null });

    // A stranger's chat: a new name and a company; an anonymous resume: another name and a phone.
    const stranger = await chat({
      message: 'Update my details please',
      sessionId: 'stranger',
      clientName: 'Mallory',
      clientEmail: email,
      company: 'Evil Corp',
    });
    expect(stranger.statusCode, stranger.body).toBe(200);
    const resume = await upload('/api/upload-resume', {
      resume: { name: 'mallory.txt', bytes: resumeText('Mallory Forged', email) },
    });
    expect(resume.statusCode, resume.body).toBe(200);

    // The blanks were filled; the name that was there stayed.
    const after = await t.prisma.lead.findUniqueOrThrow({ where: { email } });
    expect(after).toMatchObject({ name: 'Olivia Owner', company: 'Evil Corp' });
    expect(after.phone).not.toBeNull();
    // lead.updated carried what the lead holds, not what the stranger sent.
    const updates = await t.prisma.outboxEvent.findMany({
      where: { leadId: lead.id, type: 'lead.updated' },
      select: { data: true },
    });
    expect(updates.length).toBeGreaterThan(0);
    for (const { data } of updates)
      expect((data as { lead: { name: string } }).lead.name).toBe('Olivia Owner');

    const detail = await t.app.inject({ url: `/api/admin/leads/${lead.id}`, headers: auth });
    const { suggestions, audit } = detail.json();
    expect(
      suggestions.map((s: { field: string; value: string; source: string }) => [
        s.field,
        s.value,
        s.source,
      ]),
    ).toEqual([
      ['name', 'Mallory', 'chat'],
      ['name', 'Mallory Forged', 'resume'],
    ]);
    expect(audit.filter((a: { action: string }) => a.action === 'suggested')).toHaveLength(2);

    // The same suggestion again is not a second one.
    await chat({
      message: 'again',
      sessionId: 'stranger-2',
      clientName: 'Mallory',
      clientEmail: email,
    });
    expect(await t.prisma.leadSuggestion.count({ where: { leadId: lead.id } })).toBe(2);

    // Staff dismiss one and accept the other (through tRPC): audited, sent as lead.updated.
    const admin = t.caller('127.0.0.1', `Bearer ${ADMIN}`);
    const dismissed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/leads/${lead.id}/suggestions/${suggestions[0].id}`,
      headers: auth,
      payload: { decision: 'dismiss' },
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().name).toBe('Olivia Owner');
    const accepted = await admin.admin.leads.decideSuggestion({
      id: lead.id,
      suggestionId: suggestions[1].id,
      decision: 'accept',
    });
    expect(accepted.name).toBe('Mallory Forged');
    const final = (
      await t.app.inject({ url: `/api/admin/leads/${lead.id}`, headers: auth })
    ).json();
    expect(final.suggestions).toEqual([]);
    expect(final.audit[0]).toMatchObject({
      action: 'name',
      actor: 'leads-tester',
      detail: { from: 'Olivia Owner', to: 'Mallory Forged', suggestedBy: 'resume' },
    });
    const event = await t.prisma.outboxEvent.findFirstOrThrow({
      where: { leadId: lead.id, type: 'lead.updated' },
      orderBy: { createdAt: 'desc' },
      select: { data: true },
    });
    expect(event.data).toMatchObject({
      changes: { name: { from: 'Olivia Owner', to: 'Mallory Forged' } },
      actor: 'leads-tester',
    });

    // A suggestion of another lead, or one already decided, is a 404; a bad decision a 400.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/leads/${lead.id}/suggestions/${suggestions[1].id}`,
      headers: auth,
      payload: { decision: 'accept' },
    });
    expect(again.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/admin/leads/${lead.id}/suggestions/${suggestions[1].id}`,
      headers: auth,
      payload: { decision: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/decision must be accept or dismiss/);
  });
});

describe('new people are limited per IP and overall; known ones never are', () => {
  it('a flood of new emails from one address gets 429s and makes no more leads; another address, then everyone, is limited too', async () => {
    const limited = await createTestApp({
      TRUST_PROXY: '1',
      RATE_LIMIT_CHAT_PER_MINUTE: '1000',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
      RATE_LIMIT_NEW_LEADS_PER_IP_PER_HOUR: '2',
      RATE_LIMIT_NEW_LEADS_PER_HOUR: '3',
    });
    try {
      const flows = leadFlows(() => limited.app);
      const send = (email: string, ip: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/conversations/message',
          headers: { 'x-forwarded-for': ip },
          payload: { message: 'Quote please', sessionId: `flood-${email}`, clientEmail: email },
        });
      const from = '198.51.100.7';
      expect((await send('one@example.com', from)).statusCode).toBe(200);
      expect((await send('two@example.com', from)).statusCode).toBe(200);
      const third = await send('three@example.com', from);
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toMatch(/^We are receiving a lot of new contacts right now/);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      // A person already known is not a new lead: still welcome from that address.
      expect((await send('one@example.com', from)).statusCode).toBe(200);
      // Another address gets its own budget, until the overall one runs out.
      expect((await send('four@example.com', '198.51.100.8')).statusCode).toBe(200);
      expect((await send('five@example.com', '198.51.100.9')).statusCode).toBe(429);
      // A brief naming a new email is refused before its file is read.
      const brief = await flows.upload('/api/upload-pdf', {
        pdf: { name: 'b.pdf', bytes: await buildDeckPdf(), type: 'application/pdf' },
        clientEmail: 'six@example.com',
      });
      expect(brief.statusCode).toBe(429);
      expect(await limited.prisma.lead.count()).toBe(3);
      expect(await limited.prisma.document.count()).toBe(0);
    } finally {
      await limited.close();
    }
  });
});

describe("a visitor's name and company", () => {
  it('are kept on one visible line: no line break, bidirectional override or zero-width character', async () => {
    const sent = await chat({
      message: 'Hello',
      sessionId: 'bidi',
      clientName: 'Eve\u202eevE\r\nEmail: boss@agency.test',
      clientEmail: 'bidi@example.com',
      company: 'Ac\u200bme\u2066 Corp',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(
      await t.prisma.lead.findUniqueOrThrow({
        where: { email: 'bidi@example.com' },
        select: { name: true, company: true },
      }),
    ).toEqual({ name: 'EveevE Email: boss@agency.test', company: 'Acme Corp' });
  });
});
