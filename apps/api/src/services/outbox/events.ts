// Writing events: always inside the transaction (or statement) of the fact they report, so an event
// exists exactly when its fact does. The worker (worker.ts) delivers them.
import { randomUUID } from 'node:crypto';
import type { Prisma, PrismaClient } from '@agency/db';
import { OUTBOX_EVENT_TYPES, type OutboxEventData, type OutboxEventType } from '@agency/schema';
import type { NotifyConfig } from '../../env.ts';
import { EMAILED_EVENTS } from './email.ts';

/** An event to write; its `data` is the type's payload as @agency/schema's outbox.ts defines it. */
export type NewEvent = {
  [T in OutboxEventType]: { type: T; data: OutboxEventData<T>; leadId?: string | null };
}[OutboxEventType];

/**
 * The event types someone would receive: every type with a webhook, the emailed ones with email
 * only, none with neither. An event no target takes is not written: with nothing configured,
 * every chat message used to leave an event row that was dispatched to no one and kept.
 */
export function wantedEvents(notify: NotifyConfig): ReadonlySet<OutboxEventType> {
  if (notify.webhook) return new Set(OUTBOX_EVENT_TYPES);
  if (notify.email) return new Set(OUTBOX_EVENT_TYPES.filter((type) => EMAILED_EVENTS.has(type)));
  return new Set();
}

const wantedBy = new WeakMap<PrismaClient, ReadonlySet<OutboxEventType>>();

/** Set once by the app for its database; a database never set (a script) takes every event. */
export function setWantedEvents(prisma: PrismaClient, wanted: ReadonlySet<OutboxEventType>) {
  wantedBy.set(prisma, wanted);
}

export const wantsEvent = (prisma: PrismaClient, type: OutboxEventType) =>
  wantedBy.get(prisma)?.has(type) ?? true;

/** `prisma`: the client whose transaction `tx` is, which says what events are wanted. */
export async function addEvents(
  prisma: PrismaClient,
  tx: Prisma.TransactionClient,
  all: NewEvent[],
) {
  const events = all.filter((event) => wantsEvent(prisma, event.type));
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
