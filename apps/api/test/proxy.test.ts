// Behind a proxy that appends the address it was reached from to X-Forwarded-For, as Caddy, nginx
// and cloud balancers do: whatever the client writes in that header itself is never its IP.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helper.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let proxy: Server;
let proxyUrl: string;
let appUrl: string;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_CHAT_PER_MINUTE: '5' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (t.app.server.address() as { port: number }).port;
  appUrl = `http://127.0.0.1:${appPort}`;
  proxy = createServer((incoming, outgoing) => {
    const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: appPort,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, 'x-forwarded-for': forwarded },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await t?.close();
});

const chat = (base: string, forwardedFor: string, sessionId: string) =>
  fetch(`${base}/api/conversations/message`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ message: 'Do you make brand films?', sessionId }),
  });

describe('TRUST_PROXY=1 behind an appending proxy', () => {
  it('a client rotating its own X-Forwarded-For is one IP to the chat limit, and that IP is what is stored', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const forged = i === 0 ? '<script>x</script>' : `198.51.100.${i}`;
      statuses.push((await chat(proxyUrl, forged, `rotating-${i}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const ips = await t.prisma.message.findMany({
      where: { sessionId: { startsWith: 'rotating-' } },
      select: { userIp: true },
    });
    expect(new Set(ips.map((row) => row.userIp))).toEqual(new Set(['127.0.0.1']));
  });

  it('a request that reaches the server without the proxy gets a 400 for a header that is no address', async () => {
    const res = await chat(appUrl, '<script>x</script>', 'direct');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: 'X-Forwarded-For does not hold a client IP address',
    });
    expect(await t.prisma.message.count({ where: { sessionId: 'direct' } })).toBe(0);
  });
});
