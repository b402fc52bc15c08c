// A SIGKILL of the server between the write of a fact and the delivery of its events loses nothing:
// after a restart every event is delivered, with the id it was first attempted under.
import { openDatabase } from '@agency/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { copyTestDatabase, type TestDatabase } from './database.ts';
import { startServer, type ServerProcess } from './process.ts';
import { startWebhookReceiver, until, type WebhookReceiver } from './receivers.ts';

const SECRET = 'outbox-fault-secret-0123456789';
const info = inject('testDatabase');
let database: TestDatabase;
let receiver: WebhookReceiver;
let running: ServerProcess | null = null;

beforeAll(async () => {
  database = await copyTestDatabase(info);
  // The embedded database is one process's at a time: the server's, from now on.
  await database.db.close();
  receiver = await startWebhookReceiver(SECRET);
});
afterAll(async () => {
  await running?.kill('SIGKILL');
  await receiver?.close();
  await database?.destroy();
});

const env = () => ({
  ...database.env,
  WEBHOOK_URL: receiver.url,
  WEBHOOK_SECRET: SECRET,
  WEBHOOK_RETRY_BASE_MS: '50',
  WEBHOOK_TIMEOUT_MS: '1000',
  OUTBOX_POLL_MS: '50',
});

describe(`outbox across a SIGKILL (${info.kind})`, () => {
  it('events written before the kill, whose delivery was in flight, are delivered after restart with the same ids', async () => {
    // The receiver takes the first requests and never answers: the attempts are in flight, unrecorded.
    receiver.respond = () => 'hang';
    running = await startServer(env());
    const sent = await fetch(`${running.url}/api/conversations/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: 'We need a commercial shot in LA',
        sessionId: 'kill-1',
        clientName: 'Kim Lee',
        clientEmail: 'kim@example.com',
      }),
    });
    expect(sent.status).toBe(200);
    await until(() => receiver.received.length >= 2, 'both events in flight');
    const inFlight = new Set(receiver.received.map((hook) => hook.id));
    await running.kill('SIGKILL');
    running = null;

    receiver.respond = () => 200;
    running = await startServer(env());
    // The dead worker's claims expire (timeout + margin), then the new one delivers them.
    await until(
      () =>
        [...inFlight].every((id) =>
          receiver.received.some((hook) => hook.id === id && hook.status === 200),
        ),
      'redelivery after restart',
      30_000,
    );
    const redelivered = receiver.received.filter((hook) => hook.status === 200);
    expect(redelivered.every((hook) => hook.signatureValid)).toBe(true);
    expect(new Set(redelivered.map((hook) => hook.body.type))).toEqual(
      new Set(['lead.created', 'message.created']),
    );
    await running.kill('SIGTERM');
    running = null;

    const db = openDatabase({
      databaseUrl: database.env.DATABASE_URL,
      dataDir: database.env.DATA_DIR ?? '',
    });
    try {
      const events = await db.prisma.outboxEvent.findMany({ select: { id: true } });
      expect(new Set(events.map((event) => event.id))).toEqual(inFlight);
      const deliveries = await db.prisma.delivery.findMany({
        select: {
          status: true,
          attempts: true,
          attemptLog: { select: { number: true, ok: true } },
        },
      });
      // The killed attempt left no record; the one after the restart is number 2 and succeeded.
      for (const delivery of deliveries) {
        expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
        expect(delivery.attemptLog).toEqual([{ number: 2, ok: true }]);
      }
    } finally {
      await db.close();
    }
  });
});
