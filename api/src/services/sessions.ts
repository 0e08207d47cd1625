import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountRoute, type LoginResponse, type User } from 'shared-kit/contracts';
import type { UserType } from '../db/schema';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { preparedFirst } from '../db/prepared';
import { queryTemplate } from '../db/query-template';
import type { AuthUser } from '../types';
import { localeCookie } from '../lib/cookies';
import { createToken, hashToken, TOKEN_LIFETIME_MS } from '../lib/tokens';
import { issueBackdoorToken } from './backdoor-tokens';
import { candidateLanguages, candidateTasks, candidateVirtualEvents, userPayload } from './users';

/**
 * The admin dashboard's address for one admin: the configured URL with `token` (single use, 60 seconds, stored
 * hashed as a backdoor token of purpose 'admin-dashboard') and `email`. The dashboard trades them for its own
 * session with POST /api/auth/loadUserWithToken. The session's bearer token never goes into a URL, where
 * browser history, proxies' logs and Referer headers would keep it (docs/security.md).
 */
async function adminDashboardLink(fastify: FastifyInstance, userId: number, email: string): Promise<string> {
  const { token } = await issueBackdoorToken(fastify.db, { userId, issuedBy: userId, purpose: 'admin-dashboard' });
  const url = new URL(fastify.config.adminDashboardUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  return url.toString();
}

/**
 * The server's post-login hint (docs/product-rules.md#post-login-redirect); the shell's post-login-path.ts makes the
 * final choice.
 */
async function loginRoute(fastify: FastifyInstance, type: UserType, userId: number, email: string): Promise<string> {
  if (type === 'admin') {
    // The site's own admin area shares the session: no hand-over token, just its path.
    const dashboard = new URL(fastify.config.adminDashboardUrl);
    if (dashboard.origin === new URL(fastify.config.publicUrl).origin)
      return `${dashboard.pathname}${dashboard.search}`;
    return adminDashboardLink(fastify, userId, email);
  }
  return accountRoute(type, 'login');
}

/**
 * The user as the session keeps it: the fields of docs/contracts.md#auth, plus, for candidates, their languages
 * (strongest first: the post-login redirect uses the first) and the career events they registered for (event entry
 * routes).
 */
export async function sessionUser(
  fastify: FastifyInstance,
  userId: number,
  token: string | null,
  expiresAt: Date | null,
): Promise<User> {
  const user = await userPayload(fastify.db, userId, token, expiresAt);
  if (user.type !== 'candidate') return user;
  const db = fastify.db;
  const [languages, events] = await Promise.all([candidateLanguages(db, userId), candidateVirtualEvents(db, userId)]);
  return { ...user, languages, virtual_events: events };
}

/**
 * Starts a session for a user whose identity is proven (password, reset, backdoor token, OpenID provider): a new random
 * token of which only the sha256 is stored, dead 24 hours later (docs/product-rules.md#session-lifetime-and-cookies) or
 * at logout. When the account has chosen an interface language, the answer sets the `locale` cookie to it, so every
 * page after the sign-in is in that language without a database read (docs/i18n.md#choosing-the-language).
 */
export async function startSession(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  how: string,
): Promise<LoginResponse> {
  const token = createToken();
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
  await fastify.db
    .insertInto('auth_tokens')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt })
    .execute();
  const user = await sessionUser(fastify, userId, token, expiresAt);
  const account = await fastify.db.selectFrom('users').select('locale').where('id', '=', userId).executeTakeFirst();
  if (account?.locale) {
    reply.header('set-cookie', localeCookie(account.locale, request.protocol === 'https'));
    request.locale = account.locale;
  }
  request.log.info({ userId, type: user.type, how }, 'login');
  return {
    user,
    token,
    route: await loginRoute(fastify, user.type === 'guest' ? 'candidate' : user.type, userId, user.email),
    tasks: user.type === 'candidate' ? await candidateTasks(fastify.db, userId) : null,
    hasAppToken: false,
  };
}

/**
 * The signed-in user of a live session token, or null: looked up by its sha256, not revoked, not expired (24 h after
 * login, docs/auth.md). The one reading of a token: the auth plugin's guard and the locale call both use it.
 */
export async function liveSessionUser(db: Db, token: string): Promise<AuthUser | null> {
  // Every signed-in request reads it: a named prepared statement, planned once per connection
  // (docs/search.md#prepared-statements-for-the-hot-queries), its text built once (docs/search.md#queries-built-once).
  const row = await preparedFirst(db, sessionUserQuery(null, hashToken(token)));
  return row ?? null;
}

const sessionUserQuery = queryTemplate((db, _shape: null, tokenHash: Buffer) =>
  db
    .selectFrom('auth_tokens')
    .innerJoin('users', 'users.id', 'auth_tokens.user_id')
    .select([
      'auth_tokens.id as tokenId',
      'auth_tokens.expires_at as tokenExpiresAt',
      'users.id',
      'users.email',
      'users.type',
      'users.nombre',
      'users.apellidos',
      'users.company_id as companyId',
    ])
    .where('auth_tokens.token_hash', '=', tokenHash)
    .where('auth_tokens.revoked', '=', false)
    .where('auth_tokens.expires_at', '>', sql<Date>`now()`),
);

/** Ends one session (logout). */
export async function revokeSession(db: Db, tokenId: number): Promise<void> {
  await db.updateTable('auth_tokens').set({ revoked: true }).where('id', '=', tokenId).execute();
}
