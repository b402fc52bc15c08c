import {
  CandidateUpdate,
  CaseStudyCreate,
  CaseStudyUpdate,
  ConversationListQuery,
  IdParams,
  LeadBulk,
  LeadDeletion,
  LeadListQuery,
  LeadMerge,
  LeadMergeQuery,
  LeadUpdate,
  ReportQuery,
  MarkAllRead,
  SuggestionDecision,
  SuggestionParams,
  ResumeListQuery,
  RevisionRestore,
  RoleCreate,
  RoleUpdate,
  StaffCreate,
  StaffUpdate,
} from '@agency/schema';
import { candidateDetail, rolePipeline, updateCandidate } from '../../services/admin/candidates.ts';
import {
  createRole,
  listAdminRoles,
  roleRevisions,
  updateRole,
} from '../../services/admin/roles.ts';
import {
  caseStudyRevisions,
  createCaseStudy,
  restoreCaseStudy,
  updateCaseStudy,
} from '../../services/admin/caseStudies.ts';
import {
  conversationDetail,
  conversationMessages,
  listConversations,
} from '../../services/admin/conversations.ts';
import { listResumes } from '../../services/admin/files.ts';
import {
  decideSuggestion,
  bulkLeads,
  deleteLead,
  exportLead,
  leadDetail,
  listLeads,
  updateLead,
} from '../../services/admin/leads.ts';
import { mergeLeads, mergePreview } from '../../services/admin/leadMerge.ts';
import { dashboardReport } from '../../services/admin/reports.ts';
import { markAllRead, unreadCounts } from '../../services/admin/reads.ts';
import {
  activeStaff,
  createStaff,
  listStaff,
  revokeStaff,
  updateStaff,
} from '../../services/admin/staff.ts';
import { assistantRouter } from './assistant.ts';
import { deliveriesRouter } from './deliveries.ts';
import { repliesRouter } from './replies.ts';
import { adminProcedure, router } from '../trpc.ts';

/** The admin's tRPC twins of the REST paths in routes/admin.ts: the same domain functions, the same data. */
export const adminRouter = router({
  /** Who the token belongs to: a cheap check that a token is valid. */
  whoami: adminProcedure.query(({ ctx }) => ({ label: ctx.actor.name, role: ctx.actor.role })),

  staff: router({
    list: adminProcedure.query(({ ctx }) => listStaff(ctx.prisma, ctx.actor)),
    active: adminProcedure.query(({ ctx }) => activeStaff(ctx.prisma)),
    create: adminProcedure
      .input(StaffCreate)
      .mutation(({ ctx, input }) => createStaff(ctx.prisma, input, ctx.actor)),
    update: adminProcedure
      .input(IdParams.extend({ changes: StaffUpdate }))
      .mutation(({ ctx, input }) => updateStaff(ctx.prisma, input.id, input.changes, ctx.actor)),
    revoke: adminProcedure
      .input(IdParams)
      .mutation(({ ctx, input }) => revokeStaff(ctx.prisma, input.id, ctx.actor)),
  }),

  conversations: router({
    list: adminProcedure
      .input(ConversationListQuery)
      .query(({ ctx, input }) => listConversations(ctx.prisma, input, ctx.actor)),
    messages: adminProcedure
      .input(IdParams)
      .query(({ ctx, input }) => conversationMessages(ctx.prisma, input.id)),
    detail: adminProcedure
      .input(IdParams)
      .query(({ ctx, input }) => conversationDetail(ctx.prisma, input.id, ctx.actor)),
  }),

  /** What the person asking has not read: the tabs' badges, and "mark all read". */
  unread: router({
    counts: adminProcedure.query(({ ctx }) => unreadCounts(ctx.prisma, ctx.actor)),
    markAllRead: adminProcedure
      .input(MarkAllRead)
      .mutation(({ ctx, input }) => markAllRead(ctx.prisma, ctx.actor, input)),
  }),

  resumes: router({
    list: adminProcedure
      .input(ResumeListQuery)
      .query(({ ctx, input }) => listResumes(ctx.prisma, input)),
  }),

  leads: router({
    list: adminProcedure
      .input(LeadListQuery)
      .query(({ ctx, input }) => listLeads(ctx.prisma, input, ctx.actor)),
    detail: adminProcedure
      .input(IdParams)
      .query(({ ctx, input }) => leadDetail(ctx.prisma, input.id, ctx.actor)),
    update: adminProcedure
      .input(IdParams.extend({ changes: LeadUpdate }))
      .mutation(({ ctx, input }) =>
        updateLead(ctx.prisma, ctx.services.outbox, input.id, input.changes, ctx.actor.name),
      ),
    decideSuggestion: adminProcedure
      .input(SuggestionParams.extend(SuggestionDecision.shape))
      .mutation(({ ctx, input }) =>
        decideSuggestion(
          ctx.prisma,
          ctx.services.outbox,
          input.id,
          input.suggestionId,
          input,
          ctx.actor.name,
        ),
      ),
    /** A mutation, not a query: each export is audited. */
    export: adminProcedure
      .input(IdParams)
      .mutation(({ ctx, input }) => exportLead(ctx.prisma, input.id, ctx.actor.name)),
    delete: adminProcedure
      .input(IdParams.extend(LeadDeletion.shape))
      .mutation(({ ctx, input }) =>
        deleteLead(ctx.prisma, ctx.services.outbox, input.id, input, ctx.actor.name),
      ),
    bulk: adminProcedure
      .input(LeadBulk)
      .mutation(({ ctx, input }) =>
        bulkLeads(ctx.prisma, ctx.services.outbox, input, ctx.actor.name),
      ),
    mergePreview: adminProcedure
      .input(IdParams.extend(LeadMergeQuery.shape))
      .query(({ ctx, input }) => mergePreview(ctx.prisma, input.id, input)),
    merge: adminProcedure
      .input(IdParams.extend(LeadMerge.shape))
      .mutation(({ ctx, input }) =>
        mergeLeads(ctx.prisma, ctx.services.outbox, input.id, input, ctx.actor.name),
      ),
  }),

  deliveries: deliveriesRouter,

  assistant: assistantRouter,

  replies: repliesRouter,
  reports: router({
    dashboard: adminProcedure
      .input(ReportQuery)
      .query(({ ctx, input }) => dashboardReport(ctx.prisma, input)),
  }),

  roles: router({
    list: adminProcedure.query(({ ctx }) => listAdminRoles(ctx.prisma)),
    create: adminProcedure
      .input(RoleCreate)
      .mutation(({ ctx, input }) => createRole(ctx.prisma, input, ctx.actor.name)),
    update: adminProcedure
      .input(IdParams.extend({ updates: RoleUpdate }))
      .mutation(({ ctx, input }) =>
        updateRole(ctx.prisma, input.id, input.updates, ctx.actor.name),
      ),
    revisions: adminProcedure
      .input(IdParams)
      .query(({ ctx, input }) => roleRevisions(ctx.prisma, input.id)),
    pipeline: adminProcedure
      .input(IdParams)
      .query(({ ctx, input }) => rolePipeline(ctx.prisma, input.id)),
  }),

  candidates: router({
    detail: adminProcedure
      .input(IdParams)
      .query(({ ctx, input }) => candidateDetail(ctx.prisma, input.id)),
    update: adminProcedure
      .input(IdParams.extend({ changes: CandidateUpdate }))
      .mutation(({ ctx, input }) =>
        updateCandidate(ctx.prisma, input.id, input.changes, ctx.actor.name),
      ),
  }),

  caseStudies: router({
    create: adminProcedure.input(CaseStudyCreate).mutation(async ({ ctx, input }) => {
      return createCaseStudy(ctx.prisma, input, ctx.actor.name);
    }),
    update: adminProcedure
      .input(IdParams.extend({ updates: CaseStudyUpdate }))
      .mutation(async ({ ctx, input }) => {
        return updateCaseStudy(ctx.prisma, input.id, input.updates, ctx.actor.name);
      }),
    revisions: adminProcedure
      .input(IdParams)
      .query(({ ctx, input }) => caseStudyRevisions(ctx.prisma, input.id)),
    restore: adminProcedure
      .input(IdParams.extend(RevisionRestore.shape))
      .mutation(async ({ ctx, input }) => {
        return restoreCaseStudy(ctx.prisma, input.id, input.revisionId, ctx.actor.name);
      }),
  }),
});
