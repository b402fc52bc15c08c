// Leads for the admin: the list with its search, filters and counters (and the same rows as CSV),
// one lead with everything attached to it, its status, owner and notes changed with an audit row
// and a `lead.updated` event, and a person's data exported or erased.
import { Prisma, type PrismaClient } from '@agency/db';
import {
  BUDGET_RANGES,
  budgetRange,
  CONTACT_FORM_SESSION_ID,
  readContactMessage,
  TIMELINE_RANGES,
  timelineRange,
  type IndustryKey,
  type LeadBrief,
  type ServiceSlug,
  LEAD_STATUSES,
  LeadListQuery,
  LeadUpdate,
  isUuid,
  LeadDeletion,
  LeadBulk,
  SuggestionDecision,
  type LeadChangeData,
  type LeadStatus,
} from '@agency/schema';
import { z } from 'zod';
import { DomainError, notFound } from '../../errors.ts';
import { leadPayload } from '../leads/record.ts';
import type { Outbox } from '../outbox/events.ts';
import { documentRow, likeLiteral, resumeRow } from './conversations.ts';
import { csvHeader, csvRows } from './csv.ts';
import { leadReplies } from './replies.ts';
import type { Actor } from './auth.ts';
import { markRead, unreadIds } from './reads.ts';
import { ownerChange } from './staff.ts';

export const leadSelect = {
  id: true,
  email: true,
  name: true,
  company: true,
  phone: true,
  sources: true,
  intent: true,
  status: true,
  owner: true,
  ownerId: true,
  notes: true,
  firstActivityAt: true,
  lastActivityAt: true,
  dueAt: true,
  spamAt: true,
  budget: true,
  timeline: true,
  timelineDays: true,
  services: true,
  industry: true,
  _count: { select: { conversations: true, documents: true, resumes: true } },
} satisfies Prisma.LeadSelect;

export type LeadRow = Prisma.LeadGetPayload<{ select: typeof leadSelect }>;
type LeadChange = NonNullable<LeadChangeData['changes']['status']>;

export interface LeadSummary {
  id: string;
  email: string;
  name: string | null;
  company: string | null;
  phone: string | null;
  sources: string[];
  intent: string | null;
  status: string;
  owner: string | null;
  ownerId: string | null;
  notes: string;
  firstActivityAt: string;
  lastActivityAt: string;
  /** When a reply is promised by; null for job seekers and leads from before it was tracked. */
  dueAt: string | null;
  /** Still `new` past its due time. */
  overdue: boolean;
  /** Activity the person asking has not seen (false where the list is not theirs to read). */
  unread: boolean;
  /** Marked spam: left out of lists and counters unless asked for, and never notified about. */
  spam: boolean;
  /** Budget, timeline, services and industry as the chat and the contact form said them. */
  brief: LeadBrief;
  conversationCount: number;
  documentCount: number;
  resumeCount: number;
}

export function toSummary(
  {
    _count,
    firstActivityAt,
    lastActivityAt,
    dueAt,
    spamAt,
    budget,
    timeline,
    timelineDays,
    services,
    industry,
    ...row
  }: LeadRow,
  unread = false,
): LeadSummary {
  return {
    ...row,
    // The columns hold only what brief.ts wrote, in these vocabularies.
    brief: {
      budget,
      budgetRange: budgetRange(budget),
      timeline,
      timelineRange: timelineRange(timelineDays),
      services: services as ServiceSlug[],
      industry: industry as IndustryKey | null,
    },
    firstActivityAt: firstActivityAt.toISOString(),
    lastActivityAt: lastActivityAt.toISOString(),
    dueAt: dueAt?.toISOString() ?? null,
    // Spam is answered by nobody, so it is never late (and gets no reminder).
    overdue: row.status === 'new' && !spamAt && dueAt !== null && dueAt.getTime() <= Date.now(),
    unread,
    spam: spamAt !== null,
    conversationCount: _count.conversations,
    documentCount: _count.documents,
    resumeCount: _count.resumes,
  };
}

function leadWhere(query: z.infer<typeof LeadListQuery>, actor: Actor): Prisma.LeadWhereInput {
  const term = query.search?.trim();
  const contains = term ? ({ contains: likeLiteral(term), mode: 'insensitive' } as const) : null;
  return {
    spamAt: query.spam === 'only' ? { not: null } : null,
    ...(query.status ? { status: query.status } : {}),
    // A bootstrap token is nobody's staff id, so nothing is assigned to it.
    ...(query.assigned === 'me'
      ? actor.staffId
        ? { ownerId: actor.staffId }
        : { id: { in: [] } }
      : {}),
    ...(query.source ? { sources: { has: query.source } } : {}),
    ...(query.budget ? { budget: range(BUDGET_RANGES, query.budget) } : {}),
    ...(query.timeline ? { timelineDays: range(TIMELINE_RANGES, query.timeline) } : {}),
    ...(query.service ? { services: { has: query.service } } : {}),
    ...(query.industry ? { industry: query.industry } : {}),
    ...(contains
      ? {
          OR: [
            { name: contains },
            { email: contains },
            { company: contains },
            { phone: contains },
            { notes: contains },
          ],
        }
      : {}),
  };
}

/** A range of brief.ts as a column's bounds: its lower end included, its upper excluded. */
function range(
  ranges: readonly { key: string; min: number; max: number | null }[],
  key: string,
): Prisma.IntNullableFilter {
  const { min, max } = ranges.find((candidate) => candidate.key === key)!;
  return { gte: min, ...(max === null ? {} : { lt: max }) };
}

const order = [
  { lastActivityAt: 'desc' },
  { id: 'desc' },
] satisfies Prisma.LeadOrderByWithRelationInput[];

export interface LeadList {
  leads: LeadSummary[];
  total: number;
  limit: number;
  offset: number;
  /** Leads per status over all leads but spam, every status present (zero when none); spam apart. */
  counts: Record<LeadStatus, number> & { total: number; spam: number };
}

/**
 * `GET /api/admin/leads`: newest activity first, one page at a time, with counters by status, each
 * row saying whether the person asking has read it.
 */
export async function listLeads(
  prisma: PrismaClient,
  input: LeadListQuery,
  actor: Actor,
): Promise<LeadList> {
  const query = LeadListQuery.parse(input);
  const where = leadWhere(query, actor);
  const [rows, total, groups, spam] = await Promise.all([
    prisma.lead.findMany({
      where,
      orderBy: order,
      skip: query.offset,
      take: query.limit,
      select: leadSelect,
    }),
    prisma.lead.count({ where }),
    prisma.lead.groupBy({ by: ['status'], where: { spamAt: null }, _count: { _all: true } }),
    prisma.lead.count({ where: { spamAt: { not: null } } }),
  ]);
  const counts = Object.fromEntries(
    LEAD_STATUSES.map((status) => [status, 0]),
  ) as LeadList['counts'];
  counts.total = 0;
  counts.spam = spam;
  for (const group of groups) {
    counts[group.status as LeadStatus] = group._count._all;
    counts.total += group._count._all;
  }
  const unread = await unreadIds(prisma, actor, 'lead', rows);
  return {
    leads: rows.map((row) => toSummary(row, unread.has(row.id))),
    total,
    limit: query.limit,
    offset: query.offset,
    counts,
  };
}

const CSV_COLUMNS = [
  ['id', 'ID'],
  ['name', 'Name'],
  ['email', 'Email'],
  ['company', 'Company'],
  ['phone', 'Phone'],
  ['status', 'Status'],
  ['sources', 'Sources'],
  ['intent', 'Intent'],
  ['owner', 'Owner'],
  ['firstActivityAt', 'First activity'],
  ['lastActivityAt', 'Last activity'],
  ['dueAt', 'Reply due'],
  ['conversationCount', 'Conversations'],
  ['documentCount', 'Documents'],
  ['resumeCount', 'Resumes'],
  // The brief as stored: dollars, the visitor's words, and the slugs and key the filters take.
  ['budget', 'Budget (USD)'],
  ['timeline', 'Timeline'],
  ['services', 'Services'],
  ['industry', 'Industry'],
  ['notes', 'Notes'],
] as const;

const CSV_BATCH = 500;

/**
 * `GET /api/admin/leads.csv`: every lead the filters match (RFC 4180, CRLF, header row), in
 * batches read one after the other (by the list's order, from where the last batch ended): in one
 * pass, 17,770 leads held the event loop for most of a second.
 */
export async function* leadsCsv(
  prisma: PrismaClient,
  input: LeadListQuery,
  actor: Actor,
  batch = CSV_BATCH,
): AsyncGenerator<string> {
  const where = leadWhere(LeadListQuery.parse(input), actor);
  // A byte-order mark so that Excel reads the file as UTF-8.
  yield csvHeader(CSV_COLUMNS.map(([, header]) => header));
  let after: { lastActivityAt: Date; id: string } | undefined;
  for (;;) {
    const rows = await prisma.lead.findMany({
      where: after
        ? {
            AND: [
              where,
              {
                OR: [
                  { lastActivityAt: { lt: after.lastActivityAt } },
                  { lastActivityAt: after.lastActivityAt, id: { lt: after.id } },
                ],
              },
            ],
          }
        : where,
      orderBy: order,
      take: batch,
      select: leadSelect,
    });
    if (rows.length)
      yield csvRows(
        rows
          .map((row) => toSummary(row))
          .map((lead) => ({ ...lead, ...lead.brief }))
          .map((cells) => CSV_COLUMNS.map(([key]) => cells[key])),
      );
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    after = { lastActivityAt: last.lastActivityAt, id: last.id };
  }
}

/** The emails of leads merged into this one, which now reach it (docs/decisions/020). */
const leadAliases = async (prisma: PrismaClient, leadId: string) =>
  (
    await prisma.leadAlias.findMany({
      where: { leadId },
      orderBy: { createdAt: 'asc' },
      select: { email: true },
    })
  ).map((alias) => alias.email);

export async function requireLead(prisma: PrismaClient | Prisma.TransactionClient, id: string) {
  const lead = isUuid(id)
    ? await prisma.lead.findUnique({ where: { id: id.toLowerCase() }, select: leadSelect })
    : null;
  if (!lead) throw notFound('Lead not found');
  return lead;
}

/**
 * One lead with every conversation, document and resume, its audit trail and its deliveries; the
 * person who opens it has read it.
 */
export async function leadDetail(prisma: PrismaClient, id: string, actor: Actor) {
  const lead = await requireLead(prisma, id);
  await markRead(prisma, actor, 'lead', lead.id);
  const [conversations, documents, resumes, audit, suggestions, replies] = await Promise.all([
    prisma.conversation.findMany({
      where: { leadId: lead.id },
      orderBy: { lastActivityAt: 'desc' },
      select: {
        id: true,
        subject: true,
        intent: true,
        sessionId: true,
        messageCount: true,
        startedAt: true,
        lastActivityAt: true,
        messages: { select: { message: true }, orderBy: { seq: 'asc' }, take: 1 },
      },
    }),
    prisma.document.findMany({
      where: { leadId: lead.id },
      orderBy: { createdAt: 'desc' },
      select: {
        id: true,
        originalName: true,
        source: true,
        message: true,
        conversationId: true,
        createdAt: true,
        file: { select: { size: true } },
      },
    }),
    prisma.resume.findMany({
      where: { leadId: lead.id },
      orderBy: { uploadDate: 'desc' },
      select: {
        id: true,
        originalName: true,
        candidateName: true,
        fileSize: true,
        conversationId: true,
        uploadDate: true,
      },
    }),
    prisma.leadAudit.findMany({
      where: { leadId: lead.id },
      orderBy: { createdAt: 'desc' },
      select: { id: true, action: true, actor: true, detail: true, createdAt: true },
    }),
    prisma.leadSuggestion.findMany({
      where: { leadId: lead.id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      select: { id: true, field: true, value: true, source: true, createdAt: true },
    }),
    leadReplies(prisma, lead.id),
  ]);
  return {
    lead: toSummary(lead),
    aliases: await leadAliases(prisma, lead.id),
    replies,
    suggestions: suggestions.map(({ createdAt, ...suggestion }) => ({
      ...suggestion,
      createdAt: createdAt.toISOString(),
    })),
    conversations: conversations.map(
      ({ messages, startedAt, lastActivityAt, ...conversation }) => ({
        ...conversation,
        firstMessage: messages[0]?.message ?? null,
        /** A contact form's message box as the visitor typed it, line breaks kept. */
        contactMessage:
          conversation.sessionId === CONTACT_FORM_SESSION_ID && messages[0]
            ? readContactMessage(messages[0].message)
            : null,
        startedAt: startedAt.toISOString(),
        lastActivityAt: lastActivityAt.toISOString(),
      }),
    ),
    documents: documents.map(documentRow),
    resumes: resumes.map(resumeRow),
    audit: audit.map(({ createdAt, detail, ...entry }) => ({
      ...entry,
      detail: detail as Record<string, unknown>,
      createdAt: createdAt.toISOString(),
    })),
  };
}
/**
 * Status, owner, notes or spam: each change audited with the person's name and time, and sent as
 * `lead.updated`, all in one transaction. Setting what is already there changes nothing.
 */
export async function updateLead(
  prisma: PrismaClient,
  outbox: Outbox,
  id: string,
  input: LeadUpdate,
  actor: string,
): Promise<LeadSummary> {
  const update = LeadUpdate.parse(input);
  const result = await prisma.$transaction(async (tx) =>
    changeLead(outbox, tx, await requireLead(tx, id), update, actor),
  );
  if (result.evented) outbox.written();
  return toSummary(result.lead);
}

/** One lead's changes inside the caller's transaction: what `updateLead` and bulk actions share. */
async function changeLead(
  outbox: Outbox,
  tx: Prisma.TransactionClient,
  before: LeadRow,
  update: LeadUpdate,
  actor: string,
): Promise<{ lead: LeadRow; evented: boolean }> {
  const changes: Partial<Record<'status' | 'owner' | 'notes', LeadChange>> = {};
  if (update.status !== undefined && update.status !== before.status)
    changes.status = { from: before.status, to: update.status };
  const owner = await ownerChange(tx, before, update.ownerId);
  if (owner) changes.owner = owner.audit;
  if (update.notes !== undefined && update.notes !== before.notes)
    changes.notes = { from: before.notes, to: update.notes };
  const spam =
    update.spam !== undefined && update.spam !== (before.spamAt !== null)
      ? { from: !update.spam, to: update.spam }
      : null;
  if (!Object.keys(changes).length && !spam) return { lead: before, evented: false };
  const after = await tx.lead.update({
    where: { id: before.id },
    data: {
      ...Object.fromEntries(Object.entries(changes).map(([key, change]) => [key, change.to])),
      ...owner?.data,
      ...(spam ? { spamAt: spam.to ? new Date() : null } : {}),
    },
    select: leadSelect,
  });
  await tx.leadAudit.createMany({
    data: [
      ...Object.entries(changes).map(([field, change]) => ({
        leadId: before.id,
        action: field,
        actor,
        // Notes can be long: the audit keeps that they changed and their length, not two copies.
        detail: (field === 'notes'
          ? { fromLength: String(change.from).length, toLength: String(change.to).length }
          : change) as Prisma.InputJsonObject,
      })),
      ...(spam ? [{ leadId: before.id, action: 'spam', actor, detail: spam }] : []),
    ],
  });
  // Notes stay in the admin: the event says what changed in the lead's fields and status. Nothing
  // about a spam lead leaves the admin, and marking one spam or not is the admin's own business.
  const { notes: _notes, ...sentChanges } = changes;
  if (after.spamAt || !Object.keys(changes).length) return { lead: after, evented: false };
  await outbox.add(tx, [
    {
      type: 'lead.updated',
      leadId: before.id,
      data: { lead: leadPayload(after), changes: sentChanges, actor },
    },
  ]);
  return { lead: after, evented: true };
}

/**
 * A visitor's suggested name, company or phone (see leads/record.ts): accepted, it becomes the
 * lead's value, audited and sent as `lead.updated` like a staff change; dismissed, it goes, with
 * an audit row. Either way it leaves the list of suggestions.
 */
export async function decideSuggestion(
  prisma: PrismaClient,
  outbox: Outbox,
  id: string,
  suggestionId: string,
  input: SuggestionDecision,
  actor: string,
): Promise<LeadSummary> {
  const { decision } = SuggestionDecision.parse(input);
  const result = await prisma.$transaction(async (tx) => {
    const before = await requireLead(tx, id);
    const suggestion = isUuid(suggestionId)
      ? await tx.leadSuggestion.findFirst({
          where: { id: suggestionId.toLowerCase(), leadId: before.id },
          select: { id: true, field: true, value: true, source: true },
        })
      : null;
    if (!suggestion) throw notFound('Suggestion not found');
    await tx.leadSuggestion.delete({ where: { id: suggestion.id } });
    const field = suggestion.field as 'name' | 'company' | 'phone';
    if (decision === 'dismiss' || before[field] === suggestion.value) {
      await tx.leadAudit.create({
        data: {
          leadId: before.id,
          action: 'suggestion dismissed',
          actor,
          detail: { field, value: suggestion.value, source: suggestion.source },
        },
      });
      return { lead: before, changed: false };
    }
    const change = { from: before[field], to: suggestion.value };
    const after = await tx.lead.update({
      where: { id: before.id },
      data: { [field]: suggestion.value },
      select: leadSelect,
    });
    await tx.leadAudit.create({
      data: {
        leadId: before.id,
        action: field,
        actor,
        detail: { ...change, suggestedBy: suggestion.source },
      },
    });
    await outbox.add(tx, [
      {
        type: 'lead.updated',
        leadId: before.id,
        data: { lead: leadPayload(after), changes: { [field]: change }, actor },
      },
    ]);
    return { lead: after, changed: true };
  });
  if (result.changed) outbox.written();
  return toSummary(result.lead);
}

/**
 * What belongs to a person: rows linked to their lead, and rows that carry their email without a
 * link (written before leads existed, or by a path that gave no valid email at the time).
 * `unclaimed`: of the rows found by email, only those no lead holds; a merge takes those, where
 * an erasure takes everything that carries the person's address.
 */
export async function personScope(
  db: PrismaClient | Prisma.TransactionClient,
  lead: { id: string; email: string },
  only: 'all' | 'unclaimed' = 'all',
) {
  const sameEmail = { equals: lead.email, mode: 'insensitive' } as const;
  const free = only === 'unclaimed' ? { leadId: null } : {};
  const conversations = (
    await db.conversation.findMany({
      where: { OR: [{ leadId: lead.id }, { ...free, clientEmail: sameEmail }] },
      select: { id: true },
    })
  ).map((row) => row.id);
  const inConversations = { ...free, conversationId: { in: conversations } };
  return {
    conversations,
    documents: {
      OR: [{ leadId: lead.id }, inConversations, { ...free, clientEmail: sameEmail }],
    },
    resumes: { OR: [{ leadId: lead.id }, inConversations, { ...free, email: sameEmail }] },
    // Applications keep the normalised email, so they are theirs even once unlinked from the lead.
    candidates: { OR: [{ leadId: lead.id }, { ...free, email: lead.email }] },
  } satisfies {
    documents: Prisma.DocumentWhereInput;
    resumes: Prisma.ResumeWhereInput;
    candidates: Prisma.CandidateWhereInput;
    conversations: string[];
  };
}

/**
 * Everything held about one person (California's right to know): the lead, its audit, every
 * conversation with its messages, the metadata and text read from their files, and their job
 * applications with what staff recorded of them.
 */
export async function exportLead(prisma: PrismaClient, id: string, actor: string) {
  const lead = await requireLead(prisma, id);
  const scope = await personScope(prisma, lead);
  const [conversations, documents, resumes, audit, events, applications] = await Promise.all([
    prisma.conversation.findMany({
      where: { id: { in: scope.conversations } },
      orderBy: { startedAt: 'asc' },
      select: {
        id: true,
        sessionId: true,
        userIp: true,
        clientName: true,
        clientEmail: true,
        subject: true,
        employmentType: true,
        intent: true,
        startedAt: true,
        lastActivityAt: true,
        messages: {
          orderBy: { seq: 'asc' },
          select: {
            seq: true,
            message: true,
            reply: true,
            intent: true,
            timestamp: true,
            userIp: true,
          },
        },
      },
    }),
    prisma.document.findMany({
      where: scope.documents,
      select: {
        id: true,
        originalName: true,
        source: true,
        clientName: true,
        clientEmail: true,
        message: true,
        extractedText: true,
        conversationId: true,
        createdAt: true,
        file: { select: { mime: true, size: true, sha256: true } },
      },
    }),
    prisma.resume.findMany({
      where: scope.resumes,
      select: {
        id: true,
        originalName: true,
        candidateName: true,
        email: true,
        phone: true,
        fileSize: true,
        experience: true,
        skills: true,
        education: true,
        links: true,
        extractedText: true,
        conversationId: true,
        uploadDate: true,
        file: { select: { mime: true, sha256: true } },
      },
    }),
    prisma.leadAudit.findMany({
      where: { leadId: lead.id },
      orderBy: { createdAt: 'asc' },
      select: { action: true, actor: true, detail: true, createdAt: true },
    }),
    // The events deletion removes: those about the lead, and those of their conversations from
    // before the lead was known.
    prisma.$queryRaw<{ id: string; type: string; createdAt: Date }[]>`
      SELECT "id"::text AS "id", "type", "createdAt" FROM "OutboxEvent"
      WHERE "leadId" = ${lead.id}::uuid OR "data"->>'conversationId' = ANY(${scope.conversations}::text[])
      ORDER BY "createdAt", "id"`,
    prisma.candidate.findMany({
      where: scope.candidates,
      orderBy: { appliedAt: 'asc' },
      select: {
        id: true,
        role: { select: { id: true, title: true } },
        name: true,
        email: true,
        portfolioUrl: true,
        note: true,
        stage: true,
        owner: true,
        notes: true,
        resumeId: true,
        appliedAt: true,
        stageChangedAt: true,
      },
    }),
  ]);
  const replies = await leadReplies(prisma, lead.id);
  const aliases = await leadAliases(prisma, lead.id);
  const applicationAudit = await prisma.candidateAudit.findMany({
    where: { candidateId: { in: applications.map((application) => application.id) } },
    orderBy: { createdAt: 'asc' },
    select: { candidateId: true, action: true, actor: true, detail: true, createdAt: true },
  });
  await prisma.leadAudit.create({
    data: { leadId: lead.id, action: 'export', actor, detail: {} },
  });
  return {
    exportedAt: new Date().toISOString(),
    lead: toSummary(lead),
    aliases,
    conversations,
    documents,
    resumes,
    applications: applications.map((application) => ({
      ...application,
      audit: applicationAudit.filter((entry) => entry.candidateId === application.id),
    })),
    audit,
    replies,
    notifications: events,
  };
}

/**
 * Erases a person (California's right to delete): the lead, their conversations and messages,
 * documents, resumes and job applications (with their audit), the stored bytes no one else's
 * upload shares, and the events about them.
 * One audit row (no personal data) and a `lead.deleted` event remain, written in the same transaction.
 */
export async function deleteLead(
  prisma: PrismaClient,
  outbox: Outbox,
  id: string,
  input: LeadDeletion,
  actor: string,
) {
  const { confirmEmail } = LeadDeletion.parse(input);
  const result = await prisma.$transaction(async (tx) => {
    const lead = await requireLead(tx, id);
    if (confirmEmail.toLowerCase() !== lead.email)
      throw new DomainError(
        'BAD_REQUEST',
        "confirmEmail does not match the lead's email; nothing was deleted",
      );
    return eraseLead(outbox, tx, lead, actor);
  });
  outbox.written();
  return result;
}

/** One person's erasure inside the caller's transaction: what `deleteLead` and bulk deletion share. */
async function eraseLead(
  outbox: Outbox,
  tx: Prisma.TransactionClient,
  lead: LeadRow,
  actor: string,
) {
  const scope = await personScope(tx, lead);
  const { conversations } = scope;
  const documents = await tx.document.findMany({
    where: scope.documents,
    select: { id: true, fileId: true },
  });
  const resumes = await tx.resume.findMany({
    where: scope.resumes,
    select: { id: true, fileId: true },
  });
  const applications = (
    await tx.candidate.findMany({ where: scope.candidates, select: { id: true } })
  ).map((row) => row.id);
  await tx.candidateAudit.deleteMany({ where: { candidateId: { in: applications } } });
  await tx.candidate.deleteMany({ where: { id: { in: applications } } });
  await tx.document.deleteMany({ where: { id: { in: documents.map((row) => row.id) } } });
  await tx.resume.deleteMany({ where: { id: { in: resumes.map((row) => row.id) } } });
  // Identical bytes are stored once: a file another upload still points at stays.
  const fileIds = [...new Set([...documents, ...resumes].map((row) => row.fileId))];
  const files = await tx.storedFile.deleteMany({
    where: { id: { in: fileIds }, documents: { none: {} }, resumes: { none: {} } },
  });
  const messages = await tx.message.count({ where: { conversationId: { in: conversations } } });
  await tx.conversation.deleteMany({ where: { id: { in: conversations } } });
  // Before the events: a reply holds on to its delivery.
  await tx.leadReply.deleteMany({ where: { leadId: lead.id } });
  // Events carry what the person wrote: those about the lead, and those of their conversations
  // from before the lead was known.
  const events = await tx.$executeRaw`
    DELETE FROM "OutboxEvent"
    WHERE "leadId" = ${lead.id}::uuid OR "data"->>'conversationId' = ANY(${conversations}::text[])`;
  await tx.leadAudit.deleteMany({ where: { leadId: lead.id } });
  await tx.lead.delete({ where: { id: lead.id } });
  const counts = {
    conversations: conversations.length,
    messages,
    documents: documents.length,
    resumes: resumes.length,
    applications: applications.length,
    storedFiles: files.count,
    events,
  };
  await tx.leadAudit.create({
    data: { leadId: lead.id, action: 'deleted', actor, detail: counts },
  });
  await outbox.add(tx, [
    {
      type: 'lead.deleted',
      leadId: lead.id,
      data: { lead: { id: lead.id }, deletedAt: new Date().toISOString(), actor, counts },
    },
  ]);
  return { id: lead.id, deleted: counts };
}

/**
 * A bulk action can take a few seconds on the embedded database; a deletion of 200 people with
 * their files more, and it must still be one transaction.
 */
const BULK_TRANSACTION = { maxWait: 15_000, timeout: 120_000 } as const;

/**
 * `POST /api/admin/leads/bulk`: one action on the selected leads in one transaction, so it is done
 * to all of them or (an unknown id, a revoked owner) to none. Each lead is changed as its own
 * request would change it, audited per lead with the person's name; a deletion is the per-person
 * erasure, once per lead.
 */
export async function bulkLeads(
  prisma: PrismaClient,
  outbox: Outbox,
  input: LeadBulk,
  actor: string,
) {
  const { ids: given, action } = LeadBulk.parse(input);
  // Sorted, so that two bulk actions over overlapping rows lock them in one order and never deadlock.
  const ids = given.map((id) => id.toLowerCase()).sort();
  const result = await prisma.$transaction(async (tx) => {
    const leads = await tx.lead.findMany({
      where: { id: { in: ids.filter(isUuid) } },
      orderBy: { id: 'asc' },
      select: leadSelect,
    });
    if (leads.length !== ids.length) {
      const found = new Set(leads.map((lead) => lead.id));
      const missing = ids.filter((id) => !found.has(id));
      throw new DomainError(
        'NOT_FOUND',
        `${missing.length} of the selected leads were not found (${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}); nothing was changed`,
      );
    }
    if (action.type === 'delete') {
      for (const lead of leads) await eraseLead(outbox, tx, lead, actor);
      return { changed: leads.length, evented: true };
    }
    if (action.type === 'assign' && action.ownerId)
      // Checked once up front: otherwise leads the person already owns would pass unchecked.
      await ownerChange(tx, { owner: null, ownerId: null }, action.ownerId);
    const update: LeadUpdate =
      action.type === 'assign'
        ? { ownerId: action.ownerId }
        : action.type === 'status'
          ? { status: action.status }
          : { spam: action.spam };
    let changed = 0;
    let evented = false;
    for (const lead of leads) {
      const outcome = await changeLead(outbox, tx, lead, update, actor);
      if (outcome.lead !== lead) changed += 1;
      evented ||= outcome.evented;
    }
    return { changed, evented };
  }, BULK_TRANSACTION);
  if (result.evented) outbox.written();
  return { action: action.type, selected: ids.length, changed: result.changed };
}
