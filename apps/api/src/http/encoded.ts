// Sends a body kept ready in each encoding (services/contentCache.ts): the encoding the client
// accepts, or 304 when it already holds that body.
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EncodedBody } from '../services/contentCache.ts';

/** If-None-Match: `*` or a list of (possibly weak) tags, compared weakly as RFC 9110 asks for GET. */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** 304 when the client holds it, else the best encoding the client accepts. */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  cacheControl: string,
  /** Request headers besides Accept-Encoding that the body depends on. */
  varyAlso: readonly string[] = [],
) {
  reply
    .header('ETag', body.etag)
    .header('Cache-Control', cacheControl)
    .header('Vary', ['Accept-Encoding', ...varyAlso].join(', '));
  if (matches(request.headers['if-none-match'], body.etag)) return reply.status(304).send();
  const offered = (['br', 'gzip'] as const).filter((encoding) => body[encoding]);
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted && offered.length ? negotiate(accepted, [...offered]) : null;
  reply.type(body.type);
  if (encoding === 'br' || encoding === 'gzip') {
    return reply.header('Content-Encoding', encoding).send(body[encoding]);
  }
  return reply.send(body.identity);
}
