// Run by bench:hostile as its own process: checks GET /api/health every 20 ms and reports the
// latencies when told to stop. Apart from the process sending the uploads, so its busy event loop
// does not add to what the server is charged with.
const url = process.argv[2]!;
const latencies: number[] = [];
let running = true;

process.on('message', (message: unknown) => {
  if (message === 'stop') running = false;
});

while (running) {
  const started = performance.now();
  const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(60_000) });
  await res.arrayBuffer();
  latencies.push(performance.now() - started);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
process.send!(latencies, () => process.exit(0));

export {};
