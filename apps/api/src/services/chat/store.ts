// The record of the chat: one conversation row per visitor thread, one message row per exchange.
import type { PrismaClient } from '@agency/db';
import type { ChatRequest, EmploymentType, Intent } from '@agency/schema';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HISTORY_TURNS = 12;

export interface ConversationState {
  id: string;
  clientName: string | null;
  clientEmail: string | null;
  employmentType: string | null;
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
}

/**
 * Stores the exchange in one transaction. Incrementing the conversation's message count locks its
 * row, so concurrent messages to one conversation get consecutive sequence numbers in the order
 * they reach the database, and a failure leaves neither row behind.
 */
export async function storeExchange(
  prisma: PrismaClient,
  exchange: Exchange,
): Promise<{ conversationId: string; seq: number }> {
  const { request } = exchange;
  const now = new Date();
  const contact = {
    ...((request.clientName ?? request.contactInfo?.name)
      ? { clientName: request.clientName ?? request.contactInfo?.name }
      : {}),
    ...((request.clientEmail ?? request.contactInfo?.email)
      ? { clientEmail: request.clientEmail ?? request.contactInfo?.email }
      : {}),
    ...(request.subject ? { subject: request.subject } : {}),
    ...(exchange.employmentType ? { employmentType: exchange.employmentType } : {}),
  };
  const message = {
    message: request.message,
    reply: exchange.reply,
    intent: exchange.intent,
    tokenUsage: exchange.tokenUsage ? JSON.stringify(exchange.tokenUsage) : null,
    sessionId: exchange.sessionId,
    userIp: exchange.userIp,
    timestamp: now,
  };
  return prisma.$transaction(
    async (tx) => {
      if (exchange.conversationId) {
        const conversation = await tx.conversation.update({
          where: { id: exchange.conversationId },
          data: {
            ...contact,
            intent: exchange.intent,
            lastActivityAt: now,
            messageCount: { increment: 1 },
          },
          select: { id: true, messageCount: true },
        });
        await tx.message.create({
          data: { ...message, conversationId: conversation.id, seq: conversation.messageCount },
        });
        return { conversationId: conversation.id, seq: conversation.messageCount };
      }
      const conversation = await tx.conversation.create({
        data: {
          ...contact,
          sessionId: exchange.sessionId,
          userIp: exchange.userIp,
          intent: exchange.intent,
          messageCount: 1,
          startedAt: now,
          lastActivityAt: now,
          messages: { create: { ...message, seq: 1 } },
        },
        select: { id: true },
      });
      return { conversationId: conversation.id, seq: 1 };
    },
    { maxWait: 15_000, timeout: 15_000 },
  );
}
