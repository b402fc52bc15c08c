// Replying to a lead from the admin: templates staff keep, an email in the writer's name with the
// agency's signature through the outbox to a real SMTP server, its delivery status in the lead's
// timeline, the lead moved to contacted; bad input is a 4xx that writes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sendLeadReply } from '../src/services/admin/replies.ts';
import { pruneOutbox } from '../src/services/outbox/worker.ts';
import { createTestApp } from './helper.ts';
import { startSmtpServer, until, type Mailbox } from './receivers.ts';

const OWNER = 'admin-replies-owner-token';
const BOUNCING = 'nobody@bounce.example.com';
let mailbox: Mailbox;
let t: Awaited<ReturnType<typeof createTestApp>>;
let staffToken: string;

beforeAll(async () => {
  mailbox = await startSmtpServer({ refuse: (address) => address === BOUNCING });
  t = await createTestApp({
    ADMIN_TOKEN: `Rosa Díaz:${OWNER}`,
    SMTP_URL: mailbox.url,
    NOTIFY_EMAIL_TO: 'sales@agency.test',
    NOTIFY_EMAIL_FROM: 'Silver Lake Creative <hello@agency.test>',
    REPLY_SIGNATURE: 'Silver Lake Creative\\n3450 Sunset Blvd, Los Ángeles',
    OUTBOX_POLL_MS: '50',
    WEBHOOK_RETRY_BASE_MS: '50',
    WEBHOOK_MAX_ATTEMPTS: '2',
  });
  staffToken = (await t.makeStaff(OWNER, 'José Núñez')).token;
});
afterAll(async () => {
  await t?.close();
  await mailbox?.close();
});

const newLead = (data: { name?: string; email?: string; company?: string; status?: string }) =>
  t.prisma.lead.create({
    data: { email: `lead.${randomUUID().slice(0, 8)}@example.com`, sources: ['chat'], ...data },
    select: { id: true, email: true },
  });

/** Every row a reply writes, for checking that a refused one wrote none. */
async function written(leadId: string) {
  const [lead, replies, audit, events] = await Promise.all([
    t.prisma.lead.findUniqueOrThrow({ where: { id: leadId }, select: { status: true } }),
    t.prisma.leadReply.count({ where: { leadId } }),
    t.prisma.leadAudit.count({ where: { leadId } }),
    t.prisma.outboxEvent.count({ where: { leadId } }),
  ]);
  return { status: lead.status, replies, audit, events };
}
const nothingWritten = { status: 'new', replies: 0, audit: 0, events: 0 };

const detail = async (id: string) => (await t.admin(OWNER, 'GET', `/api/admin/leads/${id}`)).json();

describe(`reply from the lead (${inject('testDatabase').kind})`, () => {
  it('comes with seeded templates staff can create, edit and delete', async () => {
    const listed = await t.admin(staffToken, 'GET', '/api/admin/reply-templates');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((template: { name: string }) => template.name)).toEqual(
      expect.arrayContaining(['Ask for the brief', 'First reply', 'Follow-up']),
    );

    const admin = t.caller('127.0.0.1', `Bearer ${staffToken}`).admin.replies;
    const made = await admin.createTemplate({
      name: '  Thanks \n for the brief ',
      subject: 'Your brief, {{firstName}}',
      body: 'Hi {{firstName}},\n\nWe read it.',
    });
    expect(made).toMatchObject({ name: 'Thanks for the brief', updatedBy: 'José Núñez' });
    await expect(
      admin.createTemplate({ name: 'Thanks for the brief', subject: 'Again', body: 'Again' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });

    const edited = await t.admin(OWNER, 'PUT', `/api/admin/reply-templates/${made.id}`, {
      name: 'Brief received',
      subject: 'We have your brief, {{firstName}}',
      body: 'Hi {{firstName}},\n\nThank you: we read it.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Brief received', updatedBy: 'Rosa Díaz' });

    expect(
      (await t.admin(OWNER, 'DELETE', `/api/admin/reply-templates/${made.id}`)).statusCode,
    ).toBe(200);
    expect(
      (await t.admin(OWNER, 'DELETE', `/api/admin/reply-templates/${made.id}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await t.admin(OWNER, 'PUT', `/api/admin/reply-templates/${randomUUID()}`, {
          name: 'Gone',
          subject: 'Gone',
          body: 'Gone',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses an oversized, multi-line or unknown-placeholder template with a 400, saving nothing', async () => {
    const before = await t.prisma.replyTemplate.count();
    const cases = [
      [{ name: 'Long', subject: 'Hi', body: 'x'.repeat(10_001) }, /at most 10000 characters/],
      [{ name: 'Long subject', subject: 'x'.repeat(201), body: 'Hi' }, /at most 200 characters/],
      [{ name: 'Injected', subject: 'Hi\r\nBcc: a@example.com', body: 'Hi' }, /one line/],
      [{ name: 'Unknown', subject: 'Hi {{nickname}}', body: 'Hi' }, /\{\{nickname\}\}/],
    ] as const;
    for (const [template, message] of cases) {
      const res = await t.admin(OWNER, 'POST', '/api/admin/reply-templates', template);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toMatch(message);
    }
    expect(await t.prisma.replyTemplate.count()).toBe(before);

    // An edit refused the same way leaves the template as it was, through REST and tRPC alike.
    const kept = await t.prisma.replyTemplate.findFirstOrThrow({ where: { name: 'Follow-up' } });
    const oversized = { name: kept.name, subject: kept.subject, body: 'x'.repeat(10_001) };
    const refused = await t.admin(OWNER, 'PUT', `/api/admin/reply-templates/${kept.id}`, oversized);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toMatch(/at most 10000 characters/);
    await expect(
      t
        .caller('127.0.0.1', `Bearer ${staffToken}`)
        .admin.replies.updateTemplate({ id: kept.id, template: oversized }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await t.prisma.replyTemplate.findUniqueOrThrow({ where: { id: kept.id } })).toEqual(
      kept,
    );
  });

  it("sends the email in the person's name with the signature, shows it sent, and moves the lead to contacted", async () => {
    const lead = await newLead({ name: 'Zoë Hart', company: 'Hart & Söhne' });
    const template = (await t.admin(staffToken, 'GET', '/api/admin/reply-templates'))
      .json()
      .find((row: { name: string }) => row.name === 'First reply');

    const sent = await t.admin(staffToken, 'POST', `/api/admin/leads/${lead.id}/replies`, {
      subject: template.subject,
      body: `${template.body}\n\nP.S. Café at 10? ✓`,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { reply } = sent.json();
    expect(sent.json().lead.status).toBe('contacted');
    expect(reply).toMatchObject({
      senderName: 'José Núñez',
      toEmail: lead.email,
      subject: 'Thanks for reaching out, Zoë',
    });

    const mail = await until(
      () =>
        mailbox.messages.find((message) => message.messageId === `<reply.${reply.id}@agency.test>`),
      'the reply to arrive',
    );
    expect(mail.from?.value).toEqual([
      { name: 'José Núñez at Silver Lake Creative', address: 'hello@agency.test' },
    ]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
      { name: 'Zoë Hart', address: lead.email },
    ]);
    expect(mail.subject).toBe('Thanks for reaching out, Zoë');
    expect(mail.text).toContain('Hi Zoë,');
    expect(mail.text).toContain("I'm José Núñez, and I'll be your contact here.");
    expect(mail.text).toContain('P.S. Café at 10? ✓');
    expect(mail.text).toContain(
      '-- \nJosé Núñez\nSilver Lake Creative\n3450 Sunset Blvd, Los Ángeles',
    );
    expect(mail.html).toBe(false);
    // The headers as they travelled: every name and the subject as RFC 2047 words, nothing raw.
    const raw = mail.headerLines.map((header) => header.line).join('\n');
    expect(raw).not.toMatch(/[^\x20-\x7e\r\n\t]/);
    expect(mail.headerLines.find((header) => header.key === 'from')?.line).toMatch(/=\?UTF-8\?/i);
    expect(mail.headerLines.find((header) => header.key === 'subject')?.line).toMatch(
      /=\?UTF-8\?/i,
    );
    expect(mail.headers.get('content-type')).toMatchObject({ params: { charset: 'utf-8' } });

    // The timeline: the reply, sent; the status change and the reply audited with the person.
    const shown = await until(async () => {
      const found = await detail(lead.id);
      return found.replies[0]?.status === 'sent' && found;
    }, 'the reply to show as sent');
    expect(shown.replies).toHaveLength(1);
    expect(shown.replies[0].body).toBe(mail.text!.trimEnd());
    expect(shown.lead.status).toBe('contacted');
    expect(
      shown.audit.map((entry: { action: string; actor: string }) => [entry.action, entry.actor]),
    ).toEqual(
      expect.arrayContaining([
        ['status', 'José Núñez'],
        ['reply', 'José Núñez'],
      ]),
    );
    const events = await t.prisma.outboxEvent.findMany({
      where: { leadId: lead.id },
      select: { type: true, data: true },
    });
    expect(events.map((event) => event.type)).toEqual(['lead.replied']);
    // The staff list is not copied on a reply.
    expect(mailbox.messages.filter((message) => message.subject === mail.subject)).toHaveLength(1);

    // A lead already further along keeps its status; the bootstrap owner writes as themself.
    await t.prisma.lead.update({ where: { id: lead.id }, data: { status: 'qualified' } });
    const again = await t
      .caller('127.0.0.1', `Bearer ${OWNER}`)
      .admin.replies.send({ id: lead.id, subject: 'Next steps', body: 'Hi {{firstName}},' });
    expect(again.lead.status).toBe('qualified');
    expect(again.reply).toMatchObject({ senderName: 'Rosa Díaz', status: 'pending' });
    expect(again.reply.body).toMatch(/^Hi Zoë,\n\n-- \nRosa Díaz\n/);

    // Erasing the person takes their replies and their deliveries with them.
    const erased = await t.admin(OWNER, 'DELETE', `/api/admin/leads/${lead.id}`, {
      confirmEmail: lead.email,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await t.prisma.leadReply.count({ where: { leadId: lead.id } })).toBe(0);
  });

  it('moves the lead and audits it once when two replies are sent at once', async () => {
    const lead = await newLead({ name: 'Kai' });
    const sent = await Promise.all(
      ['First', 'Second'].map((subject) =>
        t.admin(staffToken, 'POST', `/api/admin/leads/${lead.id}/replies`, { subject, body: 'Hi' }),
      ),
    );
    expect(sent.map((res) => res.statusCode)).toEqual([201, 201]);
    const audit = await t.prisma.leadAudit.findMany({
      where: { leadId: lead.id },
      select: { action: true },
    });
    expect(audit.map((entry) => entry.action).sort()).toEqual(['reply', 'reply', 'status']);
    expect(await written(lead.id)).toMatchObject({ status: 'contacted', replies: 2 });
  });

  it('shows a reply the mail server refuses as failed, with the reason', async () => {
    const lead = await newLead({ name: 'Nobody', email: BOUNCING });
    const sent = await t.admin(staffToken, 'POST', `/api/admin/leads/${lead.id}/replies`, {
      subject: 'Hello',
      body: 'Hi {{firstName}}',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const failed = await until(async () => {
      const found = await detail(lead.id);
      return found.replies[0]?.status === 'failed' && found.replies[0];
    }, 'the reply to fail');
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toMatch(/No such mailbox/);

    // The outbox's pruning of finished events keeps a reply's, which is its status.
    await pruneOutbox(t.prisma, 0);
    expect((await detail(lead.id)).replies[0]).toMatchObject({ status: 'failed' });
  });

  it('keeps line breaks in names and subjects out of the headers', async () => {
    const lead = await newLead({ name: 'Eve\r\nBcc: victim@example.com' });
    const refused = await t.admin(staffToken, 'POST', `/api/admin/leads/${lead.id}/replies`, {
      subject: 'Hello\r\nBcc: victim@example.com',
      body: 'Hi',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/one line/);
    expect(await written(lead.id)).toEqual(nothingWritten);

    const sent = await t.admin(staffToken, 'POST', `/api/admin/leads/${lead.id}/replies`, {
      subject: 'Hello {{name}}',
      body: 'Hi {{firstName}}',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const mail = await until(
      () =>
        mailbox.messages.find(
          (message) => message.messageId === `<reply.${sent.json().reply.id}@agency.test>`,
        ),
      'the reply to arrive',
    );
    expect(mail.subject).toBe('Hello Eve Bcc: victim@example.com');
    expect(mail.headers.has('bcc')).toBe(false);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value : []).toEqual([
      { name: 'Eve Bcc: victim@example.com', address: lead.email },
    ]);
  });

  it('refuses an invalid lead address, an oversized text or an unsendable one with a 4xx, writing nothing', async () => {
    for (const email of [
      'not an address',
      'a@example.com, b@example.com',
      'Eve <eve@example.com>',
    ]) {
      const lead = await newLead({ email });
      const res = await t.admin(staffToken, 'POST', `/api/admin/leads/${lead.id}/replies`, {
        subject: 'Hello',
        body: 'Hi',
      });
      expect(res.statusCode, email).toBe(422);
      expect(res.json().message).toMatch(/not one mail can be sent to; nothing was sent/);
      expect(await written(lead.id)).toEqual(nothingWritten);
    }

    const lead = await newLead({ name: 'Ada' });
    const oversized = await t.admin(staffToken, 'POST', `/api/admin/leads/${lead.id}/replies`, {
      subject: 'Hello',
      body: 'x'.repeat(10_001),
    });
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json().message).toMatch(/at most 10000 characters/);

    // Refused by the database halfway through (the status was already changed): all of it undone.
    const unstorable = await t.admin(staffToken, 'POST', `/api/admin/leads/${lead.id}/replies`, {
      subject: 'Hello',
      body: 'Hi\u0000there',
    });
    expect(unstorable.statusCode, unstorable.body).toBe(400);
    expect(unstorable.json().message).toMatch(/NUL/);
    await expect(
      t.caller('127.0.0.1', `Bearer ${staffToken}`).admin.replies.send({
        id: lead.id,
        subject: 'Hello',
        body: 'Hi\u0000there',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await written(lead.id)).toEqual(nothingWritten);

    const unknown = await t.admin(staffToken, 'POST', `/api/admin/leads/${randomUUID()}/replies`, {
      subject: 'Hello',
      body: 'Hi',
    });
    expect(unknown.statusCode).toBe(404);

    // Without email settings there is nothing to send through: a 503 that names them.
    await expect(
      sendLeadReply(
        t.prisma,
        t.app.services.outbox,
        lead.id,
        { subject: 'Hello', body: 'Hi' },
        { name: 'José Núñez', staffId: null, role: 'staff' },
        { notify: { ...t.config.notify, email: undefined }, signature: 'x' },
      ),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE', message: expect.stringMatching(/SMTP_URL/) });
    expect(await written(lead.id)).toEqual(nothingWritten);
  });
});
