// Uploads as an attacker sends them: PDFs built to cost minutes of CPU, and uploads that stall or
// leave halfway. None of them may stop the server, hold an upload slot for good, or store a row.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_MESSAGES } from '../src/services/files/pdfPool.ts';
import { inflateBomb, objectStreamBomb, pageBomb } from './fixtures/hostile.ts';
import { createTestApp } from './helper.ts';
import { multipart } from './multipart.ts';
import { rssSampler, treeRss } from '../../../scripts/testing/memory.ts';
import { textPdf } from '../../../scripts/testing/pdf.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

async function upload(t: TestApp, url: string, field: string, bytes: Uint8Array, name: string) {
  const body = await multipart({ [field]: { name, bytes, type: 'application/pdf' } });
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
}

const rows = async (t: TestApp) => ({
  files: await t.prisma.storedFile.count(),
  documents: await t.prisma.document.count(),
  resumes: await t.prisma.resume.count(),
});

describe('PDF work runs in worker processes, bounded', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000' });
  });
  afterAll(() => t.close());

  it('reads only the first 300 pages of a 20,000-page PDF, and says so', async () => {
    const bytes = pageBomb(20_000);
    const res = await upload(t, '/api/upload-pdf', 'pdf', bytes, 'pages.pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message:
        'Thanks! We received "pages.pdf" (20,000 pages; we read the first 300) and our team will review it.',
    });
    const resume = await upload(t, '/api/upload-resume', 'resume', bytes, 'pages.pdf');
    expect(resume.statusCode, resume.body).toBe(200);
    expect(resume.json().resumeData).toMatchObject({ pages: 20_000, hasTextLayer: false });
  });

  it('refuses a PDF whose content stream inflates to 50 MB with a 422 on both endpoints, storing nothing', async () => {
    const bytes = await inflateBomb(50 * 1024 * 1024);
    expect(bytes.length).toBeLessThan(200 * 1024);
    const before = await rows(t);
    const pdf = await upload(t, '/api/upload-pdf', 'pdf', bytes, 'bomb.pdf');
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json()).toEqual({
      success: false,
      error: 'UNPROCESSABLE',
      message: PDF_MESSAGES.inflated,
    });
    const resume = await upload(t, '/api/upload-resume', 'resume', bytes, 'bomb.pdf');
    expect(resume.statusCode).toBe(422);
    expect(resume.json()).toEqual({ error: 'UNPROCESSABLE', message: PDF_MESSAGES.inflated });
    expect(await rows(t)).toEqual(before);
  });

  async function expectRefused(bytes: Uint8Array, message: string) {
    const before = await rows(t);
    const pdf = await upload(t, '/api/upload-pdf', 'pdf', bytes, 'bomb.pdf');
    expect(pdf.statusCode, pdf.body).toBe(422);
    expect(pdf.json()).toEqual({ success: false, error: 'UNPROCESSABLE', message });
    const resume = await upload(t, '/api/upload-resume', 'resume', bytes, 'bomb.pdf');
    expect(resume.statusCode, resume.body).toBe(422);
    expect(resume.json()).toEqual({ error: 'UNPROCESSABLE', message });
    expect(await rows(t)).toEqual(before);
  }

  it.each([
    ['its abbreviated name, /Fl', 'Fl'],
    ['a chain, [/ASCIIHexDecode /FlateDecode]', 'ASCIIHexDecode+FlateDecode'],
  ] as const)(
    'refuses a content stream whose Flate filter is written as %s, which the caps cannot measure',
    async (_name, filter) => {
      await expectRefused(
        await inflateBomb(20 * 1024 * 1024, { filter }),
        PDF_MESSAGES.unmeasurable,
      );
    },
  );

  it('counts page content streams against the total: seven pages of 15 MB each are refused', async () => {
    // Each page is under the 16 MB a page may inflate to; together they pass the 96 MB of a file.
    const bytes = await inflateBomb(15 * 1024 * 1024, { pages: 7 });
    await expectRefused(bytes, PDF_MESSAGES.inflated);
  });
});

describe("a PDF worker's whole memory is bounded, not only its heap", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', PDF_WORKER_MEMORY_MB: '128' });
  });
  afterAll(() => t.close());

  it('a 600 MB object stream grows the server and its workers by less than 400 MB, and no 5xx', async () => {
    // pdf-lib and pdf.js inflate an object stream whole when they open a file, before any cap can
    // look at it, into buffers outside the V8 heap: a worker thread's heap limit let this one
    // take 1.1 GB. In a worker process bounded to 128 MB the allocation fails; the readers may
    // then skip the object (the file is stored) or give up (a 4xx): either way nothing grows.
    const bytes = await objectStreamBomb(600 * 1024 * 1024);
    const sampler = rssSampler(process.pid);
    const baseline = treeRss(process.pid);
    const pdf = await upload(t, '/api/upload-pdf', 'pdf', bytes, 'bomb.pdf');
    const resume = await upload(t, '/api/upload-resume', 'resume', bytes, 'bomb.pdf');
    const peak = sampler.stop();
    expect(pdf.statusCode, pdf.body).toBeLessThan(500);
    expect(resume.statusCode, resume.body).toBeLessThan(500);
    expect((peak - baseline) / 1024 / 1024).toBeLessThan(400);
  });
});

describe('a PDF past its deadline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_UPLOADS_PER_MINUTE: '1000', PDF_DEADLINE_MS: '1000' });
  });
  afterAll(() => t.close());

  it('is stopped with its worker and answered 422, while health answers; the next upload works', async () => {
    // Under the inflate caps, but several seconds of pdf.js operator parsing.
    const slow = await inflateBomb(15 * 1024 * 1024);
    const before = await rows(t);
    const order: string[] = [];
    const slowUpload = upload(t, '/api/upload-pdf', 'pdf', slow, 'slow.pdf').then((res) => {
      order.push('upload');
      return res;
    });
    const health = await t.app.inject({ url: '/api/health' });
    order.push('health');
    const res = await slowUpload;
    expect(health.statusCode).toBe(200);
    expect(order).toEqual(['health', 'upload']);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: PDF_MESSAGES.tooSlow });
    expect(await rows(t)).toEqual(before);

    const next = await upload(
      t,
      '/api/upload-pdf',
      'pdf',
      await textPdf('Spring brief'),
      'brief.pdf',
    );
    expect(next.statusCode, next.body).toBe(200);
  });
});

// ---- the upload gate, over real sockets ----

const BOUNDARY = 'hostile-boundary';

interface RawUpload {
  socket: Socket;
  /** Everything the server sent, once it closed the connection or the client did. */
  answer: Promise<string>;
  send(text: string): void;
}

/** Starts a multipart upload that announces `length` bytes and sends only its first part header. */
function rawUpload(port: number, { ip, length = 200_000 }: { ip?: string; length?: number } = {}) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const answer = new Promise<string>((resolve) => socket.on('close', () => resolve(received)));
  socket.write(
    [
      'POST /api/upload-pdf HTTP/1.1',
      'Host: 127.0.0.1',
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
      `Content-Length: ${length}`,
      ...(ip ? [`X-Forwarded-For: ${ip}`] : []),
      '',
      `--${BOUNDARY}`,
      'Content-Disposition: form-data; name="pdf"; filename="stalled.pdf"',
      'Content-Type: application/pdf',
      '',
      '%PDF-1.4\n',
    ].join('\r\n'),
  );
  return { socket, answer, send: (text: string) => socket.write(text) } satisfies RawUpload;
}

/** Waits for the gate to reach a state; each step yields to the server's own events. */
async function until(t: TestApp, predicate: (s: { busy: number; queued: number }) => boolean) {
  for (let i = 0; i < 1000; i++) {
    if (predicate(t.app.services.uploadGate.state())) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(
    `gate never reached the state: ${JSON.stringify(t.app.services.uploadGate.state())}`,
  );
}

async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as { port: number }).port;
}

async function fetchUpload(port: number, headers: Record<string, string> = {}) {
  const body = await multipart({
    pdf: { name: 'brief.pdf', bytes: await textPdf('Spring brief') },
  });
  return fetch(`http://127.0.0.1:${port}/api/upload-pdf`, {
    method: 'POST',
    body: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

describe('an abandoned upload gives its slot back', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
      UPLOAD_SLOTS: '1',
      UPLOAD_MIN_BYTES_PER_SECOND: '0',
    });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('when its client leaves while it queues or while it streams, and the next upload goes through', async () => {
    const a = rawUpload(port);
    await until(t, (s) => s.busy === 1);
    const b = rawUpload(port, { length: 5_000 });
    await until(t, (s) => s.queued === 1);
    b.socket.destroy();
    await until(t, (s) => s.queued === 0);
    a.socket.destroy();
    await until(t, (s) => s.busy === 0);

    const res = await fetchUpload(port);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    expect(t.app.services.uploadGate.state()).toEqual({ busy: 0, queued: 0 });
  });
});

describe('a slow uploader cannot hold a slot', () => {
  const apps: TestApp[] = [];
  async function start(env: Record<string, string>) {
    const t = await createTestApp({
      RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
      UPLOAD_SLOTS: '1',
      UPLOAD_IDLE_MS: '300',
      // Only the idle limit and the deadline are under test here.
      UPLOAD_MIN_BYTES_PER_SECOND: '0',
      ...env,
    });
    apps.push(t);
    return { t, port: await listen(t) };
  }
  afterAll(() => Promise.all(apps.map((t) => t.close())));

  it('a silent one is cut at the idle limit with a 408, and the one queued behind it proceeds', async () => {
    const { t, port } = await start({});
    const stalled = rawUpload(port);
    await until(t, (s) => s.busy === 1);
    const queued = fetchUpload(port);
    const answer = await stalled.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('The upload stalled');
    expect((await queued).status).toBe(200);
  });

  it('one that trickles bytes forever is cut at the upload deadline with a 408', async () => {
    // The idle limit is far above the trickle's pace, so only the deadline can end it.
    const { t, port } = await start({ UPLOAD_IDLE_MS: '2000', UPLOAD_DEADLINE_MS: '3000' });
    const trickle = rawUpload(port);
    const timer = setInterval(() => trickle.send('0 0 m\n'), 100);
    try {
      const answer = await trickle.answer;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(answer).toContain('The upload took too long');
    } finally {
      clearInterval(timer);
    }
    await until(t, (s) => s.busy === 0);
  });
});

describe('a trickle is cut at the minimum rate', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
      TRUST_PROXY: 'true',
      UPLOAD_SLOTS: '2',
      UPLOAD_SLOTS_PER_IP: '1',
      // Each trickle below writes more often than this, so only the rate can stop it.
      UPLOAD_IDLE_MS: '5000',
      UPLOAD_DEADLINE_MS: '60000',
      UPLOAD_MIN_BYTES_PER_SECOND: '1024',
      UPLOAD_RATE_WINDOW_MS: '500',
    });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it('uploads sending a byte now and then hold every slot only for one window, and the next visitor goes through', async () => {
    const trickles = ['203.0.113.10', '203.0.113.11'].map((ip) => rawUpload(port, { ip }));
    const timer = setInterval(() => trickles.forEach((trickle) => trickle.send('0')), 100);
    try {
      await until(t, (s) => s.busy === 2);
      const started = performance.now();
      const next = fetchUpload(port, { 'X-Forwarded-For': '203.0.113.12' });
      const answers = await Promise.all(trickles.map((trickle) => trickle.answer));
      // Cut after a window or two, far from the 60 s deadline and the 5 s idle limit.
      expect(performance.now() - started).toBeLessThan(2500);
      expect((await next).status).toBe(200);
      for (const answer of answers) {
        expect(answer).toMatch(/^HTTP\/1\.1 408 /);
        expect(answer).toContain('The upload is too slow (under 1 KB a second).');
      }
    } finally {
      clearInterval(timer);
    }
    await until(t, (s) => s.busy === 0);
  });
});

describe('one client cannot take every slot', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
      TRUST_PROXY: 'true',
      UPLOAD_SLOTS: '2',
      UPLOAD_SLOTS_PER_IP: '1',
      // The held uploads send nothing on purpose; the rate's own test is above.
      UPLOAD_MIN_BYTES_PER_SECOND: '0',
    });
    port = await listen(t);
  });
  afterAll(() => t.close());

  it("another IP's upload goes through while the first IP's second upload waits", async () => {
    const first = rawUpload(port, { ip: '203.0.113.1' });
    await until(t, (s) => s.busy === 1);
    const second = rawUpload(port, { ip: '203.0.113.1', length: 5_000 });
    await until(t, (s) => s.queued === 1);

    const other = await fetchUpload(port, { 'X-Forwarded-For': '203.0.113.2' });
    expect(other.status).toBe(200);
    expect(t.app.services.uploadGate.state()).toEqual({ busy: 1, queued: 1 });

    first.socket.destroy();
    second.socket.destroy();
    await until(t, (s) => s.busy === 0 && s.queued === 0);
  });
});
