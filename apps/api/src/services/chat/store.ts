// The record of the chat: one conversation row per visitor thread, one message row per exchange.
import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '@agency/db';
import type { ChatRequest, EmploymentType, Intent } from '@agency/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HISTORY_TURNS = 12;

export interface ConversationState {
  id: string;
  clientName: string | null;
  clientEmail: string | null;
  employmentType: string | null;
  /** The assistant's dialogue state as stored; the assistant parses it. */
  dialogueState: unknown;
  history: { message: string; reply: string }[];
}

/** The conversation the request names, if it exists; a new one is only made when the reply is stored. */
export async function findConversation(
  prisma: PrismaClient,
  conversationId?: string,
): Promise<ConversationState | null> {
  if (!conversationId || !UUID.test(conversationId)) return null;
  const found = await prisma.conversation.findUnique({
    where: { id: conversationId },
    select: {
      id: true,
      clientName: true,
      clientEmail: true,
      employmentType: true,
      dialogueState: true,
      messages: {
        select: { message: true, reply: true },
        orderBy: { seq: 'desc' },
        take: HISTORY_TURNS,
      },
    },
  });
  if (!found) return null;
  const { messages, ...rest } = found;
  return { ...rest, history: messages.reverse() };
}

export interface Exchange {
  conversationId: string | null;
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
 * trips: a data-modifying CTE writes the conversation and the message together or not at all.
 * Incrementing the conversation's message count locks its row, so concurrent messages to one
 * conversation get consecutive sequence numbers in the order they reach the database. A
 * conversation that has gone since it was read (an admin deleted it) is started afresh.
 */
export async function storeExchange(
  prisma: PrismaClient,
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
  // Prisma keeps DateTime columns as UTC in `timestamp(3)`; now() is one instant per statement.
  const now = Prisma.sql`(now() AT TIME ZONE 'UTC')`;
  const message = (conversation: Prisma.Sql) => Prisma.sql`
    INSERT INTO "Message" ("id", "conversationId", "seq", "message", "reply", "intent", "tokenUsage", "sessionId", "userIp", "timestamp")
    SELECT ${randomUUID()}::uuid, c."id", c."messageCount", ${request.message}, ${exchange.reply}, ${exchange.intent},
           ${tokenUsage}, ${exchange.sessionId}, ${exchange.userIp}, ${now}
    FROM ${conversation} c
    RETURNING "conversationId"::text AS "conversationId", "seq"`;

  if (exchange.conversationId) {
    const [row] = await prisma.$queryRaw<{ conversationId: string; seq: number }[]>`
      WITH updated AS (
        UPDATE "Conversation" SET
          "clientName" = COALESCE(${clientName}, "clientName"),
          "clientEmail" = COALESCE(${clientEmail}, "clientEmail"),
          "subject" = COALESCE(${subject}, "subject"),
          "employmentType" = COALESCE(${employmentType}, "employmentType"),
          "dialogueState" = COALESCE(${dialogueState}::jsonb, "dialogueState"),
          "intent" = ${exchange.intent},
          "lastActivityAt" = ${now},
          "messageCount" = "messageCount" + 1
        WHERE "id" = ${exchange.conversationId}::uuid
        RETURNING "id", "messageCount"
      )
      ${message(Prisma.sql`updated`)}`;
    if (row) return row;
  }
  const [row] = await prisma.$queryRaw<{ conversationId: string; seq: number }[]>`
    WITH created AS (
      INSERT INTO "Conversation" ("id", "sessionId", "userIp", "clientName", "clientEmail", "subject", "employmentType", "dialogueState", "intent", "messageCount", "startedAt", "lastActivityAt")
      VALUES (${randomUUID()}::uuid, ${exchange.sessionId}, ${exchange.userIp}, ${clientName}, ${clientEmail}, ${subject}, ${employmentType}, ${dialogueState}::jsonb, ${exchange.intent}, 1, ${now}, ${now})
      RETURNING "id", "messageCount"
    )
    ${message(Prisma.sql`created`)}`;
  return row!;
}
