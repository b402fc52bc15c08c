// Writing events: always inside the transaction (or statement) of the fact they report, so an event
// exists exactly when its fact does. The worker (worker.ts) delivers them.
import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '@agency/db';
import type { OutboxEventType } from '@agency/schema';

export interface NewEvent {
  type: OutboxEventType;
  data: Record<string, unknown>;
  leadId?: string | null;
}

export async function addEvents(tx: Prisma.TransactionClient, events: NewEvent[]) {
  if (!events.length) return;
  await tx.outboxEvent.createMany({
    data: events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      data: event.data as Prisma.InputJsonObject,
      leadId: event.leadId ?? null,
    })),
  });
}

/**
 * Workers of this process that deliver from this database, woken right after a commit so an event
 * goes out in milliseconds; other instances' workers find it at their next poll. `events`: new
 * events were written; `deliveries`: deliveries were queued again (a resend).
 */
export type OutboxWrite = 'events' | 'deliveries';
const wakers = new WeakMap<PrismaClient, Set<(what: OutboxWrite) => void>>();

export function onOutboxWrite(prisma: PrismaClient, wake: (what: OutboxWrite) => void): () => void {
  let set = wakers.get(prisma);
  if (!set) wakers.set(prisma, (set = new Set()));
  set.add(wake);
  return () => set.delete(wake);
}

/** Call after the transaction that wrote events (or queued deliveries) has committed. */
export function outboxWritten(prisma: PrismaClient, what: OutboxWrite = 'events') {
  for (const wake of wakers.get(prisma) ?? []) wake(what);
}
