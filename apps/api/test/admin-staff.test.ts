// Staff tokens: an owner makes one for a named person (shown once, kept as an argon2id hash), sees
// when it was last used and revokes it; the person's name is on every audit line they cause and
// is what an owner field shows; bad input is a 4xx that writes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FAILED_ATTEMPTS, LAST_USED_PRECISION_MS } from '../src/services/admin/auth.ts';
import { createTestApp } from './helper.ts';
import { multipart } from './multipart.ts';

const OWNER = 'admin-staff-owner-token';
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    ADMIN_TOKEN: `Rosa Díaz:${OWNER}`,
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
    TRUST_PROXY: 'true',
  });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test speaks from its own address, so the per-IP limit on wrong tokens never spills over. */
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const call = (
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: unknown,
  ip = '10.7.255.1',
) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
    payload: payload as Record<string, unknown>,
  });

async function makeStaff(name: string, role?: 'owner' | 'staff') {
  const res = await call(OWNER, 'POST', '/api/admin/staff', { name, ...(role ? { role } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { staff: { id: string; name: string }; token: string };
}

const staffRow = (id: string) => t.prisma.staff.findUniqueOrThrow({ where: { id } });
/** A lead as any path makes one: how it came does not matter to who owns it. */
const newLead = (name: string, email: string) =>
  t.prisma.lead.create({ data: { name, email, sources: ['chat'] }, select: { id: true } });

describe('staff tokens', () => {
  it('are shown once and stored only as an argon2id hash, found by a public prefix', async () => {
    const { staff, token } = await makeStaff('  Jo   Park ');
    expect(staff).toMatchObject({ name: 'Jo Park', role: 'staff', createdBy: 'Rosa Díaz' });
    expect(token).toMatch(/^slc_[0-9a-f]{12}_[\w-]{43}$/);

    const row = await staffRow(staff.id);
    expect(row.tokenHash).toMatch(/^\$argon2id\$/);
    expect(token.startsWith(`slc_${row.tokenPrefix}_`)).toBe(true);
    const secret = token.slice(`slc_${row.tokenPrefix}_`.length);
    expect(JSON.stringify(row)).not.toContain(secret);

    const listed = await call(OWNER, 'GET', '/api/admin/staff');
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(secret);
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ id: staff.id, name: 'Jo Park', lastUsedAt: null, revokedAt: null }),
    );
    expect(listed.json()[0]).not.toHaveProperty('tokenHash');

    expect((await call(token, 'GET', '/api/admin/conversations?limit=1')).statusCode).toBe(200);
    expect(await t.caller('127.0.0.1', `Bearer ${token}`).admin.whoami()).toEqual({
      label: 'Jo Park',
      role: 'staff',
    });
  });

  it('record when they were last used, at most once a minute', async () => {
    const { staff, token } = await makeStaff('Sam Lee');
    const before = Date.now();
    await call(token, 'GET', '/api/admin/leads');
    const first = (await staffRow(staff.id)).lastUsedAt;
    expect(first?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    await call(token, 'GET', '/api/admin/leads');
    expect((await staffRow(staff.id)).lastUsedAt).toEqual(first);

    const longAgo = new Date(Date.now() - 2 * LAST_USED_PRECISION_MS);
    await t.prisma.staff.update({ where: { id: staff.id }, data: { lastUsedAt: longAgo } });
    await call(token, 'GET', '/api/admin/leads');
    expect((await staffRow(staff.id)).lastUsedAt!.getTime()).toBeGreaterThan(longAgo.getTime());
    const listed = (await call(OWNER, 'GET', '/api/admin/staff')).json();
    expect(listed.find((s: { id: string }) => s.id === staff.id).lastUsedAt).not.toBeNull();
  });

  it('are refused at once when revoked, with a 401 that says so and is not counted as a guess', async () => {
    const { staff, token } = await makeStaff('Ari Cohen');
    expect((await call(token, 'GET', '/api/admin/leads')).statusCode).toBe(200);

    const revoked = await call(OWNER, 'POST', `/api/admin/staff/${staff.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ revokedBy: 'Rosa Díaz' });
    expect(revoked.json().revokedAt).not.toBeNull();

    const ip = freshIp();
    for (let i = 0; i <= ADMIN_FAILED_ATTEMPTS; i++) {
      const refused = await call(token, 'GET', '/api/admin/leads', undefined, ip);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toMatch(/\(Ari Cohen\) was revoked on .*ask an owner/);
    }
    await expect(t.caller('127.0.0.1', `Bearer ${token}`).admin.whoami()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: expect.stringMatching(/revoked/),
    });

    // Revoking again keeps the first time; the person leaves the list owners are chosen from.
    const again = await call(OWNER, 'POST', `/api/admin/staff/${staff.id}/revoke`);
    expect(again.json().revokedAt).toBe(revoked.json().revokedAt);
    const active = (await call(OWNER, 'GET', '/api/admin/staff/active')).json();
    expect(active.map((s: { id: string }) => s.id)).not.toContain(staff.id);
  });

  it('a wrong staff token is a wrong token: 403, then 429 past the limit, a right one still passes', async () => {
    const { token } = await makeStaff('Kim Vo');
    const forged = `${token.slice(0, -4)}AAAA`;
    const ip = freshIp();
    for (let i = 0; i < ADMIN_FAILED_ATTEMPTS; i++)
      expect((await call(forged, 'GET', '/api/admin/leads', undefined, ip)).statusCode).toBe(403);
    expect((await call(forged, 'GET', '/api/admin/leads', undefined, ip)).statusCode).toBe(429);
    expect((await call(token, 'GET', '/api/admin/leads', undefined, ip)).statusCode).toBe(200);
  });

  it('are managed by owners only; everyone reads the active people', async () => {
    const { staff, token } = await makeStaff('Noa Reyes');
    for (const [method, url, payload] of [
      ['GET', '/api/admin/staff', undefined],
      ['POST', '/api/admin/staff', { name: 'Sneaky' }],
      ['POST', `/api/admin/staff/${staff.id}/revoke`, undefined],
    ] as const) {
      const res = await call(token, method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only an owner can manage staff tokens');
    }
    expect(await t.prisma.staff.count({ where: { name: 'Sneaky' } })).toBe(0);
    expect((await staffRow(staff.id)).revokedAt).toBeNull();
    const active = await call(token, 'GET', '/api/admin/staff/active');
    expect(active.json()).toContainEqual({ id: staff.id, name: 'Noa Reyes' });

    // An owner made here manages staff as the bootstrap owner does.
    const lead = await makeStaff('Val Ortiz', 'owner');
    const made = await call(lead.token, 'POST', '/api/admin/staff', { name: 'Ezra Stone' });
    expect(made.statusCode).toBe(201);
    expect(made.json().staff.createdBy).toBe('Val Ortiz');
  });

  it.each([
    [{ name: '' }, 400, /Name is required/],
    [{ name: ' \n\t ' }, 400, /Name is required/],
    [{}, 400, /Name is required/],
    [{ name: 'x'.repeat(81) }, 400, /at most 80 characters/],
    [{ name: 'Pat Kim', role: 'admin' }, 400, /Role must be one of owner, staff/],
  ])('refuses %j with %i and writes nothing', async (payload, status, message) => {
    const before = await t.prisma.staff.count();
    const res = await call(OWNER, 'POST', '/api/admin/staff', payload);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await t.prisma.staff.count()).toBe(before);
  });

  it('refuses a second active person of the same name (409) and an unknown id to revoke (404)', async () => {
    await makeStaff('Dee Moss');
    const before = await t.prisma.staff.count();
    const twin = await call(OWNER, 'POST', '/api/admin/staff', { name: 'dee moss' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toMatch(/already has an active token/);
    expect(await t.prisma.staff.count()).toBe(before);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await call(OWNER, 'POST', `/api/admin/staff/${id}/revoke`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No staff member with this id');
    }
    await expect(
      t.caller('127.0.0.1', `Bearer ${OWNER}`).admin.staff.revoke({ id: 'not-an-id' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      t.caller('127.0.0.1', `Bearer ${OWNER}`).admin.staff.create({ name: '' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe("a staff member's email", () => {
  const audits = (staffId: string) =>
    t.prisma.staffAudit.findMany({
      where: { staffId },
      orderBy: { createdAt: 'asc' },
      select: { action: true, actor: true, detail: true },
    });

  it('is set when the token is made, shown in the list, changed later and audited', async () => {
    const res = await call(OWNER, 'POST', '/api/admin/staff', {
      name: 'Iris Vega',
      email: '  iris.vega@agency.test ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { staff } = res.json() as { staff: { id: string } };
    expect(res.json().staff).toMatchObject({
      email: 'iris.vega@agency.test',
      emailChangedBy: null,
    });
    expect((await makeStaff('Omar Haddad')).staff).toMatchObject({ email: null });

    const listed = await call(OWNER, 'GET', '/api/admin/staff');
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ id: staff.id, email: 'iris.vega@agency.test' }),
    );

    const changed = await call(OWNER, 'PATCH', `/api/admin/staff/${staff.id}`, {
      email: 'iris@agency.test',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      email: 'iris@agency.test',
      emailChangedBy: 'Rosa Díaz',
    });
    // The tRPC twin, and an empty field clearing it: reminders go to the staff inbox again.
    const owner = t.caller('127.0.0.1', `Bearer ${OWNER}`);
    expect(await owner.admin.staff.update({ id: staff.id, changes: { email: '' } })).toMatchObject({
      email: null,
    });
    // The same address again changes nothing, and is not audited as a change.
    await call(OWNER, 'PATCH', `/api/admin/staff/${staff.id}`, { email: null });
    expect(await audits(staff.id)).toEqual([
      {
        action: 'email',
        actor: 'Rosa Díaz',
        detail: { from: 'iris.vega@agency.test', to: 'iris@agency.test' },
      },
      { action: 'email', actor: 'Rosa Díaz', detail: { from: 'iris@agency.test', to: null } },
    ]);
    expect((await staffRow(staff.id)).email).toBeNull();
  });

  it.each([
    [{ email: 'not an address' }, /valid email address/],
    [{ email: 'ben@agency.test\r\nBcc: everyone@example.com' }, /Email must be one line/],
    // Trimming would have made this one valid: a line break is refused wherever it is.
    [{ email: 'ben@agency.test\r\n' }, /Email must be one line/],
    [{ email: 'Ben <ben@agency.test>' }, /valid email address/],
    [{ email: 'a@b.test, c@d.test' }, /valid email address/],
    [{ email: `${'x'.repeat(250)}@agency.test` }, /at most 254 characters/],
    [{ email: 42 }, /Email must be text/],
    [{ email: 'ben@agency.test', role: 'staff', extra: 1 }, /extra/],
  ])('refuses %j with a 400 and writes nothing', async (payload, message) => {
    const { staff } = await makeStaff(`Kit ${randomUUID().slice(0, 8)}`);
    const before = await t.prisma.staff.count();
    const made = await call(OWNER, 'POST', '/api/admin/staff', { name: 'Lou Park', ...payload });
    const changed = await call(OWNER, 'PATCH', `/api/admin/staff/${staff.id}`, payload);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toMatch(message);
    if (!('extra' in payload)) {
      expect(made.statusCode).toBe(400);
      expect(made.json().message).toMatch(message);
    }
    expect(await t.prisma.staff.count()).toBe(before + (made.statusCode === 201 ? 1 : 0));
    expect((await staffRow(staff.id)).email).toBeNull();
    expect(await audits(staff.id)).toEqual([]);
  });

  it('is changed by owners only, of someone who exists', async () => {
    const { staff, token } = await makeStaff('Wes Abara');
    const res = await call(token, 'PATCH', `/api/admin/staff/${staff.id}`, {
      email: 'wes@agency.test',
    });
    expect(res.statusCode).toBe(403);
    expect((await staffRow(staff.id)).email).toBeNull();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const missing = await call(OWNER, 'PATCH', `/api/admin/staff/${id}`, { email: 'x@y.test' });
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('people in the admin', () => {
  it('an owner is chosen from the active staff and named; anyone else is refused', async () => {
    const { staff: june } = await makeStaff('June Park');
    const { staff: gone } = await makeStaff('Old Hand');
    await call(OWNER, 'POST', `/api/admin/staff/${gone.id}/revoke`);
    const lead = await newLead('Lena Ford', 'lena@example.com');
    const patch = (payload: unknown) =>
      call(OWNER, 'PATCH', `/api/admin/leads/${lead.id}`, payload);

    const owned = await patch({ ownerId: june.id });
    expect(owned.statusCode, owned.body).toBe(200);
    expect(owned.json()).toMatchObject({ owner: 'June Park', ownerId: june.id });

    for (const ownerId of [gone.id, '00000000-0000-4000-8000-000000000000', 'June Park']) {
      const refused = await patch({ ownerId, status: 'contacted' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/owner must be a staff member/);
    }
    // The refused changes wrote nothing, not even the status that came with them.
    expect(await t.prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).toMatchObject({
      status: 'new',
      ownerId: june.id,
    });

    expect((await patch({ ownerId: null })).json()).toMatchObject({ owner: null, ownerId: null });
    const audit = (await call(OWNER, 'GET', `/api/admin/leads/${lead.id}`)).json().audit;
    expect(
      audit.map((entry: { action: string; actor: string; detail: unknown }) => [
        entry.action,
        entry.actor,
        entry.detail,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['owner', 'Rosa Díaz', { from: null, to: 'June Park' }],
        ['owner', 'Rosa Díaz', { from: 'June Park', to: null }],
      ]),
    );
  });

  it('every audit line names the person whose token made the change', async () => {
    const { staff, token } = await makeStaff('Mila Grant');
    const as = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
      call(token, method, url, payload);

    const lead = await newLead('Omar Diaz', 'omar.d@example.com');
    expect(
      (await as('PATCH', `/api/admin/leads/${lead.id}`, { status: 'contacted', ownerId: staff.id }))
        .statusCode,
    ).toBe(200);
    expect(
      await t.prisma.leadAudit.findMany({ where: { leadId: lead.id }, select: { actor: true } }),
    ).toEqual([{ actor: 'Mila Grant' }, { actor: 'Mila Grant' }]);

    const role = await as('POST', '/api/admin/roles', {
      title: 'Staff Test Producer',
      track: 'full-time',
      discipline: 'production',
      workMode: 'on-site',
      payMin: 80_000,
      payMax: 95_000,
      payUnit: 'year',
      description: 'Produce shoots from first call sheet to wrap.',
      requirements: '- Three years producing',
      status: 'open',
      validThrough: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    expect(role.statusCode, role.body).toBe(201);
    const slug = role.json().slug as string;
    expect(
      await t.prisma.roleRevision.findMany({ where: { roleId: slug }, select: { actor: true } }),
    ).toEqual([{ actor: 'Mila Grant' }]);

    const form = await multipart({
      name: 'Ivy Chen',
      email: 'ivy.chen@example.com',
      resumeText: 'Ivy Chen\nivy.chen@example.com\nProducer',
    });
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/careers/${slug}/apply`,
      payload: form.payload,
      headers: form.headers,
    });
    const candidateId = applied.json().candidateId as string;
    const moved = await as('PATCH', `/api/admin/candidates/${candidateId}`, {
      stage: 'reviewing',
      ownerId: staff.id,
    });
    expect(moved.json()).toMatchObject({ owner: 'Mila Grant', ownerId: staff.id });
    expect(
      await t.prisma.candidateAudit.findMany({ where: { candidateId }, select: { actor: true } }),
    ).toEqual([{ actor: 'Mila Grant' }, { actor: 'Mila Grant' }]);

    const study = await as('PUT', '/api/case-studies/imax', { title: 'IMAX: The Big Screen' });
    expect(study.statusCode, study.body).toBe(200);
    const studyRevision = await t.prisma.caseStudyRevision.findFirstOrThrow({
      where: { caseStudyId: 'imax' },
      orderBy: { createdAt: 'desc' },
      select: { actor: true },
    });
    expect(studyRevision.actor).toBe('Mila Grant');

    const answer = await as('PUT', '/api/admin/assistant/answers/team-size', {
      textEn: 'We are about 40 people in the studio.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const answerRevision = await t.prisma.answerUnitRevision.findFirstOrThrow({
      where: { unitId: 'team-size' },
      orderBy: { createdAt: 'desc' },
      select: { actor: true },
    });
    expect(answerRevision.actor).toBe('Mila Grant');
  });
});
