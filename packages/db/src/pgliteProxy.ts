// The embedded database off the server's thread: a Prisma driver adapter whose every call is posted
// to a worker thread owning PGlite (pgliteWorker.ts). On the server's only thread PGlite's queries
// stopped HTTP work (p99 188 ms at 50 concurrent chats, client timeouts in the soak); in the worker
// the two use both cores. Answers are matched to requests by id; a transaction is a handle the
// worker holds until commit or rollback, so its statements stay on the one connection.
import {
  DriverAdapterError,
  type IsolationLevel,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlQuery,
  type SqlResultSet,
  type Transaction,
  type TransactionOptions,
} from '@prisma/driver-adapter-utils';
import { PGLITE_EXTENSIONS } from './extensions.ts';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

const WORKER = fileURLToPath(new URL('./pgliteWorker.mjs', import.meta.url));

export type WorkerRequest = { id: number; tx?: number } & (
  | { op: 'query'; text: string; values: unknown[] }
  | { op: 'queryRaw' | 'executeRaw'; query: SqlQuery }
  | { op: 'executeScript'; script: string }
  | { op: 'begin'; isolationLevel?: IsolationLevel }
  | { op: 'commit' | 'rollback' | 'close' }
  | { op: 'listen'; channel: string }
);
type Body<R> = R extends unknown ? Omit<R, 'id' | 'tx'> : never;

export type WorkerReply =
  | { id: number; value: unknown }
  | {
      id: number;
      error: { driverError: unknown } | { message: string; name: string; code?: string };
    }
  | { notify: string };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

export class PGliteWorkerProxy {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private nextId = 1;
  private failure: Error | undefined;
  private closed: Promise<void> | undefined;

  constructor(dataDir: string) {
    // The worker registers its own TypeScript loader; the server's flags (tsx's, a profiler's) are
    // not all valid in a worker.
    this.worker = new Worker(WORKER, {
      workerData: { dataDir },
      execArgv: [],
      // A young generation as small as the server thread's (decisions/012-lean-instance.md).
      resourceLimits: { maxYoungGenerationSizeMb: 12 },
    });
    this.worker.unref();
    this.worker.on('message', (reply: WorkerReply) => this.receive(reply));
    const fail = (error: Error) => {
      this.failure = error;
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the database worker exited (${code})`)));
  }

  private receive(reply: WorkerReply) {
    if ('notify' in reply) {
      for (const listener of this.listeners.get(reply.notify) ?? []) listener();
      return;
    }
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (!this.pending.size) this.worker.unref();
    if (!('error' in reply)) return pending.resolve(reply.value);
    const { error } = reply;
    if ('driverError' in error)
      return pending.reject(
        new DriverAdapterError(
          error.driverError as ConstructorParameters<typeof DriverAdapterError>[0],
        ),
      );
    pending.reject(
      Object.assign(new Error(error.message), {
        name: error.name,
        ...(error.code ? { code: error.code } : {}),
      }),
    );
  }

  call<T>(request: Body<WorkerRequest>, tx?: number): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    // Like a database in this thread, an idle one does not keep the process alive; one answering does.
    if (!this.pending.size) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id, ...(tx === undefined ? {} : { tx }) });
    });
  }

  /** `Database.query`: a statement prepared once in the worker's session, then only executed. */
  query<Row>(text: string, values: unknown[]): Promise<Row[]> {
    return this.call<Row[]>({ op: 'query', text, values });
  }

  /** Calls `listener` on each NOTIFY on `channel`, before the notifying statement's answer. */
  async listen(channel: string, listener: () => void) {
    let set = this.listeners.get(channel);
    if (!set) {
      this.listeners.set(channel, (set = new Set()));
      await this.call({ op: 'listen', channel });
    }
    set.add(listener);
  }

  /** Closes PGlite and ends the worker; closing again (as PGlite allows) returns the same promise. */
  close(): Promise<void> {
    this.closed ??= (async () => {
      if (!this.failure) await this.call({ op: 'close' });
      this.worker.removeAllListeners('exit');
      await this.worker.terminate();
      this.failure = new Error('the database is closed');
    })();
    return this.closed;
  }
}

const ADAPTER_NAME = '@agency/pglite-worker';

class Queryable {
  readonly provider = 'postgres';
  readonly adapterName = ADAPTER_NAME;
  constructor(
    protected readonly proxy: PGliteWorkerProxy,
    protected readonly tx?: number,
  ) {}
  queryRaw(query: SqlQuery) {
    return this.proxy.call<SqlResultSet>({ op: 'queryRaw', query }, this.tx);
  }
  executeRaw(query: SqlQuery) {
    return this.proxy.call<number>({ op: 'executeRaw', query }, this.tx);
  }
}

class WorkerTransaction extends Queryable implements Transaction {
  constructor(
    proxy: PGliteWorkerProxy,
    tx: number,
    readonly options: TransactionOptions,
  ) {
    super(proxy, tx);
  }
  commit() {
    return this.proxy.call<void>({ op: 'commit' }, this.tx);
  }
  rollback() {
    return this.proxy.call<void>({ op: 'rollback' }, this.tx);
  }
}

class WorkerAdapter extends Queryable implements SqlDriverAdapter {
  executeScript(script: string) {
    return this.proxy.call<void>({ op: 'executeScript', script });
  }
  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    const { tx, options } = await this.proxy.call<{ tx: number; options: TransactionOptions }>({
      op: 'begin',
      isolationLevel,
    });
    return new WorkerTransaction(this.proxy, tx, options);
  }
  getConnectionInfo() {
    return { supportsRelationJoins: true };
  }
  async dispose() {}
}

/** Prisma's adapter factory over the worker; a shadow database (migration diffs) stays in-thread. */
export function workerAdapterFactory(
  proxy: PGliteWorkerProxy,
): SqlMigrationAwareDriverAdapterFactory {
  return {
    provider: 'postgres',
    adapterName: ADAPTER_NAME,
    connect: async () => new WorkerAdapter(proxy),
    // Only a migration diff needs a shadow database; PGlite loads then, not with every server.
    connectToShadowDb: async () => {
      const [{ PGlite }, { PrismaPGlite }] = await Promise.all([
        import('@electric-sql/pglite'),
        import('pglite-prisma-adapter'),
      ]);
      return new PrismaPGlite(new PGlite({ extensions: PGLITE_EXTENSIONS })).connect();
    },
  };
}
