import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginResponse, User } from 'shared-kit/contracts';
import { accountsDb } from '../../db/schema-accounts';
import type { UserType } from '../../db/schema';
import { createToken, hashToken, TOKEN_LIFETIME_MS } from '../../lib/tokens';
import { candidateTasks, userPayload } from '../../services/users';

/** The server's post-login hint (SPEC section 4); the shell's post-login-path.ts makes the final choice. */
export function loginRoute(fastify: FastifyInstance, type: UserType): string {
  if (type === 'company') return '/company/jobs';
  if (type === 'admin') return fastify.config.adminDashboardUrl;
  return '/jobs';
}

/**
 * The user as the session keeps it: SPEC section 3 fields, plus, for candidates, their languages (strongest
 * first: the post-login redirect uses the first) and the career events they registered for (event entry routes).
 */
export async function sessionUser(fastify: FastifyInstance, userId: number, token: string | null, expiresAt: Date | null): Promise<User> {
  const user = await userPayload(fastify.db, userId, token, expiresAt);
  if (user.type !== 'candidate') return user;
  const db = accountsDb(fastify.db);
  const [languages, events] = await Promise.all([
    db
      .selectFrom('candidate_languages')
      .innerJoin('languages', 'languages.id', 'candidate_languages.language_id')
      .select(['languages.id', 'languages.name', 'languages.slug', 'candidate_languages.level'])
      .where('candidate_languages.user_id', '=', userId)
      .orderBy('candidate_languages.level', 'desc')
      .orderBy('languages.name')
      .execute(),
    db
      .selectFrom('candidate_virtual_events')
      .select('fk_virtual_event_id')
      .where('user_id', '=', userId)
      .orderBy('fk_virtual_event_id')
      .execute(),
  ]);
  return { ...user, languages, virtual_events: events };
}

/**
 * Starts a session for a user whose identity is proven (password, reset, backdoor token, OpenID provider): a new
 * random token of which only the sha256 is stored, dead 24 hours later (SPEC section 9) or at logout.
 */
export async function startSession(fastify: FastifyInstance, request: FastifyRequest, userId: number, how: string): Promise<LoginResponse> {
  const token = createToken();
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
  await fastify.db.insertInto('auth_tokens').values({ token_hash: hashToken(token), user_id: userId, expires_at: expiresAt }).execute();
  const user = await sessionUser(fastify, userId, token, expiresAt);
  request.log.info({ userId, type: user.type, how }, 'login');
  return {
    user,
    token,
    route: loginRoute(fastify, user.type === 'guest' ? 'candidate' : user.type),
    tasks: user.type === 'candidate' ? await candidateTasks(fastify.db, userId) : null,
    hasAppToken: false,
  };
}

/** Lower-cased, trimmed: emails are stored and compared that way (users_email index). */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
