// Network helpers shared by the tests, e2e set-up, benchmarks and scripts that start a real server.
import { createServer } from 'node:net';

/** A TCP port of 127.0.0.1 that was free a moment ago (the OS picks it; the probe is closed again). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
