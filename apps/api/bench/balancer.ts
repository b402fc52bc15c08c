// Run by bench:scale as its own process: a small round-robin HTTP balancer in front of the server
// instances given as arguments, keeping connections to them alive, as a production load balancer
// would. Sends its port over IPC.
import http from 'node:http';

const backends = process.argv.slice(2).map((url) => new URL(url));
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

const server = http.createServer((request, response) => {
  const backend = backends[next++ % backends.length]!;
  const upstream = http.request(
    {
      host: backend.hostname,
      port: backend.port,
      method: request.method,
      path: request.url,
      headers: request.headers,
      agent,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', (error) => {
    if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
    response.end(`upstream failed: ${error.message}`);
  });
  request.pipe(upstream);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  process.send!((server.address() as { port: number }).port);
});
process.on('disconnect', () => server.close(() => process.exit(0)));
