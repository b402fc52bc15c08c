// PDF work (opening, text extraction, resume layout) runs in worker threads: a hostile file can
// cost seconds of CPU and gigabytes, and on the event loop that stopped every other request. Each
// worker has a memory ceiling; a task past its deadline, or whose client left, is stopped by
// terminating its worker (Piscina does this on abort), and a fresh one takes its place.
import { Piscina } from 'piscina';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import type { PdfLimits } from '../../env.ts';
import { DomainError } from '../../errors.ts';
import type { Logger } from '../logger.ts';
import { MESSAGES as RESUME_MESSAGES, type ParsedResume } from '../resumes/parse.ts';
import type { ResumeResult, TextResult } from './pdfTasks.ts';

const WORKER = fileURLToPath(new URL('./pdfWorker.mjs', import.meta.url));

export const PDF_MESSAGES = {
  tooSlow:
    'That PDF took too long to read. Could you export it again (fewer pages or smaller images) and try once more?',
  tooComplex:
    'That PDF is too complex to read here. Could you export it again (fewer pages or smaller images) and try once more?',
  inflated:
    "That PDF holds far more data than its size suggests, so we couldn't read it. Could you export it again and try once more?",
} as const;

export interface PdfPool {
  text(bytes: Uint8Array, signal: AbortSignal, unreadable: string): Promise<TextResultOk>;
  resume(
    input: { bytes: Uint8Array } | { text: string },
    signal: AbortSignal,
    now?: Date,
  ): Promise<ParsedResume>;
  close(): Promise<void>;
}

export type TextResultOk = Extract<TextResult, { ok: true }>;

export function createPdfPool(limits: PdfLimits, log: Logger): PdfPool {
  const pool = new Piscina({
    filename: WORKER,
    // The worker registers its own TypeScript loader; flags the server was started with (tsx's,
    // a profiler's) are not all valid in a worker.
    execArgv: [],
    minThreads: 0,
    maxThreads: limits.workers,
    // Idle workers go, so a quiet server does not keep pdf.js's memory.
    idleTimeout: 30_000,
    resourceLimits: {
      maxOldGenerationSizeMb: limits.memoryMb,
      maxYoungGenerationSizeMb: Math.max(16, Math.round(limits.memoryMb / 8)),
    },
  });

  // A worker that fails outside a task (say, while starting) is replaced by the pool; without a
  // listener the 'error' event would end the whole server.
  pool.on('error', (error: unknown) => log.error({ err: error }, 'PDF worker failed'));

  /**
   * The deadline starts when the worker starts the task (it says so on `started`), so time spent
   * queued behind other uploads or while a fresh worker loads pdf.js is not counted against a file.
   */
  async function run<R>(name: string, task: object, signal: AbortSignal): Promise<R> {
    const { port1: started, port2: startedInWorker } = new MessageChannel();
    const deadline = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    started.once('message', () => {
      timer = setTimeout(() => deadline.abort(), limits.deadlineMs);
    });
    try {
      return (await pool.run(
        { ...task, started: startedInWorker },
        {
          name,
          signal: AbortSignal.any([signal, deadline.signal]),
          transferList: [startedInWorker],
        },
      )) as R;
    } catch (error) {
      // The caller's own reason (the client left, the upload's deadline) is theirs to report.
      if (signal.aborted) throw signal.reason;
      if (deadline.signal.aborted) throw new DomainError('UNPROCESSABLE', PDF_MESSAGES.tooSlow);
      if ((error as { code?: string }).code !== 'ERR_WORKER_OUT_OF_MEMORY')
        log.error({ err: error }, 'PDF task failed');
      // Out of memory, or a file that breaks a library in a way it does not report: either way
      // the file is what failed, and the visitor can do something about it.
      throw new DomainError('UNPROCESSABLE', PDF_MESSAGES.tooComplex);
    } finally {
      clearTimeout(timer);
      started.close();
    }
  }

  const refuse = (result: Extract<TextResult | ResumeResult, { ok: false }>, fallback: string) =>
    new DomainError(
      result.reason === 'inflated' ? 'UNPROCESSABLE' : 'BAD_REQUEST',
      result.reason === 'inflated' ? PDF_MESSAGES.inflated : (result.message ?? fallback),
    );

  return {
    async text(bytes, signal, unreadable) {
      const result = await run<TextResult>('pdfText', { bytes }, signal);
      if (!result.ok) throw refuse(result, unreadable);
      return result;
    },
    async resume(input, signal, now = new Date()) {
      const result = await run<ResumeResult>('resume', { ...input, now: now.getTime() }, signal);
      if (!result.ok) throw refuse(result, RESUME_MESSAGES.corrupt);
      return result.resume;
    },
    close: () => pool.destroy(),
  };
}
