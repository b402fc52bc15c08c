// Signed webhooks: the body is the event as JSON, signed with HMAC-SHA256 of the raw bytes, so a
// receiver can check it came from us; X-Webhook-Id is the event id, the same on every retry.
import { createHmac } from 'node:crypto';

export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  data: unknown;
}

export const signature = (body: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/**
 * A webhook URL as staff and logs may see it: no credentials, and `?…` for a query string, where
 * receivers (Zapier's and others') often carry a token.
 */
export function redactUrl(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.protocol}//${url.host}${url.pathname}${url.search ? '?…' : ''}`;
  } catch {
    return '(not a URL)';
  }
}

/** Text (an error message) with every URL in it redacted, an SMTP server's with its password. */
export const redactUrls = (text: string) =>
  text.replace(/\b(?:https?|smtps?):\/\/[^\s"'<>]+/gi, redactUrl);

export interface AttemptOutcome {
  ok: boolean;
  status: number | null;
  error: string | null;
}

export async function postWebhook(
  url: string,
  event: WebhookEvent,
  secret: string,
  timeoutMs: number,
): Promise<AttemptOutcome> {
  const body = JSON.stringify({
    id: event.id,
    type: event.type,
    createdAt: event.createdAt,
    data: event.data,
  });
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'silver-lake-creative-webhooks/1',
        'X-Webhook-Id': event.id,
        'X-Webhook-Signature': signature(body, secret),
      },
      body,
      // A redirect is an answer to fix in the configuration, not one to follow with our signature.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is not needed, but reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, status: response.status, error: ok ? null : `HTTP ${response.status}` };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      ok: false,
      status: null,
      error: timedOut
        ? `no answer in ${timeoutMs} ms`
        : redactUrls(String((error as Error).cause ?? error)),
    };
  }
}
