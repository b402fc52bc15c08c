import {
  AnswerCreate,
  AnswerImport,
  AnswerListQuery,
  AnswerUpdate,
  IdParams,
  RevisionRestore,
  UnansweredAttach,
  UnansweredListQuery,
} from '@agency/schema';
import {
  answerDetail,
  answerRevisions,
  createAnswer,
  exportAnswers,
  importAnswers,
  listAnswers,
  restoreAnswer,
  updateAnswer,
} from '../../services/admin/answers.ts';
import {
  answerUnanswered,
  attachUnanswered,
  dismissUnanswered,
  listUnanswered,
  unansweredDetail,
} from '../../services/admin/unanswered.ts';
import { adminProcedure, router } from '../trpc.ts';

/** The tRPC twins of routes/adminAssistant.ts. */
export const assistantRouter = router({
  answers: router({
    list: adminProcedure
      .input(AnswerListQuery)
      .query(({ ctx, input }) => listAnswers(ctx.prisma, input)),
    detail: adminProcedure
      .input(IdParams)
      .query(({ ctx, input }) => answerDetail(ctx.prisma, input.id)),
    create: adminProcedure
      .input(AnswerCreate)
      .mutation(({ ctx, input }) => createAnswer(ctx.prisma, input, ctx.actor.name)),
    update: adminProcedure
      .input(IdParams.extend({ changes: AnswerUpdate }))
      .mutation(({ ctx, input }) =>
        updateAnswer(ctx.prisma, input.id, input.changes, ctx.actor.name),
      ),
    revisions: adminProcedure
      .input(IdParams)
      .query(({ ctx, input }) => answerRevisions(ctx.prisma, input.id)),
    restore: adminProcedure
      .input(IdParams.extend(RevisionRestore.shape))
      .mutation(({ ctx, input }) =>
        restoreAnswer(ctx.prisma, input.id, input.revisionId, ctx.actor.name),
      ),
  }),
  export: adminProcedure.query(({ ctx }) => exportAnswers(ctx.prisma)),
  import: adminProcedure
    .input(AnswerImport)
    .mutation(({ ctx, input }) => importAnswers(ctx.prisma, input, ctx.actor.name)),
  unanswered: router({
    list: adminProcedure
      .input(UnansweredListQuery)
      .query(({ ctx, input }) => listUnanswered(ctx.prisma, input)),
    detail: adminProcedure
      .input(IdParams)
      .query(({ ctx, input }) => unansweredDetail(ctx.prisma, input.id)),
    attach: adminProcedure
      .input(IdParams.extend(UnansweredAttach.shape))
      .mutation(({ ctx, input }) =>
        attachUnanswered(ctx.prisma, input.id, { unitId: input.unitId }, ctx.actor.name),
      ),
    answer: adminProcedure
      .input(IdParams.extend({ answer: AnswerCreate }))
      .mutation(({ ctx, input }) =>
        answerUnanswered(ctx.prisma, input.id, input.answer, ctx.actor.name),
      ),
    dismiss: adminProcedure
      .input(IdParams)
      .mutation(({ ctx, input }) => dismissUnanswered(ctx.prisma, input.id, ctx.actor.name)),
  }),
});
