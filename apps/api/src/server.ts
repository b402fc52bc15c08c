import type { AddressInfo } from 'node:net';
import { openDatabase } from '@agency/db';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './env.ts';
import { prepareDatabase, type Readiness } from './services/readiness.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const db = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const readiness: Readiness = { ready: false, reason: 'applying migrations' };
const app = await buildApp({ config, db, readiness });
const stopPreparing = new AbortController();

try {
  await app.listen({ port: config.port, host: config.host });
  // A parent process that started the server on PORT=0 (the fault tests) learns the port it got:
  // choosing a free port first and passing it down races with every other listener on the machine.
  process.send?.({ listening: (app.server.address() as AddressInfo).port });
} catch (error) {
  app.log.fatal({ err: error }, 'could not listen');
  // Closing the app closes the database too (plugins/services.ts).
  await app.close().catch(() => {});
  process.exit(1);
}
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  stopPreparing.abort();
  app.log.info({ signal }, 'shutting down');
  // In-flight requests finish; new connections are refused. Past the grace period, exit anyway.
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  // A keep-alive connection whose request was in flight at the signal goes idle only once that
  // request ends; `close()` swept idle ones just once, so sweep until the server has closed.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 100).unref();
  try {
    // Requests end, then the workers, Redis and the database (plugins/services.ts).
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(timer);
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await prepareDatabase(db, readiness, app.log, stopPreparing.signal, () =>
  app.services.chat.assistant.get(),
);
if (!stopping) {
  app.log.info(`Site ready at ${config.publicUrl} (database: ${db.kind})`);
  const tokenFile = config.adminTokenFile;
  if (tokenFile?.created) {
    app.log.warn(
      `Admin token created in ${tokenFile.path} (read it there again later): ${tokenFile.created}`,
    );
  } else if (tokenFile) {
    app.log.info(`Admin token(s) read from ${tokenFile.path}`);
  }
  if (config.generatedAdminToken) {
    app.log.warn(
      `No ADMIN_TOKEN configured; this run's admin token is ${config.generatedAdminToken}`,
    );
  }
}
