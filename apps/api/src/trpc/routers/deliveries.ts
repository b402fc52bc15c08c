import { DeliveryListQuery, IdParams } from '@agency/schema';
import {
  listDeliveries,
  resendDelivery,
  staffEmailHealth,
} from '../../services/outbox/deliveries.ts';
import { adminProcedure, router } from '../trpc.ts';

/** The tRPC twins of routes/adminDeliveries.ts. */
export const deliveriesRouter = router({
  list: adminProcedure
    .input(DeliveryListQuery)
    .query(({ ctx, input }) => listDeliveries(ctx.prisma, input)),
  resend: adminProcedure
    .input(IdParams)
    .mutation(({ ctx, input }) =>
      resendDelivery(ctx.prisma, ctx.services.outbox, input.id, ctx.actor.name),
    ),
  health: adminProcedure.query(({ ctx }) =>
    staffEmailHealth(ctx.prisma, ctx.config.notify.emailAlertAfter),
  ),
});
