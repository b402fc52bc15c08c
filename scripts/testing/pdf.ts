// PDFs with known text, for upload tests, e2e tests and scripts: text extraction must find each line.
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** One US Letter page of Helvetica 12 pt, a line every 18 pt from the top left (72, 720). */
export async function textPdf(lines: string | readonly string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  [lines]
    .flat()
    .forEach((line, index) => page.drawText(line, { x: 72, y: 720 - index * 18, size: 12, font }));
  return Buffer.from(await doc.save());
}
