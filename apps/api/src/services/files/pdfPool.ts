// PDF work (opening, text extraction, resume layout) runs in worker processes: a hostile file can
// cost seconds of CPU and gigabytes, and on the event loop that stopped every other request. A
// worker process's whole memory is bounded (pdfWorker.ts): a thread's limits
// bound only its V8 heap, while pdf.js and pdf-lib inflate into buffers outside it, so a 1 MB file
// grew a worker thread by gigabytes. A task past its deadline, or whose client left, is stopped by
// ending its process; the process gets no environment, so a file that broke a parser would find
// no secret there either.
import Tinypool from 'tinypool';
import { fileURLToPath } from 'node:url';
import type { PdfLimits } from '../../env.ts';
import { DomainError } from '../../errors.ts';
import type { Logger } from '../logger.ts';
import { MESSAGES as RESUME_MESSAGES, type ParsedResume } from '../resumes/parse.ts';
import type { Refusal, ResumeResult, TextResult } from './pdfTasks.ts';

const WORKER = fileURLToPath(new URL('./pdfWorker.mjs', import.meta.url));

export const PDF_MESSAGES = {
  tooSlow:
    'That PDF took too long to read. Could you export it again (fewer pages or smaller images) and try once more?',
  tooComplex:
    'That PDF is too complex to read here. Could you export it again (fewer pages or smaller images) and try once more?',
  inflated:
    "That PDF holds far more data than its size suggests, so we couldn't read it. Could you export it again and try once more?",
  unmeasurable:
    "That PDF is compressed or protected in a way we can't check safely, so we couldn't read it. Could you export it again without a password (Save as PDF or Print to PDF) and try once more?",
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
  const pool = new Tinypool({
    filename: WORKER,
    runtime: 'child_process',
    minThreads: 0,
    maxThreads: limits.workers,
    // Idle processes go, so a quiet server does not keep pdf.js's memory. A process is kept for
    // the next file rather than started for each (half a second, more in development); one that
    // ran out of its memory, or was stopped at a deadline, is replaced.
    idleTimeout: 30_000,
    // Flags the server was started with (tsx's, a profiler's) are not the worker's; the heap limit
    // keeps V8 collecting well inside the process's memory bound.
    execArgv: [`--max-old-space-size=${limits.memoryMb}`],
    // Only what glibc needs to stay inside the bound (one allocator arena per thread would reserve
    // 64 MB of address space each); no DATABASE_URL, no token, no secret.
    env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' },
    // Files travel as bytes (structured clone), not as JSON arrays of numbers.
    serialization: 'advanced',
  });
  if (process.platform !== 'linux')
    log.warn(
      { platform: process.platform },
      "PDF workers' memory is bounded on Linux only (RLIMIT_AS); here only their heap is",
    );

  /**
   * The deadline starts when the worker starts the task (it says so with a 'started' message), so
   * time spent queued behind other uploads or while a fresh process loads pdf.js is not counted
   * against a file.
   */
  async function run<R>(name: string, task: object, signal: AbortSignal): Promise<R> {
    const deadline = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    try {
      return (await pool.run(
        { ...task, memoryMb: limits.memoryMb },
        {
          name,
          signal: AbortSignal.any([signal, deadline.signal]),
          channel: {
            postMessage(message: unknown) {
              if (message === 'started' && !timer)
                timer = setTimeout(() => deadline.abort(), limits.deadlineMs);
            },
          },
        },
      )) as R;
    } catch (error) {
      // The caller's own reason (the client left, the upload's deadline) is theirs to report.
      if (signal.aborted) throw signal.reason;
      if (deadline.signal.aborted) throw new DomainError('UNPROCESSABLE', PDF_MESSAGES.tooSlow);
      // A process that ran into its memory bound ends without a word; so does one a file broke in
      // a way the libraries do not report. Either way the file is what failed, and the visitor
      // can do something about it.
      log.warn({ err: error }, 'PDF worker process ended during a task');
      throw new DomainError('UNPROCESSABLE', PDF_MESSAGES.tooComplex);
    } finally {
      clearTimeout(timer);
    }
  }

  const refuse = (result: Refusal, fallback: string) => {
    switch (result.reason) {
      case 'inflated':
      case 'unmeasurable':
        return new DomainError('UNPROCESSABLE', PDF_MESSAGES[result.reason]);
      case 'memory':
        return new DomainError('UNPROCESSABLE', PDF_MESSAGES.tooComplex);
      case 'unreadable':
        return new DomainError('BAD_REQUEST', result.message ?? fallback);
    }
  };

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
