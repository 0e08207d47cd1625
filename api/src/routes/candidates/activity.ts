import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CandidateEventsResponseSchema, ErrorResponseSchema, LatestSearchesResponseSchema } from 'shared-kit/contracts';
import { signedInUser } from '../../plugins/auth';
import { candidateEvents, latestSearches } from '../../services/candidate-activity';

const common = { tags: ['candidates'], security: [{ bearerAuth: [] }] };
const guarded = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/**
 * What the candidate did lately, for the dashboard (docs/contracts.md#latest-searches-and-events). plugins/auth.ts
 * guards the prefix; both read only the signed-in candidate's own rows. The searches are written by the job list
 * itself (routes/jobs) when a signed-in candidate runs one.
 */
const activityRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/candidates/searchs/get-latests-searches',
    {
      schema: {
        ...common,
        summary: "The signed-in candidate's latest job searches, newest first",
        response: { 200: LatestSearchesResponseSchema, ...guarded },
      },
    },
    async (request) => ({ results: await latestSearches(fastify.db, signedInUser(request).id) }),
  );

  fastify.get(
    '/api/candidates/virtual-event/candidateEvents',
    {
      schema: {
        ...common,
        summary: 'The career events the signed-in candidate joined, upcoming first',
        response: { 200: CandidateEventsResponseSchema, ...guarded },
      },
    },
    async (request) => ({ events: await candidateEvents(fastify.db, signedInUser(request).id) }),
  );
};

export default activityRoutes;
