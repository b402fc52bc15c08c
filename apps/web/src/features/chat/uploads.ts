// The multipart uploads of product.md §7 that the home page makes (fetch + FormData).
import type { PdfUploadResult } from '@agency/schema';

export interface PdfUploadFields {
  clientName?: string;
  clientEmail?: string;
  message: string;
  conversationId?: string;
}

/** POST /api/upload-pdf. Resolves to the server's answer; rejects on a network failure. */
export async function uploadPdf(file: File, fields: PdfUploadFields): Promise<PdfUploadResult> {
  const body = new FormData();
  body.append('pdf', file, file.name);
  body.append('clientName', fields.clientName ?? '');
  body.append('clientEmail', fields.clientEmail ?? '');
  body.append('message', fields.message);
  if (fields.conversationId) body.append('conversationId', fields.conversationId);
  const response = await fetch('/api/upload-pdf', { method: 'POST', body, credentials: 'include' });
  const data = (await response.json().catch(() => null)) as Partial<PdfUploadResult> | null;
  return {
    success: response.ok && data?.success === true,
    message: typeof data?.message === 'string' ? data.message : '',
  };
}
