// Run by bench:load as its own process: a bare Fastify route answering prepared bytes, the ceiling
// the real server's reads are compared to. In its own process so it does not share the load
// generator's event loop (which flattered every ratio). The bodies arrive over IPC; each is kept as a
// Buffer and a gzip copy made once, and the copy is sent when the request accepts gzip, as the real
// server does with its cached listings.
import Fastify from 'fastify';
import { gzipSync } from 'node:zlib';

interface Route {
  path: string;
  type: string;
  body: string;
}

const app = Fastify({ logger: false });

async function serve(routes: Route[]) {
  for (const route of routes) {
    const identity = Buffer.from(route.body);
    const gzipped = gzipSync(identity, { level: 9 });
    app.get(route.path, (request, reply) => {
      reply.type(route.type).header('vary', 'accept-encoding');
      if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? ''))
        return reply.header('content-encoding', 'gzip').send(gzipped);
      return reply.send(identity);
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.send!((app.server.address() as { port: number }).port);
}

process.once('message', (routes: Route[]) => {
  serve(routes).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
// Stops with its parent's IPC channel.
process.on('disconnect', () => void app.close().then(() => process.exit(0)));
