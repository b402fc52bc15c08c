// Uploaded bytes live in Postgres: every instance sees the same files and a database backup is a
// backup of everything. Identical bytes are stored once (content-addressed by sha256).
import type { Prisma, PrismaClient } from '@agency/db';
import { fileTypeFromBuffer } from 'file-type';
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
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
): Promise<ReceivedFile> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
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

/** A display name without paths or control characters, for headers and the admin. */
export function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'file';
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

/** The type the bytes say they are, never the client's word; plain text must be valid UTF-8. */
export async function sniffType(bytes: Buffer): Promise<SniffedType | null> {
  if (bytes.length === 0) return null;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return SNIFFABLE.has(detected.mime) ? (detected.mime as SniffedType) : null;
  return isUtf8Text(bytes) ? 'text/plain' : null;
}

function isUtf8Text(bytes: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // Control characters other than whitespace mean a binary file that happens to decode.
    return !/[\u0000-\u0008\u000e-\u001f]/.test(text) && text.trim().length > 0;
  } catch {
    return false;
  }
}

const CHUNK_BYTES = 512 * 1024;

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
  data: Buffer;
}

async function withBytes(
  prisma: PrismaClient,
  file: { id: string; sha256: string; mime: string; size: number; originalName: string } | null,
): Promise<ServedFile | null> {
  if (!file) return null;
  const chunks = await prisma.storedFileChunk.findMany({
    where: { fileId: file.id },
    select: { data: true },
    orderBy: { index: 'asc' },
  });
  const { id: _id, ...meta } = file;
  return {
    ...meta,
    data: Buffer.concat(
      chunks.map((chunk) => chunk.data),
      file.size,
    ),
  };
}

const fileMeta = { id: true, sha256: true, mime: true, size: true, originalName: true } as const;

export async function getFileBySha(
  prisma: PrismaClient,
  sha256: string,
): Promise<ServedFile | null> {
  if (!/^[0-9a-f]{64}$/.test(sha256)) return null;
  return withBytes(
    prisma,
    await prisma.storedFile.findUnique({ where: { sha256 }, select: fileMeta }),
  );
}

export async function getFileById(prisma: PrismaClient, id: string): Promise<ServedFile | null> {
  return withBytes(prisma, await prisma.storedFile.findUnique({ where: { id }, select: fileMeta }));
}

export function fileUrl(sha256: string, mime: string) {
  const extension: Record<string, string> = {
    'image/webp': 'webp',
    'image/png': 'png',
    'image/jpeg': 'jpg',
    'image/gif': 'gif',
    'video/mp4': 'mp4',
    'video/webm': 'webm',
    'application/pdf': 'pdf',
  };
  return `/api/files/${sha256}.${extension[mime] ?? 'bin'}`;
}
