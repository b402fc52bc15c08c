// An application to an open role: the person's details checked, the resume (a PDF or text file, or
// pasted text) checked and parsed as every resume is, then in one transaction the stored resume,
// the lead (a candidate), the candidate on the role and the `candidate.applied` event. Anything
// refused is refused before that transaction: no half-written application.
import { createHash } from 'node:crypto';
import type { PrismaClient } from '@agency/db';
import { ApplicationFields, type ApplicationResult } from '@agency/schema';
import { DomainError, fieldError, invalidInput } from '../../errors.ts';
import { readResume, writeResume } from '../files/resumes.ts';
import { FILE_TRANSACTION, type ReceivedFile } from '../files/storage.ts';
import type { PdfPool } from '../files/pdfPool.ts';
import { leadPayload, normaliseEmail, upsertLead } from '../leads/record.ts';
import type { BusinessCalendar } from '../../env.ts';
import type { NewEvent, Outbox } from '../outbox/events.ts';
import { openRole } from './roles.ts';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'P2002';

// Named by its field so the form says it beside the email: another email is what gets past it.
function alreadyApplied(title: string) {
  const message = `You have already applied for ${title} with this email. We have your application and will be in touch.`;
  return new DomainError('CONFLICT', message, { fieldErrors: { email: [message] } });
}

/** Pasted resume text as the text file the resume path reads. */
function pastedResume(text: string): ReceivedFile {
  const bytes = Buffer.from(text, 'utf8');
  return {
    bytes,
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    originalName: 'resume.txt',
  };
}

/** `POST /api/careers/{slug}/apply`. */
export async function applyToRole(
  prisma: PrismaClient,
  outbox: Outbox,
  calendar: BusinessCalendar,
  pdf: PdfPool,
  slug: string,
  received: ReceivedFile | null,
  rawFields: Record<string, string>,
  signal: AbortSignal,
  /** Refuses (429) an email that would be a new lead too many; see leads/limits.ts. */
  admitLead: (email: string | null) => Promise<void>,
): Promise<ApplicationResult> {
  const checked = ApplicationFields.safeParse(rawFields);
  if (!checked.success) throw invalidInput(checked.error, 'Invalid application');
  const fields = checked.data;
  const email = normaliseEmail(fields.email);
  if (!email) throw fieldError('email', 'Please enter a valid email address');
  const pasted = fields.resumeText?.trim();
  if (!received && !pasted)
    throw fieldError(
      'resume',
      'Please attach your resume (a PDF or text file) or paste it as text.',
    );

  const role = await openRole(prisma, slug);
  const before = await prisma.candidate.findUnique({
    where: { roleId_email: { roleId: role.slug, email } },
    select: { id: true },
  });
  if (before) throw alreadyApplied(role.title);

  const resume = await readResume(pdf, received ?? pastedResume(pasted!), signal);
  await admitLead(email);
  try {
    const result = await prisma.$transaction(async (tx) => {
      const lead = await upsertLead(
        tx,
        {
          email,
          name: fields.name,
          phone: resume.parsed.phone.value,
          source: 'application',
          intent: 'employment',
          candidate: true,
        },
        calendar,
      );
      const storedResume = await writeResume(tx, resume, { conversationId: null, leadId: lead.id });
      const candidate = await tx.candidate.create({
        data: {
          roleId: role.slug,
          leadId: lead.id,
          resumeId: storedResume.id,
          name: fields.name,
          email,
          portfolioUrl: fields.portfolio ?? null,
          note: fields.note,
        },
        select: { id: true },
      });
      const file = {
        id: storedResume.id,
        name: resume.file.originalName,
        size: resume.file.size,
      };
      const events: NewEvent[] = [
        {
          type: 'candidate.applied',
          leadId: lead.id,
          data: {
            role: { slug: role.slug, title: role.title },
            candidate: {
              id: candidate.id,
              name: fields.name,
              email,
              portfolioUrl: fields.portfolio ?? null,
              note: fields.note || null,
            },
            resume: {
              ...file,
              candidateName: resume.parsed.name.value,
              email: resume.parsed.email.value,
              phone: resume.parsed.phone.value,
              skills: resume.parsed.skills.value,
              experience: resume.parsed.experienceSummary.value,
            },
            lead: leadPayload(lead),
          },
        },
      ];
      // A new person is a new lead for staff as any other path makes one; a known one is updated.
      events.unshift({
        type: lead.created ? 'lead.created' : 'lead.updated',
        leadId: lead.id,
        data: {
          lead: leadPayload(lead),
          source: 'application',
          message: null,
          conversationId: null,
          files: [file],
        },
      });
      // A spam address is recorded quietly: no staff email, no webhook.
      if (!lead.spam) await outbox.add(tx, events);
      return { candidateId: candidate.id };
    }, FILE_TRANSACTION);
    outbox.written();
    return { ...result, role: { slug: role.slug, title: role.title }, name: fields.name };
  } catch (error) {
    // Two submissions of the same application at once: the second meets the unique index.
    if (isUniqueViolation(error)) throw alreadyApplied(role.title);
    throw error;
  }
}
