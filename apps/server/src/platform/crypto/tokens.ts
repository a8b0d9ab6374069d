import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe. Used for session, CSRF and password-reset tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as SHA-256 digests. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
