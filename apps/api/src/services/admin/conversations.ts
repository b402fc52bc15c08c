// Conversations for the admin: the paged, searchable list with its counters, and one conversation
// in full (messages, the contact details given, the documents and resumes uploaded in it).
import { Prisma, type PrismaClient } from '@agency/db';
import {
  ConversationListQuery,
  isUuid,
  type ConversationCounters,
  type ConversationList,
  type ConversationMessage,
  type ConversationSummary,
} from '@agency/schema';
import { notFound } from '../../errors.ts';
import type { Actor } from './auth.ts';
import { markRead, unreadIds } from './reads.ts';

const summarySelect = {
  id: true,
  sessionId: true,
  userIp: true,
  clientName: true,
  clientEmail: true,
  subject: true,
  employmentType: true,
  intent: true,
  messageCount: true,
  startedAt: true,
  lastActivityAt: true,
  messages: { select: { message: true }, orderBy: { seq: 'desc' }, take: 1 },
  _count: { select: { documents: true, resumes: true } },
} satisfies Prisma.ConversationSelect;

type SummaryRow = Prisma.ConversationGetPayload<{ select: typeof summarySelect }>;

const PREVIEW_CHARS = 200;

function toSummary(row: SummaryRow, unread: boolean): ConversationSummary {
  const { messages, _count, startedAt, lastActivityAt, ...rest } = row;
  const last = messages[0]?.message ?? null;
  return {
    ...rest,
    startedAt: startedAt.toISOString(),
    lastActivityAt: lastActivityAt.toISOString(),
    lastMessage:
      last && last.length > PREVIEW_CHARS ? `${last.slice(0, PREVIEW_CHARS - 1)}…` : last,
    documentCount: _count.documents,
    resumeCount: _count.resumes,
    unread,
  };
}

/**
 * Search is a case-insensitive substring match (ILIKE) over the contact details and what the visitor
 * wrote; a session or conversation id finds its conversation exactly. Prisma passes `contains` (and
 * we pass patterns) to ILIKE as they are: escaped, `%` and `_` match only themselves.
 */
export const likeLiteral = (term: string) => term.replace(/[\\%_]/g, '\\$&');

function conversationWhere(intent: string | undefined): Prisma.ConversationWhereInput {
  return intent ? { intent } : {};
}

export async function conversationCounters(prisma: PrismaClient): Promise<ConversationCounters> {
  // One pass over the table: a row per intent with its conversations and messages.
  const groups = await prisma.conversation.groupBy({
    by: ['intent'],
    _count: { _all: true },
    _sum: { messageCount: true },
  });
  const counters = {
    totalConversations: 0,
    totalMessages: 0,
    serviceInquiries: 0,
    employmentInquiries: 0,
  };
  for (const group of groups) {
    counters.totalConversations += group._count._all;
    counters.totalMessages += group._sum.messageCount ?? 0;
    if (group.intent === 'service-inquiry') counters.serviceInquiries += group._count._all;
    if (group.intent === 'employment') counters.employmentInquiries += group._count._all;
  }
  return counters;
}

/**
 * One page of a search, with the number of matches, in one statement. The matching ids are a UNION
 * of two index lookups (the trigram indexes on the contact fields and on the messages), so a rare
 * term costs a few index probes instead of a scan of every message; `OR EXISTS (…)` would scan.
 */
async function searchPage(
  prisma: PrismaClient,
  term: string,
  intent: string | undefined,
  limit: number,
  offset: number,
) {
  const pattern = `%${likeLiteral(term)}%`;
  const exact = isUuid(term) ? term.toLowerCase() : null;
  const intentFilter = intent ? Prisma.sql`AND c."intent" = ${intent}` : Prisma.empty;
  const matches = Prisma.sql`
    SELECT "id" FROM "Conversation"
      WHERE "clientName" ILIKE ${pattern} OR "clientEmail" ILIKE ${pattern} OR "subject" ILIKE ${pattern}
        OR "sessionId" = ${term} OR "id" = ${exact}::uuid
    UNION
    SELECT "conversationId" FROM "Message" WHERE "message" ILIKE ${pattern}`;
  const rows = await prisma.$queryRaw<{ id: string; total: bigint | number }[]>`
    WITH matches AS (${matches})
    SELECT c."id"::text AS "id", count(*) OVER () AS "total"
      FROM "Conversation" c JOIN matches m ON m."id" = c."id"
      WHERE TRUE ${intentFilter}
      ORDER BY c."lastActivityAt" DESC, c."id" DESC
      LIMIT ${limit} OFFSET ${offset}`;
  const ids = rows.map((row) => row.id);
  let total = rows.length ? Number(rows[0]!.total) : 0;
  // Past the last page the window has no row to report the count on.
  if (!rows.length && offset > 0) {
    const [counted] = await prisma.$queryRaw<{ total: bigint | number }[]>`
      WITH matches AS (${matches})
      SELECT count(*) AS "total" FROM "Conversation" c JOIN matches m ON m."id" = c."id" WHERE TRUE ${intentFilter}`;
    total = Number(counted?.total ?? 0);
  }
  const found = ids.length
    ? await prisma.conversation.findMany({ where: { id: { in: ids } }, select: summarySelect })
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
}

/**
 * `GET /api/admin/conversations`: newest activity first, one page at a time, each row saying
 * whether the person asking has read it.
 */
export async function listConversations(
  prisma: PrismaClient,
  input: ConversationListQuery,
  actor: Actor,
): Promise<ConversationList> {
  const query = ConversationListQuery.parse(input);
  const intent = query.intent && query.intent !== 'all' ? query.intent : undefined;
  const term = query.search?.trim();
  const counts = await conversationCounters(prisma);

  let rows: SummaryRow[];
  let total: number;
  if (term) {
    ({ rows, total } = await searchPage(prisma, term, intent, query.limit, query.offset));
  } else {
    const where = conversationWhere(intent);
    rows = await prisma.conversation.findMany({
      where,
      orderBy: [{ lastActivityAt: 'desc' }, { id: 'desc' }],
      skip: query.offset,
      take: query.limit,
      select: summarySelect,
    });
    // Unfiltered, the counters already hold the total; a short first page is the whole result.
    total = !intent
      ? counts.totalConversations
      : query.offset === 0 && rows.length < query.limit
        ? rows.length
        : await prisma.conversation.count({ where });
  }
  const unread = await unreadIds(prisma, actor, 'conversation', rows);
  return {
    conversations: rows.map((row) => toSummary(row, unread.has(row.id))),
    total,
    limit: query.limit,
    offset: query.offset,
    counts,
  };
}

const messageSelect = {
  id: true,
  conversationId: true,
  seq: true,
  message: true,
  reply: true,
  intent: true,
  timestamp: true,
  tokenUsage: true,
  sessionId: true,
  userIp: true,
} satisfies Prisma.MessageSelect;

export type AdminMessage = ConversationMessage & { seq: number };

function toMessage(row: Prisma.MessageGetPayload<{ select: typeof messageSelect }>): AdminMessage {
  return { ...row, timestamp: row.timestamp.toISOString() };
}

async function requireConversation(prisma: PrismaClient, id: string) {
  if (!isUuid(id)) throw notFound('Conversation not found');
  const found = await prisma.conversation.findUnique({
    where: { id: id.toLowerCase() },
    select: { id: true },
  });
  if (!found) throw notFound('Conversation not found');
  return found.id;
}

/** `GET /api/admin/conversations/{id}`: its messages, oldest first (product.md §7). */
export async function conversationMessages(
  prisma: PrismaClient,
  id: string,
): Promise<AdminMessage[]> {
  const conversationId = await requireConversation(prisma, id);
  const rows = await prisma.message.findMany({
    where: { conversationId },
    orderBy: { seq: 'asc' },
    select: messageSelect,
  });
  return rows.map(toMessage);
}

export interface ConversationDocument {
  id: string;
  originalName: string;
  source: string;
  clientName: string | null;
  clientEmail: string | null;
  message: string | null;
  size: number;
  createdAt: string;
}

export interface ConversationDetail {
  conversation: Omit<ConversationSummary, 'lastMessage' | 'unread'>;
  /** The person's lead, when the conversation gave contact details: the admin links to it. */
  lead: { id: string; email: string; name: string | null } | null;
  messages: AdminMessage[];
  documents: ConversationDocument[];
  resumes: { id: string; originalName: string; candidateName: string | null; uploadDate: string }[];
}

/** A document as the admin lists it: its file's size, dates as ISO strings. */
export function documentRow<T extends { file: { size: number }; createdAt: Date }>({
  file,
  createdAt,
  ...document
}: T) {
  return { ...document, size: file.size, createdAt: createdAt.toISOString() };
}

export function resumeRow<T extends { uploadDate: Date }>({ uploadDate, ...resume }: T) {
  return { ...resume, uploadDate: uploadDate.toISOString() };
}

/**
 * The detailed view: messages plus the contact details given and the files uploaded in it; the
 * person who opens it has read it.
 */
export async function conversationDetail(
  prisma: PrismaClient,
  id: string,
  actor: Actor,
): Promise<ConversationDetail> {
  const conversationId = await requireConversation(prisma, id);
  await markRead(prisma, actor, 'conversation', conversationId);
  const row = await prisma.conversation.findUniqueOrThrow({
    where: { id: conversationId },
    select: {
      ...summarySelect,
      lead: { select: { id: true, email: true, name: true } },
      messages: { select: messageSelect, orderBy: { seq: 'asc' } },
      documents: {
        select: {
          id: true,
          originalName: true,
          source: true,
          clientName: true,
          clientEmail: true,
          message: true,
          createdAt: true,
          file: { select: { size: true } },
        },
        orderBy: { createdAt: 'asc' },
      },
      resumes: {
        select: { id: true, originalName: true, candidateName: true, uploadDate: true },
        orderBy: { uploadDate: 'asc' },
      },
    },
  });
  const { messages, documents, resumes, lead, _count, startedAt, lastActivityAt, ...rest } = row;
  return {
    lead,
    conversation: {
      ...rest,
      startedAt: startedAt.toISOString(),
      lastActivityAt: lastActivityAt.toISOString(),
      documentCount: _count.documents,
      resumeCount: _count.resumes,
    },
    messages: messages.map(toMessage),
    documents: documents.map(documentRow),
    resumes: resumes.map(resumeRow),
  };
}
