// The events sent to webhooks (and, for some, by staff email): each type's `data`, as
// docs/leads-and-webhooks.md documents it. Webhook receivers depend on these shapes, so they are
// defined once here: the API's TypeScript builders are typed by them, and a test parses what the
// chat's SQL statements write with them. The objects are strict so that a key added on one side
// only is caught as drift rather than passed along unnoticed.
import { z } from 'zod';
import { Intent } from './entities.ts';
import { LeadSource, LeadStatus } from './leads.ts';

export const OUTBOX_EVENT_TYPES = [
  'lead.created',
  'lead.updated',
  'lead.deleted',
  'brief.uploaded',
  'resume.uploaded',
  'candidate.applied',
  'message.created',
  'admin.failures',
  'assistant.unanswered',
  'lead.replied',
  'lead.overdue',
] as const;
export type OutboxEventType = (typeof OUTBOX_EVENT_TYPES)[number];

/** `data.lead`: the lead as it stands after the fact. */
export const OutboxLead = z.strictObject({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  status: LeadStatus,
  sources: z.array(LeadSource),
});
export type OutboxLead = z.infer<typeof OutboxLead>;

/** A lead known by its id only: the one a file's conversation was linked to, or an erased one. */
export const OutboxLeadRef = z.strictObject({ id: z.uuid() });

/** A file as events name it (linked in the staff email, never attached); `pages` for a PDF brief. */
export const OutboxFile = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  pages: z.number().int().positive().optional(),
});
export type OutboxFile = z.infer<typeof OutboxFile>;

/** A resume and what the parser read from it. */
export const OutboxResume = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  candidateName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  skills: z.array(z.string()),
  experience: z.string().nullable(),
});
export type OutboxResume = z.infer<typeof OutboxResume>;

/** lead.created, and lead.updated for a visit: what the person sent and through which path. */
export const LeadVisitData = z.strictObject({
  lead: OutboxLead,
  source: LeadSource,
  message: z.string().nullable(),
  conversationId: z.uuid().nullable(),
  files: z.array(OutboxFile),
});
export type LeadVisitData = z.infer<typeof LeadVisitData>;

const change = z.strictObject({ from: z.string().nullable(), to: z.string().nullable() });
/** lead.updated by staff: what changed (notes only in the admin, never sent) and by whom. */
export const LeadChangeData = z.strictObject({
  lead: OutboxLead,
  changes: z.partialRecord(z.enum(['status', 'owner', 'name', 'company', 'phone']), change),
  actor: z.string(),
  /** A lead merged into this one by staff: it no longer exists, and its address now reaches this lead. */
  merged: z.strictObject({ id: z.uuid(), email: z.string() }).optional(),
});
export type LeadChangeData = z.infer<typeof LeadChangeData>;

export const LeadDeletedData = z.strictObject({
  lead: OutboxLeadRef,
  deletedAt: z.iso.datetime(),
  actor: z.string(),
  counts: z.strictObject({
    conversations: z.number().int(),
    messages: z.number().int(),
    documents: z.number().int(),
    resumes: z.number().int(),
    applications: z.number().int(),
    storedFiles: z.number().int(),
    events: z.number().int(),
  }),
});

export const BriefUploadedData = z.strictObject({
  document: OutboxFile.required({ pages: true }),
  lead: z.union([OutboxLead, OutboxLeadRef]).nullable(),
  message: z.string().nullable(),
  conversationId: z.uuid().nullable(),
  clientName: z.string().nullable(),
  clientEmail: z.string().nullable(),
});

export const ResumeUploadedData = z.strictObject({
  resume: OutboxResume,
  lead: z.union([OutboxLead, OutboxLeadRef]).nullable(),
  conversationId: z.uuid().nullable(),
});

export const CandidateAppliedData = z.strictObject({
  role: z.strictObject({ slug: z.string(), title: z.string() }),
  candidate: z.strictObject({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    portfolioUrl: z.string().nullable(),
    note: z.string().nullable(),
  }),
  resume: OutboxResume,
  lead: OutboxLead,
});

export const MessageCreatedData = z.strictObject({
  conversationId: z.uuid(),
  messageId: z.uuid(),
  seq: z.number().int().positive(),
  message: z.string(),
  reply: z.string(),
  intent: Intent,
  sessionId: z.string(),
  leadId: z.uuid().nullable(),
});

export const AdminFailuresData = z.strictObject({
  ip: z.string(),
  failures: z.number().int(),
  windowSeconds: z.number().int(),
});

export const AssistantUnansweredData = z.strictObject({
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  total: z.number().int(),
  groups: z.array(
    z.strictObject({
      id: z.string(),
      question: z.string(),
      status: z.string(),
      langs: z.array(z.string()),
      count: z.number().int(),
    }),
  ),
});

/**
 * lead.replied: an email staff wrote to the lead in the admin, as it goes out (signature
 * included). Its delivery to the lead is made with the event; the staff list is not emailed.
 */
export const LeadRepliedData = z.strictObject({
  reply: z.strictObject({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
  }),
  sender: z.strictObject({ name: z.string(), staffId: z.uuid().nullable() }),
  lead: OutboxLead,
});

/**
 * A lead still `new` past its due time (the one-business-day reply promise): sent once per lead,
 * by email to its owner's own address when they have one (and still work here), else to the staff
 * address with the owner's name first.
 */
export const LeadOverdueData = z.strictObject({
  lead: OutboxLead,
  dueAt: z.iso.datetime(),
  owner: z
    .strictObject({ id: z.uuid(), name: z.string(), email: z.string().nullable() })
    .nullable(),
});
export type LeadOverdueData = z.infer<typeof LeadOverdueData>;

/** Each event type's `data`. */
export const OUTBOX_EVENT_DATA = {
  'lead.created': LeadVisitData,
  'lead.updated': z.union([LeadVisitData, LeadChangeData]),
  'lead.deleted': LeadDeletedData,
  'brief.uploaded': BriefUploadedData,
  'resume.uploaded': ResumeUploadedData,
  'candidate.applied': CandidateAppliedData,
  'message.created': MessageCreatedData,
  'admin.failures': AdminFailuresData,
  'assistant.unanswered': AssistantUnansweredData,
  'lead.replied': LeadRepliedData,
  'lead.overdue': LeadOverdueData,
} satisfies Record<OutboxEventType, z.ZodType>;

export type OutboxEventData<T extends OutboxEventType> = z.infer<(typeof OUTBOX_EVENT_DATA)[T]>;
