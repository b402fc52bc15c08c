import { z } from 'zod';
import {
  CaseStudyCreate,
  CaseStudyUpdate,
  caseStudyRevisions,
  createCaseStudy,
  RevisionRestore,
  restoreCaseStudy,
  updateCaseStudy,
} from '../../services/admin/caseStudies.ts';
import {
  ConversationId,
  conversationDetail,
  conversationMessages,
  ConversationListQuery,
  listConversations,
} from '../../services/admin/conversations.ts';
import { listResumes, ResumeListQuery } from '../../services/admin/files.ts';
import {
  deleteLead,
  exportLead,
  LeadDeletion,
  LeadId,
  leadDetail,
  listDeliveries,
  listLeads,
  resendDelivery,
  updateLead,
} from '../../services/admin/leads.ts';
import { DeliveryListQuery, LeadListQuery, LeadUpdate } from '@agency/schema';
import { adminProcedure, router } from '../trpc.ts';

const CaseStudyId = z.object({ id: z.string().trim().min(1).max(120) });

/** The admin's tRPC twins of the REST paths in routes/admin.ts: the same domain functions, the same data. */
export const adminRouter = router({
  /** Who the token belongs to: a cheap check that a token is valid. */
  whoami: adminProcedure.query(({ ctx }) => ({ label: ctx.actor })),

  conversations: router({
    list: adminProcedure
      .input(ConversationListQuery)
      .query(({ ctx, input }) => listConversations(ctx.prisma, input)),
    messages: adminProcedure
      .input(ConversationId)
      .query(({ ctx, input }) => conversationMessages(ctx.prisma, input.id)),
    detail: adminProcedure
      .input(ConversationId)
      .query(({ ctx, input }) => conversationDetail(ctx.prisma, input.id)),
  }),

  resumes: router({
    list: adminProcedure
      .input(ResumeListQuery)
      .query(({ ctx, input }) => listResumes(ctx.prisma, input)),
  }),

  leads: router({
    list: adminProcedure
      .input(LeadListQuery)
      .query(({ ctx, input }) => listLeads(ctx.prisma, input)),
    detail: adminProcedure
      .input(LeadId)
      .query(({ ctx, input }) => leadDetail(ctx.prisma, input.id)),
    update: adminProcedure
      .input(LeadId.extend({ changes: LeadUpdate }))
      .mutation(({ ctx, input }) => updateLead(ctx.prisma, input.id, input.changes, ctx.actor)),
    /** A mutation, not a query: each export is audited. */
    export: adminProcedure
      .input(LeadId)
      .mutation(({ ctx, input }) => exportLead(ctx.prisma, input.id, ctx.actor)),
    delete: adminProcedure
      .input(LeadId.extend(LeadDeletion.shape))
      .mutation(({ ctx, input }) => deleteLead(ctx.prisma, input.id, input, ctx.actor)),
  }),

  deliveries: router({
    list: adminProcedure
      .input(DeliveryListQuery)
      .query(({ ctx, input }) => listDeliveries(ctx.prisma, input)),
    resend: adminProcedure
      .input(LeadId)
      .mutation(({ ctx, input }) => resendDelivery(ctx.prisma, input.id)),
  }),

  caseStudies: router({
    create: adminProcedure.input(CaseStudyCreate).mutation(async ({ ctx, input }) => {
      return createCaseStudy(ctx.prisma, input, ctx.actor);
    }),
    update: adminProcedure
      .input(CaseStudyId.extend({ updates: CaseStudyUpdate }))
      .mutation(async ({ ctx, input }) => {
        return updateCaseStudy(ctx.prisma, input.id, input.updates, ctx.actor);
      }),
    revisions: adminProcedure
      .input(CaseStudyId)
      .query(({ ctx, input }) => caseStudyRevisions(ctx.prisma, input.id)),
    restore: adminProcedure
      .input(CaseStudyId.extend(RevisionRestore.shape))
      .mutation(async ({ ctx, input }) => {
        return restoreCaseStudy(ctx.prisma, input.id, input.revisionId, ctx.actor);
      }),
  }),
});
