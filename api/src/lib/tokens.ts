import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_MS } from 'shared-kit/contracts';

/**
 * A session dies 24 hours after login (docs/product-rules.md#session-lifetime-and-cookies) or at logout: the one
 * lifetime the client's session (shared-kit/session) counts with too.
 */
export const TOKEN_LIFETIME_MS = SESSION_TTL_MS;
/** A password reset link works once, for 60 minutes. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
/** A backdoor login issued by an admin works once, for 5 minutes. */
export const BACKDOOR_TOKEN_LIFETIME_MS = 5 * 60 * 1000;
/** The admin's hand-over to the admin dashboard works once, for 60 seconds: long enough for one redirect. */
export const ADMIN_DASHBOARD_TOKEN_LIFETIME_MS = 60 * 1000;
/** An OpenID Connect login must come back from the provider within 10 minutes. */
export const OIDC_LOGIN_LIFETIME_MS = 10 * 60 * 1000;

/** 32 random bytes, base64url: what the client holds. Only its sha256 is stored. */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
