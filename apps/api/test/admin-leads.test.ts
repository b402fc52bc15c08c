// The admin's leads: list, search, filters, counters, detail, status with audit, notes, CSV (parsed
// back with a CSV library), the tRPC twins, the delivery list with resend, export and deletion.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadsCsv } from '../src/services/admin/leads.ts';
import { createTestApp } from './helper.ts';
import { leadFlows, resumeText } from './leadFlows.ts';
import { startWebhookReceiver, until, type WebhookReceiver } from './receivers.ts';

const ADMIN = 'admin-leads-token';
const auth = { authorization: `Bearer ${ADMIN}` };
const SECRET = 'admin-leads-secret-0123456789';
let t: Awaited<ReturnType<typeof createTestApp>>;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET);
  t = await createTestApp({
    ADMIN_TOKEN: `maria:${ADMIN}`,
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: SECRET,
    WEBHOOK_RETRY_BASE_MS: '60000',
    OUTBOX_POLL_MS: '20',
  });
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const { upload, chat, contactSubmission } = leadFlows(() => t.app);
const get = (url: string) => t.app.inject({ url, headers: auth });
const patch = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/leads/${id}`, headers: auth, payload });

let ada: string;
let ben: string;
let cleo: string;

describe('leads in the admin', () => {
  beforeAll(async () => {
    await contactSubmission('Ada Lovelace', 'ada@example.com', 'ada-brief.pdf');
    await chat({
      message: 'Can you quote a video campaign?',
      sessionId: 'ben',
      clientName: 'Ben "The Builder" Cole',
      clientEmail: 'ben@example.com',
    });
    await upload('/api/upload-resume', {
      resume: { name: 'cleo.txt', bytes: resumeText('Cleo Park', 'cleo@example.com') },
    });
    const ids = await t.prisma.lead.findMany({ select: { id: true, email: true } });
    const byEmail = new Map(ids.map((lead) => [lead.email, lead.id]));
    ada = byEmail.get('ada@example.com')!;
    ben = byEmail.get('ben@example.com')!;
    cleo = byEmail.get('cleo@example.com')!;
  });

  it('lists by last activity with counters by status, and filters by search, status and source', async () => {
    const all = await get('/api/admin/leads');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.leads.map((lead: { email: string }) => lead.email)).toEqual([
      'cleo@example.com',
      'ben@example.com',
      'ada@example.com',
    ]);
    expect(body.counts).toMatchObject({ total: 3, new: 2, candidate: 1, won: 0 });
    expect(body.leads[2]).toMatchObject({
      company: 'Vaultline',
      documentCount: 1,
      conversationCount: 1,
    });

    const search = await get('/api/admin/leads?search=vaultline');
    expect(search.json().leads.map((lead: { id: string }) => lead.id)).toEqual([ada]);
    const status = await get('/api/admin/leads?status=candidate');
    expect(status.json()).toMatchObject({ total: 1, leads: [{ id: cleo }] });
    const source = await get('/api/admin/leads?source=contact-form&status=all');
    expect(source.json().leads.map((lead: { id: string }) => lead.id)).toEqual([ada]);
  });

  it('refuses a bad filter with a 400 naming it, an unknown lead with a 404, and no token with a 401', async () => {
    const bad = await get('/api/admin/leads?status=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Status must be one of/);
    expect((await get('/api/admin/leads/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await get('/api/admin/leads/nope')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/leads' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/leads.csv' })).statusCode).toBe(401);
  });

  it("shows a lead's conversations, documents and resumes, and its document opens", async () => {
    const detail = await get(`/api/admin/leads/${ada}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.lead).toMatchObject({ email: 'ada@example.com', name: 'Ada Lovelace' });
    expect(body.conversations).toHaveLength(1);
    expect(body.conversations[0].firstMessage).toContain('New contact form submission');
    expect(body.documents.map((d: { originalName: string }) => d.originalName)).toEqual([
      'ada-brief.pdf',
    ]);
    const file = await get(`/api/admin/documents/${body.documents[0].id}/view`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await get(`/api/admin/leads/${cleo}`)).json().resumes).toHaveLength(1);
  });

  it("changes the status with one call, audited with the person's name, and sends lead.updated", async () => {
    const staff = await t.app.inject({
      method: 'POST',
      url: '/api/admin/staff',
      headers: auth,
      payload: { name: 'Maria' },
    });
    expect(staff.statusCode, staff.body).toBe(201);
    const ownerId = staff.json().staff.id;
    const res = await patch(ben, { status: 'contacted', ownerId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'contacted', owner: 'Maria', ownerId });
    const again = await patch(ben, { status: 'contacted' });
    expect(again.statusCode).toBe(200);
    const notes = await patch(ben, { notes: 'Called Tuesday, wants a proposal\n= by Friday' });
    expect(notes.json().notes).toBe('Called Tuesday, wants a proposal\n= by Friday');

    const audit = (await get(`/api/admin/leads/${ben}`)).json().audit;
    const entries = audit.map((entry: { action: string; actor: string; detail: unknown }) => [
      entry.action,
      entry.actor,
      entry.detail,
    ]);
    expect(entries).toHaveLength(3);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['notes', 'maria', { fromLength: 0, toLength: 44 }],
        ['status', 'maria', { from: 'new', to: 'contacted' }],
        ['owner', 'maria', { from: null, to: 'Maria' }],
      ]),
    );
    expect(
      audit.every((entry: { createdAt: string }) => !Number.isNaN(Date.parse(entry.createdAt))),
    ).toBe(true);

    const updates = await t.prisma.outboxEvent.findMany({
      where: { leadId: ben, type: 'lead.updated' },
      select: { data: true },
    });
    // The repeated status changed nothing, so it sent nothing.
    expect(updates).toHaveLength(2);
    expect(updates.map((event) => (event.data as { changes: object }).changes)).toContainEqual({
      status: { from: 'new', to: 'contacted' },
      owner: { from: null, to: 'Maria' },
    });

    const bad = await patch(ben, { status: 'archived' });
    expect(bad.statusCode).toBe(400);
    const empty = await patch(ben, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/Nothing to change/);
  });

  it('exports the list as RFC 4180 CSV with a header row, parsed back by a CSV library', async () => {
    const res = await get('/api/admin/leads.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body).toContain('\r\n');
    const rows: Record<string, string>[] = parse(res.body, { bom: true, columns: true });
    // Sorted by the person's last activity; staff changes are not the person's activity.
    expect(rows.map((row) => row.Email)).toEqual([
      'cleo@example.com',
      'ben@example.com',
      'ada@example.com',
    ]);
    const benRow = rows[1]!;
    expect(benRow).toMatchObject({
      ID: ben,
      Name: 'Ben "The Builder" Cole',
      Status: 'contacted',
      Owner: 'Maria',
      Sources: 'chat',
      Notes: "Called Tuesday, wants a proposal\n'= by Friday",
    });
    expect(rows.find((row) => row.Email === 'cleo@example.com')).toMatchObject({
      Status: 'candidate',
      Resumes: '1',
    });
    const filtered: Record<string, string>[] = parse(
      (await get('/api/admin/leads.csv?status=candidate')).body,
      {
        bom: true,
        columns: true,
      },
    );
    expect(filtered.map((row) => row.Email)).toEqual(['cleo@example.com']);
  });

  it('the tRPC twins return what REST returns', async () => {
    const admin = t.caller('127.0.0.1', `Bearer ${ADMIN}`);
    const rest = (await get('/api/admin/leads')).json();
    expect(await admin.admin.leads.list({})).toEqual(rest);
    expect(await admin.admin.leads.detail({ id: cleo })).toEqual(
      (await get(`/api/admin/leads/${cleo}`)).json(),
    );
    const updated = await admin.admin.leads.update({ id: cleo, changes: { status: 'qualified' } });
    expect(updated.status).toBe('qualified');
  });

  it('lists deliveries with attempts, last status and next try, and refuses to resend a delivered one', async () => {
    await until(
      async () => (await t.prisma.delivery.count({ where: { status: 'delivered' } })) > 0,
      'deliveries',
    );
    const list = await get('/api/admin/deliveries?status=delivered');
    expect(list.statusCode).toBe(200);
    const first = list.json().deliveries[0];
    expect(first).toMatchObject({
      channel: 'webhook',
      target: receiver.url,
      status: 'delivered',
      attempts: 1,
      lastStatus: 200,
      nextAttemptAt: null,
    });
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/admin/deliveries/${first.id}/resend`,
      headers: auth,
    });
    expect(resent.statusCode).toBe(409);
    expect(resent.json().message).toMatch(/already delivered/);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/admin/deliveries/00000000-0000-4000-8000-000000000000/resend',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("a person's data on request", () => {
  it('exports everything about the person as one JSON file, audited', async () => {
    const res = await get(`/api/admin/leads/${ada}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="lead-${ada}.json"`);
    const data = res.json();
    expect(data.lead.email).toBe('ada@example.com');
    expect(data.conversations[0].messages[0].message).toContain('Ada Lovelace');
    expect(data.documents[0]).toMatchObject({
      originalName: 'ada-brief.pdf',
      file: { mime: 'application/pdf' },
    });
    expect(data.notifications.map((event: { type: string }) => event.type)).toContain(
      'lead.created',
    );
    const audit = (await get(`/api/admin/leads/${ada}`)).json().audit;
    expect(audit[0]).toMatchObject({ action: 'export', actor: 'maria' });
  });

  it('deletes every row and file of that person and nothing else, and sends lead.deleted', async () => {
    // Another person sends the very same PDF: its stored bytes are shared and must stay.
    const adaFile = await t.prisma.document.findFirstOrThrow({
      where: { leadId: ada },
      select: {
        file: { select: { chunks: { select: { data: true }, orderBy: { index: 'asc' } } } },
      },
    });
    const sameBytes = Buffer.concat(adaFile.file.chunks.map((chunk) => chunk.data));
    const other = await contactSubmission(
      'Dan Other',
      'dan@example.com',
      'same-bytes.pdf',
      sameBytes,
    );
    const counts = async () => ({
      leads: await t.prisma.lead.count(),
      conversations: await t.prisma.conversation.count(),
      messages: await t.prisma.message.count(),
      documents: await t.prisma.document.count(),
      resumes: await t.prisma.resume.count(),
      files: await t.prisma.storedFile.count(),
    });
    // A conversation from before leads existed carries her email but no link: it is hers too.
    const legacy = await t.prisma.conversation.create({
      data: {
        sessionId: 'before-leads',
        clientName: 'Ada',
        clientEmail: 'ADA@example.com',
        messageCount: 1,
        messages: {
          create: {
            seq: 1,
            message: 'Hello from 2025',
            reply: 'Hi!',
            intent: 'webchat',
            sessionId: 'before-leads',
          },
        },
      },
      select: { id: true },
    });
    const hers = { OR: [{ leadId: ada }, { id: legacy.id }] };
    const adaRows = {
      conversations: await t.prisma.conversation.count({ where: hers }),
      messages: await t.prisma.message.count({ where: { conversation: hers } }),
      documents: await t.prisma.document.count({ where: { leadId: ada } }),
    };
    expect(adaRows.conversations).toBe(2);
    const before = await counts();

    const wrong = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/leads/${ada}`,
      headers: auth,
      payload: { confirmEmail: 'someone@example.com' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(await counts()).toEqual(before);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/leads/${ada}`,
      headers: auth,
      payload: { confirmEmail: 'ADA@example.com' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().deleted).toMatchObject({ ...adaRows, resumes: 0, storedFiles: 0 });
    expect(await counts()).toEqual({
      ...before,
      leads: before.leads - 1,
      conversations: before.conversations - adaRows.conversations,
      messages: before.messages - adaRows.messages,
      documents: before.documents - adaRows.documents,
    });
    expect(await t.prisma.lead.findUnique({ where: { id: ada } })).toBeNull();
    expect(await t.prisma.conversation.findUnique({ where: { id: legacy.id } })).toBeNull();
    expect(
      await t.prisma.outboxEvent.count({ where: { leadId: ada, type: { not: 'lead.deleted' } } }),
    ).toBe(0);
    expect(
      JSON.stringify(await t.prisma.outboxEvent.findMany({ select: { data: true } })),
    ).not.toContain('ada@example.com');
    // Dan's copy of the same bytes still opens.
    expect((await get(`/api/admin/documents/${other.documentId}/view`)).statusCode).toBe(200);
    expect((await get(`/api/admin/leads/${ada}`)).statusCode).toBe(404);
    const audit = await t.prisma.leadAudit.findMany({
      where: { leadId: ada },
      select: { action: true, actor: true },
    });
    expect(audit).toEqual([{ action: 'deleted', actor: 'maria' }]);
    const hook = await until(
      () => receiver.received.find((received) => received.body.type === 'lead.deleted'),
      'the lead.deleted webhook',
    );
    expect(hook.signatureValid).toBe(true);
    expect(hook.body.data).toMatchObject({ lead: { id: ada }, actor: 'maria' });

    // Dan alone: his file too goes once nobody else shares it.
    const dan = (await t.prisma.lead.findUniqueOrThrow({ where: { email: 'dan@example.com' } })).id;
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/leads/${dan}`,
      headers: auth,
      payload: { confirmEmail: 'dan@example.com' },
    });
    expect(gone.json().deleted).toMatchObject({ documents: 1, storedFiles: 1 });
    expect(await t.prisma.storedFile.count()).toBe(before.files - 1);
  });
});

/** The file as a spreadsheet reads it: a CR, an LF or both end a row outside quotes. */
const spreadsheetRows = (csv: string): string[][] =>
  parse(csv, {
    bom: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_quotes: true,
    relax_column_count: true,
  });

describe('the leads CSV against a visitor who writes line breaks and formulas', () => {
  it('keeps each lead one row of 20 cells, and no line of any cell starts a formula', async () => {
    const sent = await chat({
      message: 'We need a launch film',
      sessionId: 'forger',
      clientName: 'Eve\r=HYPERLINK("http://evil.example","x")',
      clientEmail: 'eve@example.com',
      company: "Acme\n-2+3+cmd|' /C calc'!A0\r\nforged@example.com,=1+1",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // A row from before visitors' fields were kept on one line, as it may still be stored.
    await t.prisma.lead.create({
      data: {
        email: 'old@example.com',
        name: '@SUM(1+1)\n=cmd',
        company: "Acme\n-2+3+cmd|' /C calc'!A0\r\nforged@example.com,=1+1",
        sources: ['chat'],
      },
    });
    const csv = (await get('/api/admin/leads.csv')).body;
    const rows = spreadsheetRows(csv);
    expect(rows).toHaveLength(1 + (await t.prisma.lead.count()));
    for (const row of rows) {
      expect(row).toHaveLength(20);
      for (const line of row.flatMap((cell) => cell.split(/\r\n|\r|\n/)))
        expect(line).not.toMatch(/^[=+\-@\t]/);
    }
    const eve = rows.find((row) => row[2] === 'eve@example.com')!;
    expect(eve[1]).toBe('Eve =HYPERLINK("http://evil.example","x")');
    expect(eve[3]).toBe("Acme -2+3+cmd|' /C calc'!A0 forged@example.com,=1+1");
    const old = rows.find((row) => row[2] === 'old@example.com')!;
    expect(old[1]).toBe("'@SUM(1+1)\n'=cmd");
    expect(old[3]).toBe("Acme\n'-2+3+cmd|' /C calc'!A0\r\nforged@example.com,=1+1");
  });
});

describe('a long leads CSV', () => {
  it('20,000 leads come out whole and in order, without holding the event loop', async () => {
    const big = await createTestApp({ ADMIN_TOKEN: `maria:${ADMIN}` });
    try {
      // One statement: every row shares its activity time, so the order rests on the id.
      await big.prisma.lead.createMany({
        data: Array.from({ length: 20_000 }, (_, i) => ({
          email: `bulk-${i}@example.com`,
          name: `Bulk ${i}`,
          sources: ['chat'],
        })),
      });
      const expected = await big.prisma.lead.findMany({
        orderBy: [{ lastActivityAt: 'desc' }, { id: 'desc' }],
        select: { id: true },
      });
      const res = await big.app.inject({ url: '/api/admin/leads.csv', headers: auth });
      expect(res.statusCode).toBe(200);
      const rows: Record<string, string>[] = parse(res.body, { bom: true, columns: true });
      expect(rows.map((row) => row.ID)).toEqual(expected.map((lead) => lead.id));
      // Counted in pieces rather than milliseconds, so a busy machine cannot fail it: each piece
      // is a batch read after the one before, and the event loop runs between them.
      let pieces = 0;
      const maria = { name: 'maria', staffId: null, role: 'owner' } as const;
      for await (const piece of leadsCsv(big.prisma, {}, maria)) pieces += piece ? 1 : 0;
      expect(pieces).toBe(1 + 20_000 / 500);
    } finally {
      await big.close();
    }
  });
});

describe("a person's export and deletion", () => {
  it('the export lists every event the deletion removes, those from before the lead was known too', async () => {
    const first = await chat({ message: 'Do you make films?', sessionId: 'late-lead' });
    const conversationId = first.json().conversationId as string;
    await chat({
      message: 'I am Lena, lena@example.com',
      sessionId: 'late-lead',
      conversationId,
      clientName: 'Lena',
      clientEmail: 'lena@example.com',
    });
    const lena = (await t.prisma.lead.findUniqueOrThrow({ where: { email: 'lena@example.com' } }))
      .id;
    const exported = (await get(`/api/admin/leads/${lena}/export`)).json();
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/leads/${lena}`,
      headers: auth,
      payload: { confirmEmail: 'lena@example.com' },
    });
    expect(gone.statusCode).toBe(200);
    expect(exported.notifications.map((event: { type: string }) => event.type)).toContain(
      'message.created',
    );
    expect(exported.notifications).toHaveLength(gone.json().deleted.events);
  });
});
