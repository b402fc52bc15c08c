/**
 * At most `slots` uploads are read into memory at once; the others wait unread, so TCP backpressure
 * holds their bytes at the client instead of in this process. This bounds memory under a burst of
 * large uploads to about `slots` files, whatever the number of clients.
 */
export function createGate(slots: number) {
  let free = slots;
  const waiting: (() => void)[] = [];
  return async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (free > 0) free--;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}
