// Applying to a role: the resume through the resume path's checks and parser, the candidate on the
// role, the lead as a candidate and the `candidate.applied` event, in one transaction; every
// refusal a 4xx with a message, leaving no row behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textPdf } from '../../../scripts/testing/pdf.ts';
import { buildPngAsPdf, buildTruncatedPdf } from './fixtures/files.ts';
import { createTestApp } from './helper.ts';
import { multipart } from './multipart.ts';
import { UNREACHED_WEBHOOK } from './receivers.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', ...UNREACHED_WEBHOOK });
});
afterAll(() => t.close());

const ROLE = 'senior-copywriter';

async function apply(
  fields: Record<string, string | { name: string; bytes: Uint8Array; type?: string }>,
  slug = ROLE,
) {
  const body = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/careers/${slug}/apply`,
    payload: body.payload,
    headers: body.headers,
  });
}

const resumePdf = (name: string, email: string) =>
  textPdf([name, email, '(323) 555-0199', 'Copywriter, 7 years', 'Skills: copywriting, scripts']);

const counts = async () => ({
  candidates: await t.prisma.candidate.count(),
  resumes: await t.prisma.resume.count(),
  leads: await t.prisma.lead.count(),
  events: await t.prisma.outboxEvent.count(),
});

describe('POST /api/careers/{slug}/apply', () => {
  it('makes a candidate on the role with the parsed resume, a candidate lead and a candidate.applied event', async () => {
    const res = await apply({
      name: 'Rosa Delgado',
      email: 'Rosa.Delgado@Example.com ',
      portfolio: 'https://rosadelgado.work',
      note: 'I wrote the Dodgers opening-day spot.',
      resume: {
        name: 'rosa.pdf',
        bytes: await resumePdf('Rosa Delgado', 'rosa.delgado@example.com'),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json();
    expect(result).toMatchObject({
      name: 'Rosa Delgado',
      role: { slug: ROLE, title: 'Senior Copywriter' },
    });

    const candidate = await t.prisma.candidate.findUniqueOrThrow({
      where: { id: result.candidateId },
      include: { resume: true, lead: true },
    });
    expect(candidate).toMatchObject({
      roleId: ROLE,
      name: 'Rosa Delgado',
      email: 'rosa.delgado@example.com',
      portfolioUrl: 'https://rosadelgado.work',
      note: 'I wrote the Dodgers opening-day spot.',
      stage: 'new',
    });
    expect(candidate.resume).toMatchObject({
      originalName: 'rosa.pdf',
      candidateName: 'Rosa Delgado',
      leadId: candidate.leadId,
    });
    expect(candidate.resume?.extractedText).toContain('Copywriter');
    expect(candidate.lead).toMatchObject({
      email: 'rosa.delgado@example.com',
      status: 'candidate',
      sources: ['application'],
      intent: 'employment',
    });

    const events = await t.prisma.outboxEvent.findMany({
      where: { leadId: candidate.leadId },
      orderBy: { type: 'asc' },
    });
    expect(events.map((event) => event.type)).toEqual(['candidate.applied', 'lead.created']);
    expect(events[0]!.data).toMatchObject({
      role: { slug: ROLE, title: 'Senior Copywriter' },
      candidate: { id: candidate.id, email: 'rosa.delgado@example.com' },
      resume: { id: candidate.resumeId, name: 'rosa.pdf' },
      lead: { id: candidate.leadId, status: 'candidate' },
    });
  });

  it('takes a resume pasted as text', async () => {
    const res = await apply({
      name: 'Kenji Park',
      email: 'kenji@example.com',
      resumeText:
        'Kenji Park\nkenji@example.com\nSenior copywriter at a Culver City agency, 2018-2025',
    });
    expect(res.statusCode, res.body).toBe(201);
    const candidate = await t.prisma.candidate.findUniqueOrThrow({
      where: { id: res.json().candidateId },
      include: { resume: { include: { file: { select: { mime: true } } } } },
    });
    expect(candidate.resume).toMatchObject({
      originalName: 'resume.txt',
      file: { mime: 'text/plain' },
    });
    expect(candidate.resume?.extractedText).toContain('Culver City');
  });

  it('refuses a second application of the same email to the same role (409), and writes nothing', async () => {
    const fields = {
      name: 'Ana Ruiz',
      email: 'ana.ruiz@example.com',
      resumeText: 'Ana Ruiz, copywriter',
    };
    expect((await apply(fields)).statusCode).toBe(201);
    const before = await counts();
    const again = await apply({ ...fields, email: ' ANA.RUIZ@example.com' });
    expect(again.statusCode).toBe(409);
    const { message, fieldErrors } = again.json();
    expect(message).toMatch(/already applied for Senior Copywriter/);
    expect(fieldErrors).toEqual({ email: [message] });
    expect(await counts()).toEqual(before);
    // The same person may apply to another role.
    expect((await apply(fields, 'associate-brand-strategist')).statusCode).toBe(201);
  });

  it.each([
    [{ email: 'a@example.com', resumeText: 'x' }, 400, /Name is required/],
    [{ name: 'A', email: 'not-an-email', resumeText: 'x' }, 400, /valid email/],
    [{ name: 'A', email: 'a@example.com' }, 400, /attach your resume/],
    [
      { name: 'A', email: 'a@example.com', resumeText: 'x', portfolio: 'javascript:alert(1)' },
      400,
      /portfolio link must be a web address/,
    ],
    [{ name: 'A', email: 'a@example.com', resumeText: 'x', note: 'n'.repeat(2001) }, 400, /note/],
    [{ name: 'A\u0000', email: 'a@example.com', resumeText: 'x' }, 400, /NUL/],
  ])('refuses %j with %i and a message, writing nothing', async (fields, status, message) => {
    const before = await counts();
    const res = await apply(fields as Record<string, string>);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await counts()).toEqual(before);
  });

  it('names the resume field when neither a file nor pasted text came, for the form to show beside it', async () => {
    const res = await apply({ name: 'A', email: 'a@example.com', resumeText: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ resume: [res.json().message] });
  });

  it('refuses a file that is not a PDF or text by its bytes (415), and a broken PDF (400), writing nothing', async () => {
    const before = await counts();
    const png = await apply({
      name: 'B',
      email: 'b@example.com',
      resume: { name: 'resume.pdf', bytes: await buildPngAsPdf(), type: 'application/pdf' },
    });
    expect(png.statusCode).toBe(415);
    expect(png.json().message).toBe('Please upload a PDF or text file');
    const broken = await apply({
      name: 'B',
      email: 'b@example.com',
      resume: {
        name: 'resume.pdf',
        bytes: await buildTruncatedPdf(),
        type: 'application/pdf',
      },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  it('refuses a closed or expired role (410), a draft or unknown one (404), and a request that is not multipart (415)', async () => {
    const base = {
      title: 'Closed Role',
      track: 'full-time',
      discipline: 'media',
      workMode: 'remote',
      payMin: 90_000,
      payMax: 100_000,
      payUnit: 'year',
      description: 'Buy media that works hard for the money.',
      requirements: '- Experience',
      datePosted: new Date(Date.now() - 86_400_000),
    };
    await t.prisma.role.createMany({
      data: [
        { ...base, id: 'apply-closed', status: 'closed' },
        { ...base, id: 'apply-expired', status: 'open', validThrough: new Date(Date.now() - 1000) },
        { ...base, id: 'apply-draft', status: 'draft' },
      ],
    });
    const before = await counts();
    const fields = { name: 'C', email: 'c@example.com', resumeText: 'C, media buyer' };
    for (const slug of ['apply-closed', 'apply-expired']) {
      const res = await apply(fields, slug);
      expect(res.statusCode, slug).toBe(410);
      expect(res.json().message).toMatch(/has closed/);
    }
    for (const slug of ['apply-draft', 'nobody', 'NOT%20A%20SLUG'])
      expect((await apply(fields, slug)).statusCode, slug).toBe(404);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/careers/${ROLE}/apply`,
      payload: fields,
    });
    expect(json.statusCode).toBe(415);
    expect(await counts()).toEqual(before);
  });
});
