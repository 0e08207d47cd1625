import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponseSchema,
  MessageResponseSchema,
  PasswordEmailRequestSchema,
  PasswordResetRequestSchema,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { say, text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { publicOrigin } from '../../lib/public-url';
import { attemptOf, clearFailures, guardedAttempt } from '../../services/auth-throttle';
import { hashTurnOf, newPasswordErrors } from '../../services/passwords';
import { isOpenResetLink, mailResetLink, resetPassword } from '../../services/password-resets';
import { normaliseEmail } from '../../services/users';

/** The same answer whether or not the account exists: the form must not tell who has an account. */
const RESET_LINK_SENT = text('api.reset.linkSent');
const RESET_DONE = text('api.reset.done');
const RESET_INVALID = text('api.reset.invalid');

const tooMany = { 429: ErrorResponseSchema };

/**
 * `POST /api/auth/password/email` and `POST /api/auth/password/reset` (docs/contracts.md#auth). Both count against
 * the client address's `password-reset` quota before any work (docs/security.md#password-hashing-under-load).
 */
const passwordResetRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/auth/password/email',
    {
      config: { quota: 'password-reset' },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (single use, 60 minutes, for the address it is sent to)',
        body: PasswordEmailRequestSchema,
        response: { 200: MessageResponseSchema, 419: ErrorResponseSchema, 422: ValidationErrorSchema, ...tooMany },
      },
    },
    async (request) => {
      const userId = await mailResetLink(fastify.db, normaliseEmail(request.body.email), {
        origin: publicOrigin(fastify.config, request),
        locale: request.locale,
      });
      if (userId !== null) request.log.info({ userId }, 'password reset mail queued');
      return { message: say(request.t, RESET_LINK_SENT) };
    },
  );

  fastify.post(
    '/api/auth/password/reset',
    {
      config: { quota: 'password-reset' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset mail',
        description:
          'Uses the token up, closes every other reset link and ends every session of the account. The token works ' +
          "only with the address it was mailed to, while that is still the account's.",
        body: PasswordResetRequestSchema,
        response: {
          200: MessageResponseSchema,
          419: ErrorResponseSchema,
          422: ValidationErrorSchema,
          ...tooMany,
          503: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { token, password, password_confirmation } = request.body;
      const email = normaliseEmail(request.body.email);
      const errors = newPasswordErrors(password, password_confirmation, email);
      if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
      // The token is a guess until checked: throttled, and checked before the new password is hashed, so a wrong
      // token costs no hashing (docs/security.md#throttling-of-guesses).
      const open = await guardedAttempt(fastify.db, attemptOf(request, 'reset', email), () =>
        isOpenResetLink(fastify.db, token, email),
      );
      if (!open) throw new ValidationFailed({ token: [RESET_INVALID] }, RESET_INVALID);
      const userId = await resetPassword(
        fastify.db,
        token,
        email,
        await hashPassword(password, hashTurnOf(request, reply)),
      );
      // Used by another request meanwhile, or closed by a change of the account.
      if (userId === null) throw new ValidationFailed({ token: [RESET_INVALID] }, RESET_INVALID);
      // The owner proved control of the mailbox: this address's failed logins on the account are forgiven.
      await clearFailures(fastify.db, attemptOf(request, 'login', email));
      request.log.info({ userId }, 'password reset');
      return { message: say(request.t, RESET_DONE) };
    },
  );
};

export default passwordResetRoutes;
