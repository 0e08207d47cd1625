import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { HttpError } from '../lib/http-errors';
import { hashToken } from '../lib/tokens';
import type { AuthUser, RequiredUserType } from '../types';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * `request.user` (null for guests) and `fastify.requireUser(type)`, a preHandler: 401 without a live token, 403 for
 * another user type. Tokens are looked up by their sha256; a revoked or expired one is dead.
 */
export function registerAuth(fastify: FastifyInstance): void {
  fastify.decorateRequest('user', null);

  const loadUser = async (request: FastifyRequest): Promise<AuthUser | null> => {
    const token = bearerToken(request);
    if (!token) return null;
    const row = await fastify.db
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
      ])
      .where('auth_tokens.token_hash', '=', hashToken(token))
      .where('auth_tokens.revoked', '=', false)
      .where('auth_tokens.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row ?? null;
  };

  fastify.decorate('requireUser', (type: RequiredUserType) => async (request: FastifyRequest) => {
    request.user = await loadUser(request);
    if (!request.user) throw new HttpError(401, 'Unauthenticated.', 'Please log in to continue.');
    if (type !== 'any' && request.user.type !== type) {
      throw new HttpError(403, 'This action is unauthorized.');
    }
  });
}
