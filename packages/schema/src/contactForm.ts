// The contact page's submission as the chat stores it: one message of labelled lines that staff
// read in emails, and that the admin reads back to show the visitor's own message as written.
import type { ContactForm } from './requests.ts';

const HEADER = 'New contact form submission';
const MESSAGE = '\nMessage: ';
const ATTACHMENT = '\nAttachment: ';

/** The multi-line message the team reads: name, email, company, message and the attachment. */
export function contactMessageText(values: ContactForm, pdfName: string | null): string {
  return [
    HEADER,
    `Name: ${values.name}`,
    `Email: ${values.email}`,
    `Company: ${values.company || 'Not provided'}`,
    `Message: ${values.message}`,
    `Attachment: ${pdfName ?? 'No PDF attached'}`,
  ].join('\n');
}

/**
 * What the visitor typed into the form's message box, line breaks and all, from a stored
 * submission; null when the text is not one. The message lies between the first `Message:` line
 * and the last `Attachment:` line, so a message that itself holds such a line stays whole.
 */
export function readContactMessage(text: string): string | null {
  if (!text.startsWith(`${HEADER}\n`)) return null;
  const start = text.indexOf(MESSAGE);
  if (start < 0) return null;
  const end = text.lastIndexOf(ATTACHMENT);
  return text.slice(start + MESSAGE.length, end > start ? end : undefined);
}
