// The embedded database's own thread: it owns the PGlite and pglite-prisma-adapter, and answers the
// requests the proxy (pgliteProxy.ts) posts from the server's thread, so queries run on the second
// core while the server's thread does HTTP. Every answer carries the request's id; a transaction
// is held here under its id until the proxy commits or rolls it back, and PGlite runs one
// statement or transaction at a time, as it does in-thread.
import { PGlite } from '@electric-sql/pglite';
import type { SqlDriverAdapter, Transaction } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PGLITE_EXTENSIONS } from './extensions.ts';
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReply, WorkerRequest } from './pgliteProxy.ts';

const port = parentPort!;
const pglite = new PGlite((workerData as { dataDir: string }).dataDir, {
  extensions: PGLITE_EXTENSIONS,
});
const adapter: Promise<SqlDriverAdapter> = new PrismaPGlite(pglite).connect();
const transactions = new Map<number, Transaction>();

async function handle(request: WorkerRequest): Promise<unknown> {
  const queryable = request.tx === undefined ? await adapter : transactions.get(request.tx);
  if (!queryable) throw new Error(`transaction ${request.tx} is not open`);
  switch (request.op) {
    case 'queryRaw':
      return queryable.queryRaw(request.query);
    case 'executeRaw':
      return queryable.executeRaw(request.query);
    case 'executeScript':
      // The adapter does not await a script (a failing migration would pass): PGlite's own exec does.
      await pglite.exec(request.script);
      return undefined;
    case 'begin': {
      const tx = await (await adapter).startTransaction(request.isolationLevel);
      // Held under the id of the request that began it; the proxy names it in what follows.
      transactions.set(request.id, tx);
      return { tx: request.id, options: tx.options };
    }
    case 'commit':
    case 'rollback': {
      const tx = queryable as Transaction;
      transactions.delete(request.tx!);
      return request.op === 'commit' ? tx.commit() : tx.rollback();
    }
    case 'listen':
      // Posted before the notifying statement's answer, so the listener runs before it settles.
      await pglite.listen(request.channel, () =>
        port.postMessage({ notify: request.channel } satisfies WorkerReply),
      );
      return undefined;
    case 'close':
      await pglite.close();
      return undefined;
  }
}

port.on('message', (request: WorkerRequest) => {
  handle(request).then(
    (value) => port.postMessage({ id: request.id, value } satisfies WorkerReply),
    (error: Error & { cause?: unknown }) =>
      port.postMessage({
        id: request.id,
        error:
          error.name === 'DriverAdapterError'
            ? { driverError: error.cause }
            : { message: error.message, name: error.name },
      } satisfies WorkerReply),
  );
});
