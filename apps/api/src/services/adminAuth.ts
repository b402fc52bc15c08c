import { timingSafeEqual } from 'node:crypto';
import { tokenDigest, type AdminToken } from '../adminTokens.ts';
import { DomainError } from '../errors.ts';

/**
 * The label of the token in an `Authorization: Bearer …` header. Every configured token is compared
 * (in constant time, over fixed-length digests) so timing reveals neither a match nor its position.
 */
export function verifyAdmin(tokens: AdminToken[], authorization: string | undefined): string {
  const match = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '');
  if (!match) throw new DomainError('UNAUTHORIZED', 'Admin token is required');
  const presented = tokenDigest(match[1]!.trim());
  let label: string | null = null;
  for (const token of tokens) {
    if (timingSafeEqual(presented, token.digest) && label === null) label = token.label;
  }
  if (label === null) throw new DomainError('FORBIDDEN', 'Invalid admin token');
  return label;
}
