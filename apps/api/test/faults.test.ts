// Faults: the real server, killed with SIGKILL in the middle of uploads and chat
// writes, restarted on the same database (embedded PGlite folder or Postgres database), must show
// nothing half-written and everything it acknowledged. It also starts while Postgres is down, and a
// SIGTERM lets in-flight requests finish.
import { openDatabase, type Database } from '@agency/db';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyTestDatabase, type TestDatabase } from './database.ts';
import { buildOversizedPdf, MAX_UPLOAD_BYTES } from './fixtures/files.ts';
import { multipart } from './multipart.ts';
import { until } from './receivers.ts';
import { slowPost, spawnServer, startServer, waitFor, type ServerProcess } from './process.ts';

const info = inject('testDatabase');
let database: TestDatabase;
let running: ServerProcess | null = null;

beforeAll(async () => {
  database = await copyTestDatabase(info);
  // A PGlite folder is used by one process at a time: the test lets go of it while a server runs.
  await database.db.close();
});
afterAll(async () => {
  await running?.kill('SIGKILL');
  await database?.destroy();
});

/** Opens the database the servers use, once no server holds it (PGlite), runs `work`, closes it. */
async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const db = openDatabase({
    databaseUrl: database.env.DATABASE_URL,
    dataDir: database.env.DATA_DIR ?? '',
  });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

async function start() {
  running = await startServer(database.env);
  return running;
}

async function stop(server: ServerProcess, signal: NodeJS.Signals) {
  const exit = await server.kill(signal);
  if (running === server) running = null;
  return exit;
}

/** Every invariant of a consistent store; an empty list means nothing is half-written. */
async function inconsistencies(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const q = <T>(sql: string) => db.prisma.$queryRawUnsafe<T[]>(sql);
  const files = await q<{
    id: string;
    size: number;
    chunks: number;
    bytes: number;
    maxIndex: number | null;
  }>(`
    SELECT f.id, f.size, count(c.index)::int AS chunks, coalesce(sum(length(c.data)), 0)::int AS bytes, max(c.index) AS "maxIndex"
    FROM "StoredFile" f LEFT JOIN "StoredFileChunk" c ON c."fileId" = f.id GROUP BY f.id, f.size`);
  for (const file of files) {
    if (file.bytes !== file.size)
      problems.push(`stored file ${file.id}: chunks hold ${file.bytes} of ${file.size} bytes`);
    if (file.chunks > 0 && file.maxIndex !== file.chunks - 1)
      problems.push(`stored file ${file.id}: chunk indexes not contiguous`);
  }
  const orphanDocuments = await q<{ id: string }>(
    `SELECT d.id FROM "Document" d LEFT JOIN "StoredFile" f ON f.id = d."fileId" WHERE f.id IS NULL`,
  );
  for (const doc of orphanDocuments) problems.push(`document ${doc.id} without its stored file`);
  const orphanResumes = await q<{ id: string }>(
    `SELECT r.id FROM "Resume" r LEFT JOIN "StoredFile" f ON f.id = r."fileId" WHERE f.id IS NULL`,
  );
  for (const resume of orphanResumes) problems.push(`resume ${resume.id} without its stored file`);
  const orphanMessages = await q<{ id: string }>(
    `SELECT m.id FROM "Message" m LEFT JOIN "Conversation" c ON c.id = m."conversationId" WHERE c.id IS NULL`,
  );
  for (const message of orphanMessages)
    problems.push(`message ${message.id} without its conversation`);
  const counts = await q<{
    id: string;
    messageCount: number;
    actual: number;
    maxSeq: number | null;
    distinctSeq: number;
  }>(`
    SELECT c.id, c."messageCount", count(m.id)::int AS actual, max(m.seq) AS "maxSeq", count(DISTINCT m.seq)::int AS "distinctSeq"
    FROM "Conversation" c LEFT JOIN "Message" m ON m."conversationId" = c.id GROUP BY c.id, c."messageCount"`);
  for (const row of counts) {
    if (row.messageCount !== row.actual)
      problems.push(
        `conversation ${row.id}: messageCount ${row.messageCount} but ${row.actual} messages`,
      );
    if (row.actual > 0 && (row.maxSeq !== row.actual || row.distinctSeq !== row.actual))
      problems.push(`conversation ${row.id}: seq not 1..${row.actual}`);
  }
  return problems;
}

async function postJson(url: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Distinct valid PDFs (a page of text and padding), `size` bytes each and different from one another. */
async function pdfOf(size: number) {
  return Buffer.from(await buildOversizedPdf(size - MAX_UPLOAD_BYTES));
}

describe(`faults (${info.kind})`, () => {
  it('SIGKILL during uploads: no file without all its chunks, no document without its file, every acknowledged upload kept', async () => {
    const before = await withDatabase(async (db) => ({
      documents: await db.prisma.document.count(),
      files: await db.prisma.storedFile.count(),
    }));
    const server = await start();

    // Uploads of distinct 3 MB decks, one after another through the server's single upload slot,
    // plus a 6 MB deck trickling in slowly: the kill lands while some are being stored.
    const acknowledged: string[] = [];
    const uploads: Promise<void>[] = [];
    for (let i = 0; i < 8; i++) {
      const name = `kill-deck-${i}.pdf`;
      const form = await multipart({
        clientName: `Client ${i}`,
        pdf: { name, bytes: await pdfOf(3 * 1024 * 1024 + i * 4099), type: 'application/pdf' },
      });
      uploads.push(
        fetch(`${server.url}/api/upload-pdf`, {
          method: 'POST',
          body: form.payload,
          headers: form.headers,
        })
          .then(async (res) => {
            if (res.status === 200) acknowledged.push(name);
            else await res.text();
          })
          .catch(() => {}),
      );
    }
    const slowForm = await multipart({
      clientName: 'Slow',
      pdf: { name: 'kill-slow.pdf', bytes: await pdfOf(6 * 1024 * 1024), type: 'application/pdf' },
    });
    const slow = slowPost(
      `${server.url}/api/upload-pdf`,
      slowForm.payload,
      slowForm.headers,
      64 * 1024,
      10,
    );
    await slow.reached(0.5);
    // Wait for at least one acknowledgement so the test checks that kept uploads survive too.
    const deadline = Date.now() + 30_000;
    while (acknowledged.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const exit = await stop(server, 'SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    await Promise.all(uploads);
    await expect(slow.response).rejects.toThrow();
    expect(acknowledged.length).toBeGreaterThan(0);

    // The restarted server opens the same database and answers.
    const again = await start();
    const health = await fetch(`${again.url}/api/case-studies`);
    expect(health.status).toBe(200);
    const after = await postJson(`${again.url}/api/conversations/message`, {
      message: 'Hello after a crash',
      sessionId: 'after-upload-kill',
    });
    expect(after.status).toBe(200);
    await stop(again, 'SIGTERM');

    await withDatabase(async (db) => {
      expect(await inconsistencies(db)).toEqual([]);
      const stored = await db.prisma.document.findMany({
        where: { originalName: { in: acknowledged } },
        select: { originalName: true },
      });
      expect(stored.map((doc) => doc.originalName).sort()).toEqual([...acknowledged].sort());
      expect(await db.prisma.document.count()).toBeGreaterThanOrEqual(
        before.documents + acknowledged.length,
      );
      expect(await db.prisma.document.count({ where: { originalName: 'kill-slow.pdf' } })).toBe(0);
    });
  });

  it('SIGKILL during many concurrent chat writes: counts match, nothing orphaned, every acknowledged message kept', async () => {
    const server = await start();
    const acknowledged: { conversationId: string; message: string }[] = [];
    let stopped = false;
    let sent = 0;
    // 40 visitors, each sending message after message to its own conversation.
    const visitors = Array.from({ length: 40 }, async (_, visitor) => {
      let conversationId: string | undefined;
      for (let turn = 0; !stopped; turn++) {
        const message = `Visitor ${visitor} turn ${turn}: do you make TV spots for coffee brands?`;
        sent++;
        try {
          const res = await postJson(`${server.url}/api/conversations/message`, {
            message,
            sessionId: `kill-chat-${visitor}`,
            conversationId,
          });
          if (res.status !== 200)
            throw new Error(`status ${res.status}: ${JSON.stringify(res.body)}`);
          conversationId = res.body.conversationId as string;
          acknowledged.push({ conversationId, message });
        } catch (error) {
          if (stopped) return;
          throw error;
        }
      }
    });
    const settled = Promise.allSettled(visitors);
    while (acknowledged.length < 150) await new Promise((resolve) => setTimeout(resolve, 10));
    stopped = true;
    const exit = await stop(server, 'SIGKILL');
    expect(exit.signal).toBe('SIGKILL');
    const results = await settled;
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    expect(sent).toBeGreaterThan(acknowledged.length);

    const again = await start();
    const next = await postJson(`${again.url}/api/conversations/message`, {
      message: 'And what about radio?',
      sessionId: 'kill-chat-0',
      conversationId: acknowledged[0]!.conversationId,
    });
    expect(next.status).toBe(200);
    expect(next.body.conversationId).toBe(acknowledged[0]!.conversationId);
    await stop(again, 'SIGTERM');

    await withDatabase(async (db) => {
      expect(await inconsistencies(db)).toEqual([]);
      const rows = await db.prisma.message.findMany({
        where: {
          conversationId: { in: [...new Set(acknowledged.map((ack) => ack.conversationId))] },
        },
        select: { conversationId: true, message: true },
      });
      const stored = new Set(rows.map((row) => `${row.conversationId}|${row.message}`));
      const lost = acknowledged.filter(
        (ack) => !stored.has(`${ack.conversationId}|${ack.message}`),
      );
      expect(lost).toEqual([]);
    });
  });

  it('starts while Postgres is down: health 200, ready 503, and keeps running', async () => {
    const server = await spawnServer({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/agency' });
    running = server;
    try {
      await waitFor(server, '/api/health', 200);
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as { message?: string };
      expect(body.message).toMatch(/database|migrat/i);
      // Other paths say "starting", not 500.
      const studies = await fetch(`${server.url}/api/case-studies`);
      expect(studies.status).toBe(503);
      expect(((await studies.json()) as { message: string }).message).toBeTruthy();
      // Still alive after several retries.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(503);
      // And it stops promptly on SIGTERM while still retrying.
      const startedStopping = Date.now();
      const exit = await stop(server, 'SIGTERM');
      expect(exit.code).toBe(0);
      expect(Date.now() - startedStopping).toBeLessThan(8000);
    } finally {
      await server.kill('SIGKILL');
      running = null;
    }
  });

  it('SIGTERM lets an in-flight upload and chat message finish, then exits 0', async () => {
    const server = await start();
    const form = await multipart({
      clientName: 'Graceful',
      pdf: { name: 'graceful.pdf', bytes: await pdfOf(2 * 1024 * 1024), type: 'application/pdf' },
    });
    // About 1.6 s of upload; SIGTERM arrives a quarter of the way in.
    const upload = slowPost(
      `${server.url}/api/upload-pdf`,
      form.payload,
      form.headers,
      64 * 1024,
      50,
    );
    await upload.reached(0.25);
    const chat = postJson(`${server.url}/api/conversations/message`, {
      message: 'Can you send me your reel?',
      sessionId: 'graceful',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const exited = server.kill('SIGTERM');
    const [uploaded, answered] = await Promise.all([upload.response, chat]);
    expect(uploaded.status, uploaded.body).toBe(200);
    expect(JSON.parse(uploaded.body)).toMatchObject({ success: true });
    expect(answered.status).toBe(200);
    // Exits soon after the last response (not at the 10 s grace limit with exit code 1): a keep-alive
    // connection whose request was in flight must not hold the shutdown open.
    const finished = Date.now();
    const exit = await exited;
    running = null;
    expect(exit.code, server.output()).toBe(0);
    expect(Date.now() - finished).toBeLessThan(3000);
    // New connections are refused once it has gone.
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

    await withDatabase(async (db) => {
      expect(await db.prisma.document.count({ where: { originalName: 'graceful.pdf' } })).toBe(1);
      expect(
        await db.prisma.message.count({
          where: { conversationId: answered.body.conversationId as string },
        }),
      ).toBe(1);
      expect(await inconsistencies(db)).toEqual([]);
    });
  });
});

describe('request logs', () => {
  it("keep a request's path, not its query string (an admin's search for a person's email)", async () => {
    const server = await startServer({ ...database.env, LOG_LEVEL: 'info' });
    running = server;
    try {
      const res = await fetch(`${server.url}/api/admin/leads?search=ada.secret%40example.com`, {
        headers: { authorization: 'Bearer fault-test-secret' },
      });
      expect(res.status).toBe(200);
      // The request's log line reaches the pipe after its response: wait for it, not for a time.
      await until(
        () => server.output().includes('"url":"/api/admin/leads?…"'),
        "the request's log line",
      );
      expect(server.output()).not.toContain('ada.secret');
    } finally {
      await stop(server, 'SIGTERM');
    }
  });
});
