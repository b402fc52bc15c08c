// The entry of a PDF worker process (compiled to dist/pdfWorker.mjs for production; pdfWorker.mjs
// beside this file loads it in development and tests).
import { getResolvedPDFJS } from 'unpdf';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as tasks from './pdfTasks.ts';

// pdf-lib reports every damaged object it skips on the console; a malformed upload is answered
// with a message to the visitor, not a line in the server's log per object.
console.warn = () => undefined;
// pdf.js is loaded on first use; loading it here makes the worker ready before its first task, so
// that task's deadline measures the file, not the compile of pdf.js.
await getResolvedPDFJS();

let bounded = false;

/**
 * Caps this process's address space at what it has reserved now plus `budgetMb`: the V8 heap, the
 * array buffers pdf.js and pdf-lib inflate into (outside the heap, so a heap limit does not hold
 * them), everything. Set once Node and pdf.js are loaded, so their reservations (V8's code range
 * alone is 512 MB, nearly all of it never touched) are not charged to the file. Past the cap an
 * allocation fails: a RangeError the tasks report, or the end of this process.
 */
function boundMemory(budgetMb: number) {
  // RLIMIT_AS is a Linux (and util-linux prlimit) matter; elsewhere the pool warns at start. Set
  // at the process's first task, and kept for the files after it.
  if (bounded || process.platform !== 'linux') return;
  const reserved = Number(
    /^VmSize:\s+(\d+) kB/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1],
  );
  const limit = reserved * 1024 + budgetMb * 1024 * 1024;
  execFileSync('prlimit', [`--pid=${process.pid}`, `--as=${limit}:${limit}`]);
  bounded = true;
}

interface Bounded {
  memoryMb: number;
}

function start(task: Bounded) {
  boundMemory(task.memoryMb);
  // The pool starts the file's deadline on this (see pdfPool.ts).
  process.send?.('started');
}

export const pdfText = (task: Bounded & Parameters<typeof tasks.pdfText>[0]) =>
  tasks.pdfText(task, () => start(task));

export const resume = (task: Bounded & Parameters<typeof tasks.resume>[0]) =>
  tasks.resume(task, () => start(task));
