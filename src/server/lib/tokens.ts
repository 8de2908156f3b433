import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie or an e-mailed link, URL-safe. */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored as their SHA-256 so a copy of the database cannot be replayed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
