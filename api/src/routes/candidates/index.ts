import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DestroyAccountRequestSchema, MessageResponseSchema } from 'shared-kit/contracts';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { signedInUser } from '../../plugins/auth';
import profileRoutes from './profile';

/**
 * Candidate-only calls (docs/contracts.md#candidates). Every route under /api/candidates needs a
 * candidate token: plugins/auth.ts guards the whole prefix, whoever registers the route. The account settings
 * shared with companies (`/api/candidates/account-settings/update-*`) are registered by routes/auth.
 */
const candidateRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.delete(
    '/api/candidates/account-settings/destroy',
    {
      schema: {
        tags: ['candidates'],
        summary: 'Delete the account with all its personal data and files; only the reason for leaving is kept',
        security: [{ bearerAuth: [] }],
        body: DestroyAccountRequestSchema,
        response: { 200: MessageResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      await fastify.db.transaction().execute(async (trx) => {
        // The reason, without anything that names the person.
        await trx
          .insertInto('account_deletions')
          .values({
            user_type: 'candidate',
            motivo_id: request.body.motivo_id,
            texto: request.body.texto?.trim() || null,
          })
          .execute();
        // Mail waiting for or sent to the address is personal data too.
        await trx.deleteFrom('outbox').where('to_address', '=', me.email).execute();
        // Profile, languages, files (CVs, photo), sessions, favourites, applications, event registrations,
        // identities and reset links all go with the user row (ON DELETE CASCADE).
        await trx.deleteFrom('users').where('id', '=', me.id).where('type', '=', 'candidate').execute();
      });
      request.log.info({ userId: me.id }, 'account deleted');
      return { message: request.t('api.account.deleted') };
    },
  );

  await fastify.register(profileRoutes);
};

export default candidateRoutes;
