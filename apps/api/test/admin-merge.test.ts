// Two leads of one person merged into one (docs/decisions/020-merging-leads.md): everything of the
// merged lead moves to the kept one in one transaction, audited with the person's name; its email
// stays as an alias, so whatever that address sends next (even during the merge) reaches the kept
// lead; a merge into itself, of a missing lead or after a stale confirmation writes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp } from './helper.ts';
import { leadFlows } from './leadFlows.ts';
import { startWebhookReceiver, until, type WebhookReceiver } from './receivers.ts';

const OWNER = 'merge-owner-token';
let receiver: WebhookReceiver;
let t: Awaited<ReturnType<typeof createTestApp>>;
let ana: { id: string; token: string };
let ben: { id: string; token: string };

beforeAll(async () => {
  receiver = await startWebhookReceiver('merge-webhook-secret');
  t = await createTestApp({
    ADMIN_TOKEN: `Rosa Díaz:${OWNER}`,
    WEBHOOK_URL: receiver.url,
    WEBHOOK_SECRET: 'merge-webhook-secret',
    OUTBOX_POLL_MS: '50',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
    RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
  });
  ana = await t.makeStaff(OWNER, 'Ana Ruiz');
  ben = await t.makeStaff(OWNER, 'Ben Cho');
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

const flows = leadFlows(() => t.app);
const freshEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

async function chat(email: string, message = 'We need a launch campaign', name = 'Visitor') {
  const res = await flows.chat({
    sessionId: `s-${randomUUID()}`,
    message,
    clientName: name,
    clientEmail: email,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().conversationId as string;
}
const leadOf = async (email: string) =>
  (await t.prisma.lead.findUniqueOrThrow({ where: { email } })).id;

/** Two leads, each from a chat message of its own address. */
async function twoLeads(name: string) {
  const keptEmail = freshEmail(name);
  const mergedEmail = freshEmail(`${name}.other`);
  await chat(keptEmail);
  const mergedConversation = await chat(mergedEmail);
  return {
    keptEmail,
    mergedEmail,
    mergedConversation,
    keptId: await leadOf(keptEmail),
    mergedId: await leadOf(mergedEmail),
  };
}

interface Preview {
  kept: { id: string; email: string };
  merged: { id: string; email: string };
  moves: Record<string, number>;
  result: Record<string, unknown>;
  confirm: string;
}
async function preview(keptId: string, mergedId: string, token = ana.token) {
  const res = await t.admin(token, 'GET', `/api/admin/leads/${keptId}/merge?mergedId=${mergedId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Preview;
}
const merge = (keptId: string, body: unknown, token = ana.token) =>
  t.admin(token, 'POST', `/api/admin/leads/${keptId}/merge`, body);

/** Every row a merge could touch, to show that a refused one wrote nothing. */
const snapshot = async () => ({
  leads: await t.prisma.lead.findMany({ orderBy: { id: 'asc' } }),
  conversations: await t.prisma.conversation.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, leadId: true },
  }),
  documents: await t.prisma.document.findMany({
    orderBy: { id: 'asc' },
    select: { id: true, leadId: true },
  }),
  aliases: await t.prisma.leadAlias.findMany({ orderBy: { email: 'asc' } }),
  audit: await t.prisma.leadAudit.count(),
  events: await t.prisma.outboxEvent.count(),
});

describe('merging two leads', () => {
  it('moves everything of the merged lead to the kept one, audited with the person and the email', async () => {
    const keptEmail = freshEmail('dana');
    const mergedEmail = freshEmail('dana.work');
    await chat(keptEmail, 'Hello, we are planning a rebrand', 'Dana Lee');
    const keptId = await leadOf(keptEmail);
    const { documentId, conversationId } = await flows.contactSubmission(
      'Dana Lee',
      mergedEmail,
      'brief.pdf',
    );
    await chat(mergedEmail, 'Also, a question about budget');
    const mergedId = await leadOf(mergedEmail);
    // Each lead has notes, the merged one an owner and a status further along.
    expect(
      (await t.admin(ana.token, 'PATCH', `/api/admin/leads/${keptId}`, { notes: 'Met at a fair' }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.admin(ana.token, 'PATCH', `/api/admin/leads/${mergedId}`, {
          notes: 'Prefers email',
          ownerId: ben.id,
          status: 'contacted',
        })
      ).statusCode,
    ).toBe(200);
    // Ana has read both, Ben only the kept one.
    for (const id of [keptId, mergedId])
      expect((await t.admin(ana.token, 'GET', `/api/admin/leads/${id}`)).statusCode).toBe(200);
    await t.admin(ben.token, 'GET', `/api/admin/leads/${keptId}`);
    const before = await t.prisma.lead.findMany({ where: { id: { in: [keptId, mergedId] } } });

    const shown = await preview(keptId, mergedId);
    expect(shown.kept.email).toBe(keptEmail);
    expect(shown.merged.email).toBe(mergedEmail);
    expect(shown.moves).toEqual({
      conversations: 2,
      documents: 1,
      resumes: 0,
      candidates: 0,
      replies: 0,
      // The second chat's "Visitor", unlike the name the merged lead has.
      suggestions: 1,
    });
    expect(shown.result).toMatchObject({
      name: 'Dana Lee',
      company: 'Vaultline',
      status: 'contacted',
      owner: 'Ben Cho',
      sources: ['chat', 'brief', 'contact-form'],
      spam: false,
      notesAppended: true,
    });

    const res = await merge(keptId, { mergedId, confirm: shown.confirm });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      lead: { id: keptId, email: keptEmail, company: 'Vaultline', conversationCount: 3 },
      merged: { id: mergedId, moved: { conversations: 2, documents: 1 } },
    });

    expect(await t.prisma.lead.findUnique({ where: { id: mergedId } })).toBeNull();
    const lead = await t.prisma.lead.findUniqueOrThrow({ where: { id: keptId } });
    expect(lead).toMatchObject({
      email: keptEmail,
      name: 'Dana Lee',
      company: 'Vaultline',
      status: 'contacted',
      owner: 'Ben Cho',
      ownerId: ben.id,
      sources: ['chat', 'brief', 'contact-form'],
    });
    expect(lead.notes).toMatch(
      new RegExp(
        `^Met at a fair\\n\\n— From ${mergedEmail.replace(/\./g, '\\.')}, merged by Ana Ruiz on \\d{4}-\\d\\d-\\d\\d:\\nPrefers email$`,
      ),
    );
    const times = (key: 'firstActivityAt' | 'lastActivityAt' | 'dueAt') =>
      before.map((row) => row[key]!.getTime());
    expect(lead.firstActivityAt.getTime()).toBe(Math.min(...times('firstActivityAt')));
    expect(lead.lastActivityAt.getTime()).toBe(Math.max(...times('lastActivityAt')));
    expect(lead.dueAt!.getTime()).toBe(Math.min(...times('dueAt')));
    expect(
      await t.prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } }),
    ).toMatchObject({
      leadId: keptId,
    });
    expect(await t.prisma.document.findUniqueOrThrow({ where: { id: documentId } })).toMatchObject({
      leadId: keptId,
    });
    expect(
      await t.prisma.leadSuggestion.findMany({
        where: { leadId: keptId },
        select: { field: true, value: true },
      }),
    ).toEqual([{ field: 'name', value: 'Visitor' }]);
    expect(await t.prisma.outboxEvent.count({ where: { leadId: mergedId } })).toBe(0);
    expect(await t.prisma.leadAudit.count({ where: { leadId: mergedId } })).toBe(0);
    expect(
      await t.prisma.leadAlias.findMany({
        select: { email: true, leadId: true },
        where: { leadId: keptId },
      }),
    ).toEqual([{ email: mergedEmail, leadId: keptId }]);

    const detail = (await t.admin(ana.token, 'GET', `/api/admin/leads/${keptId}`)).json();
    expect(detail.aliases).toEqual([mergedEmail]);
    const merged = detail.audit.find((entry: { action: string }) => entry.action === 'merged');
    expect(merged).toMatchObject({
      actor: 'Ana Ruiz',
      detail: {
        email: mergedEmail,
        id: mergedId,
        changes: {
          company: { from: null, to: 'Vaultline' },
          status: { from: 'new', to: 'contacted' },
          owner: { from: null, to: 'Ben Cho' },
        },
        moved: { conversations: 2, documents: 1 },
      },
    });
    // The merged lead's own history came along: its owner and status changes, by Ana.
    expect(detail.audit.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['merged', 'owner', 'status', 'notes']),
    );

    // Webhooks hear that the lead changed and which one it absorbed.
    await until(
      () =>
        receiver.received.some(
          (event) =>
            event.body.type === 'lead.updated' &&
            (event.body.data as { merged?: { id: string } }).merged?.id === mergedId,
        ),
      'the merge to reach the webhook',
    );
  });

  it('keeps the merged address as an alias: what it sends next lands on the kept lead', async () => {
    const { keptEmail, mergedEmail, keptId, mergedId } = await twoLeads('eli');
    const shown = await preview(keptId, mergedId);
    expect((await merge(keptId, { mergedId, confirm: shown.confirm })).statusCode).toBe(200);

    const conversationId = await chat(mergedEmail.toUpperCase(), 'It is me again', 'Eli Park');
    expect(await t.prisma.lead.findUnique({ where: { email: mergedEmail } })).toBeNull();
    expect(
      await t.prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } }),
    ).toMatchObject({ leadId: keptId });
    // Its name filled the kept lead's blank, as any visit would.
    expect(await t.prisma.lead.findUniqueOrThrow({ where: { id: keptId } })).toMatchObject({
      name: 'Visitor',
    });

    // A brief uploaded from the alias goes to the kept lead too (the upsert inside a transaction).
    const { documentId } = await flows.contactSubmission('Eli Park', mergedEmail, 'deck.pdf');
    expect(await t.prisma.document.findUniqueOrThrow({ where: { id: documentId } })).toMatchObject({
      leadId: keptId,
    });

    // Merged again, into a third lead: the first alias follows, and both addresses reach it.
    const thirdEmail = freshEmail('eli.new');
    await chat(thirdEmail);
    const thirdId = await leadOf(thirdEmail);
    const again = await preview(thirdId, keptId);
    expect((await merge(thirdId, { mergedId: keptId, confirm: again.confirm })).statusCode).toBe(
      200,
    );
    expect(
      (
        await t.prisma.leadAlias.findMany({ where: { leadId: thirdId }, orderBy: { email: 'asc' } })
      ).map((alias) => alias.email),
    ).toEqual([keptEmail, mergedEmail].sort());
    const later = await chat(mergedEmail, 'Third time');
    expect(await t.prisma.conversation.findUniqueOrThrow({ where: { id: later } })).toMatchObject({
      leadId: thirdId,
    });

    // Erasing the person removes the aliases with the lead.
    const erased = await t.admin(ana.token, 'DELETE', `/api/admin/leads/${thirdId}`, {
      confirmEmail: thirdEmail,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(
      await t.prisma.leadAlias.count({ where: { email: { in: [keptEmail, mergedEmail] } } }),
    ).toBe(0);
  });

  it('keeps the read state of those who had read both, and makes it unread for the others', async () => {
    const { keptEmail, keptId, mergedId } = await twoLeads('fay');
    for (const id of [keptId, mergedId]) await t.admin(ana.token, 'GET', `/api/admin/leads/${id}`);
    await t.admin(ben.token, 'GET', `/api/admin/leads/${keptId}`);
    const shown = await preview(keptId, mergedId, ben.token);
    expect((await merge(keptId, { mergedId, confirm: shown.confirm }, ben.token)).statusCode).toBe(
      200,
    );
    const unread = async (token: string) => {
      const res = await t.admin(token, 'GET', `/api/admin/leads?search=${keptEmail}`);
      return (res.json() as { leads: { id: string; unread: boolean }[] }).leads.find(
        (lead) => lead.id === keptId,
      )?.unread;
    };
    expect(await unread(ana.token)).toBe(false);
    expect(await unread(ben.token)).toBe(true);
    expect(await t.prisma.readState.count({ where: { itemId: mergedId } })).toBe(0);
  });

  it('lets the kept lead decide spam: a spam lead merged quietly, a spam address heard again', async () => {
    const spamEmail = freshEmail('spam');
    const realEmail = freshEmail('real');
    await chat(spamEmail);
    await chat(realEmail);
    const [spamId, realId] = [await leadOf(spamEmail), await leadOf(realEmail)];
    await t.admin(ana.token, 'PATCH', `/api/admin/leads/${spamId}`, { spam: true });

    // Kept spam: no event leaves the admin, and the real address's next message is quiet too.
    const shown = await preview(spamId, realId);
    expect(shown.result.spam).toBe(true);
    const events = await t.prisma.outboxEvent.count();
    expect((await merge(spamId, { mergedId: realId, confirm: shown.confirm })).statusCode).toBe(
      200,
    );
    await chat(realEmail, 'Hello again');
    expect(await t.prisma.outboxEvent.count()).toBe(events);
    expect(await t.prisma.lead.findUniqueOrThrow({ where: { id: spamId } })).toMatchObject({
      spamAt: expect.any(Date),
    });

    // A spam lead merged into a real one: the mark goes with its row, and its address is heard.
    const otherEmail = freshEmail('other');
    await chat(otherEmail);
    const otherId = await leadOf(otherEmail);
    const into = await preview(otherId, spamId);
    expect(into.result.spam).toBe(false);
    expect((await merge(otherId, { mergedId: spamId, confirm: into.confirm })).statusCode).toBe(
      200,
    );
    const beforeVisit = await t.prisma.outboxEvent.count({ where: { leadId: otherId } });
    await chat(spamEmail, 'Still here');
    expect(await t.prisma.outboxEvent.count({ where: { leadId: otherId } })).toBeGreaterThan(
      beforeVisit,
    );
  });

  it('refuses a merge into itself, a missing lead and a stale confirmation, writing nothing', async () => {
    const { mergedEmail, keptId, mergedId } = await twoLeads('gus');
    const shown = await preview(keptId, mergedId);
    const missing = randomUUID();
    const before = await snapshot();

    const cases: [unknown, string, number, RegExp][] = [
      [{ mergedId: keptId, confirm: shown.confirm }, keptId, 400, /into itself/],
      [{ mergedId: missing, confirm: shown.confirm }, keptId, 404, /lead to merge was not found/],
      [{ mergedId: 'not-a-lead', confirm: shown.confirm }, keptId, 404, /not found/],
      [{ mergedId, confirm: shown.confirm }, missing, 404, /Lead not found/],
      [{ mergedId, confirm: 'yes' }, keptId, 400, /confirm/],
      [{ mergedId }, keptId, 400, /confirm/],
      [{ confirm: shown.confirm }, keptId, 400, /mergedId/],
    ];
    for (const [body, id, status, message] of cases) {
      const res = await merge(id, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    // A refused pick is named on mergedId, for the picker to show beside its field.
    for (const picked of [keptId, missing]) {
      const res = await merge(keptId, { mergedId: picked, confirm: shown.confirm });
      expect(res.json().fieldErrors).toEqual({ mergedId: [res.json().message] });
    }
    expect(
      (await t.admin(ana.token, 'GET', `/api/admin/leads/${keptId}/merge?mergedId=${keptId}`))
        .statusCode,
    ).toBe(400);

    // The merged lead wrote again after the preview: what was confirmed is not what would move.
    await chat(mergedEmail, 'One more thing');
    const stale = await snapshot();
    const res = await merge(keptId, { mergedId, confirm: shown.confirm });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/changed since the merge was previewed; nothing was merged/);
    expect(await snapshot()).toEqual(stale);
    expect(stale.leads.length).toBe(before.leads.length);

    // A merge already done is a 404 the second time, not a second merge.
    const fresh = await preview(keptId, mergedId);
    expect((await merge(keptId, { mergedId, confirm: fresh.confirm })).statusCode).toBe(200);
    const twice = await merge(keptId, { mergedId, confirm: fresh.confirm });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toMatch(/merged or deleted already/);
  });

  it('has tRPC twins with the same refusals', async () => {
    const { mergedEmail, keptId, mergedId } = await twoLeads('hal');
    const caller = t.caller('127.0.0.1', `Bearer ${ben.token}`);
    await expect(
      caller.admin.leads.mergePreview({ id: keptId, mergedId: keptId }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      caller.admin.leads.mergePreview({ id: keptId, mergedId: randomUUID() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const shown = await caller.admin.leads.mergePreview({ id: keptId, mergedId });
    await expect(
      caller.admin.leads.merge({ id: keptId, mergedId, confirm: 'f'.repeat(64) }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const done = await caller.admin.leads.merge({ id: keptId, mergedId, confirm: shown.confirm });
    expect(done.lead).toMatchObject({ id: keptId, conversationCount: 2 });
    expect(
      await t.prisma.leadAudit.findFirst({ where: { leadId: keptId, action: 'merged' } }),
    ).toMatchObject({ actor: 'Ben Cho', detail: expect.objectContaining({ email: mergedEmail }) });
  });

  // Postgres only: the embedded database runs one statement at a time, so nothing can race there.
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'lands a chat message sent during the merge on the kept lead',
    async () => {
      const { mergedEmail, keptId, mergedId, mergedConversation: held } = await twoLeads('ivy');
      const shown = await preview(keptId, mergedId);

      // A transaction holds the merged lead's conversation, so the merge stops once it has locked
      // both leads and starts moving rows; the visitor writes again in that moment.
      let release!: () => void;
      const holding = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = t.prisma.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT 1 FROM "Conversation" WHERE "id" = ${held}::uuid FOR UPDATE`;
          locked();
          await holding;
        },
        { timeout: 30_000 },
      );
      await isLocked;
      const waiting = async (n: number) =>
        until(async () => {
          const [row] = await t.prisma.$queryRaw<{ n: number }[]>`
            SELECT count(*)::int AS "n" FROM pg_stat_activity
            WHERE "datname" = current_database() AND "wait_event_type" = 'Lock'`;
          return row!.n >= n;
        }, `${n} statements waiting for a lock`);
      const merging = merge(keptId, { mergedId, confirm: shown.confirm });
      await waiting(1);
      const visiting = chat(mergedEmail, 'Sent while the merge runs', 'Ivy Stone');
      await waiting(2);
      release();
      await holder;
      expect((await merging).statusCode).toBe(200);
      const conversationId = await visiting;

      expect(await t.prisma.lead.findUnique({ where: { email: mergedEmail } })).toBeNull();
      expect(
        await t.prisma.conversation.findUniqueOrThrow({ where: { id: conversationId } }),
      ).toMatchObject({ leadId: keptId });
      expect(await t.prisma.conversation.findUniqueOrThrow({ where: { id: held } })).toMatchObject({
        leadId: keptId,
      });
    },
  );

  it('merges a lead with thousands of rows in one transaction', async () => {
    const { mergedEmail, keptId, mergedId } = await twoLeads('jo');
    const ROWS = 2_000;
    // Conversations with a message each, and an event each, as a long-standing person would have.
    await t.prisma.$executeRaw`
      WITH c AS (
        INSERT INTO "Conversation" ("id", "sessionId", "clientEmail", "leadId", "messageCount")
        SELECT gen_random_uuid(), 'bulk-' || i, ${mergedEmail}, ${mergedId}::uuid, 1
        FROM generate_series(1, ${ROWS}) AS i
        RETURNING "id"
      ), m AS (
        INSERT INTO "Message" ("id", "conversationId", "seq", "message", "reply", "intent", "sessionId")
        SELECT gen_random_uuid(), "id", 0, 'Hello', 'Hi', 'general', 'bulk' FROM c
      )
      INSERT INTO "OutboxEvent" ("id", "type", "data", "leadId", "dispatchedAt")
      SELECT gen_random_uuid(), 'message.created', '{}'::jsonb, ${mergedId}::uuid, now() FROM c`;
    const started = performance.now();
    const shown = await preview(keptId, mergedId);
    const previewed = performance.now();
    const res = await merge(keptId, { mergedId, confirm: shown.confirm });
    const done = performance.now();
    expect(res.statusCode, res.body).toBe(200);
    expect(shown.moves.conversations).toBe(ROWS + 1);
    expect(await t.prisma.conversation.count({ where: { leadId: keptId } })).toBe(ROWS + 2);
    expect(await t.prisma.outboxEvent.count({ where: { leadId: mergedId } })).toBe(0);
    console.info(
      `merge of ${ROWS + 1} conversations and ${ROWS} events (${t.databaseKind}): preview ${Math.round(previewed - started)} ms, merge ${Math.round(done - previewed)} ms`,
    );
  });
});
