import type { FastifyReply } from 'fastify';
import { nameForType, type ServedFile } from '../services/files/storage.ts';

/** Sends stored bytes with content-addressed caching and single-range support (video seeking). */
export async function sendStoredFile(
  reply: FastifyReply,
  file: ServedFile,
  range: string | undefined,
  disposition: 'inline' | 'attachment' | null,
) {
  const etag = `"${file.sha256}"`;
  reply
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes')
    .header('X-Content-Type-Options', 'nosniff')
    .type(file.mime);
  if (disposition) {
    // Named again at the door: files stored before names were cleaned keep what the uploader sent.
    const name = nameForType(file.originalName, file.mime);
    reply.header(
      'Content-Disposition',
      `${disposition}; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  }
  if (reply.request.headers['if-none-match'] === etag) return reply.status(304).send();
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (match && (match[1] || match[2])) {
    const size = file.size;
    const start = match[1] ? Number(match[1]) : Math.max(0, size - Number(match[2]));
    const end = match[1] && match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
    if (start >= size || start > end) {
      return reply.status(416).header('Content-Range', `bytes */${size}`).send();
    }
    return reply
      .status(206)
      .header('Content-Range', `bytes ${start}-${end}/${size}`)
      .send(await file.read(start, end));
  }
  return reply.send(await file.read());
}
