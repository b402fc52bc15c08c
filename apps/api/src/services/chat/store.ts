// The record of the chat: one conversation row per visitor thread, one message row per exchange.
import { randomUUID } from 'node:crypto';
import { Prisma, type Database } from '@agency/db';
import {
  CONTACT_FORM_SESSION_ID,
  type ChatRequest,
  type EmploymentType,
  type Intent,
} from '@agency/schema';
import { leadJsonSql, leadUpsertSql, normaliseEmail, NOW } from '../leads/record.ts';
import { isUuid } from '@agency/schema';

const HISTORY_TURNS = 12;

export interface ConversationState {
  id: string;
  clientName: string | null;
  clientEmail: string | null;
  employmentType: string | null;
  leadId: string | null;
  /** The assistant's dialogue state as stored; the assistant parses it. */
  dialogueState: unknown;
  /** The last HISTORY_TURNS exchanges, oldest first. */
  history: { message: string; reply: string }[];
  /** A resume is already joined to the conversation. */
  hasResume: boolean;
}

type Queries = Pick<Database, 'query'>;

/** The conversation the request names, if it exists; a new one is only made when the reply is stored. */
export async function findConversation(
  db: Queries,
  conversationId?: string,
): Promise<ConversationState | null> {
  if (!conversationId || !isUuid(conversationId)) return null;
  const [found] = await db.query<ConversationState>(Prisma.sql`
    SELECT c."id"::text AS "id", c."clientName", c."clientEmail", c."employmentType",
           c."leadId"::text AS "leadId", c."dialogueState",
           EXISTS (SELECT 1 FROM "Resume" r WHERE r."conversationId" = c."id") AS "hasResume",
           COALESCE((
             SELECT json_agg(json_build_object('message', m."message", 'reply', m."reply") ORDER BY m."seq")
             FROM (SELECT "message", "reply", "seq" FROM "Message" WHERE "conversationId" = c."id"
                   ORDER BY "seq" DESC LIMIT ${HISTORY_TURNS}) m
           ), '[]'::json) AS "history"
    FROM "Conversation" c WHERE c."id" = ${conversationId}::uuid`);
  return found ?? null;
}

export interface Exchange {
  conversationId: string | null;
  /** The lead the conversation was linked to when read. */
  leadId?: string | null;
  request: ChatRequest;
  sessionId: string;
  userIp: string | null;
  reply: string;
  intent: Intent;
  employmentType?: EmploymentType;
  tokenUsage: Record<string, unknown> | null;
  /** The dialogue state after this exchange, written in the same statement as the message. */
  dialogueState?: unknown;
}

/**
 * Stores the exchange in one SQL statement, so it is atomic without a transaction's extra round
 * trips: data-modifying CTEs write the conversation, the message, the lead of the contact details
 * given, the files uploaded just before (linked to this conversation) and the outbox events together
 * or not at all. Incrementing the conversation's message count locks its row, so concurrent
 * messages to one conversation get consecutive sequence numbers in the order they reach the
 * database. A conversation that has gone since it was read (an admin deleted it) is started afresh.
 */
export async function storeExchange(
  db: Queries,
  exchange: Exchange,
): Promise<{ conversationId: string; seq: number }> {
  const { request } = exchange;
  // A blank field leaves what the conversation already holds.
  const clientName = (request.clientName ?? request.contactInfo?.name) || null;
  const clientEmail = (request.clientEmail ?? request.contactInfo?.email) || null;
  const subject = request.subject || null;
  const employmentType = exchange.employmentType ?? null;
  const tokenUsage = exchange.tokenUsage ? JSON.stringify(exchange.tokenUsage) : null;
  const dialogueState =
    exchange.dialogueState === undefined ? null : JSON.stringify(exchange.dialogueState);
  const email = normaliseEmail(clientEmail);
  const contactForm = exchange.sessionId === CONTACT_FORM_SESSION_ID;
  const leadId = email ? Prisma.sql`(SELECT "id"::uuid FROM lead)` : Prisma.sql`NULL::uuid`;

  const statement = (conversation: Prisma.Sql, exists: Prisma.Sql) => {
    const lead = email
      ? Prisma.sql`lead AS (${leadUpsertSql(
          {
            email,
            name: clientName,
            company: request.company,
            source: contactForm ? 'contact-form' : 'chat',
            intent: exchange.intent,
            candidate: exchange.intent === 'employment' || Boolean(employmentType),
          },
          exists,
        )}),`
      : Prisma.empty;
    // Without contact details now, the conversation's lead (if any) has still been active.
    const touch = email
      ? Prisma.empty
      : Prisma.sql`, touched AS (
          UPDATE "Lead" SET "lastActivityAt" = ${NOW} FROM conv WHERE "Lead"."id" = conv."leadId")`;
    const attach = (table: 'Document' | 'Resume', id: string | undefined) =>
      id
        ? Prisma.sql`, ${Prisma.raw(`attached${table}`)} AS (
            UPDATE ${Prisma.raw(`"${table}"`)} f SET "conversationId" = conv."id", "leadId" = COALESCE(f."leadId", conv."leadId")
            FROM conv WHERE f."id" = ${id}::uuid AND f."conversationId" IS NULL)`
        : Prisma.empty;
    // A lead event when the person is new, or this conversation has just been linked to them.
    const leadEvent = email
      ? Prisma.sql`, leadEvent AS (
          INSERT INTO "OutboxEvent" ("id", "type", "data", "leadId", "createdAt")
          SELECT ${randomUUID()}::uuid, CASE WHEN l."created" THEN 'lead.created' ELSE 'lead.updated' END,
                 jsonb_build_object('lead', ${leadJsonSql('l')}, 'source', ${contactForm ? 'contact-form' : 'chat'}::text,
                   'message', ${request.message}::text, 'conversationId', m."conversationId", 'files', '[]'::jsonb),
                 l."id"::uuid, ${NOW}
          FROM lead l, msg m
          WHERE l."created" OR l."id"::uuid IS DISTINCT FROM ${exchange.leadId ?? null}::uuid)`
      : Prisma.empty;
    return Prisma.sql`
      WITH ${lead}
      conv AS (${conversation}),
      msg AS (
        INSERT INTO "Message" ("id", "conversationId", "seq", "message", "reply", "intent", "tokenUsage", "sessionId", "userIp", "timestamp")
        SELECT ${randomUUID()}::uuid, c."id", c."messageCount", ${request.message}, ${exchange.reply}, ${exchange.intent},
               ${tokenUsage}, ${exchange.sessionId}, ${exchange.userIp}, ${NOW}
        FROM conv c
        RETURNING "id", "conversationId", "seq"
      ),
      messageEvent AS (
        INSERT INTO "OutboxEvent" ("id", "type", "data", "leadId", "createdAt")
        SELECT ${randomUUID()}::uuid, 'message.created',
               jsonb_build_object('conversationId', m."conversationId", 'messageId', m."id", 'seq', m."seq",
                 'message', ${request.message}::text, 'reply', ${exchange.reply}::text, 'intent', ${exchange.intent}::text,
                 'sessionId', ${exchange.sessionId}::text, 'leadId', c."leadId"),
               c."leadId", ${NOW}
        FROM msg m JOIN conv c ON c."id" = m."conversationId"
      )
      ${touch}${attach('Document', request.documentId)}${attach('Resume', request.resumeId)}${leadEvent}
      SELECT "conversationId"::text AS "conversationId", "seq" FROM msg`;
  };

  if (exchange.conversationId) {
    const id = exchange.conversationId;
    const [row] = await db.query<{ conversationId: string; seq: number }>(
      statement(
        Prisma.sql`
          UPDATE "Conversation" SET
            "clientName" = COALESCE(${clientName}, "clientName"),
            "clientEmail" = COALESCE(${clientEmail}, "clientEmail"),
            "subject" = COALESCE(${subject}, "subject"),
            "employmentType" = COALESCE(${employmentType}, "employmentType"),
            "dialogueState" = COALESCE(${dialogueState}::jsonb, "dialogueState"),
            "intent" = ${exchange.intent},
            "leadId" = COALESCE(${leadId}, "leadId"),
            "lastActivityAt" = ${NOW},
            "messageCount" = "messageCount" + 1
          WHERE "id" = ${id}::uuid
          RETURNING "id", "messageCount", "leadId"`,
        Prisma.sql`EXISTS (SELECT 1 FROM "Conversation" WHERE "id" = ${id}::uuid)`,
      ),
    );
    if (row) return row;
  }
  const [row] = await db.query<{ conversationId: string; seq: number }>(
    statement(
      Prisma.sql`
        INSERT INTO "Conversation" ("id", "sessionId", "userIp", "clientName", "clientEmail", "subject", "employmentType", "dialogueState", "intent", "leadId", "messageCount", "startedAt", "lastActivityAt")
        VALUES (${randomUUID()}::uuid, ${exchange.sessionId}, ${exchange.userIp}, ${clientName}, ${clientEmail}, ${subject}, ${employmentType}, ${dialogueState}::jsonb, ${exchange.intent}, ${leadId}, 1, ${NOW}, ${NOW})
        RETURNING "id", "messageCount", "leadId"`,
      Prisma.sql`TRUE`,
    ),
  );
  return row!;
}
