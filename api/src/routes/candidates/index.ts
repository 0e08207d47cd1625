import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { DestroyAccountRequestSchema, ErrorResponseSchema, MessageResponseSchema } from 'shared-kit/contracts';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { signedInUser } from '../../plugins/auth';
import { deleteCandidateAccount } from '../../services/account-deletion';
import { candidateExport } from '../../services/candidate-export';
import activityRoutes from './activity';
import profileRoutes from './profile';
import { sendPersonalFile } from '../../lib/personal-file';
import { named } from '../../lib/plugin-names';

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
      await deleteCandidateAccount(fastify.db, me, request.body);
      request.log.info({ userId: me.id }, 'account deleted');
      return { message: request.t('api.account.deleted') };
    },
  );

  fastify.get(
    '/api/candidates/export',
    {
      // Counted against its quota before any work (docs/security.md#call-quotas).
      config: { quota: 'data-export' },
      schema: {
        tags: ['candidates'],
        summary: 'A ZIP of everything kept about the signed-in candidate: data.json, the CVs and the photo',
        security: [{ bearerAuth: [] }],
        response: {
          // A stream of bytes: Fastify runs no serializer over it. data.json's shape is CandidateExportSchema.
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'application/zip' }),
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request);
      const zip = await candidateExport(fastify.db, fastify.files, me.id);
      const day = new Date().toISOString().slice(0, 10);
      request.log.info({ userId: me.id }, 'data exported');
      const file = { contentType: 'application/zip', data: zip };
      return sendPersonalFile(reply, file, `attachment; filename="eulangjobs-data-${day}.zip"`);
    },
  );

  await fastify.register(named('profileRoutes', profileRoutes));
  await fastify.register(named('activityRoutes', activityRoutes));
};

export default candidateRoutes;
