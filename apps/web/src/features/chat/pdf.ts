import { MAX_UPLOAD_BYTES, TEXTS } from '@agency/schema';

/** product.md §5, PDF deck upload in chat: the refusal reply, or null when the file may go. */
export function pdfRefusal(file: Pick<File, 'type' | 'size'>): string | null {
  if (file.type !== 'application/pdf') return TEXTS.pdfOnly;
  if (file.size > MAX_UPLOAD_BYTES) return TEXTS.pdfTooLarge;
  return null;
}
