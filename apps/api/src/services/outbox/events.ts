// Writing events: always inside the transaction (or statement) of the fact they report, so an event
// exists exactly when its fact does. The worker (worker.ts) delivers them.
import { randomUUID } from 'node:crypto';
import type { Prisma } from '@agency/db';
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

/**
 * The outbox of one app: which event types someone receives, writing them, and waking this
 * process's worker right after a commit so an event goes out in milliseconds (other instances'
 * workers find it at their next poll). Made once by the app (plugins/services.ts) and handed to
 * every service that writes events.
 */
export interface Outbox {
  wants(type: OutboxEventType): boolean;
  /** Writes the wanted ones of `all` in the transaction `tx` of the fact they report. */
  add(tx: Prisma.TransactionClient, all: NewEvent[]): Promise<void>;
  /** Call after the transaction that wrote events (or queued deliveries) has committed. */
  written(what?: OutboxWrite): void;
  /** The worker's: `wake` is called on each `written`; returns how to stop listening. */
  onWrite(wake: (what: OutboxWrite) => void): () => void;
}

/** `events`: new events were written; `deliveries`: deliveries were queued again (a resend). */
export type OutboxWrite = 'events' | 'deliveries';

export function createOutbox(wanted: ReadonlySet<OutboxEventType>): Outbox {
  const wakers = new Set<(what: OutboxWrite) => void>();
  const wants = (type: OutboxEventType) => wanted.has(type);
  return {
    wants,
    async add(tx, all) {
      const events = all.filter((event) => wants(event.type));
      if (!events.length) return;
      await tx.outboxEvent.createMany({
        data: events.map((event) => ({
          id: randomUUID(),
          type: event.type,
          data: event.data as Prisma.InputJsonObject,
          leadId: event.leadId ?? null,
        })),
      });
    },
    written(what = 'events') {
      for (const wake of wakers) wake(what);
    },
    onWrite(wake) {
      wakers.add(wake);
      return () => wakers.delete(wake);
    },
  };
}
