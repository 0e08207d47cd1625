import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CvIdParamsSchema,
  CvProposalDecisionsRequestSchema,
  CvProposalDecisionsResponseSchema,
  ErrorResponseSchema,
  PendingCvProposalsResponseSchema,
} from 'shared-kit/contracts';
import { say } from '../../i18n/catalogues';
import { signedInUser } from '../../plugins/auth';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { candidateProfile } from '../../services/candidate-profile';
import { decideProposals, decisionsMessage } from '../../services/cv-proposals/decide';
import { pendingProposals } from '../../services/cv-proposals/store';

/**
 * What the candidate's CVs propose for the profile and is still to decide, and the decisions on it
 * (docs/contracts.md#cv-extraction). Under `/api/candidates`: a candidate token only (plugins/auth.ts); every service
 * call names the signed-in candidate, so another candidate's CV or proposal answers 404.
 */
const cvProposalRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/candidates/mycv/proposals',
    {
      schema: {
        tags: ['cvs'],
        summary: 'What the candidate’s CVs propose for the profile and is still to decide, per CV, the newest first',
        security: [{ bearerAuth: [] }],
        response: { 200: PendingCvProposalsResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema },
      },
    },
    async (request) => pendingProposals(fastify.db, await fastify.reference(), signedInUser(request).id),
  );

  fastify.post(
    '/api/candidates/mycv/:id/proposals',
    {
      schema: {
        tags: ['cvs'],
        summary: 'Accept, reject or reopen any of a CV’s proposals, all in one transaction',
        description:
          'Accepted proposals are written through the rules of their fields; if one is refused nothing is written, ' +
          'and the 422 names each refused row and field (`experience.2.f_inicio`). Answers the notice and the ' +
          'profile as it now is (docs/contracts.md#cv-extraction).',
        security: [{ bearerAuth: [] }],
        params: CvIdParamsSchema,
        body: CvProposalDecisionsRequestSchema,
        response: { 200: CvProposalDecisionsResponseSchema, 404: ErrorResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const counts = await decideProposals(
        fastify.db,
        await fastify.reference(),
        userId,
        request.params.id,
        request.body,
      );
      // The profile as it now is, so the screen reloads nothing (docs/candidate-area.md#the-onboarding).
      return { message: say(request.t, decisionsMessage(counts)), profile: await candidateProfile(fastify.db, userId) };
    },
  );
};

export default cvProposalRoutes;
