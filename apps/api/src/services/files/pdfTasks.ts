// What runs inside a PDF worker thread (see pdfPool.ts). Nothing here may throw across the thread
// boundary with meaning: results say what went wrong, since error classes do not survive the trip.
import { PDFArray, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import type { MessagePort } from 'node:worker_threads';
import { constants, inflateSync } from 'node:zlib';
import {
  MAX_PAGES as MAX_RESUME_PAGES,
  parseResumePdf,
  parseResumeText,
  ResumeParseError,
  type ParsedResume,
} from '../resumes/parse.ts';

/** A brief or resume has no business past this; only the first pages are read. */
export const MAX_PDF_PAGES = 300;
/** One page's drawing instructions; real pages are kilobytes, a compression bomb is megabytes. */
export const MAX_CONTENT_STREAM_BYTES = 16 * 1024 * 1024;
/** Every compressed stream but images (fonts, forms, contents) of the pages read, together. */
export const MAX_INFLATED_BYTES = 96 * 1024 * 1024;

export type Refusal = { ok: false; reason: 'unreadable' | 'inflated'; message?: string };

export type TextResult = { ok: true; text: string; pages: number; readPages: number } | Refusal;

export type ResumeResult = { ok: true; resume: ParsedResume } | Refusal;

/** Every task carries the port it tells the pool it has started on; see pdfPool.ts. */
interface Task {
  started: MessagePort;
}

function announce(task: Task) {
  task.started.postMessage('started');
  task.started.close();
}

const FLATE = PDFName.of('FlateDecode');
const IMAGE = PDFName.of('Image');

/**
 * pdf.js inflates a content stream whole before reading it, with no bound. This inflates each
 * compressed stream the read pages use, stopping at the caps, so a bomb is refused in milliseconds
 * instead of running into the deadline. A file pdf-lib cannot parse is left for pdf.js to judge.
 */
async function exceedsInflateCaps(bytes: Uint8Array, maxPages: number): Promise<boolean> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
      parseSpeed: Infinity,
    });
  } catch {
    return false;
  }
  const context = document.context;
  const seen = new Set<PDFRawStream>();
  let total = 0;
  const inflatedSize = (stream: PDFRawStream, cap: number): number | null => {
    const filter = stream.dict.get(PDFName.of('Filter'));
    const first = filter instanceof PDFArray ? filter.get(0) : filter;
    if (first !== FLATE) return 0;
    try {
      return inflateSync(stream.contents, {
        maxOutputLength: cap,
        finishFlush: constants.Z_SYNC_FLUSH,
      }).length;
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return null;
      return 0;
    }
  };
  const streamsOf = (value: PDFObject | undefined): PDFRawStream[] => {
    const resolved = value instanceof PDFRef ? context.lookup(value) : value;
    if (resolved instanceof PDFRawStream) return [resolved];
    if (resolved instanceof PDFArray) return resolved.asArray().flatMap(streamsOf);
    return [];
  };

  // pdf-lib throws on structures pdf.js may still make sense of (no catalog, odd page trees):
  // no verdict then, and pdf.js, bounded by the deadline, decides.
  try {
    const pages = document.getPages().slice(0, maxPages);
    for (const page of pages) {
      for (const stream of streamsOf(page.node.get(PDFName.of('Contents')))) {
        if (seen.has(stream)) continue;
        seen.add(stream);
        const size = inflatedSize(stream, MAX_CONTENT_STREAM_BYTES);
        if (size === null) return true;
        total += size;
      }
    }
    for (const [, object] of context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFRawStream) || seen.has(object)) continue;
      if (object.dict.get(PDFName.of('Subtype')) === IMAGE) continue;
      const size = inflatedSize(object, MAX_INFLATED_BYTES - total + 1);
      if (size === null) return true;
      total += size;
      if (total > MAX_INFLATED_BYTES) return true;
    }
  } catch {
    return false;
  }
  return false;
}

/** The text of a brief or deck, from its first `MAX_PDF_PAGES` pages. */
export async function pdfText(task: Task & { bytes: Uint8Array }): Promise<TextResult> {
  announce(task);
  const { bytes } = task;
  if (await exceedsInflateCaps(bytes, MAX_PDF_PAGES)) return { ok: false, reason: 'inflated' };
  let document;
  try {
    document = await getDocumentProxy(bytes, { verbosity: 0 });
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  try {
    const pages = document.numPages;
    const readPages = Math.min(pages, MAX_PDF_PAGES);
    const texts: string[] = [];
    // One page at a time: unpdf's extractText asks for every page at once, which is what let a
    // 20,000-page file take minutes and gigabytes.
    for (let n = 1; n <= readPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      texts.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
          .join(''),
      );
      page.cleanup();
    }
    return {
      ok: true,
      // The same merge as unpdf's `mergePages`, so stored texts read as before.
      text: texts
        .join('\n')
        .replace(/[^\S\n]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .replace(/\n{3,}/g, '\n\n')
        .replace(/\u0000/g, '')
        .trim(),
      pages,
      readPages,
    };
  } catch {
    return { ok: false, reason: 'unreadable' };
  } finally {
    await document.loadingTask.destroy();
  }
}

/** A resume: a PDF read by the layout-aware parser, or text already decoded by the caller. */
export async function resume(
  task: Task & ({ bytes: Uint8Array; now: number } | { text: string; now: number }),
): Promise<ResumeResult> {
  announce(task);
  const now = new Date(task.now);
  if ('text' in task) return { ok: true, resume: parseResumeText(task.text, { now }) };
  if (await exceedsInflateCaps(task.bytes, MAX_RESUME_PAGES))
    return { ok: false, reason: 'inflated' };
  try {
    return { ok: true, resume: await parseResumePdf(task.bytes, { now }) };
  } catch (error) {
    if (error instanceof ResumeParseError)
      return { ok: false, reason: 'unreadable', message: error.message };
    return { ok: false, reason: 'unreadable' };
  }
}
