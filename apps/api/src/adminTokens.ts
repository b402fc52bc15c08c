// Admin tokens as configured: read by env.ts at start, checked by services/adminAuth.ts per request.
// Only digests are kept, so a configured secret never sits in memory as text after start.
import { createHash, randomBytes } from 'node:crypto';

export interface AdminToken {
  label: string;
  digest: Buffer;
}

export const tokenDigest = (value: string) => createHash('sha256').update(value).digest();

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
    return { label: label ?? `token-${index + 1}`, digest: tokenDigest(secret) };
  });
}

export function generateAdminToken(): string {
  return randomBytes(24).toString('base64url');
}
