// A job the server runs on a timer (the overdue reminders, the unanswered digest): one run at a
// time, so a slow run is not overlapped by the next tick; its errors are logged, not thrown; and
// stopping waits for the run in progress, so a shutdown does not cut a transaction short.
export function runEvery(
  ms: number,
  run: () => Promise<unknown>,
  onError: (error: unknown) => void,
  { now = false }: { now?: boolean } = {},
): { stop(): Promise<void> } {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = run()
      .catch(onError)
      .finally(() => {
        running = undefined;
      });
  };
  if (now) tick();
  const timer = setInterval(tick, ms);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
