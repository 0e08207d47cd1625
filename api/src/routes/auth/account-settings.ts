import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AccountUpdateResponseSchema,
  ErrorResponseSchema,
  MessageResponseSchema,
  UpdateEmailRequestSchema,
  UpdatePasswordRequestSchema,
} from 'shared-kit/contracts';
import { type Text, text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { hashPassword } from '../../lib/passwords';
import { changeEmail, changePassword } from '../../services/credential-changes';
import { hashTurnOf, newPasswordErrors, passwordAccount, verifyAccountPassword } from '../../services/passwords';
import { sessionUser } from '../../services/sessions';
import { EMAIL_TAKEN, emailTaken, isUniqueViolation, normaliseEmail } from '../../services/users';
import { attemptOf, guardedAttempt } from '../../services/auth-throttle';
import { signedInUser } from '../../plugins/auth';

const WRONG_PASSWORD = text('api.auth.wrongPassword');
const WRONG_CURRENT_PASSWORD = text('api.auth.wrongCurrentPassword');

/**
 * Whoever holds a session (a stolen token, an unlocked computer) must not be able to guess the password behind it:
 * the current-password check is throttled like a login (services/auth-throttle.ts), per account and address, the
 * attempt taken before the password is hashed.
 */
async function checkCurrentPassword(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  password: string,
  field: string,
  message: Text,
) {
  const me = signedInUser(request);
  const account = await passwordAccount(fastify.db, me.id);
  const valid = await guardedAttempt(fastify.db, attemptOf(request, 'current-password', `user:${me.id}`), () =>
    verifyAccountPassword(fastify.db, account, password, hashTurnOf(request, reply)),
  );
  if (!valid) throw new ValidationFailed({ [field]: [message] });
}

/**
 * `POST {base}/account-settings/update-email {email, password}` and `.../update-password {current_password, password,
 * password_confirmation}` (docs/contracts.md#account-settings), the same for candidates and companies. The guard of the
 * path prefix (plugins/auth.ts) makes sure the token is of the right type; every query names the signed-in user's own
 * id, so nobody can touch another account.
 */
export function accountSettingsRoutes(
  base: '/api/candidates' | '/api/companies',
  tag: string,
): FastifyPluginAsyncTypebox {
  return async (fastify) => {
    fastify.post(
      `${base}/account-settings/update-email`,
      {
        schema: {
          tags: [tag],
          summary: 'Change the email of the signed-in account (password required); other sessions and reset links end',
          security: [{ bearerAuth: [] }],
          body: UpdateEmailRequestSchema,
          response: { 200: AccountUpdateResponseSchema, ...GuardedErrorsSchemas, 503: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const me = signedInUser(request);
        const email = normaliseEmail(request.body.email);
        await checkCurrentPassword(fastify, request, reply, request.body.password, 'password', WRONG_PASSWORD);
        if (email !== me.email.toLowerCase()) {
          if (await emailTaken(fastify.db, email, me.id)) throw new ValidationFailed({ email: [EMAIL_TAKEN] });
          try {
            await changeEmail(fastify.db, me, email, {
              origin: fastify.config.publicUrl,
              fallbackLocale: request.locale,
            });
          } catch (error) {
            if (isUniqueViolation(error)) throw new ValidationFailed({ email: [EMAIL_TAKEN] });
            throw error;
          }
          request.log.info({ userId: me.id }, 'email updated');
        }
        return {
          message: request.t('api.account.emailUpdated'),
          user: await sessionUser(fastify, me.id, null, me.tokenExpiresAt),
        };
      },
    );

    fastify.post(
      `${base}/account-settings/update-password`,
      {
        schema: {
          tags: [tag],
          summary: 'Change the password of the signed-in account; other sessions and reset links end',
          security: [{ bearerAuth: [] }],
          body: UpdatePasswordRequestSchema,
          response: { 200: MessageResponseSchema, ...GuardedErrorsSchemas, 503: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const me = signedInUser(request);
        const { current_password, password, password_confirmation } = request.body;
        await checkCurrentPassword(
          fastify,
          request,
          reply,
          current_password,
          'current_password',
          WRONG_CURRENT_PASSWORD,
        );
        const errors = newPasswordErrors(password, password_confirmation, me.email);
        if (password === current_password) {
          errors.password = [...(errors.password ?? []), text('api.password.sameAsCurrent', { field: 'new password' })];
        }
        if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
        const passwordHash = await hashPassword(password, hashTurnOf(request, reply));
        // Every other session of the account and every open reset link end; this session goes on.
        await changePassword(fastify.db, me, passwordHash);
        request.log.info({ userId: me.id }, 'password updated');
        return { message: request.t('api.account.passwordUpdated') };
      },
    );
  };
}
