// The assistant answers in a thread of its own (assistantWorker.ts). Understanding a message and
// composing its reply is most of a chat message's CPU; on the event loop it held every other
// request behind it (bench:load: the server's one thread at 95% of a core while a third of the
// machine stood idle), and building the assistant after a content change stopped the server for
// a fifth of a second.
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DomainError } from '../../errors.ts';
import type { AssistantAnswer, AssistantInput, KnowledgeBase } from './types.ts';

const WORKER = fileURLToPath(new URL('./assistantWorker.mjs', import.meta.url));

export const THREAD_ENDED =
  'Our assistant restarted while answering. Please send your message again in a moment.';

export type ToAssistantThread =
  | { type: 'load'; id: number; kb: KnowledgeBase }
  | { type: 'answer'; id: number; input: AssistantInput };

export type FromAssistantThread =
  | { type: 'done'; id: number; answer?: AssistantAnswer }
  | { type: 'failed'; id: number; error: unknown }
  /** An error the assistant caught, answering with its generic reply instead. */
  | { type: 'caught'; error: unknown; message: unknown }
  /** The thread collected its garbage once quiet: the bytes its heap used before and after. */
  | { type: 'collected'; before: number; after: number };

/** The assistant as the server uses it: its answers come as promises, from wherever it runs. */
export interface HostedAssistant {
  answer(input: AssistantInput): Promise<AssistantAnswer>;
}

/** Where the assistant is built and answers: its own thread, or the event loop. */
export interface AssistantHost {
  /** Builds the assistant from `kb`; what is asked after is answered by it. */
  load(kb: KnowledgeBase): Promise<HostedAssistant>;
  close(): Promise<void>;
}

interface Waiting {
  resolve: (answer: AssistantAnswer | undefined) => void;
  reject: (error: unknown) => void;
}

type OnCaught = (error: unknown, message: unknown) => void;

/** `spawnWorker` starts the thread (a test keeps hold of it, to end it). */
export function startAssistantThread(
  onCaught?: OnCaught,
  // V8 lets an isolate's young generation grow to 48 MB under allocation-heavy work and keeps it
  // resident; 12 MB is what the server's own thread gets (--max-semi-space-size=4 in the image).
  spawnWorker: () => Worker = () =>
    new Worker(WORKER, { execArgv: [], resourceLimits: { maxYoungGenerationSizeMb: 12 } }),
): AssistantHost {
  let worker: Worker | undefined;
  /** What the thread was last loaded with: a thread started after a crash is loaded with it. */
  let loaded: KnowledgeBase | undefined;
  let nextId = 0;
  let closed = false;
  const pending = new Map<number, Waiting>();

  function spawn(): Worker {
    const thread = spawnWorker();
    // Idle, the thread does not keep the process alive; while it owes answers, it does.
    thread.unref();
    thread.on('message', (message: FromAssistantThread) => {
      if (message.type === 'caught') return onCaught?.(message.error, message.message);
      if (message.type === 'collected') return;
      const waiting = pending.get(message.id);
      if (!waiting) return;
      pending.delete(message.id);
      if (pending.size === 0) thread.unref();
      if (message.type === 'done') waiting.resolve(message.answer);
      else waiting.reject(message.error);
    });
    const ended = (cause: unknown) => {
      if (worker !== thread) return;
      worker = undefined;
      const error = Object.assign(
        new DomainError('UNAVAILABLE', THREAD_ENDED, { retryAfterSeconds: 1 }),
        { cause },
      );
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    thread.on('error', ended);
    thread.on('exit', (code) => ended(new Error(`exit code ${code}`)));
    if (loaded)
      thread.postMessage({ type: 'load', id: -1, kb: loaded } satisfies ToAssistantThread);
    return thread;
  }

  function ask(message: ToAssistantThread): Promise<AssistantAnswer | undefined> {
    if (closed) return Promise.reject(new Error('the assistant thread is closed'));
    worker ??= spawn();
    const thread = worker;
    return new Promise((resolve, reject) => {
      // A message that cannot be sent throws here, and rejects with nothing left waiting.
      thread.postMessage(message);
      if (pending.size === 0) thread.ref();
      pending.set(message.id, { resolve, reject });
    });
  }

  // A thread that ended fails what it owed (503, try again); the next message starts a fresh one,
  // loaded with what the last one knew.
  const answer = async (input: AssistantInput) =>
    (await ask({ type: 'answer', id: nextId++, input }))!;

  return {
    async load(kb) {
      await ask({ type: 'load', id: nextId++, kb });
      loaded = kb;
      return { answer };
    },
    async close() {
      closed = true;
      await worker?.terminate();
    },
  };
}

/**
 * The assistant on the event loop, for the embedded database: its own thread does the database's
 * work already, and a third busy thread on a two-core machine slowed the chat (bench:load,
 * embedded, c=50: p99 88-96 ms in process, 102-144 ms in a thread).
 */
export function inProcessAssistant(onCaught?: OnCaught): AssistantHost {
  return {
    async load(kb) {
      // Loaded when first used, so that a server on Postgres never loads it on its event loop.
      const { createAssistant } = await import('./assistant.ts');
      const assistant = createAssistant(kb, { onError: onCaught });
      return { answer: async (input) => assistant.answer(input) };
    },
    async close() {},
  };
}
