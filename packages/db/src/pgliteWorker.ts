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
import pg from 'pg';
import type { WorkerReply, WorkerRequest } from './pgliteProxy.ts';
import { statementNames } from './statements.ts';

const port = parentPort!;
const pglite = new PGlite((workerData as { dataDir: string }).dataDir, {
  extensions: PGLITE_EXTENSIONS,
  // Postgres's 128 MB of shared buffers are touched at start, and WebAssembly memory, once
  // resident, is never given back. The data folder's files stay in the OS page cache, so a smaller
  // buffer pool costs a copy, not a disk read.
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
});
const adapter: Promise<SqlDriverAdapter> = new PrismaPGlite(pglite).connect();
const transactions = new Map<number, Transaction>();

const statementName = statementNames();
/** Statements prepared in the session (or being prepared), by name. */
const prepared = new Map<string, Promise<unknown>>();

/** A statement's value as an SQL literal, for EXECUTE, which takes no bound parameters. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number' || typeof value === 'bigint') return `'${value}'`;
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value !== 'string') throw new TypeError(`no SQL literal for a ${typeof value}`);
  // The statement's text would end at a NUL; Postgres refuses one in a bound value with this code.
  if (value.includes('\0'))
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
  // PGlite sizes a statement's text for lone surrogates otherwise than it encodes them, and cuts
  // the text short; they are stored as U+FFFD, as a bound value's are, either way.
  return pg.escapeLiteral(value.replace(/\p{Surrogate}/gu, '\uFFFD'));
}

/**
 * `Database.query` here: each statement is prepared once in PGlite's one session and then only
 * executed: parsing and planning the chat's statement was half of its time in PGlite (0.72 ms
 * a message unprepared, 0.36 prepared), and this thread is what the embedded chat waits on.
 */
async function query(text: string, values: unknown[]): Promise<unknown[]> {
  const name = statementName({ sql: text });
  if (!name) return (await pglite.query(text, values)).rows;
  let preparing = prepared.get(name);
  if (!preparing) {
    preparing = pglite.exec(`PREPARE "${name}" AS ${text}`);
    prepared.set(name, preparing);
    // A statement that does not prepare fails as it would have run, and is tried afresh next time.
    preparing.catch(() => prepared.delete(name));
  }
  await preparing;
  const args = values.length ? `(${values.map(literal).join(', ')})` : '';
  const [result] = await pglite.exec(`EXECUTE "${name}"${args}`);
  return result?.rows ?? [];
}

async function handle(request: WorkerRequest): Promise<unknown> {
  const queryable = request.tx === undefined ? await adapter : transactions.get(request.tx);
  if (!queryable) throw new Error(`transaction ${request.tx} is not open`);
  switch (request.op) {
    case 'query':
      return query(request.text, request.values);
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
            : { message: error.message, name: error.name, code: (error as { code?: string }).code },
      } satisfies WorkerReply),
  );
});
