// What runs inside a PDF worker process (see pdfPool.ts and pdfWorker.ts). Nothing here may throw
// across the process boundary with meaning: results say what went wrong, since error classes do not
// survive the trip.
import { PDFArray, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { constants, inflateRawSync } from 'node:zlib';
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

/**
 * `inflated`: past a cap. `unmeasurable`: compressed or encrypted in a way the caps cannot measure.
 * `memory`: the worker ran out of the memory it is allowed (see pdfPool.ts).
 */
export type Refusal = {
  ok: false;
  reason: 'unreadable' | 'inflated' | 'unmeasurable' | 'memory';
  message?: string;
};

export type TextResult = { ok: true; text: string; pages: number; readPages: number } | Refusal;

export type ResumeResult = { ok: true; resume: ParsedResume } | Refusal;

const FLATE = PDFName.of('FlateDecode');
const IMAGE = PDFName.of('Image');

type Verdict = Extract<Refusal['reason'], 'inflated' | 'unmeasurable' | 'memory'>;

/** What a failed allocation throws once the worker's address space is used up. */
const outOfMemory = (error: unknown) =>
  error instanceof RangeError && /allocation failed/i.test(error.message);

/**
 * How many bytes pdf.js would inflate from a FlateDecode stream, or a verdict past `cap`. pdf.js
 * checks the two header bytes as below and reads nothing from a stream that fails them; unlike
 * zlib it ignores the window size and the checksum, so the data after the header is inflated raw.
 * A stream zlib cannot inflate to its end is one pdf.js may read differently: not measured, refused.
 */
function inflatedSize(data: Uint8Array, cap: number): number | Verdict {
  const [cmf = -1, flg = -1] = data;
  if ((cmf & 0x0f) !== 8 || ((cmf << 8) + flg) % 31 !== 0 || flg & 0x20) return 0;
  try {
    return inflateRawSync(data.subarray(2), {
      maxOutputLength: Math.max(1, cap),
      // A truncated stream is read as far as it goes, by pdf.js as here.
      finishFlush: constants.Z_SYNC_FLUSH,
    }).length;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'inflated';
    if (outOfMemory(error)) return 'memory';
    return 'unmeasurable';
  }
}

/**
 * pdf.js inflates a content stream whole before reading it, with no bound. This inflates each
 * compressed stream the read pages use, stopping at the caps, so a bomb is refused in milliseconds
 * instead of running into the deadline. Only Flate written plainly is measured: pdf.js also takes
 * abbreviated names (`/Fl`), chains (`[/ASCIIHexDecode /FlateDecode]`), LZW, run-length and image
 * codecs, and decrypts, and a stream in any of those forms is refused rather than passed unmeasured.
 * Images are not read for text and are skipped. A file pdf-lib cannot parse is left for pdf.js to
 * judge, bounded by the worker's memory and deadline.
 */
async function inflationVerdict(bytes: Uint8Array, maxPages: number): Promise<Verdict | null> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
      parseSpeed: Infinity,
    });
  } catch (error) {
    // pdf-lib inflates object streams whole while it parses: a bomb there ends here.
    return outOfMemory(error) ? 'memory' : null;
  }
  const context = document.context;
  if (context.trailerInfo.Encrypt) return 'unmeasurable';
  const seen = new Set<PDFRawStream>();
  let total = 0;
  /** Adds a stream to the total; a verdict when it passes `cap` or the total passes its own. */
  const count = (stream: PDFRawStream, cap: number): Verdict | null => {
    seen.add(stream);
    const filter = stream.dict.lookup(PDFName.of('Filter'));
    if (filter === undefined) return null;
    const only = filter instanceof PDFArray && filter.size() === 1 ? filter.lookup(0) : filter;
    if (only !== FLATE) return 'unmeasurable';
    const size = inflatedSize(stream.contents, Math.min(cap, MAX_INFLATED_BYTES - total));
    if (typeof size !== 'number') return size;
    total += size;
    return null;
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
    for (const page of document.getPages().slice(0, maxPages)) {
      for (const stream of streamsOf(page.node.get(PDFName.of('Contents')))) {
        const verdict = seen.has(stream) ? null : count(stream, MAX_CONTENT_STREAM_BYTES);
        if (verdict) return verdict;
      }
    }
    for (const [, object] of context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFRawStream) || seen.has(object)) continue;
      if (object.dict.get(PDFName.of('Subtype')) === IMAGE) continue;
      const verdict = count(object, MAX_INFLATED_BYTES);
      if (verdict) return verdict;
    }
  } catch (error) {
    return outOfMemory(error) ? 'memory' : null;
  }
  return null;
}

/** The text of a brief or deck, from its first `MAX_PDF_PAGES` pages. */
export async function pdfText(
  task: { bytes: Uint8Array },
  /** Called as the work starts, once the task has reached the worker. */
  announce: () => void,
): Promise<TextResult> {
  announce();
  const { bytes } = task;
  const verdict = await inflationVerdict(bytes, MAX_PDF_PAGES);
  if (verdict) return { ok: false, reason: verdict };
  let document;
  try {
    document = await getDocumentProxy(bytes, { verbosity: 0 });
  } catch (error) {
    return { ok: false, reason: outOfMemory(error) ? 'memory' : 'unreadable' };
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
  } catch (error) {
    return { ok: false, reason: outOfMemory(error) ? 'memory' : 'unreadable' };
  } finally {
    await document.loadingTask.destroy();
  }
}

/** A resume: a PDF read by the layout-aware parser, or text already decoded by the caller. */
export async function resume(
  task: { bytes: Uint8Array; now: number } | { text: string; now: number },
  announce: () => void,
): Promise<ResumeResult> {
  announce();
  const now = new Date(task.now);
  if ('text' in task) return { ok: true, resume: parseResumeText(task.text, { now }) };
  const verdict = await inflationVerdict(task.bytes, MAX_RESUME_PAGES);
  if (verdict) return { ok: false, reason: verdict };
  try {
    return { ok: true, resume: await parseResumePdf(task.bytes, { now }) };
  } catch (error) {
    if (error instanceof ResumeParseError)
      return { ok: false, reason: 'unreadable', message: error.message };
    return { ok: false, reason: outOfMemory(error) ? 'memory' : 'unreadable' };
  }
}
