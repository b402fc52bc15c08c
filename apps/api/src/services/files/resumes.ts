import type { Prisma, PrismaClient } from '@agency/db';
import { TEXTS, type ResumeUploadResult } from '@agency/schema';
import { DomainError } from '../../errors.ts';
import { leadPayload, normaliseEmail, upsertLead } from '../leads/record.ts';
import type { BusinessCalendar } from '../../env.ts';
import type { NewEvent, Outbox } from '../outbox/events.ts';
import type { PdfPool } from './pdfPool.ts';
import {
  nameForType,
  FILE_TRANSACTION,
  putFile,
  sniffFile,
  uploadConversation,
  type ReceivedFile,
} from './storage.ts';
import type { ParsedResume } from '../resumes/parse.ts';

/** A resume file checked by its bytes (a PDF or plain text), named for its type, and parsed. */
export async function readResume(
  pdf: PdfPool,
  received: ReceivedFile,
  signal: AbortSignal,
): Promise<{ file: ReceivedFile; mime: string; parsed: ParsedResume }> {
  const sniffed = await sniffFile(received.bytes);
  const mime = sniffed?.type;
  if (mime !== 'application/pdf' && mime !== 'text/plain')
    throw new DomainError('UNSUPPORTED_MEDIA_TYPE', TEXTS.resumeWrongType);
  const file = { ...received, originalName: nameForType(received.originalName, mime) };
  // Text goes to the worker too: the parser's scans are linear, but 20 MB of them is still seconds.
  const parsed = await pdf.resume(
    sniffed?.text !== undefined ? { text: sniffed.text } : { bytes: file.bytes },
    signal,
  );
  return { file, mime, parsed };
}

/** How sure the parser was of each field, as the admin shows it. */
export function resumeConfidence(parsed: ParsedResume) {
  return {
    name: parsed.name.confidence,
    email: parsed.email.confidence,
    phone: parsed.phone.confidence,
    skills: parsed.skills.confidence,
    experienceYears: parsed.experienceYears.confidence,
    experienceSummary: parsed.experienceSummary.confidence,
    education: parsed.education.confidence,
  };
}

/** Inside the transaction of the fact: the file's bytes and the parsed resume's row. */
export async function writeResume(
  tx: Prisma.TransactionClient,
  { file, mime, parsed }: Awaited<ReturnType<typeof readResume>>,
  links: { conversationId: string | null; leadId: string | null },
) {
  const fileId = await putFile(tx, file, mime);
  return tx.resume.create({
    data: {
      fileId,
      ...links,
      originalName: file.originalName,
      candidateName: parsed.name.value,
      email: parsed.email.value,
      phone: parsed.phone.value,
      fileSize: file.size,
      experience: parsed.experienceSummary.value,
      experienceYears: parsed.experienceYears.value,
      skills: parsed.skills.value,
      education: parsed.education.value as unknown as Prisma.InputJsonValue,
      links: parsed.links as unknown as Prisma.InputJsonValue,
      confidence: resumeConfidence(parsed),
      extractedText: parsed.text,
      parserVersion: parsed.parserVersion,
    },
    select: { id: true, leadId: true },
  });
}

/** `POST /api/upload-resume`: the file, parsed into a candidate, stored with its raw text. */
export async function storeResume(
  prisma: PrismaClient,
  outbox: Outbox,
  calendar: BusinessCalendar,
  pdf: PdfPool,
  received: ReceivedFile | null,
  fields: { conversationId?: string },
  signal: AbortSignal,
  /** Refuses (429) an email that would be a new lead too many; see leads/limits.ts. */
  admitLead: (email: string | null) => Promise<void>,
): Promise<ResumeUploadResult> {
  if (!received)
    throw new DomainError('BAD_REQUEST', 'Please attach your resume in the "resume" field.');
  const resumeFile = await readResume(pdf, received, signal);
  const { file, parsed } = resumeFile;

  const conversation = await uploadConversation(prisma, fields.conversationId);

  const confidence = resumeConfidence(parsed);
  const email = normaliseEmail(parsed.email.value);
  await admitLead(email);
  const resume = await prisma.$transaction(async (tx) => {
    const lead = email
      ? await upsertLead(
          tx,
          {
            email,
            name: parsed.name.value,
            phone: parsed.phone.value,
            source: 'resume',
            candidate: true,
          },
          calendar,
        )
      : null;
    const created = await writeResume(tx, resumeFile, {
      conversationId: conversation?.id ?? null,
      leadId: lead?.id ?? conversation?.leadId ?? null,
    });
    const stored = { id: created.id, name: file.originalName, size: file.size };
    const context = { conversationId: conversation?.id ?? null };
    const events: NewEvent[] = [
      {
        type: 'resume.uploaded',
        leadId: created.leadId,
        data: {
          ...context,
          resume: {
            ...stored,
            candidateName: parsed.name.value,
            email,
            phone: parsed.phone.value,
            skills: parsed.skills.value,
            experience: parsed.experienceSummary.value,
          },
          lead: lead ? leadPayload(lead) : created.leadId ? { id: created.leadId } : null,
        },
      },
    ];
    if (lead)
      events.unshift({
        type: lead.created ? 'lead.created' : 'lead.updated',
        leadId: lead.id,
        data: {
          ...context,
          lead: leadPayload(lead),
          source: 'resume',
          files: [stored],
          message: null,
        },
      });
    // A spam address is recorded quietly: no staff email, no webhook.
    if (!(lead ? lead.spam : conversation?.lead?.spamAt)) await outbox.add(tx, events);
    return created;
  }, FILE_TRANSACTION);
  outbox.written();

  const portfolio =
    parsed.links.portfolio ??
    parsed.links.behance ??
    parsed.links.dribbble ??
    parsed.links.website ??
    parsed.links.vimeo ??
    parsed.links.github;
  return {
    extractedContact: {
      name: parsed.name.value,
      email: parsed.email.value,
      portfolio: portfolio ?? null,
      linkedin: parsed.links.linkedin,
    },
    resumeData: {
      resumeId: resume.id,
      phone: parsed.phone.value,
      experience: parsed.experienceSummary.value,
      experienceYears: parsed.experienceYears.value,
      skills: parsed.skills.value,
      education: parsed.education.value,
      links: parsed.links,
      confidence,
      hasTextLayer: parsed.hasTextLayer,
      pages: parsed.pages,
      parserVersion: parsed.parserVersion,
    },
  };
}
