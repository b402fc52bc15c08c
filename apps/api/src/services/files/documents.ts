import type { PrismaClient } from '@agency/db';
import { TEXTS, type PdfUploadResult } from '@agency/schema';
import { DomainError } from '../../errors.ts';
import { leadPayload, normaliseEmail, upsertLead } from '../leads/record.ts';
import type { BusinessCalendar } from '../../env.ts';
import type { NewEvent, Outbox } from '../outbox/events.ts';
import type { PdfPool } from './pdfPool.ts';
import {
  nameForType,
  FILE_TRANSACTION,
  putFile,
  sniffType,
  uploadConversation,
  type ReceivedFile,
} from './storage.ts';

export interface DocumentFields {
  clientName?: string;
  clientEmail?: string;
  message?: string;
  conversationId?: string;
}

const clip = (value: string | undefined, max: number) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/** `POST /api/upload-pdf`: a client's deck or brief, from the chat or the contact page. */
export async function storeDocument(
  prisma: PrismaClient,
  outbox: Outbox,
  calendar: BusinessCalendar,
  pdf: PdfPool,
  received: ReceivedFile | null,
  fields: DocumentFields,
  signal: AbortSignal,
  /** Refuses (429) an email that would be a new lead too many; see leads/limits.ts. */
  admitLead: (email: string | null) => Promise<void>,
): Promise<PdfUploadResult> {
  if (!received)
    throw new DomainError('BAD_REQUEST', 'Please attach a PDF file in the "pdf" field.');
  if ((await sniffType(received.bytes)) !== 'application/pdf')
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', TEXTS.pdfOnly);
  // Before the file is read: the sender's email is a form field.
  await admitLead(normaliseEmail(fields.clientEmail));
  const file = { ...received, originalName: nameForType(received.originalName, 'application/pdf') };
  const { text, pages, readPages } = await pdf.text(
    file.bytes,
    signal,
    "That PDF couldn't be opened. Could you export it again and try once more?",
  );

  const conversation = await uploadConversation(prisma, fields.conversationId);

  const clientName = clip(fields.clientName, 200);
  const message = clip(fields.message, 10_000);
  const email = normaliseEmail(fields.clientEmail);
  const documentId = await prisma.$transaction(async (tx) => {
    const fileId = await putFile(tx, file, 'application/pdf');
    // The sender's lead, or the lead of the conversation the deck was shared in.
    const lead = email
      ? await upsertLead(tx, { email, name: clientName, source: 'brief' }, calendar)
      : null;
    const document = await tx.document.create({
      data: {
        fileId,
        conversationId: conversation?.id ?? null,
        leadId: lead?.id ?? conversation?.leadId ?? null,
        originalName: file.originalName,
        source: conversation ? 'chat' : 'upload',
        clientName,
        clientEmail: clip(fields.clientEmail, 320),
        message,
        extractedText: text,
      },
      select: { id: true, leadId: true },
    });
    const brief = { id: document.id, name: file.originalName, size: file.size, pages };
    const context = { conversationId: conversation?.id ?? null, message };
    const events: NewEvent[] = [
      {
        type: 'brief.uploaded',
        leadId: document.leadId,
        data: {
          ...context,
          document: brief,
          lead: lead ? leadPayload(lead) : document.leadId ? { id: document.leadId } : null,
          clientName,
          clientEmail: email,
        },
      },
    ];
    if (lead)
      events.unshift({
        type: lead.created ? 'lead.created' : 'lead.updated',
        leadId: lead.id,
        data: { ...context, lead: leadPayload(lead), source: 'brief', files: [brief] },
      });
    // A spam address is recorded quietly: no staff email, no webhook.
    if (!(lead ? lead.spam : conversation?.lead?.spamAt)) await outbox.add(tx, events);
    return document.id;
  }, FILE_TRANSACTION);
  outbox.written();
  const pageWord = pages === 1 ? 'page' : 'pages';
  const partly =
    readPages < pages ? `; we read the first ${readPages.toLocaleString('en-US')}` : '';
  return {
    success: true,
    message: `Thanks! We received "${file.originalName}" (${pages.toLocaleString('en-US')} ${pageWord}${partly}) and our team will review it.`,
    documentId,
  };
}
