import { IdParams, LeadReplyInput, ReplyTemplateInput } from '@agency/schema';
import {
  createReplyTemplate,
  deleteReplyTemplate,
  listReplyTemplates,
  sendLeadReply,
  updateReplyTemplate,
} from '../../services/admin/replies.ts';
import { adminProcedure, router } from '../trpc.ts';

/** The tRPC twins of routes/adminReplies.ts. */
export const repliesRouter = router({
  templates: adminProcedure.query(({ ctx }) => listReplyTemplates(ctx.prisma)),
  createTemplate: adminProcedure
    .input(ReplyTemplateInput)
    .mutation(({ ctx, input }) => createReplyTemplate(ctx.prisma, input, ctx.actor.name)),
  updateTemplate: adminProcedure
    .input(IdParams.extend({ template: ReplyTemplateInput }))
    .mutation(({ ctx, input }) =>
      updateReplyTemplate(ctx.prisma, input.id, input.template, ctx.actor.name),
    ),
  deleteTemplate: adminProcedure
    .input(IdParams)
    .mutation(({ ctx, input }) => deleteReplyTemplate(ctx.prisma, input.id)),
  send: adminProcedure.input(IdParams.extend(LeadReplyInput.shape)).mutation(({ ctx, input }) =>
    sendLeadReply(ctx.prisma, ctx.services.outbox, input.id, input, ctx.actor, {
      notify: ctx.config.notify,
      signature: ctx.config.replySignature,
    }),
  ),
});
