// Uploaded bytes live in Postgres: every instance sees the same files and a database backup is a
// backup of everything. Identical bytes are stored once (content-addressed by sha256).
import type { Prisma, PrismaClient } from '@agency/db';
import iconv from 'iconv-lite';
import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import { isUuid } from '@agency/schema';
import { DomainError } from '../../errors.ts';

export interface ReceivedFile {
  bytes: Buffer;
  sha256: string;
  size: number;
  originalName: string;
}

/**
 * Reads an upload stream, hashing as it goes, and stops at `maxBytes`: an oversized upload is
 * refused as soon as it crosses the limit instead of being buffered whole.
 */
export async function receiveStream(
  stream: Readable,
  originalName: string,
  maxBytes: number,
  tooLarge: string,
  onChunk: () => void = () => undefined,
): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    onChunk();
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new DomainError('PAYLOAD_TOO_LARGE', tooLarge);
    }
    hash.update(chunk);
    chunks.push(chunk);
  }
  // @fastify/multipart truncates at its own limit instead of erroring when told not to throw.
  if ((stream as Readable & { truncated?: boolean }).truncated)
    throw new DomainError('PAYLOAD_TOO_LARGE', tooLarge);
  return {
    bytes: Buffer.concat(chunks, size),
    sha256: hash.digest('hex'),
    size,
    originalName: safeName(originalName),
  };
}

/**
 * Control characters, and the invisible ones that reorder or hide text: a right-to-left override
 * makes `CV\u202Efdp.bat` display as `CVtab.pdf`.
 */
const UNSAFE_CHARACTERS =
  /[\u0000-\u001f\u007f-\u009f"\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** A display name without paths, control or bidirectional characters, for headers and the admin. */
export function safeName(name: string): string {
  const base = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(UNSAFE_CHARACTERS, '').trim().slice(0, 200);
  return clean || 'file';
}

const EXTENSION: Record<string, string> = {
  'application/pdf': 'pdf',
  'text/plain': 'txt',
  'image/webp': 'webp',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/**
 * The name a stored file is listed and downloaded under: cleaned, and ending in the extension of
 * the type its bytes were found to be, whatever the uploader called it (`CV.hta` that is text
 * downloads as `CV.txt`, so the desktop opens it as text).
 */
export function nameForType(name: string, mime: string): string {
  const clean = safeName(name);
  const extension = EXTENSION[mime] ?? 'bin';
  const stem = clean.replace(/\.[\p{L}\p{N}]{1,8}$/u, '').replace(/[.\s]+$/, '') || 'file';
  return `${stem}.${extension}`;
}

export type SniffedType =
  | 'application/pdf'
  | 'text/plain'
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/webp'
  | 'video/mp4'
  | 'video/webm'
  | 'video/quicktime';

const SNIFFABLE = new Set<string>([
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'video/mp4',
  'video/webm',
  'video/quicktime',
]);

/**
 * The type the bytes say they are, never the client's word; plain text must decode (see
 * decodeText), and its decoded text comes with it so that it is decoded once.
 */
export async function sniffFile(
  bytes: Buffer,
): Promise<{ type: SniffedType; text?: string } | null> {
  if (bytes.length === 0) return null;
  // file-type's matchers load at the first upload, not at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return SNIFFABLE.has(detected.mime) ? { type: detected.mime as SniffedType } : null;
  const text = decodeText(bytes);
  return text === null ? null : { type: 'text/plain', text };
}

export async function sniffType(bytes: Buffer): Promise<SniffedType | null> {
  return (await sniffFile(bytes))?.type ?? null;
}

const decoders = {
  utf8: new TextDecoder('utf-8', { fatal: true }),
  utf16le: new TextDecoder('utf-16le', { fatal: true }),
  utf16be: new TextDecoder('utf-16be', { fatal: true }),
};

/**
 * Plain text as people save it: UTF-8 (with or without a BOM), UTF-16 with its BOM (Notepad's
 * "Unicode"), or else Windows-1252, the Latin-1 superset older Windows editors write ("José Pérez").
 * Null for bytes that are not text: control characters other than whitespace mean a binary file
 * that happens to decode.
 */
export function decodeText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) text = decoders.utf16le.decode(bytes.subarray(2));
    else if (bytes[0] === 0xfe && bytes[1] === 0xff)
      text = decoders.utf16be.decode(bytes.subarray(2));
    else {
      try {
        text = decoders.utf8.decode(bytes);
      } catch {
        // iconv-lite: Node 20's TextDecoder reads 'windows-1252' as ISO-8859-1, so curly quotes,
        // dashes and the euro sign (0x80–0x9F) would come out as control characters.
        text = iconv.decode(
          Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          'win1252',
        );
      }
    }
  } catch {
    return null;
  }
  text = text.replace(/^\ufeff/, '');
  return /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/.test(text) || text.trim().length === 0
    ? null
    : text;
}

const CHUNK_BYTES = 512 * 1024;

/**
 * Options for a transaction that stores a file: Prisma's defaults (2 s to start, 5 s to finish)
 * are shorter than writing 20 MB into the embedded database while other requests take turns,
 * and an expired transaction would answer the visitor with a 500.
 */
export const FILE_TRANSACTION = { maxWait: 30_000, timeout: 120_000 } as const;

/**
 * The conversation a brief or resume was shared in, if the upload names one that exists, with its
 * lead's spam mark: a spam lead's uploads are recorded and tell no one.
 */
export async function uploadConversation(prisma: PrismaClient, conversationId: string | undefined) {
  if (!conversationId || !isUuid(conversationId)) return null;
  return prisma.conversation.findUnique({
    where: { id: conversationId },
    select: { id: true, leadId: true, lead: { select: { spamAt: true } } },
  });
}

/**
 * Inside a transaction, so the file row and whatever points at it land together or not at all.
 * Identical bytes are stored once: a concurrent upload of the same file waits on the unique index
 * and then finds the first one's chunks.
 */
export async function putFile(
  tx: Prisma.TransactionClient,
  file: ReceivedFile,
  mime: string,
): Promise<string> {
  const stored = await tx.storedFile.upsert({
    where: { sha256: file.sha256 },
    create: { sha256: file.sha256, mime, size: file.size, originalName: file.originalName },
    update: {},
    select: { id: true, _count: { select: { chunks: true } } },
  });
  if (stored._count.chunks === 0) {
    for (let offset = 0, index = 0; offset < file.size; offset += CHUNK_BYTES, index++) {
      // The embedded database answers without I/O, so its awaits never leave the microtask queue:
      // without a turn of the event loop here a 20 MB file held every other request for seconds.
      if (index > 0) await setImmediate();
      await tx.storedFileChunk.create({
        data: {
          fileId: stored.id,
          index,
          data: file.bytes.subarray(offset, offset + CHUNK_BYTES) as Uint8Array<ArrayBuffer>,
        },
        select: { index: true },
      });
    }
  }
  return stored.id;
}

export interface ServedFile {
  sha256: string;
  mime: string;
  size: number;
  originalName: string;
  /**
   * Bytes `start` to `end` inclusive (clamped to the file), reading only the chunks that hold them:
   * a video seek or a resumed download costs its range, not the whole file.
   */
  read(start?: number, end?: number): Promise<Buffer>;
}

/** The chunks holding bytes [start, end] of a stored file, joined and trimmed to that range. */
async function readRange(
  prisma: PrismaClient,
  fileId: string,
  size: number,
  start = 0,
  end = size - 1,
): Promise<Buffer> {
  const last = Math.min(end, size - 1);
  if (size === 0 || start > last) return Buffer.alloc(0);
  const first = Math.floor(start / CHUNK_BYTES);
  const chunks = await prisma.storedFileChunk.findMany({
    where: { fileId, index: { gte: first, lte: Math.floor(last / CHUNK_BYTES) } },
    select: { data: true },
    orderBy: { index: 'asc' },
  });
  const offset = first * CHUNK_BYTES;
  return Buffer.concat(chunks.map((chunk) => chunk.data)).subarray(
    start - offset,
    last - offset + 1,
  );
}

function served(
  prisma: PrismaClient,
  file: { id: string; sha256: string; mime: string; size: number; originalName: string } | null,
): ServedFile | null {
  if (!file) return null;
  const { id, ...meta } = file;
  return { ...meta, read: (start, end) => readRange(prisma, id, file.size, start, end) };
}

const fileMeta = { id: true, sha256: true, mime: true, size: true, originalName: true } as const;

export async function getFileBySha(
  prisma: PrismaClient,
  sha256: string,
): Promise<ServedFile | null> {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return null;
  return served(
    prisma,
    await prisma.storedFile.findUnique({ where: { sha256 }, select: fileMeta }),
  );
}

export async function getFileById(prisma: PrismaClient, id: string): Promise<ServedFile | null> {
  return served(prisma, await prisma.storedFile.findUnique({ where: { id }, select: fileMeta }));
}

export function fileUrl(sha256: string, mime: string) {
  return `/api/files/${sha256}.${EXTENSION[mime] ?? 'bin'}`;
}
