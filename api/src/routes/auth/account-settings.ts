import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  AccountUpdateResponseSchema,
  MessageResponseSchema,
  UpdateEmailRequestSchema,
  UpdatePasswordRequestSchema,
} from 'shared-kit/contracts';
import { type Text, text, translator } from '../../i18n/catalogues';
import { composeMail } from '../../mail/layout';
import { queueMail } from '../../mail/outbox';
import { SITE_NAME } from '../../services/jobs/seo';
import { ValidationFailed } from '../../lib/http-errors';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { hashPassword } from '../../lib/passwords';
import { newPasswordErrors, passwordAccount, verifyAccountPassword } from '../../services/passwords';
import { sessionUser } from '../../services/sessions';
import { EMAIL_TAKEN, isUniqueViolation, normaliseEmail } from '../../services/users';
import { attemptOf, checkThrottle, clearFailures, recordFailure } from './throttle';
import { signedInUser } from '../../plugins/auth';

const WRONG_PASSWORD = text('api.auth.wrongPassword');
const WRONG_CURRENT_PASSWORD = text('api.auth.wrongCurrentPassword');

/**
 * Whoever holds a session (a stolen token, an unlocked computer) must not be able to guess the password behind it:
 * the current-password check is throttled like a login (throttle.ts), per account and address.
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
  const attempt = attemptOf(request, 'current-password', `user:${me.id}`);
  await checkThrottle(fastify.db, reply, attempt);
  if (!(await verifyAccountPassword(fastify.db, await passwordAccount(fastify.db, me.id), password))) {
    await recordFailure(fastify.db, attempt);
    throw new ValidationFailed({ [field]: [message] });
  }
  await clearFailures(fastify.db, attempt);
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
          summary: 'Change the email of the signed-in account (password required)',
          security: [{ bearerAuth: [] }],
          body: UpdateEmailRequestSchema,
          response: { 200: AccountUpdateResponseSchema, ...GuardedErrorsSchemas },
        },
      },
      async (request, reply) => {
        const me = signedInUser(request);
        const email = normaliseEmail(request.body.email);
        await checkCurrentPassword(fastify, request, reply, request.body.password, 'password', WRONG_PASSWORD);
        if (email !== me.email.toLowerCase()) {
          const taken = await fastify.db
            .selectFrom('users')
            .select('id')
            .where(sql`lower(email)`, '=', email)
            .where('id', '!=', me.id)
            .executeTakeFirst();
          if (taken) throw new ValidationFailed({ email: [EMAIL_TAKEN] });
          try {
            await fastify.db.transaction().execute(async (trx) => {
              await trx
                .updateTable('users')
                .set({ email, updated_at: sql<Date>`now()` })
                .where('id', '=', me.id)
                .execute();
              // The old address hears about it: if this was not its owner, they know to act. In the recipient's
              // language, like every mail (docs/contracts.md#interface-language).
              const account = await trx
                .selectFrom('users')
                .select('locale')
                .where('id', '=', me.id)
                .executeTakeFirstOrThrow();
              const locale = account.locale ?? request.locale;
              const t = translator(locale);
              await queueMail(trx, {
                to: me.email,
                ...composeMail({
                  lang: locale,
                  origin: fastify.config.publicUrl,
                  subject: t('api.mail.emailChanged.subject', { site: SITE_NAME }),
                  blocks: [t('api.mail.emailChanged.body', { site: SITE_NAME, email })],
                }),
              });
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
          summary: 'Change the password of the signed-in account; other sessions end',
          security: [{ bearerAuth: [] }],
          body: UpdatePasswordRequestSchema,
          response: { 200: MessageResponseSchema, ...GuardedErrorsSchemas },
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
        const passwordHash = await hashPassword(password);
        await fastify.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
            .where('id', '=', me.id)
            .execute();
          // Every other session of the account ends; this one goes on.
          await trx
            .updateTable('auth_tokens')
            .set({ revoked: true })
            .where('user_id', '=', me.id)
            .where('id', '!=', me.tokenId)
            .execute();
        });
        request.log.info({ userId: me.id }, 'password updated');
        return { message: request.t('api.account.passwordUpdated') };
      },
    );
  };
}
