import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as client from 'openid-client';
import { Type } from 'typebox';
import {
  AuthProvidersResponseSchema,
  ErrorResponseSchema,
  LoginResponseSchema,
  OidcCallbackRequestSchema,
  Text,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { parseCookies, serializeCookie } from '../../lib/cookies';
import { text } from '../../i18n/catalogues';
import { HttpError, ValidationFailed } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { createToken, hashToken, OIDC_LOGIN_LIFETIME_MS } from '../../lib/tokens';
import { identityUser, saveOidcLogin, takeOidcLogin } from '../../services/oidc-logins';
import { oidcFailureReason, providerConfiguration } from './oidc-client';
import { startSession } from '../../services/sessions';
import { normaliseEmail } from '../../services/users';
import { statedLocale } from '../../plugins/locale';

const OIDC_FAILED = text('api.oidc.failed');
const BINDING_COOKIE = 'oidc_binding';
const COOKIE_PATH = '/api/auth/oidc';
const NAME_MAX = 200;
const EMAIL_MAX = 254;

/** A text claim of the ID token as we store it: a string without control characters, cut to `max`; else undefined. */
function claimText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, max);
  return text || undefined;
}

/**
 * The email claim only as it is: one with control characters or too long is no email, never cut or cleaned into
 * another address (which could be someone else's account).
 */
function claimEmail(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= EMAIL_MAX && !/\p{Cc}/u.test(value) ? value : undefined;
}

/**
 * Social login through OpenID Connect, server side: /start keeps state, nonce and the PKCE verifier in the
 * database (hashed state), binds them to this browser with an HttpOnly cookie, and redirects to the provider; the
 * provider sends the browser to the shell's /auth/callback, which posts {code, state} here. The user is found by
 * (provider, subject), else by verified email, else created as a candidate with no usable password.
 */
const oidcRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const providers = new Map(fastify.config.oidc.map((p) => [p.id, p]));

  fastify.get(
    '/api/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Configured social logins (buttons only for these)',
        response: { 200: AuthProvidersResponseSchema },
      },
    },
    async () => ({
      providers: [...providers.values()].map((p) => ({
        id: p.id,
        name: p.name,
        start_url: `/api/auth/oidc/${p.id}/start`,
      })),
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
      if (!provider) throw new HttpError(404, text('api.oidc.notConfigured'));
      let configuration: client.Configuration;
      try {
        configuration = await providerConfiguration(provider);
      } catch (error) {
        request.log.warn({ err: error, provider: provider.id }, 'oidc discovery failed');
        throw new HttpError(503, text('api.oidc.unavailable', { provider: provider.name }));
      }
      const state = createToken();
      const nonce = createToken();
      const verifier = createToken();
      const binding = createToken();
      const redirectUri = `${publicOrigin(fastify.config, request)}/auth/callback`;
      await saveOidcLogin(fastify.db, { state, binding, provider: provider.id, nonce, verifier, redirectUri });
      const url = client.buildAuthorizationUrl(configuration, {
        response_type: 'code',
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      });
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
      const login = await takeOidcLogin(fastify.db, request.body.state);
      if (!login) throw fail('unknown or expired state');
      reply.header(
        'set-cookie',
        serializeCookie(BINDING_COOKIE, '', { path: COOKIE_PATH, httpOnly: true, sameSite: 'Lax', maxAgeSeconds: 0 }),
      );
      const binding = parseCookies(request.headers.cookie)[BINDING_COOKIE];
      if (!binding || !timingSafeEqual(hashToken(binding), login.binding_hash)) throw fail('browser binding mismatch');
      const provider = providers.get(login.provider as 'google');
      if (!provider) throw fail('provider no longer configured');

      let claims: client.IDToken;
      try {
        const configuration = await providerConfiguration(provider);
        // The authorisation response as the provider sent it to the shell's /auth/callback, which posted it here.
        const response = new URL(login.redirect_uri);
        response.searchParams.set('code', request.body.code);
        response.searchParams.set('state', request.body.state);
        if (request.body.iss !== undefined) response.searchParams.set('iss', request.body.iss);
        // openid-client checks the state, redeems the code with the PKCE verifier, and validates the ID token:
        // signature (the provider's JWKS), issuer, audience, azp, expiry, nonce.
        const tokens = await client.authorizationCodeGrant(configuration, response, {
          expectedState: request.body.state,
          expectedNonce: login.nonce,
          pkceCodeVerifier: login.code_verifier,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new Error('no ID token');
        claims = idToken;
      } catch (error) {
        // Whatever went wrong with the provider (unreachable, too slow, an error answer, a token that does not
        // validate), the user sees a login that could not be verified, never a server error.
        throw fail(oidcFailureReason(error));
      }
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      const claimedEmail = claimEmail(claims.email);
      if (!claimedEmail || !verified) throw fail('no verified email');
      const email = normaliseEmail(claimedEmail);
      const subject = claims.sub;

      // Admin accounts sign in with their password only (null).
      const userId = await identityUser(
        fastify.db,
        { provider: provider.id, subject, email },
        {
          // Not a password hash: no password matches it until the user sets one through a reset.
          passwordHash: '!oidc',
          type: 'candidate',
          nombre: claimText(claims.given_name, NAME_MAX) ?? claimText(claims.name, NAME_MAX) ?? null,
          apellidos: claimText(claims.family_name, NAME_MAX) ?? null,
          companyId: null,
          referralPlatform: provider.id,
          validated: true,
          locale: statedLocale(request),
        },
      );
      if (userId === null) throw fail('admin account');
      return startSession(fastify, request, reply, userId, `oidc:${provider.id}`);
    },
  );
};

export default oidcRoutes;
