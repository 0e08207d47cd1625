import { createHash, randomBytes } from 'node:crypto';

/** A session dies 24 hours after login (SPEC section 9) or at logout. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** 32 random bytes, base64url: what the client holds. Only its sha256 is stored. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
