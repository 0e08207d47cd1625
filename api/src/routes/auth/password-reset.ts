import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  ErrorResponseSchema,
  MessageResponseSchema,
  PasswordEmailRequestSchema,
  PasswordResetRequestSchema,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { say, text, translator } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { publicOrigin } from '../../lib/public-url';
import { composeMail } from '../../mail/layout';
import { queueMail } from '../../mail/outbox';
import { createToken, hashToken, RESET_TOKEN_LIFETIME_MS } from '../../lib/tokens';
import { newPasswordErrors } from '../../services/passwords';
import { SITE_NAME } from '../../services/jobs/seo';
import { normaliseEmail } from '../../services/users';
import { attemptOf, checkThrottle, clearFailures, recordFailure } from './throttle';

/** The same answer whether or not the account exists: the form must not tell who has an account. */
const RESET_LINK_SENT = text('api.reset.linkSent');
const RESET_DONE = text('api.reset.done');
const RESET_INVALID = text('api.reset.invalid');
/** More reset mails than this per account within an hour are not sent (the answer stays the same). */
const MAX_RESET_MAILS_PER_HOUR = 3;

/** `POST /api/auth/password/email` and `POST /api/auth/password/reset` (docs/contracts.md#auth). */
const passwordResetRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;

  fastify.post(
    '/api/auth/password/email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (single use, 60 minutes)',
        body: PasswordEmailRequestSchema,
        response: { 200: MessageResponseSchema, 419: ErrorResponseSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const user = await db
        .selectFrom('users')
        .select(['id', 'email', 'nombre', 'locale'])
        .where(sql`lower(email)`, '=', email)
        .executeTakeFirst();
      if (user) {
        const recent = await db
          .selectFrom('password_resets')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', user.id)
          .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
          .executeTakeFirstOrThrow();
        if (Number(recent.n) < MAX_RESET_MAILS_PER_HOUR) {
          const token = createToken();
          const origin = publicOrigin(fastify.config, request);
          const link = `${origin}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
          // In the recipient's language: the account's choice, else the language of the request that asked.
          const locale = user.locale ?? request.locale;
          const t = translator(locale);
          const greeting = user.nombre
            ? t('api.mail.reset.greeting', { name: user.nombre })
            : t('api.mail.reset.greetingAnonymous');
          await db.transaction().execute(async (trx) => {
            await trx
              .insertInto('password_resets')
              .values({
                token_hash: hashToken(token),
                user_id: user.id,
                expires_at: new Date(Date.now() + RESET_TOKEN_LIFETIME_MS),
                used_at: null,
              })
              .execute();
            await queueMail(trx, {
              to: user.email,
              ...composeMail({
                lang: locale,
                origin,
                subject: t('api.mail.reset.subject', { site: SITE_NAME }),
                blocks: [
                  greeting,
                  t('api.mail.reset.body', { site: SITE_NAME, minutes: RESET_TOKEN_LIFETIME_MS / 60_000 }),
                  link,
                  { note: t('api.mail.reset.ignore') },
                ],
              }),
            });
          });
          request.log.info({ userId: user.id }, 'password reset mail queued');
        }
      }
      return { message: say(request.t, RESET_LINK_SENT) };
    },
  );

  fastify.post(
    '/api/auth/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset mail',
        description: 'Uses the token up and ends every session of the account.',
        body: PasswordResetRequestSchema,
        response: {
          200: MessageResponseSchema,
          419: ErrorResponseSchema,
          422: ValidationErrorSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { token, password, password_confirmation } = request.body;
      const email = normaliseEmail(request.body.email);
      const attempt = attemptOf(request, 'reset', email);
      await checkThrottle(fastify.db, reply, attempt);
      const errors = newPasswordErrors(password, password_confirmation, email);
      if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction().execute(async (trx) => {
        // Single use: the row is claimed by this update or not at all, even with two requests at once.
        const claimed = await trx
          .updateTable('password_resets')
          .set({ used_at: sql<Date>`now()` })
          .where('token_hash', '=', hashToken(token))
          .where('used_at', 'is', null)
          .where('expires_at', '>', sql<Date>`now()`)
          .where('user_id', 'in', (eb) =>
            eb.selectFrom('users').select('users.id').where(sql`lower(users.email)`, '=', email),
          )
          .returning('user_id')
          .executeTakeFirst();
        if (!claimed) return null;
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: sql<Date>`now()` })
          .where('id', '=', claimed.user_id)
          .execute();
        // Whoever knew the old password is signed out everywhere; older links die too.
        await trx.updateTable('auth_tokens').set({ revoked: true }).where('user_id', '=', claimed.user_id).execute();
        await trx
          .updateTable('password_resets')
          .set({ used_at: sql<Date>`now()` })
          .where('user_id', '=', claimed.user_id)
          .where('used_at', 'is', null)
          .execute();
        return claimed.user_id;
      });
      if (userId === null) {
        await recordFailure(fastify.db, attempt);
        throw new ValidationFailed({ token: [RESET_INVALID] }, RESET_INVALID);
      }
      await clearFailures(fastify.db, attempt);
      // The owner proved control of the mailbox: this address's failed logins on the account are forgiven.
      await clearFailures(fastify.db, attemptOf(request, 'login', email));
      request.log.info({ userId }, 'password reset');
      return { message: say(request.t, RESET_DONE) };
    },
  );
};

export default passwordResetRoutes;
