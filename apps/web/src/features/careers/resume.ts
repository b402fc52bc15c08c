import { TEXTS, type ResumeUploadResult } from '@agency/schema';

const ALLOWED_TYPES = ['application/pdf', 'text/plain'];
const ALLOWED_EXTENSION = /\.(pdf|txt)$/i;

/** product.md §5: a PDF or plain text file (by its type, or by its name when it has none). */
export function isResumeFile(file: Pick<File, 'type' | 'name'>): boolean {
  if (file.type) return ALLOWED_TYPES.includes(file.type);
  return ALLOWED_EXTENSION.test(file.name);
}

/** POST /api/upload-resume (field `resume`). A non-OK answer throws 'Upload failed'. */
export async function uploadResume(
  file: File,
  conversationId?: string,
): Promise<ResumeUploadResult> {
  const body = new FormData();
  body.append('resume', file, file.name);
  if (conversationId) body.append('conversationId', conversationId);
  const response = await fetch('/api/upload-resume', {
    method: 'POST',
    body,
    credentials: 'include',
  });
  if (!response.ok) throw new Error(TEXTS.resumeUploadFailed);
  const data = (await response.json()) as Partial<ResumeUploadResult>;
  const contact = data.extractedContact;
  return {
    extractedContact: {
      name: contact?.name ?? null,
      email: contact?.email ?? null,
      portfolio: contact?.portfolio ?? null,
      linkedin: contact?.linkedin ?? null,
    },
    resumeData: data.resumeData ?? {},
  };
}
