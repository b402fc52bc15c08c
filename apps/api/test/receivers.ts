// Real receivers for the outbox tests: an SMTP server (smtp-server) that keeps each message parsed,
// shared with the e2e tests, and an HTTP server that verifies each webhook's signature. Both listen
// on 127.0.0.1.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export { startSmtpServer, type Mailbox } from '../../../scripts/testing/smtp.ts';

export interface ReceivedWebhook {
  id: string;
  signatureValid: boolean;
  body: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
  status: number;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Decides each answer: a status, or 'hang' to never answer. Defaults to 200. */
  respond: (request: { id: string; count: number }) => number | 'hang';
  /** Requests being held open ('hang'). */
  held: ServerResponse[];
  close(): Promise<void>;
}

/**
 * Verifies as docs/leads-and-webhooks.md tells a receiver to: HMAC-SHA256 of the raw body, compared
 * in constant time.
 */
export function verifySignature(raw: Buffer, header: string | undefined, secret: string) {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const counts = new Map<string, number>();
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    respond: () => 200,
    held: [],
    close: async () => {
      for (const response of receiver.held) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const id = String(request.headers['x-webhook-id']);
      const count = (counts.get(id) ?? 0) + 1;
      counts.set(id, count);
      const answer = receiver.respond({ id, count });
      receiver.received.push({
        id,
        signatureValid: verifySignature(
          raw,
          request.headers['x-webhook-signature'] as string | undefined,
          secret,
        ),
        body: JSON.parse(raw.toString('utf8')),
        status: answer === 'hang' ? 0 : answer,
      });
      if (answer === 'hang') receiver.held.push(response);
      else response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}

export async function until<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Targets for tests that look at the events written, not at their delivery: the discard port
 * refuses at once, and the first retry is an hour away.
 */
export const UNREACHED_SMTP = {
  SMTP_URL: 'smtp://127.0.0.1:9',
  NOTIFY_EMAIL_TO: 'staff@agency.test',
  NOTIFY_EMAIL_FROM: 'Silver Lake Creative <site@agency.test>',
};

export const UNREACHED_WEBHOOK = {
  WEBHOOK_URL: 'http://127.0.0.1:9/unreached',
  WEBHOOK_SECRET: 'unreached-webhook-secret',
  WEBHOOK_RETRY_BASE_MS: '3600000',
};
