import type { Database } from '@agency/db';
import {
  CONTACT_FORM_SESSION_ID,
  EmploymentType,
  type ChatRequest,
  type ChatResponse,
} from '@agency/schema';
// The model module only: the assistant itself is loaded in its thread, not on the event loop.
import { phraseWithModel, type ModelConfig } from '../assistant/model.ts';
import type { AssistantAnswer } from '../assistant/types.ts';
import type { AssistantCache } from './knowledge.ts';
import type { ChatLimiter } from './limits.ts';
import { normaliseEmail } from '../leads/record.ts';
import type { LeadLimiter } from '../leads/limits.ts';
import type { Logger } from '../logger.ts';
import type { Outbox } from '../outbox/events.ts';
import { findConversation, type ExchangeWriter } from './store.ts';

export interface ChatDeps {
  db: Pick<Database, 'prisma' | 'query'>;
  exchanges: ExchangeWriter;
  outbox: Pick<Outbox, 'written'>;
  assistant: AssistantCache;
  limiter: ChatLimiter;
  admitLead: LeadLimiter;
  model?: ModelConfig;
  log: Pick<Logger, 'warn'>;
}

/** POST /api/conversations/message and its tRPC twin. */
export async function sendChatMessage(
  deps: ChatDeps,
  request: ChatRequest,
  userIp: string | null,
): Promise<ChatResponse> {
  // The resume flow sends no session; its conversation id stands in, else the visitor's IP.
  const sessionId = request.sessionId ?? request.conversationId ?? `ip:${userIp ?? 'unknown'}`;
  // Every contact-page submission shares one marker session; its budget is per visitor instead.
  await deps.limiter(
    userIp,
    sessionId === CONTACT_FORM_SESSION_ID ? `contact:${userIp ?? 'unknown'}` : sessionId,
  );

  const conversation = await findConversation(deps.db, request.conversationId);
  const clientName =
    request.clientName ?? request.contactInfo?.name ?? conversation?.clientName ?? undefined;
  const clientEmail =
    request.clientEmail ?? request.contactInfo?.email ?? conversation?.clientEmail ?? undefined;
  // Before the assistant's work: a message that would make a lead too many is refused whole.
  await deps.admitLead(deps.db.prisma, userIp, normaliseEmail(clientEmail));
  const knownEmployment =
    request.employmentType ?? EmploymentType.safeParse(conversation?.employmentType).data;

  const assistant = await deps.assistant.get();
  const input = {
    message: request.message,
    history: conversation?.history ?? [],
    employmentType: knownEmployment,
    hasContact: Boolean(clientName && clientEmail),
    hasResume: Boolean(request.resumeId) || Boolean(conversation?.hasResume),
    clientName,
    state: conversation?.dialogueState,
  };
  let answer: AssistantAnswer = await assistant.answer(input);
  if (deps.model && sessionId !== CONTACT_FORM_SESSION_ID) {
    answer = await phraseWithModel(deps.model, input, answer).catch((error: unknown) => {
      deps.log.warn({ err: error }, 'model service failed; the built-in answer is used');
      return answer;
    });
  }

  const stored = await deps.exchanges.store({
    conversationId: conversation?.id ?? null,
    leadId: conversation?.leadId ?? null,
    request,
    sessionId,
    userIp,
    reply: answer.reply,
    intent: answer.intent,
    employmentType: answer.employmentType ?? knownEmployment,
    tokenUsage: answer.tokenUsage,
    dialogueState: answer.state,
    typed: answer.contact,
  });
  deps.outbox.written();

  return {
    reply: answer.reply,
    conversationId: stored.conversationId,
    intent: answer.intent,
    messageType: answer.messageType,
    portfolioFilter: answer.portfolioFilter,
    triggerAnimation: answer.triggerAnimation,
    triggerCards: answer.triggerCards,
    isEmployment: answer.isEmployment,
    employmentType: answer.employmentType ?? knownEmployment,
    confidence: answer.confidence,
    // A name with a way to reach the visitor (an email, or a phone typed into the chat).
    hasCompleteContact: Boolean(
      (clientName ?? answer.contact.name) &&
      (clientEmail ?? answer.contact.email ?? answer.contact.phone ?? conversation?.clientPhone),
    ),
    offerPdfUpload: answer.offerPdfUpload,
  };
}
