import { extractText, getDocumentProxy } from 'unpdf';
import { DomainError } from '../../errors.ts';

/**
 * Opens the PDF with pdf.js and returns its text: a file that only starts with `%PDF` but does not
 * open is refused here.
 */
export async function readPdfText(
  bytes: Uint8Array,
  invalidMessage: string,
): Promise<{ text: string; pages: number }> {
  let document;
  try {
    document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch {
    throw new DomainError('BAD_REQUEST', invalidMessage);
  }
  try {
    const { text, totalPages } = await extractText(document, { mergePages: true });
    return { text: text.replace(/\u0000/g, '').trim(), pages: totalPages };
  } catch {
    throw new DomainError('BAD_REQUEST', invalidMessage);
  } finally {
    await document.cleanup();
  }
}
