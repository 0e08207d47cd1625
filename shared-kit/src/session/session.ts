// The signed-in user (docs/product-rules.md#session-lifetime-and-cookies). State lives in private atoms of the one
// store; cookies carry it across reloads.
//
// Where the token lives: only in the `auth_token{siteId}` cookie (and in memory). A second copy in localStorage
// would be one more place for logout to miss and one more script-readable copy, for no gain. localStorage holds
// the user's public profile snapshot (without token), so a reload can show who is signed in without a request;
// logout clears both (docs/product-rules.md#logout).
import { atom, useAtomValue } from 'jotai';
// Plain constants may be copied into each federated chunk; stateful modules are imported by package name.
import { AUTH_COOKIE_DAYS, SESSION_TTL_MS } from '../contracts/constants';
import type { User, UserType } from '../contracts/auth';
import { readAppConfig } from './config';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { getAppStore } from './store';

export type Session = {
  user: User | null;
  type: UserType;
  token: string | null;
  /** Milliseconds since the epoch; null for a guest. */
  loginTimestamp: number | null;
  isLoggedIn: boolean;
};

type SessionState = { user: User | null; token: string | null; loginTimestamp: number | null };

const GUEST: SessionState = { user: null, token: null, loginTimestamp: null };

const sessionStateAtom = atom<SessionState>(GUEST);

/** Read-only view of the session (derived; the primitive atom stays private). */
export const sessionAtom = atom<Session>((get) => {
  const { user, token, loginTimestamp } = get(sessionStateAtom);
  const loggedIn = token !== null && user !== null;
  return {
    user,
    type: loggedIn ? user.type : 'guest',
    token,
    loginTimestamp,
    isLoggedIn: loggedIn,
  };
});

export const cookieNames = (siteId = readAppConfig().siteId) => ({
  token: `auth_token${siteId}`,
  email: `auth_email${siteId}`,
  loginTimestamp: `login_timestamp${siteId}`,
});

const userStorageKey = (siteId = readAppConfig().siteId) => `session_user${siteId}`;

/** When a session started at `loginTimestamp` expires (24 h later); null for a guest, who never expires. */
export function sessionExpiresAt(loginTimestamp: number | null | undefined): number | null {
  return loginTimestamp == null || !Number.isFinite(loginTimestamp) ? null : loginTimestamp + SESSION_TTL_MS;
}

export function isSessionExpired(loginTimestamp: number | null | undefined, now = Date.now()): boolean {
  const expiresAt = sessionExpiresAt(loginTimestamp);
  return expiresAt !== null && now >= expiresAt;
}

/** The current session, for code outside React (interceptors, loaders). */
export function getSession(): Session {
  return getAppStore().get(sessionAtom);
}

/** The bearer token of the signed-in user, or null. */
export function getSessionToken(): string | null {
  return getAppStore().get(sessionStateAtom).token;
}

export function useSession(): Session {
  return useAtomValue(sessionAtom, { store: getAppStore() });
}

function storeUser(user: User): void {
  try {
    localStorage.setItem(userStorageKey(), JSON.stringify({ ...user, token: null }));
  } catch {
    // storage full or disabled: the session still works for this page
  }
}

/** Signs a user in: login timestamp = now, cookies written (docs/product-rules.md#session-lifetime-and-cookies). */
export function setSession({ user, token }: { user: User; token: string }): Session {
  const loginTimestamp = Date.now();
  const names = cookieNames();
  writeCookie(names.token, token, AUTH_COOKIE_DAYS);
  writeCookie(names.email, user.email, AUTH_COOKIE_DAYS);
  writeCookie(names.loginTimestamp, String(loginTimestamp), AUTH_COOKIE_DAYS);
  const stored = { ...user, loginTimestamp };
  storeUser(stored);
  getAppStore().set(sessionStateAtom, { user: stored, token, loginTimestamp });
  return getSession();
}

/** Replaces the signed-in user's data (e.g. after a profile update); no-op for a guest. */
export function updateSessionUser(patch: Partial<User>): void {
  const store = getAppStore();
  const state = store.get(sessionStateAtom);
  if (!state.user) return;
  const user = { ...state.user, ...patch, type: state.user.type, loginTimestamp: state.loginTimestamp };
  if (patch.email && patch.email !== state.user.email) {
    // The email cookie names the account to the server's pages; it keeps the expiry of the login's cookies.
    const elapsedDays = state.loginTimestamp ? (Date.now() - state.loginTimestamp) / (24 * 60 * 60 * 1000) : 0;
    writeCookie(cookieNames().email, patch.email, Math.max(0, AUTH_COOKIE_DAYS - elapsedDays));
  }
  storeUser(user);
  store.set(sessionStateAtom, { ...state, user });
}

/** Back to guest: atoms, cookies and the stored user are cleared. */
export function clearSession(): void {
  const names = cookieNames();
  deleteCookie(names.token);
  deleteCookie(names.email);
  deleteCookie(names.loginTimestamp);
  try {
    localStorage.removeItem(userStorageKey());
  } catch {
    // nothing stored
  }
  getAppStore().set(sessionStateAtom, GUEST);
}

function readStoredUser(): User | null {
  try {
    const text = localStorage.getItem(userStorageKey());
    const user = text ? (JSON.parse(text) as User) : null;
    return user && typeof user === 'object' && typeof user.email === 'string' ? user : null;
  } catch {
    return null;
  }
}

/**
 * Restores the session at start from the cookies (token, timestamp) and the stored user.
 * 'restored': signed in again; 'expired': the 24 h since login are over, so it is cleared; 'guest': nothing to
 * restore (no token, or no stored user to go with it: the stale cookies are cleared).
 */
export function restoreSession(now = Date.now()): 'restored' | 'expired' | 'guest' {
  const names = cookieNames();
  const token = readCookie(names.token);
  const user = readStoredUser();
  if (!token || !user) {
    clearSession();
    return 'guest';
  }
  const raw = readCookie(names.loginTimestamp);
  const loginTimestamp = raw && /^\d+$/.test(raw) ? Number(raw) : (user.loginTimestamp ?? null);
  // A session whose start is unknown cannot be proven young: treat it as expired.
  if (loginTimestamp === null || isSessionExpired(loginTimestamp, now)) {
    clearSession();
    return 'expired';
  }
  getAppStore().set(sessionStateAtom, { user: { ...user, loginTimestamp }, token, loginTimestamp });
  return 'restored';
}
