// Property-based bad input: malformed requests at every REST path and every tRPC
// procedure. Whatever arrives, the answer is never a 5xx, a 4xx carries a JSON error with a string
// message, and a refused request writes no row.
import { Prisma } from '@agency/db';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../src/trpc/root.ts';
import { buildDeckPdf, PNG_1X1 } from './fixtures/files.ts';
import { inflateBomb } from './fixtures/hostile.ts';
import { createTestApp } from './helper.ts';
import { multipart } from './multipart.ts';

const TOKEN = 'fuzz-admin-secret';
const BEARER = `Bearer ${TOKEN}`;
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const params = (numRuns = RUNS) => ({
  numRuns,
  seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined,
});

let t: Awaited<ReturnType<typeof createTestApp>>;
let validPdf: Uint8Array;
beforeAll(async () => {
  t = await createTestApp({
    ADMIN_TOKEN: `fuzz:${TOKEN}`,
    // Each probe speaks from its own X-Forwarded-For address, so wrong tokens never lock the right one out.
    TRUST_PROXY: 'true',
    RATE_LIMIT_CHAT_PER_MINUTE: '1000000',
    RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000000',
    RATE_LIMIT_UPLOADS_PER_MINUTE: '1000000',
  });
  validPdf = await buildDeckPdf();
});
afterAll(() => t?.close());

// ---------------------------------------------------------------------------------------------
// What every answer must look like

type Counts = Record<string, number>;
// Every model of prisma/schema.prisma, so a table added later is counted too. No model maps to
// another table name (`@@map`); one that did would fail the count loudly, not be skipped.
const TABLES = Object.values(Prisma.ModelName);

/** Every table, counted in one round trip. */
async function counts(): Promise<Counts> {
  const sql = `SELECT ${TABLES.map((table) => `(SELECT count(*)::int FROM "${table}") AS "${table}"`).join(', ')}`;
  const [row] = await t.prisma.$queryRawUnsafe<Counts[]>(sql);
  return { ...row! };
}

function describeRequest(request: unknown, res: LightMyRequestResponse) {
  const text = JSON.stringify(request, (_key, value) =>
    typeof value === 'string' && value.length > 300
      ? `${value.slice(0, 300)}…(${value.length})`
      : value,
  );
  return `${text} → ${res.statusCode} ${res.body.slice(0, 500)}`;
}

/**
 * A REST error: `{ error, message }` with a non-empty string message. A URL whose dot segments
 * resolve outside /api and /trpc is a page of the site: its 404 is the HTML not-found page.
 */
function expectRestError(res: LightMyRequestResponse, context: string, url: string) {
  const pathname = new URL(url, 'http://localhost').pathname;
  if (
    res.statusCode === 404 &&
    !/^\/(api|trpc)(\/|$)/.test(pathname) &&
    /^text\/html/.test(String(res.headers['content-type']))
  )
    return;
  expect(res.headers['content-type'], context).toMatch(/^application\/json/);
  const body = res.json() as { message?: unknown };
  expect(typeof body.message, context).toBe('string');
  expect((body.message as string).length, context).toBeGreaterThan(0);
  expect(res.body, context).not.toMatch(/at \S+ \(|prisma|SELECT |INSERT |node_modules/i);
}

/**
 * tRPC errors: `{ error: { message | json.message } }`, or an array of results in batch form. (tRPC
 * 11 labels a few errors it raises before any procedure runs, such as mixing queries and mutations
 * in one batch, `text/plain` though the body is its JSON error; the body is what is checked.)
 */
function expectTrpcError(res: LightMyRequestResponse, context: string) {
  expect(res.headers['content-type'], context).toMatch(/^(application\/json|text\/plain)/);
  const body = res.json() as unknown;
  // Fastify refuses some requests before tRPC sees them (a path over maxParamLength: 414): REST form.
  if (
    body &&
    typeof body === 'object' &&
    typeof (body as { message?: unknown }).message === 'string'
  )
    return;
  const items = Array.isArray(body) ? body : [body];
  expect(items.length, context).toBeGreaterThan(0);
  let errors = 0;
  for (const item of items as { error?: { message?: unknown; json?: { message?: unknown } } }[]) {
    if (!item.error) continue;
    errors++;
    const message = item.error.message ?? item.error.json?.message;
    expect(typeof message, context).toBe('string');
    expect((message as string).length, context).toBeGreaterThan(0);
  }
  expect(errors, context).toBeGreaterThan(0);
  expect(res.body, context).not.toMatch(/at \S+ \(|prisma|SELECT |INSERT |node_modules/i);
}

interface Sent {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
}

let ipCounter = 0;
/**
 * Sends one request and checks the invariants. A success is allowed (a fuzzed value may happen to be
 * valid), but a refusal must be clean and must leave every table as it was.
 */
async function probe(request: Sent, expected: 'rest' | 'trpc' = 'rest') {
  // A URL whose dot segments leave /trpc (`/trpc/..`) reaches the REST not-found handler.
  const kind =
    expected === 'trpc' && /^\/trpc\//.test(new URL(request.url, 'http://localhost').pathname)
      ? 'trpc'
      : 'rest';
  const before = await counts();
  const ip = `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  const res = await t.app.inject({
    ...request,
    headers: { 'x-forwarded-for': ip, ...request.headers },
  } as InjectOptions);
  const context = describeRequest(request, res);
  expect(res.statusCode, context).toBeLessThan(500);
  if (res.statusCode >= 400 && request.method !== 'HEAD') {
    if (kind === 'trpc') expectTrpcError(res, context);
    else expectRestError(res, context, request.url);
  }
  if (res.statusCode >= 400 || kind === 'trpc') {
    const after = await counts();
    if (res.statusCode >= 400) expect(after, context).toEqual(before);
    // A tRPC batch answers 207 when some calls failed; each failed call must have written nothing,
    // which the batch properties below check by sending only invalid calls.
    if (kind === 'trpc' && res.statusCode === 207) expect(after, context).toEqual(before);
  }
  return res;
}

// ---------------------------------------------------------------------------------------------
// Generators

const TRAVERSAL = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/etc/passwd',
  '..\\..\\windows\\win.ini',
  '....//....//etc/passwd',
  '%252e%252e%252f',
  'imax%00.json',
  'imax\u0000',
  '%00',
  '%',
  '%zz',
  '%c0%ae%c0%ae/',
  '..',
  '.',
  '~root',
  '$(id)',
  "' OR 1=1 --",
  '"; DROP TABLE "Conversation"; --',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  'imax/../../../../etc/passwd',
  'a'.repeat(10_000),
  '\u202e\u0000\u0007\ud800',
  '😀'.repeat(300),
  'ＩＭＡＸ',
  'İmax',
];

const controlChars = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  maxLength: 40,
});
const lone = fc.constantFrom(
  '\ud800',
  '\udfff',
  '\ud83d',
  '\ufffe',
  '\uffff',
  '\u0000',
  '\u202e',
  '\u200b',
);

/** Strings a person, a bot or an attacker could send. */
const weirdString = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  controlChars,
  fc.constantFrom(...TRAVERSAL),
  fc
    .tuple(fc.string({ maxLength: 10 }), lone, fc.string({ maxLength: 10 }))
    .map(([a, b, c]) => a + b + c),
  fc.integer({ min: 1, max: 200_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('', ' ', '\t\n', 'null', 'undefined', 'NaN', '0', '-1', 'true'),
);

/** Any JSON-ish value: the wrong type where a string or object is expected. */
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  weirdString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(weirdString, { maxLength: 4 }),
  fc.dictionary(weirdString, weirdString, { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A path segment: encoded as a browser would, or raw (traversal, stray percents). */
const weirdSegment = fc.oneof(
  weirdString
    .filter((s) => s.length > 0)
    .map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
  fc.constantFrom(...TRAVERSAL.filter((s) => !/[\u0000-\u001f\u007f-\uffff\\ "<>{}]/.test(s))),
  fc.constantFrom(
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..%252f',
    '%00',
    '%E0%A4%A',
    '%ff%fe',
    'a%2Fb',
    '%20',
    '%0d%0aSet-Cookie:x=1',
  ),
);

const weirdQuery = fc
  .dictionary(
    weirdString.map((s) => s.slice(0, 50)),
    weirdString.map((s) => s.slice(0, 2000)),
    { maxKeys: 4 },
  )
  .map((dict) =>
    Object.entries(dict)
      .map(
        ([k, v]) =>
          `${encodeURIComponent(k.replace(/[\ud800-\udfff]/g, ''))}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, ''))}`,
      )
      .join('&'),
  );

const badJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"message":',
    '{"message": "hi"',
    '[',
    '"',
    'nul',
    '{"a":1}}',
    '\u0000',
    '{"message":"\\ud800"}',
    '{"message": "\\u0000"}',
    '\ufeff{"message":"hi"}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
  ),
  fc.string({ maxLength: 200 }),
  fc.integer({ min: 1, max: 50 }).map((depth) => '['.repeat(depth * 200)),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/xml',
  'application/octet-stream',
  'image/png',
  '',
  ';;;',
  'application/json; charset=nope',
);

// ---------------------------------------------------------------------------------------------
// REST: reads

const readPaths = ['/api/health', '/api/ready', '/api/case-studies', '/case-studies-bundle.json'];

describe('REST reads never fail on bad input', () => {
  it('fixed paths with junk query strings, headers and methods', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...readPaths),
        weirdQuery,
        fc.constantFrom<Sent['method']>('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        fc.constantFrom(
          {},
          { 'if-none-match': '"nope"' },
          { 'accept-encoding': 'gzip;q=abc, br;q=1.5, *;q=-1' },
          { range: 'bytes=9999999-1' },
          { accept: '\u0007/\u0000' },
        ),
        async (path, query, method, headers) => {
          const res = await probe({
            method,
            url: `${path}${query ? `?${query}` : ''}`,
            headers: headers as Record<string, string>,
          });
          if (method === 'GET') expect(res.statusCode).toBe(200);
        },
      ),
      params(),
    );
  });

  it('slugs, personas and file names: traversal, encodings, huge and control characters', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/services/',
          '/api/physics-config/',
          '/api/files/',
          '/api/case-studies/',
        ),
        weirdSegment,
        fc.constantFrom('', '.json', '.webp', '/..', '/../../etc/passwd', '?x=%00'),
        async (prefix, segment, suffix) => {
          const res = await probe({ method: 'GET', url: `${prefix}${segment}${suffix}` });
          expect([200, 400, 404, 405, 414]).toContain(res.statusCode);
        },
      ),
      params(RUNS * 2),
    );
  });

  it('a stored file with bad Range headers', async () => {
    const file = await t.prisma.storedFile.findFirst({
      where: { mime: { startsWith: 'image/' } },
      select: { sha256: true },
    });
    const name = file ? `${file.sha256}.webp` : `${'a'.repeat(64)}.webp`;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          weirdString.map((s) => s.replace(/[^\x20-\x7e]/g, '')),
          fc.tuple(fc.nat(), fc.nat()).map(([a, b]) => `bytes=${a}-${b}`),
          fc.constantFrom(
            'bytes=-0',
            'bytes=0-0',
            'bytes=-99999999999999999999',
            'bytes=99999999999999999999-',
            'bytes=5-1',
            'bytes=0-1,2-3',
            'items=0-1',
          ),
        ),
        async (range) => {
          const res = await probe({ method: 'GET', url: `/api/files/${name}`, headers: { range } });
          expect([200, 206, 304, 404, 416]).toContain(res.statusCode);
          if (res.statusCode === 206) expect(res.rawPayload.length).toBeGreaterThan(0);
        },
      ),
      params(),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// REST: the chat

/** A chat body that the schema must refuse: one field is the wrong type or out of range. */
const invalidChatBody = fc.oneof(
  // message missing, empty or the wrong type
  fc.record({ sessionId: weirdString, extra: weirdValue }, { requiredKeys: [] }),
  fc.record({
    message: fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(weirdString),
      fc.object({ maxDepth: 1 }),
      fc.constantFrom('', '   ', '\n\t'),
    ),
  }),
  // too long (over the hard character limit)
  fc.record({
    message: fc.integer({ min: 6_000, max: 300_000 }).map((n) => 'word '.repeat(Math.ceil(n / 5))),
    sessionId: fc.string({ minLength: 1, maxLength: 20 }),
  }),
  // a valid message with one bad field
  fc
    .tuple(
      fc.constantFrom(
        'sessionId',
        'personaSlug',
        'conversationId',
        'employmentType',
        'clientName',
        'clientEmail',
        'subject',
        'contactInfo',
      ),
      fc.oneof(
        fc.integer(),
        fc.boolean(),
        fc.array(fc.integer(), { minLength: 1 }),
        fc.constant({ nested: { deep: true } }),
        fc.constant('x'.repeat(5000)),
        fc.constantFrom('', '   '),
      ),
    )
    .filter(
      ([field, value]) =>
        !(field !== 'sessionId' && (value === '' || value === '   ')) &&
        !(field === 'contactInfo' && typeof value === 'object' && !Array.isArray(value)),
    )
    .map(([field, value]) => ({ message: 'Hello, what do you do?', [field]: value })),
  fc.record({
    message: fc.constant('Hello'),
    employmentType: weirdString.filter(
      (s) =>
        !['full-time', 'freelance', 'contract', 'internship', 'part-time'].includes(s) && s !== '',
    ),
  }),
  fc.record({
    message: fc.constant('Hello'),
    contactInfo: fc.record({ name: fc.integer(), email: fc.array(fc.integer()) }),
  }),
  // not an object at all
  fc.oneof(
    fc.array(weirdValue, { maxLength: 3 }),
    fc.integer(),
    fc.constant(null),
    weirdString.map((s) => JSON.stringify(s)),
  ),
);

/** Bodies that may be valid or not: anything goes, with extra fields and odd text. */
const anyChatBody = fc.record(
  {
    message: weirdValue,
    sessionId: weirdValue,
    conversationId: fc.oneof(weirdValue, fc.uuid(), fc.constantFrom(...TRAVERSAL)),
    personaSlug: weirdValue,
    clientName: weirdValue,
    clientEmail: weirdValue,
    subject: weirdValue,
    employmentType: weirdValue,
    contactInfo: weirdValue,
    __proto__: weirdValue,
    constructor: weirdValue,
    extra: weirdValue,
  },
  { requiredKeys: [] },
);

describe('POST /api/conversations/message', () => {
  it('refuses invalid bodies with 4xx and writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(invalidChatBody, async (body) => {
        const res = await probe({
          method: 'POST',
          url: '/api/conversations/message',
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      }),
      params(RUNS * 2),
    );
  });

  it('any body with extra fields, odd text and control characters: never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(anyChatBody, async (body) => {
        await probe({
          method: 'POST',
          url: '/api/conversations/message',
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
      }),
      params(RUNS * 2),
    );
  });

  it('valid messages carrying unicode and control characters are stored or refused, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(
          fc.string({ unit: 'grapheme', maxLength: 30 }),
          fc.oneof(controlChars, lone),
          fc.string({ maxLength: 30 }),
        ),
        fc.oneof(
          fc.constant(undefined),
          controlChars.map((s) => `s${s}`),
          lone.map((s) => `s${s}`),
        ),
        fc.oneof(
          fc.constant(undefined),
          lone.map((s) => `Ann${s}`),
        ),
        async ([a, b, c], sessionId, clientName) => {
          const body = { message: `hello ${a}${b}${c} there`, sessionId, clientName };
          await probe({
            method: 'POST',
            url: '/api/conversations/message',
            payload: JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          });
        },
      ),
      params(),
    );
  });

  it('bad JSON and wrong content types', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(badJson, fc.constant(JSON.stringify({ message: 'Hello' }))),
        contentTypes,
        async (payload, contentType) => {
          const valid =
            payload === JSON.stringify({ message: 'Hello' }) &&
            /^application\/json(;\s*charset=utf-8)?$/i.test(contentType);
          const res = await probe({
            method: 'POST',
            url: '/api/conversations/message',
            payload,
            headers: contentType ? { 'content-type': contentType } : {},
          });
          if (!valid && !/^application\/json/.test(contentType))
            expect(res.statusCode).toBeGreaterThanOrEqual(400);
        },
      ),
      params(),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// REST: uploads

const uploadPaths = [
  '/api/upload-pdf',
  '/api/upload-resume',
  '/api/upload-case-study-image',
] as const;
const fileFieldOf: Record<(typeof uploadPaths)[number], string> = {
  '/api/upload-pdf': 'pdf',
  '/api/upload-resume': 'resume',
  '/api/upload-case-study-image': 'file',
};

/** File contents that are not what the endpoint accepts: empty, text, HTML, a truncated PDF, a PNG called .pdf. */
const badFileBytes = fc.oneof(
  fc.constant(new Uint8Array()),
  fc.uint8Array({ minLength: 1, maxLength: 2000 }),
  fc.constant(new TextEncoder().encode('<html><script>alert(1)</script></html>')),
  fc.constant(new TextEncoder().encode('%PDF-1.4\n')),
  fc.constant(PNG_1X1),
  fc
    .integer({ min: 10, max: 4000 })
    .map((cut) => validPdf.slice(0, Math.min(cut, validPdf.length - 200))),
  fc.constant(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xfe])),
);

const badFields = fc.dictionary(
  fc.constantFrom(
    'clientName',
    'clientEmail',
    'message',
    'conversationId',
    'caseStudyId',
    'imageType',
    'x',
    '__proto__',
    'constructor',
  ),
  weirdString.map((s) => s.slice(0, 70_000)),
  { maxKeys: 5 },
);

describe('uploads', () => {
  it('multipart with bad files, names and fields: 4xx, nothing stored', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...uploadPaths),
        badFileBytes,
        weirdString.map((s) => s.replace(/[\ud800-\udfff]/g, '') || 'f'),
        fc.constantFrom('application/pdf', 'text/plain', 'image/png', 'text/html', ''),
        badFields,
        fc.boolean(),
        async (path, bytes, name, type, fields, wrongField) => {
          const field = wrongField ? 'attachment' : fileFieldOf[path];
          const { payload, headers } = await multipart({
            ...fields,
            [field]: { name, bytes, type },
          });
          const res = await probe({
            method: 'POST',
            url: path,
            payload,
            headers: { ...headers, authorization: BEARER },
          });
          // Plain-text resumes are accepted (any readable UTF-8 text); everything else here is refused.
          if (path !== '/api/upload-resume')
            expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        },
      ),
      params(),
    );
  });

  it('a page stream inflating past the cap under any filter spelling or chain: 422, nothing stored', async () => {
    const names = fc.constantFrom(
      'FlateDecode',
      'Fl',
      'LZWDecode',
      'LZW',
      'AHx',
      'A85',
      'RL',
      'DCT',
      'Crypt',
      'flatedecode',
      'X',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(names, { minLength: 1, maxLength: 3 }),
        fc.constantFrom('/api/upload-pdf', '/api/upload-resume'),
        async (filters, path) => {
          const bytes = await inflateBomb(20 * 1024 * 1024, { filter: { names: filters } });
          const { payload, headers } = await multipart({
            [fileFieldOf[path]]: { name: 'bomb.pdf', bytes, type: 'application/pdf' },
          });
          const res = await probe({ method: 'POST', url: path, payload, headers });
          expect(res.statusCode, `${filters.join(' ')}: ${res.body}`).toBe(422);
        },
      ),
      params(12),
    );
  });

  it('truncated and corrupted multipart bodies', async () => {
    const good = await multipart({
      clientName: 'Ann',
      pdf: { name: 'deck.pdf', bytes: validPdf, type: 'application/pdf' },
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...uploadPaths),
        // The CRLF after the closing `--boundary--` is optional (RFC 2046), so a body cut only there
        // is complete and rightly accepted: every cut kept here ends before the closing dashes.
        fc.integer({ min: 0, max: good.payload.length - '\r\n'.length - 1 }),
        fc.constantFrom('truncate', 'wrong-boundary', 'no-boundary', 'garble-header', 'drop-crlf'),
        async (path, cut, how) => {
          let payload = good.payload;
          let contentType = good.headers['content-type'];
          if (path !== '/api/upload-pdf')
            payload = Buffer.from(
              payload.toString('latin1').replaceAll('name="pdf"', `name="${fileFieldOf[path]}"`),
              'latin1',
            );
          if (how === 'truncate') payload = payload.subarray(0, cut);
          if (how === 'wrong-boundary') contentType = 'multipart/form-data; boundary=----nope';
          if (how === 'no-boundary') contentType = 'multipart/form-data';
          if (how === 'garble-header')
            payload = Buffer.concat([
              payload.subarray(0, cut),
              Buffer.from('\r\nContent-Disposition: form-data; name\u0000=\r\n'),
              payload.subarray(cut),
            ]);
          if (how === 'drop-crlf')
            payload = Buffer.from(payload.toString('latin1').replace('\r\n\r\n', '\r\n'), 'latin1');
          const res = await probe({
            method: 'POST',
            url: path,
            payload,
            headers: { 'content-type': contentType, authorization: BEARER },
          });
          if (how === 'truncate' || how === 'wrong-boundary' || how === 'no-boundary')
            expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        },
      ),
      params(),
    );
  });

  it('wrong content types and non-multipart bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...uploadPaths),
        contentTypes,
        fc.oneof(badJson, weirdString),
        async (path, contentType, payload) => {
          const res = await probe({
            method: 'POST',
            url: path,
            payload,
            headers: {
              ...(contentType ? { 'content-type': contentType } : {}),
              authorization: BEARER,
            },
          });
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
        },
      ),
      params(),
    );
  });

  it('the image upload without a token or with a wrong one', async () => {
    const { payload, headers } = await multipart({
      caseStudyId: 'imax',
      imageType: 'hero',
      file: { name: 'a.png', bytes: PNG_1X1, type: 'image/png' },
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant(undefined),
          weirdString.map((s) => s.replace(/[^\x20-\x7e]/g, '')),
          weirdString.map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
        ),
        async (authorization) => {
          const res = await probe({
            method: 'POST',
            url: '/api/upload-case-study-image',
            payload,
            headers: { ...headers, ...(authorization === undefined ? {} : { authorization }) },
          });
          expect([401, 403, 429]).toContain(res.statusCode);
        },
      ),
      params(),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// REST: admin paths and case-study writes

const adminGets = [
  '/api/admin/conversations',
  '/api/admin/conversations/:id',
  '/api/admin/conversations/:id/detail',
  '/api/admin/documents/:id/view',
  '/api/admin/resumes',
  '/api/admin/resume/:id/view',
  '/api/admin/resume/:id/download',
  '/api/admin/case-studies/:id/revisions',
];

describe('admin REST paths', () => {
  it('ids, queries and tokens: 4xx or 200, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          ...adminGets,
          '/api/admin/nothing-here',
          '/api/admin/../admin/conversations',
        ),
        fc.oneof(
          weirdSegment,
          fc.uuid().map((id) => id),
        ),
        weirdQuery,
        fc.constantFrom<string | undefined>(
          BEARER,
          BEARER,
          undefined,
          'Bearer wrong',
          'Basic Zm9vOmJhcg==',
          `Bearer ${TOKEN}\u0000`,
        ),
        async (template, id, query, authorization) => {
          const url = `${template.replace(':id', id)}${query ? `?${query}` : ''}`;
          await probe({ method: 'GET', url, headers: authorization ? { authorization } : {} });
        },
      ),
      params(RUNS * 2),
    );
  });

  it('list queries with wrong types and ranges', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/admin/conversations', '/api/admin/resumes'),
        fc.record(
          {
            limit: fc.oneof(fc.integer({ min: -10, max: 10_000 }).map(String), weirdString),
            offset: fc.oneof(
              fc.integer({ min: -10, max: 2 ** 40 }).map(String),
              weirdString,
              fc.constant('1e400'),
            ),
            search: weirdString,
            intent: weirdString,
            sort: weirdString,
          },
          { requiredKeys: [] },
        ),
        async (path, query) => {
          const qs = Object.entries(query)
            .map(
              ([k, v]) => `${k}=${encodeURIComponent(String(v).replace(/[\ud800-\udfff]/g, ''))}`,
            )
            .join('&');
          await probe({ method: 'GET', url: `${path}?${qs}`, headers: { authorization: BEARER } });
        },
      ),
      params(),
    );
  });

  it('case-study create, update and restore with invalid bodies write nothing', async () => {
    const invalidStudy = fc.oneof(
      weirdValue,
      fc
        .record(
          {
            id: weirdValue,
            client: weirdValue,
            title: weirdValue,
            industry: weirdValue,
            challenge: weirdValue,
            execution: weirdValue,
            results: weirdValue,
            services: weirdValue,
            tags: weirdValue,
            images: weirdValue,
            metrics: weirdValue,
            sortOrder: fc.oneof(fc.double(), weirdString),
          },
          { requiredKeys: [] },
        )
        .filter(
          (body) =>
            typeof body.title !== 'string' ||
            typeof body.client !== 'string' ||
            typeof body.challenge !== 'string',
        ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<[Sent['method'], string]>(
          ['POST', '/api/case-studies'],
          ['PUT', '/api/case-studies/imax'],
          ['PUT', '/api/case-studies/:id'],
          ['POST', '/api/admin/case-studies/:id/restore'],
          ['POST', '/api/admin/case-studies/imax/restore'],
        ),
        weirdSegment,
        fc.oneof(
          invalidStudy.map((body) => JSON.stringify(body) ?? 'null'),
          badJson,
        ),
        fc.constantFrom<string | undefined>(BEARER, BEARER, BEARER, undefined),
        async ([method, template], id, payload, authorization) => {
          const res = await probe({
            method,
            url: template.replace(':id', id),
            payload,
            headers: {
              'content-type': 'application/json',
              ...(authorization ? { authorization } : {}),
            },
          });
          // An update may validly change nothing (`{}`); a create or restore without its fields may not.
          if (method === 'POST' || !authorization)
            expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        },
      ),
      params(RUNS * 2),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// tRPC: every procedure of the router, found from the router itself

interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  /** It declares an input (a parser): the router says so, not a hand-kept list. */
  takesInput: boolean;
}
const procedures: ProcedureInfo[] = Object.entries(
  (
    appRouter as unknown as {
      _def: {
        procedures: Record<
          string,
          { _def: { type: ProcedureInfo['type']; inputs: readonly unknown[] } }
        >;
      };
    }
  )._def.procedures,
).map(([path, procedure]) => ({
  path,
  type: procedure._def.type,
  takesInput: procedure._def.inputs.length > 0,
}));

/** An input the procedure must refuse: no procedure takes a bare number, array or these shapes. */
const invalidTrpcInput = fc.oneof(
  fc.integer(),
  fc.array(weirdValue, { maxLength: 3 }),
  fc.constant('x'.repeat(100_000)),
  fc.record({
    id: fc.oneof(
      fc.integer(),
      fc.constant(''),
      fc.constant('x'.repeat(500)),
      fc.array(fc.string()),
    ),
    slug: fc.oneof(fc.integer(), fc.constant(''), fc.constant('x'.repeat(500))),
    persona: fc.oneof(fc.integer(), fc.constant('')),
    message: fc.oneof(fc.integer(), fc.constant('')),
    limit: fc.constantFrom(-1, 0, 1e9, 'abc'),
    offset: fc.constantFrom(-5, 'x', 1e12),
  }),
);

describe('tRPC procedures', () => {
  it('the router has the procedures the site uses', () => {
    const paths = procedures.map((p) => p.path);
    for (const path of [
      'health',
      'caseStudies.list',
      'services.bySlug',
      'physics.byPersona',
      'chat.send',
      'cards.list',
    ])
      expect(paths).toContain(path);
  });

  it('any input, with and without the admin token: never 5xx, clean errors', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...procedures),
        fc.oneof(weirdValue, invalidTrpcInput, fc.record({ json: weirdValue })),
        fc.boolean(),
        fc.boolean(),
        async (procedure, input, admin, wrongMethod) => {
          const encoded = JSON.stringify(input) ?? 'null';
          const asQuery = procedure.type === 'query' ? !wrongMethod : wrongMethod;
          const headers: Record<string, string> = admin ? { authorization: BEARER } : {};
          const request: Sent = asQuery
            ? {
                method: 'GET',
                url: `/trpc/${procedure.path}?input=${encodeURIComponent(encoded.replace(/[\ud800-\udfff]/g, ''))}`,
                headers,
              }
            : {
                method: 'POST',
                url: `/trpc/${procedure.path}`,
                payload: encoded,
                headers: { ...headers, 'content-type': 'application/json' },
              };
          const res = await probe(request, 'trpc');
          if (wrongMethod) expect(res.statusCode).toBeGreaterThanOrEqual(400);
        },
      ),
      params(RUNS * 3),
    );
  });

  it('invalid inputs to procedures that take input are refused with 4xx and write nothing', async () => {
    const withInput = procedures.filter(
      (p) =>
        p.takesInput &&
        // Its filters are lenient by design: an unknown value is no filter (a hand-typed address).
        p.path !== 'careers.list',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...withInput),
        invalidTrpcInput,
        async (procedure, input) => {
          const encoded = JSON.stringify(input);
          const request: Sent =
            procedure.type === 'query'
              ? {
                  method: 'GET',
                  url: `/trpc/${procedure.path}?input=${encodeURIComponent(encoded)}`,
                  headers: { authorization: BEARER },
                }
              : {
                  method: 'POST',
                  url: `/trpc/${procedure.path}`,
                  payload: encoded,
                  headers: { authorization: BEARER, 'content-type': 'application/json' },
                };
          const res = await probe(request, 'trpc');
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        },
      ),
      params(RUNS * 2),
    );
  });

  it('batch form, bad JSON in input, unknown paths and odd URLs', async () => {
    const paths = procedures.map((p) => p.path);
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.constantFrom(...paths),
            fc.constantFrom(
              'nope',
              'admin',
              'chat',
              '__proto__',
              'constructor',
              'caseStudies.list.x',
              '',
              '..',
              '%00',
              'a'.repeat(3000),
            ),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        fc.oneof(
          fc
            .array(fc.oneof(invalidTrpcInput, weirdValue), { maxLength: 4 })
            .map((inputs) =>
              JSON.stringify(Object.fromEntries(inputs.map((v, i) => [String(i), v]))),
            ),
          badJson,
          fc.constantFrom('{"0":', '[]', '{"-1":1}', '{"0":{"json":'),
        ),
        fc.constantFrom('GET', 'POST'),
        fc.boolean(),
        async (calls, input, method, batch) => {
          const path = calls.map((p) => encodeURIComponent(p)).join(',');
          const safeInput = encodeURIComponent(input.replace(/[\ud800-\udfff]/g, ''));
          const request: Sent =
            method === 'GET'
              ? {
                  method: 'GET',
                  url: `/trpc/${path}?${batch ? 'batch=1&' : ''}input=${safeInput}`,
                  headers: { authorization: BEARER },
                }
              : {
                  method: 'POST',
                  url: `/trpc/${path}${batch ? '?batch=1' : ''}`,
                  payload: input,
                  headers: { authorization: BEARER, 'content-type': 'application/json' },
                };
          await probe(request, 'trpc');
        },
      ),
      params(RUNS * 2),
    );
  });

  it('mutations in batch with only invalid inputs write nothing', async () => {
    const mutations = procedures.filter((p) => p.type === 'mutation').map((p) => p.path);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...mutations), invalidTrpcInput), {
          minLength: 1,
          maxLength: 3,
        }),
        async (calls) => {
          const body = Object.fromEntries(calls.map(([, input], i) => [String(i), input]));
          const res = await probe(
            {
              method: 'POST',
              url: `/trpc/${calls.map(([path]) => path).join(',')}?batch=1`,
              payload: JSON.stringify(body),
              headers: { authorization: BEARER, 'content-type': 'application/json' },
            },
            'trpc',
          );
          // Mixed refusals (400 and 401, say) come back as 207 Multi-Status: every call must have failed.
          if (res.statusCode === 207)
            expect(
              (res.json() as { error?: unknown }[]).every((item) => item.error),
              res.body,
            ).toBe(true);
          else expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        },
      ),
      params(),
    );
  });
});
