import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CandidateDashboardSchema,
  CandidateEventsResponseSchema,
  ErrorResponseSchema,
  LatestSearchesResponseSchema,
} from 'shared-kit/contracts';
import { signedInUser } from '../../plugins/auth';
import { candidateEvents } from '../../services/candidate-activity';
import { candidateDashboard, latestSearchesInWords } from '../../services/candidate-dashboard';

const common = { tags: ['candidates'], security: [{ bearerAuth: [] }] };
const guarded = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/**
 * The candidate's dashboard, and what the candidate did lately (docs/contracts.md#latest-searches-and-events).
 * plugins/auth.ts guards the prefix; each reads only the signed-in candidate's own rows. The searches are written by
 * the job list itself (routes/jobs) when a signed-in candidate runs one.
 */
const activityRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/candidates/dashboard',
    {
      schema: {
        ...common,
        summary: "Every block of the signed-in candidate's dashboard in one answer",
        response: { 200: CandidateDashboardSchema, ...guarded },
      },
    },
    async (request, reply) => {
      // Personal, and follows every change of the profile at once: never kept by a cache.
      reply.header('cache-control', 'private, no-store');
      return candidateDashboard(fastify.db, signedInUser(request).id, {
        locale: request.locale,
        t: request.t,
        reference: await fastify.reference(),
        onPartError: (part, error) => request.log.error({ err: error, part }, 'a dashboard block failed'),
      });
    },
  );

  fastify.get(
    '/api/candidates/searchs/get-latests-searches',
    {
      schema: {
        ...common,
        summary: "The signed-in candidate's latest job searches, newest first",
        response: { 200: LatestSearchesResponseSchema, ...guarded },
      },
    },
    async (request) => ({
      results: await latestSearchesInWords(fastify.db, signedInUser(request).id, {
        locale: request.locale,
        t: request.t,
        reference: await fastify.reference(),
      }),
    }),
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
