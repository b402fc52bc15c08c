// Loaded into the benchmarked server with `--import`: measures its event loop from the inside and
// answers the benchmark over the IPC channel. Never part of the app.
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
// Garbage collection pauses the loop too: the longest one tells a GC stall from slow code.
let longestGcMs = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longestGcMs = Math.max(longestGcMs, entry.duration);
}).observe({ entryTypes: ['gc'] });

process.on('message', (message: unknown) => {
  if (message === 'event-loop:reset') {
    histogram.reset();
    longestGcMs = 0;
    process.send?.({ reset: true });
  } else if (message === 'event-loop:read') {
    process.send?.({
      maxMs: histogram.max / 1e6,
      p99Ms: histogram.percentile(99) / 1e6,
      meanMs: histogram.mean / 1e6,
      longestGcMs,
    });
  }
});
// The IPC channel must not keep the server alive once it is asked to stop.
process.channel?.unref();
