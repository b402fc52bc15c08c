// The admin's roles and pipeline: roles created and edited with their audit trail, the checks that
// refuse a bad posting, the candidates of a role moved through the stages with an audit row, the
// CSV export, and a person's export and deletion covering their applications.
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';
import { multipart } from './multipart.ts';

const ADMIN = 'admin-careers-token';
const auth = { authorization: `Bearer ${ADMIN}` };
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    ADMIN_TOKEN: `lupe:${ADMIN}`,
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
  });
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: auth, payload: payload as Record<string, unknown> });
const get = (url: string) => t.app.inject({ url, headers: auth });

const DAY = 86_400_000;
const posting = (title: string) => ({
  title,
  track: 'full-time',
  discipline: 'design',
  workMode: 'hybrid',
  payMin: 95_000,
  payMax: 120_000,
  payUnit: 'year',
  description: 'Lead the look of campaigns from pitch to shoot.\n\n- Decks\n- Shoots',
  requirements: '- Five years as an art director',
  status: 'open',
  validThrough: new Date(Date.now() + 30 * DAY).toISOString(),
});

async function apply(slug: string, name: string, email: string, note = '') {
  const body = await multipart({
    name,
    email,
    note,
    resumeText: `${name}\n${email}\nArt director`,
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/careers/${slug}/apply`,
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().candidateId as string;
}

describe('roles', () => {
  it('are behind the token', async () => {
    expect((await t.app.inject('/api/admin/roles')).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/roles', payload: posting('X') }))
        .statusCode,
    ).toBe(401);
  });

  it('a new role is live at its slug with a create revision; an edit is audited field by field', async () => {
    const created = await send('POST', '/api/admin/roles', posting('Senior Art Director'));
    expect(created.statusCode, created.body).toBe(201);
    const role = created.json();
    expect(role).toMatchObject({ slug: 'senior-art-director', status: 'open', openings: 1 });
    expect(created.headers.location).toBe('/careers/senior-art-director');
    expect((await t.app.inject('/careers/senior-art-director')).statusCode).toBe(200);

    const edited = await send('PUT', '/api/admin/roles/senior-art-director', {
      payMax: 125_000,
      workMode: 'remote',
      updatedAt: role.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // A save without a change records nothing.
    await send('PUT', '/api/admin/roles/senior-art-director', { payMax: 125_000 });
    const revisions = (await get('/api/admin/roles/senior-art-director/revisions')).json();
    expect(revisions.map((r: { action: string }) => r.action)).toEqual(['update', 'create']);
    expect(revisions[0]).toMatchObject({
      actor: 'lupe',
      fields: ['workMode', 'payMax'],
      changes: {
        payMax: { from: 120_000, to: 125_000 },
        workMode: { from: 'hybrid', to: 'remote' },
      },
    });
    // An edit from the copy before that one is refused.
    const stale = await send('PUT', '/api/admin/roles/senior-art-director', {
      title: 'Art Director',
      updatedAt: role.updatedAt,
    });
    expect(stale.statusCode).toBe(409);

    // Closing it: its page answers 410 and it leaves the public list.
    await send('PUT', '/api/admin/roles/senior-art-director', { status: 'closed' });
    expect((await t.app.inject('/careers/senior-art-director')).statusCode).toBe(410);
    const list = (await get('/api/admin/roles')).json();
    expect(list.find((r: { slug: string }) => r.slug === 'senior-art-director')).toMatchObject({
      status: 'closed',
      live: false,
    });
  });

  it.each([
    [{ payMin: 130_000 }, /Maximum pay must be at least the minimum pay/],
    [{ payUnit: 'hour' }, /Pay per hour must be between/],
    [{ payMin: 'lots' }, /Minimum pay must be a number/],
    [{ track: 'gig' }, /Track must be one of/],
    [{ title: '' }, /Title/],
    [{ validThrough: '2020-01-01T00:00:00Z' }, /Valid through must be after the date posted/],
    [{ salary: 100 }, /salary/],
    [{ slug: 'Not A Slug' }, /slug/],
  ])(
    'a role with %j is refused with a message, and nothing is written',
    async (change, message) => {
      const before = await t.prisma.role.count();
      const res = await send('POST', '/api/admin/roles', { ...posting('Bad Role'), ...change });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(message);
      expect(await t.prisma.role.count()).toBe(before);
    },
  );

  it('refuses a second role at the same slug (409) and an edit that breaks the pay range (400)', async () => {
    expect((await send('POST', '/api/admin/roles', posting('Motion Designer'))).statusCode).toBe(
      201,
    );
    const again = await send('POST', '/api/admin/roles', posting('Motion Designer'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
    // Named on the title the slug was made from, or on the slug when one was sent.
    expect(again.json().fieldErrors).toEqual({ title: [again.json().message] });
    const sameSlug = await send('POST', '/api/admin/roles', {
      ...posting('Motion Lead'),
      slug: 'motion-designer',
    });
    expect(sameSlug.statusCode).toBe(409);
    expect(sameSlug.json().fieldErrors).toEqual({ slug: [sameSlug.json().message] });
    const broken = await send('PUT', '/api/admin/roles/motion-designer', { payMin: 500_000 });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/Maximum pay/);
    expect((await send('PUT', '/api/admin/roles/nobody', { payMin: 1 })).statusCode).toBe(404);
  });

  it('names the field of a check the service makes itself, on REST and tRPC alike, for the form to show beside it', async () => {
    expect((await send('POST', '/api/admin/roles', posting('Edit Designer'))).statusCode).toBe(201);
    // The edit alone is a valid minimum; with the stored maximum the range is upside down.
    const rest = await send('PUT', '/api/admin/roles/edit-designer', { payMin: 130_000 });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().fieldErrors).toEqual({
      payMax: ['Maximum pay must be at least the minimum pay'],
    });
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.roles.update',
      headers: auth,
      payload: { id: 'edit-designer', updates: { payMin: 130_000 } },
    });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.data.fieldErrors).toEqual({
      payMax: ['Maximum pay must be at least the minimum pay'],
    });
  });

  it('the tRPC twins create and list the same roles', async () => {
    const caller = t.caller('127.0.0.1', `Bearer ${ADMIN}`);
    const role = await caller.admin.roles.create({
      ...posting('Producer'),
      track: 'freelancer',
      payUnit: 'day',
      payMin: 600,
      payMax: 800,
    } as never);
    expect(role.slug).toBe('producer');
    expect((await caller.admin.roles.list()).map((r) => r.slug)).toContain('producer');
    await expect(
      caller.admin.roles.update({ id: 'producer', updates: { payMax: 100 } }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('the pipeline', () => {
  it('moves a candidate in one action with an audit row, counts by stage, owner and notes', async () => {
    await send('POST', '/api/admin/roles', posting('Copy Lead'));
    const maya = await apply('copy-lead', 'Maya Chen', 'maya@example.com');
    await apply('copy-lead', 'Omar Haddad', 'omar@example.com');

    const pipeline = (await get('/api/admin/roles/copy-lead/candidates')).json();
    expect(pipeline.counts).toMatchObject({ new: 2, reviewing: 0 });
    const card = pipeline.candidates.find((c: { id: string }) => c.id === maya);
    expect(card).toMatchObject({ name: 'Maya Chen', stage: 'new' });
    expect(card.resume.originalName).toBe('resume.txt');

    const moved = await send('PATCH', `/api/admin/candidates/${maya}`, { stage: 'interview' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ stage: 'interview' });
    const lupe = (await send('POST', '/api/admin/staff', { name: 'Lupe Ortiz' })).json().staff;
    const owned = await send('PATCH', `/api/admin/candidates/${maya}`, {
      ownerId: lupe.id,
      notes: 'Great reel',
    });
    expect(owned.json()).toMatchObject({ owner: 'Lupe Ortiz', ownerId: lupe.id });
    const after = (await get('/api/admin/roles/copy-lead/candidates')).json();
    expect(after.counts).toMatchObject({ new: 1, interview: 1 });
    expect(
      (await get('/api/admin/roles')).json().find((r: { slug: string }) => r.slug === 'copy-lead')
        .candidates,
    ).toMatchObject({ new: 1, interview: 1, total: 2 });

    const detail = (await get(`/api/admin/candidates/${maya}`)).json();
    expect(detail.audit.map((a: { action: string }) => a.action).sort()).toEqual([
      'notes',
      'owner',
      'stage',
    ]);
    expect(detail.audit.find((a: { action: string }) => a.action === 'stage')).toMatchObject({
      actor: 'lupe',
      detail: { from: 'new', to: 'interview' },
    });

    for (const [change, status] of [
      [{ stage: 'ghosted' }, 400],
      [{}, 400],
    ] as const) {
      expect((await send('PATCH', `/api/admin/candidates/${maya}`, change)).statusCode).toBe(
        status,
      );
    }
    expect(
      (
        await send('PATCH', '/api/admin/candidates/00000000-0000-4000-8000-000000000000', {
          stage: 'offer',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('exports the candidates as CSV with the formula-safe writer', async () => {
    await send('POST', '/api/admin/roles', posting('Edit Lead'));
    await apply(
      'edit-lead',
      '=HYPERLINK("http://evil.example","click")',
      'eve@example.com',
      '+1 call me\n=SUM(A1)',
    );
    const res = await get('/api/admin/roles/edit-lead/candidates.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = parse(res.body.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Email: 'eve@example.com',
      Stage: 'new',
      Name: `'=HYPERLINK("http://evil.example","click")`,
    });
    // The form's line break arrives as CRLF; each line of the cell is made inert.
    expect(rows[0]!['Their note']).toMatch(/^'\+1 call me\r?\n'=SUM\(A1\)$/);
  });
});

describe("a person's data", () => {
  it('export lists their applications with their audit; deletion removes them', async () => {
    await send('POST', '/api/admin/roles', posting('Design Director'));
    const id = await apply('design-director', 'Ines Park', 'ines@example.com');
    await send('PATCH', `/api/admin/candidates/${id}`, { stage: 'reviewing' });
    const candidate = await t.prisma.candidate.findUniqueOrThrow({ where: { id } });

    const exported = await get(`/api/admin/leads/${candidate.leadId}/export`);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().applications).toEqual([
      expect.objectContaining({
        id,
        role: { id: 'design-director', title: 'Design Director' },
        stage: 'reviewing',
        audit: [expect.objectContaining({ action: 'stage' })],
      }),
    ]);

    const deleted = await send('DELETE', `/api/admin/leads/${candidate.leadId}`, {
      confirmEmail: 'ines@example.com',
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().deleted).toMatchObject({ applications: 1, resumes: 1 });
    expect(await t.prisma.candidate.count({ where: { email: 'ines@example.com' } })).toBe(0);
    expect(await t.prisma.candidateAudit.count({ where: { candidateId: id } })).toBe(0);
    expect(await t.prisma.resume.count({ where: { id: candidate.resumeId! } })).toBe(0);
  });
});
