import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import {
  AuthProvidersResponseSchema,
  ErrorResponseSchema,
  LoginResponseSchema,
  OidcCallbackRequestSchema,
  Text,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { accountsDb } from '../../db/schema-accounts';
import { parseCookies, serializeCookie } from '../../lib/cookies';
import { HttpError, ValidationFailed } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { createToken, hashToken, OIDC_LOGIN_LIFETIME_MS } from '../../lib/tokens';
import { discover, exchangeCode, OidcError, pkceChallenge, validateIdToken } from './oidc-client';
import { normaliseEmail, startSession } from './session';

export const OIDC_FAILED = 'The login could not be verified. Please try again.';
const BINDING_COOKIE = 'oidc_binding';
const COOKIE_PATH = '/api/auth/oidc';

/**
 * Social login through OpenID Connect, server side: /start keeps state, nonce and the PKCE verifier in the
 * database (hashed state), binds them to this browser with an HttpOnly cookie, and redirects to the provider; the
 * provider sends the browser to the shell's /auth/callback, which posts {code, state} here. The user is found by
 * (provider, subject), else by verified email, else created as a candidate with no usable password.
 */
const oidcRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = accountsDb(fastify.db);
  const providers = new Map(fastify.config.oidc.map((p) => [p.id, p]));

  fastify.get(
    '/api/auth/providers',
    { schema: { tags: ['auth'], summary: 'Configured social logins (buttons only for these)', response: { 200: AuthProvidersResponseSchema } } },
    async () => ({
      providers: [...providers.values()].map((p) => ({ id: p.id, name: p.name, start_url: `/api/auth/oidc/${p.id}/start` })),
    }),
  );

  fastify.get(
    '/api/auth/oidc/:provider/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start a social login: redirect to the provider (authorisation code + PKCE, state, nonce)',
        params: Type.Object({ provider: Text(50) }),
        response: { 404: ErrorResponseSchema, 503: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const provider = providers.get(request.params.provider as 'google');
      if (!provider) throw new HttpError(404, 'This login provider is not configured.');
      let discovery: Awaited<ReturnType<typeof discover>>;
      try {
        discovery = await discover(provider.issuer);
      } catch (error) {
        request.log.warn({ err: error, provider: provider.id }, 'oidc discovery failed');
        throw new HttpError(503, `${provider.name} login is not available right now. Please try again later.`);
      }
      const state = createToken();
      const nonce = createToken();
      const verifier = createToken();
      const binding = createToken();
      const redirectUri = `${publicOrigin(fastify.config, request)}/auth/callback`;
      await db
        .insertInto('oidc_logins')
        .values({
          state_hash: hashToken(state),
          binding_hash: hashToken(binding),
          provider: provider.id,
          nonce,
          code_verifier: verifier,
          redirect_uri: redirectUri,
          expires_at: new Date(Date.now() + OIDC_LOGIN_LIFETIME_MS),
        })
        .execute();
      await db.deleteFrom('oidc_logins').where('expires_at', '<', sql<Date>`now()`).execute();
      const url = new URL(discovery.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: provider.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: pkceChallenge(verifier),
        code_challenge_method: 'S256',
      }).toString();
      reply.header(
        'set-cookie',
        serializeCookie(BINDING_COOKIE, binding, {
          path: COOKIE_PATH,
          httpOnly: true,
          sameSite: 'Lax',
          secure: request.protocol === 'https',
          maxAgeSeconds: OIDC_LOGIN_LIFETIME_MS / 1000,
        }),
      );
      return reply.redirect(url.toString(), 302);
    },
  );

  fastify.post(
    '/api/auth/oidc/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Finish a social login with the code and state the provider sent back',
        body: OidcCallbackRequestSchema,
        response: { 200: LoginResponseSchema, 419: ErrorResponseSchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const fail = (reason: string) => {
        request.log.info({ reason }, 'oidc login refused');
        return new ValidationFailed({ state: [OIDC_FAILED] }, OIDC_FAILED);
      };
      // Single use: the row is deleted by the request that uses it.
      const login = await db
        .deleteFrom('oidc_logins')
        .where('state_hash', '=', hashToken(request.body.state))
        .where('expires_at', '>', sql<Date>`now()`)
        .returningAll()
        .executeTakeFirst();
      if (!login) throw fail('unknown or expired state');
      reply.header('set-cookie', serializeCookie(BINDING_COOKIE, '', { path: COOKIE_PATH, httpOnly: true, sameSite: 'Lax', maxAgeSeconds: 0 }));
      const binding = parseCookies(request.headers.cookie)[BINDING_COOKIE];
      if (!binding || !timingSafeEqual(hashToken(binding), login.binding_hash)) throw fail('browser binding mismatch');
      const provider = providers.get(login.provider as 'google');
      if (!provider) throw fail('provider no longer configured');

      let claims: Awaited<ReturnType<typeof validateIdToken>>;
      try {
        const discovery = await discover(provider.issuer);
        const tokens = await exchangeCode(discovery, provider, { code: request.body.code, redirectUri: login.redirect_uri, codeVerifier: login.code_verifier });
        claims = await validateIdToken(tokens.id_token, discovery, provider.clientId, login.nonce);
      } catch (error) {
        if (error instanceof OidcError || error instanceof TypeError || error instanceof SyntaxError) throw fail((error as Error).message);
        throw error;
      }
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      if (!claims.email || !verified) throw fail('no verified email');
      const email = normaliseEmail(claims.email);

      const userId = await db.transaction().execute(async (trx) => {
        const linked = await trx
          .selectFrom('user_identities')
          .select('user_id')
          .where('provider', '=', provider.id)
          .where('subject', '=', claims.sub)
          .executeTakeFirst();
        if (linked) return linked.user_id;
        const existing = await trx.selectFrom('users').select(['id', 'type']).where(sql`lower(email)`, '=', email).executeTakeFirst();
        // Admin accounts sign in with their password only.
        if (existing?.type === 'admin') return null;
        let id = existing?.id;
        if (id === undefined) {
          const created = await trx
            .insertInto('users')
            .values({
              email,
              // Not a scrypt hash: no password matches it until the user sets one through a reset.
              password_hash: '!oidc',
              type: 'candidate',
              nombre: claims.given_name ?? claims.name ?? null,
              apellidos: claims.family_name ?? null,
              poblacion: null,
              fk_pais_id: null,
              fk_city_id: null,
              f_nace: null,
              phone: null,
              company_id: null,
              referral_platform: provider.id,
              geoip_iso_code: null,
              validado: true,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          id = created.id;
          await trx.insertInto('candidates').values({ user_id: id, headline: null, presentation_letter: null, presentation_letter_html: null, work_internship: null, work_permit: null, relocate: null, working_status: null, salary_from: null, salary_to: null, salary: null, path_foto: null, accepted_at: new Date(), linkedin: null, website: null }).execute();
        }
        await trx.insertInto('user_identities').values({ provider: provider.id, subject: claims.sub, user_id: id }).execute();
        return id;
      });
      if (userId === null) throw fail('admin account');
      return startSession(fastify, request, userId, `oidc:${provider.id}`);
    },
  );
};

export default oidcRoutes;
