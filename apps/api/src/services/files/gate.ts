import { DomainError } from '../../errors.ts';

export interface UploadGateLimits {
  /** Uploads read into memory at once, across all clients: bounds memory to about this many files. */
  slots: number;
  /** Of those, at most this many for one IP, so one client cannot hold every slot. */
  slotsPerIp: number;
  /** How long a request may wait for a slot before it is told to come back. */
  queueMs: number;
  /** Requests waiting at once; past this a new one is turned away at once. */
  maxQueued: number;
}

interface Waiter {
  ip: string;
  grant(): void;
}

export interface UploadGate {
  /**
   * Resolves with the function that frees the slot. A request waits unread meanwhile, so TCP
   * backpressure holds its bytes at the client. If `signal` aborts while it waits (the client left),
   * it leaves the queue at once and the promise rejects with the signal's reason.
   */
  acquire(ip: string, signal: AbortSignal): Promise<() => void>;
  /** Slots in use and requests waiting, for tests and diagnostics. */
  state(): { busy: number; queued: number };
}

export function createUploadGate(limits: UploadGateLimits): UploadGate {
  let busy = 0;
  const perIp = new Map<string, number>();
  const queue: Waiter[] = [];

  const hasRoom = (ip: string) => busy < limits.slots && (perIp.get(ip) ?? 0) < limits.slotsPerIp;

  function take(ip: string): () => void {
    busy++;
    perIp.set(ip, (perIp.get(ip) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      busy--;
      const left = perIp.get(ip)! - 1;
      if (left === 0) perIp.delete(ip);
      else perIp.set(ip, left);
      // The first waiter that fits goes next: one IP at its own limit does not hold up the others.
      const index = queue.findIndex((waiter) => hasRoom(waiter.ip));
      if (index >= 0) queue.splice(index, 1)[0]!.grant();
    };
  }

  return {
    acquire(ip, signal) {
      if (signal.aborted) return Promise.reject(signal.reason);
      if (hasRoom(ip)) return Promise.resolve(take(ip));
      if (queue.length >= limits.maxQueued) return Promise.reject(busyError(limits.queueMs));
      return new Promise((resolve, reject) => {
        const leave = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
        };
        const onAbort = () => {
          leave();
          reject(signal.reason);
        };
        const timer = setTimeout(() => {
          leave();
          reject(busyError(limits.queueMs));
        }, limits.queueMs);
        const waiter: Waiter = {
          ip,
          grant() {
            leave();
            resolve(take(ip));
          },
        };
        signal.addEventListener('abort', onAbort, { once: true });
        queue.push(waiter);
      });
    },
    state: () => ({ busy, queued: queue.length }),
  };
}

function busyError(queueMs: number) {
  return new DomainError(
    'UNAVAILABLE',
    'We are receiving a lot of files right now. Please try again in a moment.',
    { retryAfterSeconds: Math.max(1, Math.ceil(queueMs / 2000)) },
  );
}
