import { TEXTS } from '@agency/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPngAsPdf, buildTruncatedPdf } from './fixtures/files.ts';
import { RESUME_FIXTURES } from './fixtures/resumes.ts';
import { createTestApp } from './helper.ts';
import { multipart } from './multipart.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

async function upload(name: string, bytes: Uint8Array, extra: Record<string, string> = {}) {
  const body = await multipart({ resume: { name, bytes }, ...extra });
  return t.app.inject({
    method: 'POST',
    url: '/api/upload-resume',
    payload: body.payload,
    headers: body.headers,
  });
}
const counts = async () => ({
  resumes: await t.prisma.resume.count(),
  files: await t.prisma.storedFile.count(),
});

describe('POST /api/upload-resume', () => {
  it('parses every fixture resume and stores a candidate record with the file', async () => {
    let right = 0;
    const rows: string[] = [];
    const scored = RESUME_FIXTURES.filter((fixture) => fixture.expected.hasTextLayer !== false);
    for (const fixture of scored) {
      const res = await upload(fixture.fileName, await fixture.build());
      expect(res.statusCode, `${fixture.name}: ${res.body}`).toBe(200);
      const { extractedContact, resumeData } = res.json();
      const stored = await t.prisma.resume.findUniqueOrThrow({
        where: { id: resumeData.resumeId },
      });
      expect(stored).toMatchObject({
        originalName: fixture.fileName,
        candidateName: extractedContact.name,
        email: extractedContact.email,
      });
      expect(stored.parserVersion).toMatch(/^resume-parser\//);
      expect(stored.extractedText.length).toBeGreaterThan(50);
      const ok = {
        name: extractedContact.name === fixture.expected.name,
        email: extractedContact.email === fixture.expected.email,
        phone: resumeData.phone === fixture.expected.phone,
      };
      if (ok.name && ok.email && ok.phone) right++;
      rows.push(
        `${fixture.name.padEnd(50)} name ${ok.name ? 'ok' : 'NO'}  email ${ok.email ? 'ok' : 'NO'}  phone ${ok.phone ? 'ok' : 'NO'}`,
      );
    }
    console.log(
      `resume fields through the endpoint (${right}/${scored.length} all right):\n${rows.join('\n')}`,
    );
    expect(scored.length).toBeGreaterThanOrEqual(12);
    expect(right).toBeGreaterThanOrEqual(scored.length - 1);
  });

  it('keeps a scanned resume with no text layer, and says so', async () => {
    const scanned = RESUME_FIXTURES.find((fixture) => fixture.expected.hasTextLayer === false)!;
    const res = await upload(scanned.fileName, await scanned.build());
    expect(res.statusCode).toBe(200);
    expect(res.json().resumeData.hasTextLayer).toBe(false);
  });

  it('links the resume to a conversation when one is given', async () => {
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/conversations/message',
      payload: { message: 'I want to apply', sessionId: 'r' },
    });
    const conversationId = chat.json().conversationId;
    const fixture = RESUME_FIXTURES.find((f) => f.mime === 'text/plain')!;
    const res = await upload(fixture.fileName, await fixture.build(), { conversationId });
    const stored = await t.prisma.resume.findUniqueOrThrow({
      where: { id: res.json().resumeData.resumeId },
    });
    expect(stored.conversationId).toBe(conversationId);
  });

  it.each([
    ['a PNG renamed to .pdf', () => buildPngAsPdf(), 415, TEXTS.resumeWrongType],
    ['an empty file', async () => new Uint8Array(), 415, TEXTS.resumeWrongType],
    [
      'binary junk',
      async () => new Uint8Array([0, 1, 2, 3, 255, 254, 0, 7]),
      415,
      TEXTS.resumeWrongType,
    ],
  ])('refuses %s with the card text and stores nothing', async (_name, build, status, message) => {
    const before = await counts();
    const res = await upload('resume.pdf', await build());
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['Windows-1252', Buffer.from('José Pérez\njose.perez@example.com\nDirector de arte', 'latin1')],
    [
      'UTF-16 with its BOM',
      Buffer.concat([
        Buffer.from([0xff, 0xfe]),
        Buffer.from('José Pérez\njose.perez@example.com\nDirector de arte', 'utf16le'),
      ]),
    ],
    [
      'UTF-8 with a BOM',
      Buffer.concat([
        Buffer.from([0xef, 0xbb, 0xbf]),
        Buffer.from('José Pérez\njose.perez@example.com\nDirector de arte'),
      ]),
    ],
  ])('reads a plain-text resume saved as %s', async (_encoding, bytes) => {
    const res = await upload('jose.txt', bytes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().extractedContact).toMatchObject({
      name: 'José Pérez',
      email: 'jose.perez@example.com',
    });
  });

  it('a text resume called .hta, or hiding .bat behind a right-to-left override, is stored as .txt and .pdf', async () => {
    const text = await upload('John_Smith_CV.hta', Buffer.from('John Smith\njohn@example.com'));
    expect(text.statusCode, text.body).toBe(200);
    const pdf = await upload('Jane_Roe_CV\u202Efdp.bat', await RESUME_FIXTURES[0]!.build());
    expect(pdf.statusCode, pdf.body).toBe(200);
    const names = await t.prisma.resume.findMany({
      where: { id: { in: [text.json().resumeData.resumeId, pdf.json().resumeData.resumeId] } },
      select: { originalName: true },
      orderBy: { uploadDate: 'asc' },
    });
    expect(names.map((row) => row.originalName).sort()).toEqual([
      'Jane_Roe_CVfdp.pdf',
      'John_Smith_CV.txt',
    ]);
    const download = await t.app.inject({
      url: `/api/admin/resume/${text.json().resumeData.resumeId}/download`,
      headers: { authorization: `Bearer ${t.config.generatedAdminToken}` },
    });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="John_Smith_CV.txt"; filename*=UTF-8''John_Smith_CV.txt`,
    );
    expect(download.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('refuses a truncated PDF with a readable message and stores nothing', async () => {
    const before = await counts();
    const res = await upload('cut.pdf', await buildTruncatedPdf());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  it('refuses a request without the resume field', async () => {
    const body = await multipart({ note: 'no file' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload-resume',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/resume/);
  });
});

describe('the chat after a resume upload', () => {
  const ask = async (body: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conversations/message',
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { reply: string; conversationId: string; isEmployment: boolean };
  };
  const asksForResume = /upload your resume|quickest way to apply/i;

  it('asks for a resume until one is uploaded, then thanks for it instead, in that conversation', async () => {
    const before = await ask({
      message: 'I would like to apply for a full-time job as a designer',
      sessionId: 'careers-before',
      employmentType: 'full-time',
    });
    expect(before.isEmployment).toBe(true);
    expect(before.reply).toMatch(asksForResume);

    const fixture = RESUME_FIXTURES.find((item) => item.mime === 'text/plain')!;
    const uploaded = await upload(fixture.fileName, await fixture.build());
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const first = await ask({
      message: 'I would like to apply for a full-time job as a designer',
      sessionId: 'careers-after',
      employmentType: 'full-time',
      resumeId: uploaded.json().resumeData.resumeId,
    });
    expect(first.reply).not.toMatch(asksForResume);
    expect(first.reply).toContain('We have your resume');

    const next = await ask({
      message: 'Are there any full-time openings for designers?',
      sessionId: 'careers-after',
      conversationId: first.conversationId,
      employmentType: 'full-time',
    });
    expect(next.reply).not.toMatch(asksForResume);
  });
});
