// The admin's Assistant area on a real database (embedded, or Postgres with DATABASE_URL): the
// Unanswered inbox as the Message trigger fills it, the actions on it, answers edited with audit
// and restore, the knowledge file, and bad input refused whole.
import { ANSWER_TEXT_MAX, type AnswerFile } from '@agency/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';

const BEARER = 'Bearer admin-test-secret';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    ADMIN_TOKEN: 'editor:admin-test-secret',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000',
    RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000',
  });
});
afterAll(() => t.close());

let sessions = 0;
interface Said {
  conversationId: string;
  reply: string;
}

/** A visitor's message; `conversationId` continues a conversation. */
async function ask(message: string, conversationId?: string): Promise<Said> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/conversations/message',
    payload: { sessionId: `teach-${++sessions}`, message, conversationId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The answer unit the conversation's last reply came from. */
async function lastUnit(conversationId: string) {
  const row = await t.prisma.message.findFirst({
    where: { conversationId },
    orderBy: { seq: 'desc' },
    select: { tokenUsage: true },
  });
  return (JSON.parse(row?.tokenUsage ?? '{}') as { faq_match?: string }).faq_match;
}

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, auth = BEARER) =>
  t.app.inject({
    method,
    url: `/api/admin/assistant${url}`,
    payload: payload as object | undefined,
    headers: auth ? { authorization: auth } : {},
  });

interface Group {
  id: string;
  question: string;
  count: number;
  langs: string[];
  status: string;
  unitId: string | null;
  handledBy: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
  turns: { conversationId: string; question: string; reason: string; lang: string }[];
}

async function groups(status = 'all', search?: string): Promise<Group[]> {
  const query = new URLSearchParams({ status, limit: '200', ...(search ? { search } : {}) });
  const res = await api('GET', `/unanswered?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().groups;
}

const groupOf = async (question: string) =>
  (await groups()).find((group) => group.turns.some((turn) => turn.question === question));

/** What a test must leave unchanged when its input is refused. */
const snapshot = async () => ({
  answers: await t.prisma.answerUnit.findMany({ orderBy: { id: 'asc' } }),
  revisions: await t.prisma.answerUnitRevision.count(),
  groups: await t.prisma.unansweredGroup.findMany({ orderBy: { id: 'asc' } }),
});

describe('the Unanswered inbox', () => {
  it('groups similar unanswered questions with counts, languages, first and last seen and their conversations', async () => {
    const first = await ask('Is your studio wheelchair accessible?');
    const second = await ask('is your studio wheelchair accessible??');
    const third = await ask('Is your studio wheelchair-accessible');
    const spanish = await ask('¿Juegan fútbol los viernes?');

    const group = await groupOf('Is your studio wheelchair accessible?');
    expect(group).toMatchObject({ count: 3, status: 'open', langs: ['en'] });
    expect(group!.turns.map((turn) => turn.conversationId).sort()).toEqual(
      [first, second, third].map((said) => said.conversationId).sort(),
    );
    expect(group!.turns.every((turn) => turn.reason === 'weak-unit')).toBe(true);
    expect(Date.parse(group!.firstSeenAt)).toBeLessThanOrEqual(Date.parse(group!.lastSeenAt));

    const es = await groupOf('¿Juegan fútbol los viernes?');
    expect(es).toMatchObject({ count: 1, langs: ['es'] });
    expect(es!.turns[0]!.conversationId).toBe(spanish.conversationId);
    expect(es!.id).not.toBe(group!.id);

    // Searching finds it by a word of it; the detail lists every question.
    expect((await groups('all', 'WHEELCHAIR')).map((g) => g.id)).toEqual([group!.id]);
    const detail = await api('GET', `/unanswered/${group!.id}`);
    expect(detail.json().turns).toHaveLength(3);
  });

  it('keeps questions apart that share only their opening words, and joins typed variants', async () => {
    const questions = [
      'Do you handle wedding videos?',
      'do you handle wedding video',
      'Can you handle crypto payments?',
      'Do you handle crypto payment??',
      'Do you handle trademark registration?',
    ];
    for (const message of questions) {
      // Written as the chat writes an unanswered turn: the trigger does the rest.
      const { id } = await t.prisma.conversation.create({
        data: { sessionId: `grouping-${message}`, messageCount: 1 },
      });
      await t.prisma.message.create({
        data: {
          conversationId: id,
          seq: 1,
          message,
          reply: "I can't confirm that here.",
          intent: 'webchat',
          tokenUsage: JSON.stringify({ step: 'unknown' }),
          sessionId: `grouping-${message}`,
        },
      });
    }
    const ids = await Promise.all(questions.map(async (q) => (await groupOf(q))?.id));
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).toBe(ids[3]);
    expect(new Set([ids[0], ids[2], ids[4]]).size).toBe(3);
    expect((await groupOf('Can you handle crypto payments?'))?.count).toBe(2);
  });

  it('files the turn before as missed when the visitor says so or asks again in other words, not the complaint itself', async () => {
    const asked = await ask('Who is your accountant?');
    await ask("No, that's not what I asked", asked.conversationId);
    const missed = await groupOf('Who is your accountant?');
    expect(missed?.turns[0]).toMatchObject({
      reason: 'missed',
      conversationId: asked.conversationId,
    });
    expect(await groupOf("No, that's not what I asked")).toBeUndefined();

    const again = await ask('Do you have a rooftop terrace at the studio?');
    await ask('do you have a roof terrace at your studio', again.conversationId);
    const rooftop = await groupOf('Do you have a rooftop terrace at the studio?');
    expect(
      rooftop?.turns.find(
        (turn) => turn.question === 'Do you have a rooftop terrace at the studio?',
      ),
    ).toMatchObject({ reason: 'missed', conversationId: again.conversationId });

    // A well-answered question followed by a different one is no miss.
    const fine = await ask('Where is your studio?');
    await ask('How big is your team?', fine.conversationId);
    expect(await groupOf('Where is your studio?')).toBeUndefined();
  });

  it('attaches a group to an answer as phrasings in one action: the question then gets that answer', async () => {
    await ask('Does the team play softball on Fridays?');
    const group = (await groupOf('Does the team play softball on Fridays?'))!;
    const before = await t.prisma.answerUnit.findUniqueOrThrow({ where: { id: 'about' } });

    const res = await api('POST', `/unanswered/${group.id}/attach`, { unitId: 'about' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().group).toMatchObject({
      status: 'attached',
      unitId: 'about',
      handledBy: 'editor',
    });
    const after = await t.prisma.answerUnit.findUniqueOrThrow({ where: { id: 'about' } });
    expect(after.phrasingsEn).toEqual([
      ...before.phrasingsEn,
      'Does the team play softball on Fridays?',
    ]);
    const audit = await api('GET', '/answers/about/revisions');
    expect(audit.json()[0]).toMatchObject({
      action: 'attach',
      actor: 'editor',
      fields: ['phrasingsEn'],
    });

    const now = await ask('Does the team play softball on Fridays?');
    expect(await lastUnit(now.conversationId)).toBe('about');
    // Handled, it stays visible as handled; handling it twice is refused.
    expect((await groups('handled')).map((g) => g.id)).toContain(group.id);
    expect((await groups('open')).map((g) => g.id)).not.toContain(group.id);
    const twice = await api('POST', `/unanswered/${group.id}/dismiss`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(/already handled \(attached to "about" by editor\)/);
  });

  it('writes a new answer from a group: the question and a rephrasing of it get the new text at once', async () => {
    await ask('Do you recycle your film sets?');
    const group = (await groupOf('Do you recycle your film sets?'))!;
    const res = await api('POST', `/unanswered/${group.id}/answer`, {
      topic: 'sustainability',
      context: 'general',
      textEn: 'Yes: set pieces go back to our prop house or to Habitat for Humanity ReStore.',
      textEs: 'Sí: la escenografía vuelve a nuestra bodega o a Habitat for Humanity ReStore.',
      phrasingsEn: ['what happens to your sets after a shoot'],
      phrasingsEs: ['¿reciclan la escenografía?'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { answer, group: handled } = res.json();
    expect(answer.phrasingsEn).toEqual([
      'what happens to your sets after a shoot',
      'Do you recycle your film sets?',
    ]);
    expect(handled).toMatchObject({ status: 'answered', unitId: answer.id });

    for (const message of ['Do you recycle your film sets?', 'do you recycle sets after filming']) {
      const said = await ask(message);
      expect(said.reply).toContain('Habitat for Humanity ReStore');
      expect(await lastUnit(said.conversationId)).toBe(answer.id);
    }
  });

  it('dismisses a group, which stays listed as dismissed', async () => {
    await ask('what is the name of your cat??? asdf');
    await ask('asdf qwer zxcv');
    const group = (await groupOf('asdf qwer zxcv'))!;
    const res = await api('POST', `/unanswered/${group.id}/dismiss`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'dismissed', handledBy: 'editor' });
    const listed = await api('GET', '/unanswered?status=handled');
    expect(listed.json().counts.handled).toBeGreaterThanOrEqual(1);
    expect(listed.json().groups.map((g: Group) => g.id)).toContain(group.id);
  });

  it('refuses what names nothing, and anyone without the token', async () => {
    expect((await api('POST', '/unanswered/not-a-uuid/dismiss')).statusCode).toBe(404);
    const group = (await groups('open'))[0]!;
    const attach = await api('POST', `/unanswered/${group.id}/attach`, {
      unitId: 'no-such-answer',
    });
    expect(attach.statusCode).toBe(404);
    expect((await groupOf(group.turns[0]!.question))?.status).toBe('open');
    expect((await api('GET', '/unanswered', undefined, '')).statusCode).toBe(401);
    expect((await api('GET', '/answers', undefined, 'Bearer wrong-token')).statusCode).toBe(403);
    expect((await api('GET', '/unanswered?limit=100000')).statusCode).toBe(400);
  });

  it('removes a person’s questions with their conversation, and the group when none is left', async () => {
    const said = await ask('qwpo zxmn lkjh');
    const group = (await groupOf('qwpo zxmn lkjh'))!;
    await t.prisma.conversation.delete({ where: { id: said.conversationId } });
    expect(await t.prisma.unansweredGroup.findUnique({ where: { id: group.id } })).toBeNull();
  });
});

describe('answers', () => {
  it('lists and searches the answers with their topics', async () => {
    const all = (await api('GET', '/answers')).json();
    expect(all.total).toBeGreaterThan(50);
    expect(all.topics).toContain('agency');
    const found = (await api('GET', '/answers?search=Sunset%20Boulevard&context=general')).json();
    expect(found.answers.map((a: { id: string }) => a.id)).toContain('location');
    expect(found.answers.every((a: { context: string }) => a.context === 'general')).toBe(true);
  });

  it('edits an answer, audits who changed what, and restores the earlier version', async () => {
    const original = (await api('GET', '/answers/team-size')).json();
    const edited = await api('PUT', '/answers/team-size', {
      textEn: 'We are about 40 people in-house.',
      phrasingsEn: [...original.phrasingsEn, 'how many people work at the agency these days'],
      updatedAt: original.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const said = await ask('how many people work at the agency these days');
    expect(said.reply).toContain('We are about 40 people in-house.');

    const revisions = (await api('GET', '/answers/team-size/revisions')).json();
    expect(revisions[0]).toMatchObject({
      action: 'update',
      actor: 'editor',
      fields: ['textEn', 'phrasingsEn'],
      restorable: true,
    });
    expect(revisions[0].changes.textEn).toEqual({
      from: original.textEn,
      to: 'We are about 40 people in-house.',
    });

    // Saving from the copy loaded before the edit is refused, not silently undone.
    const stale = await api('PUT', '/answers/team-size', {
      textEn: 'Stale',
      updatedAt: original.updatedAt,
    });
    expect(stale.statusCode).toBe(409);

    const restored = await api('POST', '/answers/team-size/restore', {
      revisionId: revisions[0].id,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      textEn: original.textEn,
      phrasingsEn: original.phrasingsEn,
    });
    expect((await api('GET', '/answers/team-size/revisions')).json()[0].action).toBe('restore');
    expect((await ask('how big is your team')).reply).toContain(original.textEn.slice(0, 40));
  });

  it('switches an answer off and on through tRPC, the same domain function', async () => {
    const caller = t.caller('127.0.0.1', BEARER);
    const off = await caller.admin.assistant.answers.update({
      id: 'languages',
      changes: { enabled: false },
    });
    expect(off.enabled).toBe(false);
    const on = await caller.admin.assistant.answers.update({
      id: 'languages',
      changes: { enabled: true },
    });
    expect(on.enabled).toBe(true);
    expect(
      (await caller.admin.assistant.answers.revisions({ id: 'languages' }))[0]?.fields,
    ).toEqual(['enabled']);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const before = await snapshot();
    const cases: [unknown, number, RegExp][] = [
      [{ textEn: 'x'.repeat(ANSWER_TEXT_MAX + 1) }, 400, /English text is too long/],
      [{ textEs: '   ' }, 400, /Spanish text is required/],
      [{ phrasingsEn: ['where is your office'.padEnd(400, '!')] }, 400, /phrasing is too long/],
      [{ context: 'sales' }, 400, /context/],
      [{ composer: 'pricing' }, 400, /composer/i],
      // A phrasing already another answer's: which one is named.
      [{ phrasingsEn: ['who are you guys'] }, 409, /already used by the answer "about"/],
    ];
    for (const [body, status, message] of cases) {
      const res = await api('PUT', '/answers/location', body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    const created = await api('POST', '/answers', {
      topic: 'agency',
      context: 'general',
      textEn: 'Hi',
      textEs: 'Hola',
      phrasingsEn: ['tell me about the agency'],
      phrasingsEs: [],
    });
    expect(created.statusCode).toBe(409);
    expect((await api('GET', '/answers/nope')).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('the knowledge file', () => {
  it('exports, dry-runs an edited file without writing, then imports it in one audited step', async () => {
    const exported = await api('GET', '/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(
      /attachment; filename="assistant-answers-/,
    );
    const file = exported.json() as AnswerFile & { answers: { id: string; textEn: string }[] };
    expect(file.answers.length).toBeGreaterThan(50);
    const pricing = file.answers.find((answer) => answer.id === 'studio-visit')!;
    pricing.textEn =
      'Visits are by appointment: write to hello@silverlake.example and we send directions.';

    const dry = await api('POST', '/import?dryRun=true', file);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      dryRun: true,
      created: [],
      updated: [{ id: 'studio-visit', fields: ['textEn'] }],
    });
    expect((await api('GET', '/answers/studio-visit')).json().textEn).not.toBe(pricing.textEn);

    const real = await api('POST', '/import?dryRun=false', file);
    expect(real.statusCode, real.body).toBe(200);
    expect(real.json().updated).toEqual([{ id: 'studio-visit', fields: ['textEn'] }]);
    expect((await api('GET', '/answers/studio-visit/revisions')).json()[0].action).toBe('import');
    const said = await ask('can I come visit your studio');
    expect(said.reply).toContain('we send directions');

    // The same file again changes nothing.
    expect((await api('POST', '/import?dryRun=false', file)).json().updated).toEqual([]);
  });

  it('refuses unknown fields, unknown ids, repeated ids and claimed phrasings whole, naming them', async () => {
    const file = (await api('GET', '/export')).json();
    const before = await snapshot();
    const edit = (change: (copy: typeof file) => void) => {
      const copy = structuredClone(file);
      change(copy);
      return copy;
    };
    const cases: [unknown, string, number, RegExp][] = [
      [edit((f) => (f.answers[0].colour = 'red')), '', 400, /colour/],
      [edit((f) => (f.extra = true)), '', 400, /extra/],
      [edit((f) => (f.format = 'other')), '', 400, /format must be/],
      [
        edit((f) => {
          f.answers[1].textEn = 'Changed';
          f.answers.push({
            ...f.answers[2],
            id: 'made-up-answer',
            phrasingsEn: [],
            phrasingsEs: [],
          });
        }),
        '',
        422,
        /does not: "made-up-answer"\. Nothing was imported/,
      ],
      [edit((f) => f.answers.push(f.answers[0])), '', 400, /more than once/],
      [
        edit((f) => {
          f.answers[1].textEn = 'Changed too';
          f.answers[3].phrasingsEn.push(f.answers[0].phrasingsEn[0]);
        }),
        '',
        409,
        /would belong to both/,
      ],
      [edit((f) => (f.answers[0].composer = 'pricing')), '', 422, /composer/],
      [edit((f) => (f.answers[0].textEs = 'y'.repeat(ANSWER_TEXT_MAX + 1))), '', 400, /too long/],
      ['not json at all', '', 400, /./],
    ];
    for (const [body, query, status, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/admin/assistant/import?dryRun=false${query}`,
        payload: typeof body === 'string' ? body : (body as object),
        headers: { authorization: BEARER, 'content-type': 'application/json' },
      });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('adds new answers from a file only when asked to', async () => {
    const file = (await api('GET', '/export')).json();
    file.answers = [
      {
        id: 'holidays',
        topic: 'agency',
        context: 'general',
        textEn:
          'The studio closes on Thanksgiving and the day after; the on-call producer still answers.',
        textEs:
          'El estudio cierra en Acción de Gracias y el día siguiente; el productor de guardia responde.',
        phrasingsEn: ['are you open on thanksgiving'],
        phrasingsEs: [],
        enabled: true,
        composer: null,
      },
    ];
    const res = await t.caller('127.0.0.1', BEARER).admin.assistant.import({
      file,
      dryRun: false,
      createNew: true,
    });
    expect(res.created).toEqual(['holidays']);
    expect((await ask('are you open on thanksgiving')).reply).toContain('on-call producer');
  });

  it('offers no restore before an import that created an answer, and restores before one that updated it', async () => {
    const file = (await api('GET', '/export')).json();
    const parking = {
      id: 'parking',
      topic: 'agency',
      context: 'general',
      textEn: 'Park in the lot behind the studio; the gate code is on your booking email.',
      textEs: 'Aparca en el lote detrás del estudio; el código está en el correo de tu reserva.',
      phrasingsEn: ['where do I park'],
      phrasingsEs: [],
      enabled: true,
      composer: null,
    };
    file.answers = [parking];
    const created = await api('POST', '/import?dryRun=false&createNew=true', file);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().created).toEqual(['parking']);

    const [creation] = (await api('GET', '/answers/parking/revisions')).json();
    expect(creation).toMatchObject({ action: 'import', restorable: false });
    const before = await snapshot();
    const refused = await api('POST', '/answers/parking/restore', { revisionId: creation.id });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().message).toMatch(/no version before the answer was created/);
    const caller = t.caller('127.0.0.1', BEARER);
    await expect(
      caller.admin.assistant.answers.restore({ id: 'parking', revisionId: creation.id }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/no version before the answer was created/),
    });
    expect(await snapshot()).toEqual(before);

    file.answers = [{ ...parking, textEn: 'Park on Sunset; the lot is closed this month.' }];
    const updated = await api('POST', '/import?dryRun=false', file);
    expect(updated.json().updated).toEqual([{ id: 'parking', fields: ['textEn'] }]);
    const [change] = (await api('GET', '/answers/parking/revisions')).json();
    expect(change).toMatchObject({ action: 'import', fields: ['textEn'], restorable: true });
    const restored = await caller.admin.assistant.answers.restore({
      id: 'parking',
      revisionId: change.id,
    });
    expect(restored).toMatchObject({ textEn: parking.textEn, phrasingsEn: parking.phrasingsEn });
  });
});
