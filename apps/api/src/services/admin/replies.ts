// Replying to a lead from the admin (docs/decisions/016-reply-from-the-lead.md): the templates staff
// start from, and the email itself, sent in the writer's name through the outbox. The reply, the
// lead's move to contacted, their audit lines and the outbox rows are written in one transaction.
import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '@agency/db';
import {
  LeadReplyInput,
  ReplyTemplateInput,
  fillPlaceholders,
  isUuid,
  oneLine,
  placeholderValues,
  type OutboxEventData,
  type ReplyStatus,
} from '@agency/schema';
import type { NotifyConfig } from '../../env.ts';
import { DomainError, notFound } from '../../errors.ts';
import { leadPayload } from '../leads/record.ts';
import { recipientAddress, senderAddress } from '../outbox/email.ts';
import type { Outbox } from '../outbox/events.ts';
import type { Actor } from './auth.ts';
import { requireLead, toSummary, type LeadSummary } from './leads.ts';

const templateSelect = {
  id: true,
  name: true,
  subject: true,
  body: true,
  updatedBy: true,
  updatedAt: true,
} satisfies Prisma.ReplyTemplateSelect;

type TemplateRow = Prisma.ReplyTemplateGetPayload<{ select: typeof templateSelect }>;
const toTemplate = ({ updatedAt, ...row }: TemplateRow) => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
});
export type ReplyTemplate = ReturnType<typeof toTemplate>;

export async function listReplyTemplates(prisma: PrismaClient): Promise<ReplyTemplate[]> {
  const rows = await prisma.replyTemplate.findMany({
    select: templateSelect,
    orderBy: { name: 'asc' },
  });
  return rows.map(toTemplate);
}

const takenName = (name: string) =>
  new DomainError('CONFLICT', `A template named "${name}" already exists`);
const isUniqueViolation = (error: unknown) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';

export async function createReplyTemplate(
  prisma: PrismaClient,
  input: ReplyTemplateInput,
  actor: string,
): Promise<ReplyTemplate> {
  const data = ReplyTemplateInput.parse(input);
  try {
    return toTemplate(
      await prisma.replyTemplate.create({
        data: { ...data, updatedBy: actor },
        select: templateSelect,
      }),
    );
  } catch (error) {
    throw isUniqueViolation(error) ? takenName(data.name) : error;
  }
}

export async function updateReplyTemplate(
  prisma: PrismaClient,
  id: string,
  input: ReplyTemplateInput,
  actor: string,
): Promise<ReplyTemplate> {
  const data = ReplyTemplateInput.parse(input);
  if (!isUuid(id)) throw notFound('Template not found');
  try {
    return toTemplate(
      await prisma.replyTemplate.update({
        where: { id: id.toLowerCase() },
        data: { ...data, updatedBy: actor },
        select: templateSelect,
      }),
    );
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025')
      throw notFound('Template not found');
    throw isUniqueViolation(error) ? takenName(data.name) : error;
  }
}

export async function deleteReplyTemplate(prisma: PrismaClient, id: string) {
  const { count } = isUuid(id)
    ? await prisma.replyTemplate.deleteMany({ where: { id: id.toLowerCase() } })
    : { count: 0 };
  if (!count) throw notFound('Template not found');
  return { id: id.toLowerCase(), deleted: true };
}

const replySelect = {
  id: true,
  senderName: true,
  toEmail: true,
  subject: true,
  body: true,
  createdAt: true,
  delivery: {
    select: { status: true, attempts: true, lastError: true, deliveredAt: true },
  },
} satisfies Prisma.LeadReplySelect;

/** The outbox's four states as staff read them: still trying, sent, or given up. */
const REPLY_STATUS: Record<string, ReplyStatus> = {
  pending: 'pending',
  sending: 'pending',
  delivered: 'sent',
  failed: 'failed',
};

function toReply({
  createdAt,
  delivery,
  ...row
}: Prisma.LeadReplyGetPayload<{ select: typeof replySelect }>) {
  return {
    ...row,
    status: REPLY_STATUS[delivery.status] ?? 'pending',
    attempts: delivery.attempts,
    lastError: delivery.lastError,
    sentAt: delivery.deliveredAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  };
}
export type LeadReply = ReturnType<typeof toReply>;

/** A lead's replies, newest first, each with its delivery's status. */
export async function leadReplies(
  prisma: PrismaClient | Prisma.TransactionClient,
  leadId: string,
): Promise<LeadReply[]> {
  const rows = await prisma.leadReply.findMany({
    where: { leadId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: replySelect,
  });
  return rows.map(toReply);
}

export interface ReplySettings {
  notify: NotifyConfig;
  signature: string;
}

/** The text as it goes out: what staff wrote, then the writer's name and the agency's lines. */
function signedText(body: string, senderName: string, signature: string) {
  // "-- " on a line of its own is where mail clients know a signature starts.
  return `${body.trimEnd()}\n\n-- \n${oneLine(senderName)}\n${signature}`;
}

/**
 * `POST /api/admin/leads/:id/replies`: the email, queued in the outbox with its own delivery to
 * the lead, and the lead moved from new to contacted. A lead already further along keeps its status.
 */
export async function sendLeadReply(
  prisma: PrismaClient,
  outbox: Outbox,
  id: string,
  input: LeadReplyInput,
  actor: Actor,
  { notify, signature }: ReplySettings,
): Promise<{ reply: LeadReply; lead: LeadSummary }> {
  const parsed = LeadReplyInput.parse(input);
  if (!notify.email || !senderAddress(notify.email.from))
    throw new DomainError(
      'UNAVAILABLE',
      'Email is not configured: set SMTP_URL, NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM to reply from the admin',
    );
  const result = await prisma.$transaction(async (tx) => {
    const before = await requireLead(tx, id);
    const to = recipientAddress(before.email);
    if (!to)
      throw new DomainError(
        'UNPROCESSABLE',
        `This lead's email address (${JSON.stringify(before.email)}) is not one mail can be sent to; nothing was sent`,
      );
    const values = placeholderValues(before, actor.name);
    const subject = oneLine(fillPlaceholders(parsed.subject, values));
    const text = signedText(fillPlaceholders(parsed.body, values), actor.name, signature);

    // Conditional, so that of two replies sent at once (or a reply and a status click) only one
    // moves the lead and audits it.
    const { count: moved } =
      before.status === 'new'
        ? await tx.lead.updateMany({
            where: { id: before.id, status: 'new' },
            data: { status: 'contacted' },
          })
        : { count: 0 };
    const lead = before.status === 'new' ? await requireLead(tx, before.id) : before;
    if (moved) {
      const change = { from: 'new', to: 'contacted' };
      await tx.leadAudit.create({
        data: { leadId: before.id, action: 'status', actor: actor.name, detail: change },
      });
      await outbox.add(tx, [
        {
          type: 'lead.updated',
          leadId: before.id,
          data: { lead: leadPayload(lead), changes: { status: change }, actor: actor.name },
        },
      ]);
    }

    const replyId = randomUUID();
    const eventId = randomUUID();
    const deliveryId = randomUUID();
    const data = {
      reply: { id: replyId, to, subject, text },
      sender: { name: actor.name, staffId: actor.staffId },
      lead: leadPayload(lead),
    } satisfies OutboxEventData<'lead.replied'>;
    // Written here rather than through outbox.add: the reply goes to the lead whatever event types
    // the configured receivers want, and its delivery is made now, not by the fan-out.
    await tx.outboxEvent.create({
      data: { id: eventId, type: 'lead.replied', data, leadId: before.id },
    });
    await tx.delivery.create({
      data: { id: deliveryId, eventId, channel: 'email', target: to },
    });
    const reply = await tx.leadReply.create({
      data: {
        id: replyId,
        leadId: before.id,
        staffId: actor.staffId,
        senderName: actor.name,
        toEmail: to,
        subject,
        body: text,
        deliveryId,
      },
      select: replySelect,
    });
    await tx.leadAudit.create({
      data: {
        leadId: before.id,
        action: 'reply',
        actor: actor.name,
        detail: { replyId, to, subject },
      },
    });
    return { reply: toReply(reply), lead: toSummary(lead) };
  });
  outbox.written();
  outbox.written('deliveries');
  return result;
}
