import { MAX_UPLOAD_BYTES, MEASUREMENT_ID_META, TEXTS } from '@agency/schema';
import sharp from 'sharp';
import { createHash, randomBytes } from 'node:crypto';
import { fileUrl, putFile } from '../src/services/files/storage.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';
import { multipart } from './multipart.ts';
import { textPdf } from '../../../scripts/testing/pdf.ts';

const ADMIN = 'files-test-token';
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    ADMIN_TOKEN: `tester:${ADMIN}`,
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
  });
});
afterAll(() => t.close());

const png = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#ff6b35' } })
    .png()
    .toBuffer();

const rows = async () => ({
  files: await t.prisma.storedFile.count(),
  documents: await t.prisma.document.count(),
  resumes: await t.prisma.resume.count(),
});

async function post(
  url: string,
  fields: Parameters<typeof multipart>[0],
  headers: Record<string, string> = {},
) {
  const body = await multipart(fields);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

describe('POST /api/upload-pdf', () => {
  it('stores the deck, its text and the client details, linked to the conversation', async () => {
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/conversations/message',
      payload: { message: 'I have a brief to share', sessionId: 'pdf' },
    });
    const conversationId = chat.json().conversationId;
    const bytes = await textPdf(['Spring launch brief', 'Budget: $80K', 'Audience: LA families']);
    const res = await post('/api/upload-pdf', {
      pdf: { name: 'brief.pdf', bytes, type: 'application/pdf' },
      clientName: 'Rosa Diaz',
      clientEmail: 'rosa@example.com',
      message: 'Our spring brief',
      conversationId,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Thanks! We received "brief.pdf" (1 page) and our team will review it.',
      documentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const document = await t.prisma.document.findFirstOrThrow({
      where: { conversationId },
      include: { file: { select: { mime: true, size: true, sha256: true } } },
    });
    expect(document).toMatchObject({
      originalName: 'brief.pdf',
      clientName: 'Rosa Diaz',
      clientEmail: 'rosa@example.com',
      message: 'Our spring brief',
      source: 'chat',
    });
    expect(document.extractedText).toContain('Budget: $80K');
    expect(document.file).toMatchObject({ mime: 'application/pdf', size: bytes.length });
  });

  it('stores identical bytes once', async () => {
    const bytes = await textPdf(['Same deck twice']);
    const before = await rows();
    for (const name of ['a.pdf', 'b.pdf']) {
      expect((await post('/api/upload-pdf', { pdf: { name, bytes } })).statusCode).toBe(200);
    }
    const after = await rows();
    expect(after.documents - before.documents).toBe(2);
    expect(after.files - before.files).toBe(1);
  });

  it.each([
    [
      'a PNG renamed to .pdf',
      async () => ({ name: 'deck.pdf', bytes: await png(), type: 'application/pdf' }),
      415,
      TEXTS.pdfOnly,
    ],
    [
      'an empty file',
      async () => ({ name: 'empty.pdf', bytes: new Uint8Array(), type: 'application/pdf' }),
      415,
      TEXTS.pdfOnly,
    ],
    [
      'plain text',
      async () => ({ name: 'notes.txt', bytes: new TextEncoder().encode('hello there') }),
      415,
      TEXTS.pdfOnly,
    ],
    [
      'a truncated PDF',
      async () => {
        const bytes = await textPdf(['Cut short', 'x'.repeat(200)]);
        return { name: 'cut.pdf', bytes: bytes.slice(0, Math.floor(bytes.length / 2)) };
      },
      400,
      "That PDF couldn't be opened. Could you export it again and try once more?",
    ],
    [
      'a PDF of 20 MB + 1 byte',
      async () => {
        const head = await textPdf(['Big deck']);
        const bytes = new Uint8Array(MAX_UPLOAD_BYTES + 1);
        bytes.set(head);
        return { name: 'big.pdf', bytes };
      },
      413,
      TEXTS.pdfTooLarge,
    ],
  ])(
    'refuses %s with the documented text and stores nothing',
    async (_name, build, status, message) => {
      const before = await rows();
      const res = await post('/api/upload-pdf', { pdf: await build(), clientName: 'X' });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message });
      expect(await rows()).toEqual(before);
    },
  );

  it('refuses a request without the file, or not multipart', async () => {
    const missing = await post('/api/upload-pdf', { clientName: 'No file' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/upload-pdf',
      payload: { pdf: 'nope' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toEqual(expect.any(String));
  });

  it('answers a NUL in a text field as it answers every refusal, with success: false', async () => {
    const before = await rows();
    const res = await post('/api/upload-pdf', {
      pdf: { name: 'nul.pdf', bytes: await textPdf(['NUL field']) },
      clientName: 'Ro\u0000sa',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: 'BAD_REQUEST',
      message: 'Text must not contain NUL (\\u0000) characters',
    });
    expect(await rows()).toEqual(before);
  });

  it('says which multipart limit was passed: more than 20 fields, more than 3 files', async () => {
    const bytes = await textPdf(['Limits']);
    const manyFields = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`field${i}`, 'x']));
    const fields = await post('/api/upload-pdf', { pdf: { name: 'a.pdf', bytes }, ...manyFields });
    expect(fields.statusCode).toBe(413);
    expect(fields.json()).toMatchObject({
      success: false,
      message: 'Send at most 20 form fields in one upload.',
    });
    const files = await post('/api/upload-pdf', {
      pdf: { name: 'a.pdf', bytes },
      extra1: { name: 'b.pdf', bytes },
      extra2: { name: 'c.pdf', bytes },
      extra3: { name: 'd.pdf', bytes },
    });
    expect(files.statusCode).toBe(413);
    expect(files.json()).toMatchObject({
      success: false,
      message: 'Send at most 3 files in one upload.',
    });
  });

  it('stores the name cleaned of bidirectional tricks, ending in the type the bytes are', async () => {
    const res = await post('/api/upload-pdf', {
      pdf: { name: 'Jane_Roe_Brief\u202Efdp.bat', bytes: await textPdf(['Bidi']) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('"Jane_Roe_Brieffdp.pdf"');
    const document = await t.prisma.document.findFirstOrThrow({
      where: { originalName: { startsWith: 'Jane_Roe' } },
      select: { originalName: true, file: { select: { originalName: true } } },
    });
    expect(document).toEqual({
      originalName: 'Jane_Roe_Brieffdp.pdf',
      file: { originalName: 'Jane_Roe_Brieffdp.pdf' },
    });
  });

  it('answers a cut-off multipart body with a 4xx', async () => {
    const body = await multipart({ pdf: { name: 'x.pdf', bytes: await textPdf(['partial']) } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload-pdf',
      payload: body.payload.subarray(0, body.payload.length - 60),
      headers: body.headers,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('POST /api/upload-case-study-image', () => {
  const imageFields = async () => ({
    file: { name: 'hero.png', bytes: await png(), type: 'image/png' },
    caseStudyId: 'imax',
    imageType: 'hero',
  });

  it('refuses without a token (401) and with a wrong one (403), storing nothing', async () => {
    const before = await rows();
    expect((await post('/api/upload-case-study-image', await imageFields())).statusCode).toBe(401);
    const wrong = await post('/api/upload-case-study-image', await imageFields(), {
      authorization: 'Bearer nope',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('Invalid admin token');
    expect(await rows()).toEqual(before);
  });

  it('re-encodes to WebP variants and serves them content-addressed', async () => {
    const res = await post('/api/upload-case-study-image', await imageFields(), {
      authorization: `Bearer ${ADMIN}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.path).toMatch(/^\/api\/files\/[0-9a-f]{64}\.webp$/);
    expect(body.variants.map((v: { width: number }) => v.width)).toEqual([960, 1600]);

    const served = await t.app.inject(body.path);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1200 });

    const etag = served.headers.etag as string;
    expect(
      (await t.app.inject({ url: body.path, headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);
    const part = await t.app.inject({ url: body.path, headers: { range: 'bytes=0-9' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${served.rawPayload.length}`);
    expect(part.rawPayload).toEqual(served.rawPayload.subarray(0, 10));
    expect(
      (await t.app.inject({ url: body.path, headers: { range: 'bytes=999999999-' } })).statusCode,
    ).toBe(416);
  });

  it('answers a Range request from the chunks that hold it, not the whole file', async () => {
    const bytes = randomBytes(1_300_000);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const file = { bytes, sha256, size: bytes.length, originalName: 'reel.mp4' };
    const id = await t.prisma.$transaction((tx) => putFile(tx, file, 'video/mp4'));
    expect(await t.prisma.storedFileChunk.count({ where: { fileId: id } })).toBe(3);
    // With the first two chunks gone, only a request reading them could fail or go wrong.
    await t.prisma.storedFileChunk.deleteMany({ where: { fileId: id, index: { lt: 2 } } });

    const url = fileUrl(sha256, 'video/mp4');
    const tail = await t.app.inject({ url, headers: { range: 'bytes=1100000-1100099' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.headers['content-range']).toBe(`bytes 1100000-1100099/${bytes.length}`);
    expect(tail.rawPayload).toEqual(bytes.subarray(1_100_000, 1_100_100));
    const suffix = await t.app.inject({ url, headers: { range: 'bytes=-100' } });
    expect(suffix.rawPayload).toEqual(bytes.subarray(bytes.length - 100));
  });

  it('refuses what is not an image, a bad image type, and a bad case study id', async () => {
    const auth = { authorization: `Bearer ${ADMIN}` };
    const notImage = await post(
      '/api/upload-case-study-image',
      {
        file: { name: 'x.png', bytes: await textPdf(['no']) },
        caseStudyId: 'imax',
        imageType: 'hero',
      },
      auth,
    );
    expect(notImage.statusCode).toBe(415);
    const badType = await post(
      '/api/upload-case-study-image',
      { ...(await imageFields()), imageType: 'banner' },
      auth,
    );
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toBe('imageType must be thumbnail, hero or gallery');
    const badId = await post(
      '/api/upload-case-study-image',
      { ...(await imageFields()), caseStudyId: '../etc' },
      auth,
    );
    expect(badId.statusCode).toBe(400);
  });
});

describe('GET /api/files/{sha}', () => {
  it('serves no documents publicly and 404s unknown or malformed names', async () => {
    const bytes = await textPdf(['private deck']);
    await post('/api/upload-pdf', { pdf: { name: 'private.pdf', bytes } });
    const file = await t.prisma.storedFile.findFirstOrThrow({
      where: { mime: 'application/pdf' },
      select: { sha256: true },
    });
    expect((await t.app.inject(`/api/files/${file.sha256}.pdf`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/files/${'0'.repeat(64)}.webp`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/files/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});

describe('upload rate limit', () => {
  it('answers 429 with a JSON message past the per-IP budget, storing nothing', async () => {
    const limited = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '2' });
    try {
      const body = await multipart({
        pdf: { name: 'deck.pdf', bytes: await textPdf(['Rate limited deck']) },
      });
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/upload-pdf',
          payload: body.payload,
          headers: body.headers,
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const before = await limited.prisma.document.count();
      const res = await send();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({
        error: 'TOO_MANY_REQUESTS',
        message: expect.stringMatching(/^Too many requests/),
      });
      expect(await limited.prisma.document.count()).toBe(before);
    } finally {
      await limited.close();
    }
  });
});

describe('security headers', () => {
  it('sends a CSP allowing only the site and the two video services, and nosniff', async () => {
    const res = await t.app.inject('/');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('googletagmanager');
    expect(csp).toContain(
      'frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com',
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('puts the same security headers on every kind of response', async () => {
    const listing = await t.app.inject('/api/case-studies');
    const responses = [
      listing,
      await t.app.inject({
        url: '/api/case-studies',
        headers: { 'if-none-match': listing.headers.etag as string },
      }),
      await t.app.inject('/case-studies/imax'),
      await t.app.inject('/no-such-page'),
      await t.app.inject('/api/no-such-endpoint'),
      await t.app.inject('/trpc/caseStudies.list'),
      await t.app.inject({ method: 'POST', url: '/api/conversations/message', payload: {} }),
      await t.app.inject({
        method: 'POST',
        url: '/api/conversations/message',
        headers: { 'content-type': 'application/json' },
        payload: 'x'.repeat(2 * 1024 * 1024),
      }),
      await t.app.inject('/robots.txt'),
    ];
    expect(responses.map((res) => res.statusCode)).toEqual([
      200, 304, 200, 404, 404, 200, 400, 413, 200,
    ]);
    const expected = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    for (const res of responses) {
      for (const header of expected) {
        expect(res.headers[header], `${header} on ${res.statusCode}`).toBe(listing.headers[header]);
      }
    }
    expect(listing.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(listing.headers['referrer-policy']).toBe('no-referrer');
  });

  it('allows the analytics hosts only when a measurement id is configured', async () => {
    const withAnalytics = await createTestApp({ VITE_GA_MEASUREMENT_ID: 'G-TEST123' });
    try {
      const csp = (await withAnalytics.app.inject('/api/health')).headers[
        'content-security-policy'
      ] as string;
      expect(csp).toContain("script-src 'self' https://www.googletagmanager.com");
    } finally {
      await withAnalytics.close();
    }
  });

  it('gives pages the measurement id at run time, except to a browser sending Global Privacy Control', async () => {
    const tag = `<meta name="${MEASUREMENT_ID_META}" content="G-TEST123" />`;
    const withAnalytics = await createTestApp({ VITE_GA_MEASUREMENT_ID: 'G-TEST123' });
    try {
      for (const url of ['/about', '/no-such-page']) {
        const plain = await withAnalytics.app.inject(url);
        expect(plain.body, url).toContain(tag);
        expect(plain.headers.vary, url).toBe('Accept-Encoding, Sec-GPC');
        const gpc = await withAnalytics.app.inject({ url, headers: { 'sec-gpc': '1' } });
        expect(gpc.statusCode, url).toBe(plain.statusCode);
        expect(gpc.body, url).not.toContain(MEASUREMENT_ID_META);
        expect(gpc.body, url).not.toContain('G-TEST123');
        // Each kind of request keeps getting its own page once both are cached.
        expect((await withAnalytics.app.inject(url)).body, url).toContain(tag);
      }
      const without = await t.app.inject('/about');
      expect(without.body).not.toContain(MEASUREMENT_ID_META);
      expect(without.headers.vary).toBe('Accept-Encoding');
    } finally {
      await withAnalytics.close();
    }
  });
});
