import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { text } from '../i18n/catalogues';
import { HttpError } from '../lib/http-errors';
import { liveSessionUser } from '../services/sessions';
import type { AuthUser, RequiredUserType } from '../types';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Path prefixes that belong to one user type (docs/contracts.md#http): every route under them requires a live token of that
 * type, whoever registers the route and whether or not it asks for it, so a new endpoint cannot forget.
 */
export const PROTECTED_PREFIXES: ReadonlyArray<readonly [prefix: string, type: RequiredUserType]> = [
  ['/api/candidates', 'candidate'],
  ['/api/companies', 'company'],
  ['/api/admin', 'admin'],
  // SPEC's matchings call lives outside /api/candidates (docs/contracts.md#matchings).
  ['/api/app/matchings', 'candidate'],
  // SPEC's CV download lives outside /api (docs/contracts.md#cvs-and-the-photo).
  ['/candidates/mycv', 'candidate'],
];

export function requiredTypeFor(url: string): RequiredUserType | null {
  for (const [prefix, type] of PROTECTED_PREFIXES) {
    if (url === prefix || url.startsWith(`${prefix}/`)) return type;
  }
  return null;
}

const UNAUTHENTICATED = { message: text('api.auth.unauthenticated'), toast: text('api.auth.pleaseLogIn') };
/** A token was sent but is dead (24 h after login, logged out, password changed): the client's session is over. */
const SESSION_EXPIRED = text('api.auth.sessionExpired');

/**
 * The signed-in user of a request that a guard (`requireUser` or a protected prefix) let through. A route that
 * forgot its guard gets a 401 here rather than acting for nobody.
 */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, UNAUTHENTICATED.message, UNAUTHENTICATED.toast);
  return request.user;
}

/**
 * `request.user` (null for guests) and `fastify.requireUser(type)`, a preHandler: 401 without a live token, 403 for
 * another user type. Tokens are looked up by their sha256; a revoked or expired one (24 h after login) is dead.
 * The token is looked up once per request, however many guards ask.
 */
export function registerAuth(fastify: FastifyInstance): void {
  fastify.decorateRequest('user', null);
  const loaded = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

  const lookUp = async (request: FastifyRequest): Promise<AuthUser | null> => {
    const token = bearerToken(request);
    if (!token) return null;
    return liveSessionUser(fastify.db, token);
  };

  const loadUser = (request: FastifyRequest): Promise<AuthUser | null> => {
    let pending = loaded.get(request);
    if (!pending) {
      pending = lookUp(request);
      loaded.set(request, pending);
    }
    return pending;
  };

  const requireUser = (type: RequiredUserType) => async (request: FastifyRequest) => {
    request.user = await loadUser(request);
    if (!request.user) {
      throw new HttpError(401, UNAUTHENTICATED.message, bearerToken(request) ? SESSION_EXPIRED : UNAUTHENTICATED.toast);
    }
    if (type !== 'any' && request.user.type !== type) {
      throw new HttpError(403, text('api.auth.unauthorized'));
    }
  };
  fastify.decorate('requireUser', requireUser);

  // The guard of the protected prefixes runs at onRequest, before the body is parsed and validated: a guest gets
  // 401 (not a 422 about the body), and nobody's upload is read before we know who sends it.
  fastify.addHook('onRoute', (route) => {
    const type = requiredTypeFor(route.url);
    if (!type) return;
    const guard = requireUser(type) as onRequestHookHandler;
    const own = route.onRequest;
    route.onRequest = [guard, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}
