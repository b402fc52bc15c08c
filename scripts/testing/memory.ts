// Resident memory of a process and every process it started (the PDF workers are processes of
// their own): what the tests and bench:hostile hold the server to. Linux only (/proc).
import { readdirSync, readFileSync } from 'node:fs';

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return []; // it ended while we looked
  }
}

function rss(pid: number): number {
  try {
    return (
      Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) *
      1024
    );
  } catch {
    return 0;
  }
}

/** Bytes resident in `pid` and its descendants now. */
export function treeRss(pid: number): number {
  let total = 0;
  const pending = [pid];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    total += rss(next);
    pending.push(...children(next));
  }
  return total;
}

/** Samples `treeRss(pid)` every `everyMs` until stopped; `peak()` is the highest seen. */
export function rssSampler(pid: number, everyMs = 10) {
  let peak = treeRss(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid))), everyMs);
  return {
    peak: () => peak,
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
