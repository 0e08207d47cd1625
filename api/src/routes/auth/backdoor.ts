import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BackdoorTokenRequestSchema,
  BackdoorTokenResponseSchema,
  ErrorResponseSchema,
  LoadUserWithTokenRequestSchema,
  LoginResponseSchema,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { text } from '../../i18n/catalogues';
import { HttpError, ValidationFailed } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { claimBackdoorToken, issueBackdoorToken } from '../../services/backdoor-tokens';
import { startSession } from '../../services/sessions';
import { normaliseEmail, userByEmail } from '../../services/users';
import { attemptOf, guardedAttempt } from '../../services/auth-throttle';
import { signedInUser } from '../../plugins/auth';

const BACKDOOR_INVALID = text('api.backdoor.invalid');

/**
 * docs/product-rules.md#backdoor-and-admin: a backdoor login loads a user with a token and an email from another host.
 * An admin asks for a token for one account (`POST /api/admin/backdoor-tokens`, admin token only; /api/admin/* is
 * guarded by plugins/auth.ts), opens `/backdoor?token=&email=` on this site, and the shell's page trades it for a
 * session (`POST /api/auth/loadUserWithToken`). Single use, 5 minutes, stored hashed; never for admin accounts. The
 * same exchange serves the admin dashboard: an admin's login issues a 60-second token of purpose 'admin-dashboard' for
 * the admin's own account (services/sessions.ts), the only kind that may sign an admin in. Failed exchanges are throttled like
 * logins (throttle.ts).
 */
const backdoorRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/admin/backdoor-tokens',
    {
      schema: {
        tags: ['admin'],
        summary: 'Issue a single-use, 5-minute login link for an account',
        security: [{ bearerAuth: [] }],
        body: BackdoorTokenRequestSchema,
        response: {
          200: BackdoorTokenResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
          419: ErrorResponseSchema,
          422: ValidationErrorSchema,
        },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const user = await userByEmail(fastify.db, email);
      if (!user) throw new HttpError(404, text('api.backdoor.noAccount'));
      if (user.type === 'admin') throw new ValidationFailed({ email: [text('api.backdoor.notForAdmins')] });
      const admin = signedInUser(request);
      const { token, expiresAt } = await issueBackdoorToken(fastify.db, {
        userId: user.id,
        issuedBy: admin.id,
        purpose: 'backdoor',
      });
      request.log.info({ userId: user.id, adminId: admin.id }, 'backdoor token issued');
      const query = new URLSearchParams({ token, email: user.email });
      return {
        token,
        email: user.email,
        url: `${publicOrigin(fastify.config, request)}/backdoor?${query}`,
        expires_at: expiresAt.toISOString(),
      };
    },
  );

  fastify.post(
    '/api/auth/loadUserWithToken',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a backdoor token and the email it was issued for',
        body: LoadUserWithTokenRequestSchema,
        response: {
          200: LoginResponseSchema,
          419: ErrorResponseSchema,
          422: ValidationErrorSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const claimed = await guardedAttempt(fastify.db, attemptOf(request, 'backdoor', email), () =>
        claimBackdoorToken(fastify.db, request.body.token, email),
      );
      if (!claimed) {
        request.log.info('backdoor token refused');
        throw new ValidationFailed({ token: [BACKDOOR_INVALID] }, BACKDOOR_INVALID);
      }
      request.log.info(
        { userId: claimed.user_id, adminId: claimed.issued_by, purpose: claimed.purpose },
        'backdoor login',
      );
      return startSession(fastify, request, reply, claimed.user_id, claimed.purpose);
    },
  );
};

export default backdoorRoutes;
