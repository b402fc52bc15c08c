// What the contact page sends (product.md §7): the PDF first, if one is attached, then the message.
import {
  CONTACT_FORM_SESSION_ID,
  contactMessageText,
  DEFAULT_PERSONA,
  PdfUploadResult,
  type ContactForm,
} from '@agency/schema';
import { trackContactFormSubmitted, trackFileUploaded } from '../../lib/analytics/index.ts';

export const UPLOAD_PDF_URL = '/api/upload-pdf';
export const CHAT_MESSAGE_URL = '/api/conversations/message';

export const PDF_UPLOAD_FAILED = 'PDF upload failed';
export const SEND_FAILED = 'Failed to send message';

/** The note stored with the PDF: that it came with a contact form submission, and from whom. */
export function pdfNoteText(values: ContactForm): string {
  return [
    'Contact form submission',
    `Name: ${values.name}`,
    `Company: ${values.company || 'No company'}`,
    `Message: ${values.message}`,
  ].join('\n');
}

/** Resolves to the stored document's id, which the message then names so the file joins its conversation. */
async function uploadPdf(
  values: ContactForm,
  pdf: File,
  fetchImpl: typeof fetch,
): Promise<string | undefined> {
  const body = new FormData();
  body.append('pdf', pdf, pdf.name);
  body.append('clientName', values.name);
  body.append('clientEmail', values.email);
  body.append('message', pdfNoteText(values));
  const response = await fetchImpl(UPLOAD_PDF_URL, {
    method: 'POST',
    body,
    credentials: 'include',
  });
  const result = PdfUploadResult.safeParse(await response.json().catch(() => null));
  if (!result.success || !result.data.success) {
    throw new Error((result.success && result.data.message) || PDF_UPLOAD_FAILED);
  }
  trackFileUploaded(pdf.size);
  return result.data.documentId;
}

/** Sends the form; throws an Error whose message is the one the failure toast shows. */
export async function submitContact(
  values: ContactForm,
  pdf: File | null,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const documentId = pdf ? await uploadPdf(values, pdf, fetchImpl) : undefined;
  const response = await fetchImpl(CHAT_MESSAGE_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    body: JSON.stringify({
      message: contactMessageText(values, pdf?.name ?? null),
      sessionId: CONTACT_FORM_SESSION_ID,
      personaSlug: DEFAULT_PERSONA,
      // Also as fields: the conversation and the lead are the sender's, not an anonymous visitor's.
      clientName: values.name,
      clientEmail: values.email,
      company: values.company || undefined,
      documentId,
    }),
  });
  if (!response.ok) throw new Error(SEND_FAILED);
  trackContactFormSubmitted(pdf !== null);
}
