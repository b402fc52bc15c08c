// The outbox's deliveries as the admin lists them, and what it resends.
import { z } from 'zod';
import { listFilter } from './fields.ts';
import { OUTBOX_EVENT_TYPES } from './outbox.ts';

export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export const DELIVERY_CHANNELS = ['email', 'webhook'] as const;

export const DeliveryListQuery = z.object({
  status: listFilter(
    z.enum(DELIVERY_STATUSES, { error: `Status must be one of ${DELIVERY_STATUSES.join(', ')}` }),
  ),
  channel: listFilter(
    z.enum(DELIVERY_CHANNELS, { error: `Channel must be one of ${DELIVERY_CHANNELS.join(', ')}` }),
  ),
  /** The event's type: one the outbox writes. */
  type: listFilter(
    z.enum(OUTBOX_EVENT_TYPES, {
      error: `Event type must be one of ${OUTBOX_EVENT_TYPES.join(', ')}`,
    }),
  ),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type DeliveryListQuery = z.input<typeof DeliveryListQuery>;
