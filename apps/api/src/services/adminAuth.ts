import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DomainError } from '../errors.ts';

export interface AdminToken {
  label: string;
  digest: Buffer;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function splitLabel(entry: string): { label: string | null; secret: string } {
  const separator = entry.indexOf(':');
  return separator > 0 && separator < entry.length - 1
    ? { label: entry.slice(0, separator), secret: entry.slice(separator + 1) }
    : { label: null, secret: entry };
}

/** The secret part of a configured `label:secret` or bare token. */
export const tokenSecret = (entry: string) => splitLabel(entry).secret;

/** `label:secret` names a token for the audit log; a bare secret is labelled by its position. */
export function parseAdminTokens(tokens: string[]): AdminToken[] {
  return tokens.map((entry, index) => {
    const { label, secret } = splitLabel(entry);
    return { label: label ?? `token-${index + 1}`, digest: digest(secret) };
  });
}

export function generateAdminToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The label of the token in an `Authorization: Bearer …` header. Every configured token is compared
 * (in constant time, over fixed-length digests) so timing reveals neither a match nor its position.
 */
export function verifyAdmin(tokens: AdminToken[], authorization: string | undefined): string {
  const match = /^Bearer\s+(.+)$/i.exec(authorization?.trim() ?? '');
  if (!match) throw new DomainError('UNAUTHORIZED', 'Admin token is required');
  const presented = digest(match[1]!.trim());
  let label: string | null = null;
  for (const token of tokens) {
    if (timingSafeEqual(presented, token.digest) && label === null) label = token.label;
  }
  if (label === null) throw new DomainError('FORBIDDEN', 'Invalid admin token');
  return label;
}
