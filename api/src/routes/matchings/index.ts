import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DiscardedMatchingsQuerySchema,
  DiscardedMatchingsResponseSchema,
  DiscardMatchingRequestSchema,
  DiscardMatchingResponseSchema,
  MATCHINGS_SIZE,
  MatchingJobParamsSchema,
  MatchingsQuerySchema,
  MatchingsResponseSchema,
  MessageResponseSchema,
  TopCompaniesResponseSchema,
} from 'shared-kit/contracts';
import { BearerSecurity, SignedInErrorsSchemas } from '../../schemas/errors';
import { signedInUser } from '../../plugins/auth';
import {
  discardedMatchings,
  discardMatching,
  matchings,
  restoreMatching,
  topCompanies,
} from '../../services/matchings';

const common = { tags: ['candidates'], security: BearerSecurity };
const truthy = (value: string | undefined) => value === '1' || value === 'true';

/**
 * Matchings and top companies (docs/contracts.md#matchings; the rules: docs/product-rules.md#matchings). Both
 * prefixes, /api/app/matchings and /api/candidates, are guarded for candidates by plugins/auth.ts; every query names
 * the signed-in candidate's own id.
 */
const matchingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/app/matchings',
    {
      schema: {
        ...common,
        summary: "The jobs that fit the candidate's profile, best first, each with why",
        querystring: MatchingsQuerySchema,
        response: { 200: MatchingsResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request, reply) => {
      const { page = 1, _size = MATCHINGS_SIZE, latests, _minisite } = request.query;
      // Personal, and follows every profile change at once: never kept by a cache.
      reply.header('cache-control', 'private, no-store');
      const jobs = await matchings(
        fastify.db,
        signedInUser(request).id,
        {
          page,
          size: _size,
          latests: truthy(latests),
          companyKey: _minisite?.trim() || null,
          locale: request.locale,
        },
        (await fastify.reference()).languages,
      );
      return { jobs };
    },
  );

  fastify.get(
    '/api/app/matchings/discarded',
    {
      schema: {
        ...common,
        summary: "The candidate's discarded matchings, newest first, with the reason",
        querystring: DiscardedMatchingsQuerySchema,
        response: { 200: DiscardedMatchingsResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        jobs: await discardedMatchings(fastify.db, signedInUser(request).id, request.query.page ?? 1, request.locale),
      };
    },
  );

  fastify.post(
    '/api/app/matchings/:job/discard',
    {
      schema: {
        ...common,
        summary: 'Set a job aside with a reason: it leaves the matchings for the discarded list',
        params: MatchingJobParamsSchema,
        body: DiscardMatchingRequestSchema,
        response: { 200: DiscardMatchingResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => {
      const discarded = await discardMatching(
        fastify.db,
        signedInUser(request).id,
        request.params.job,
        request.body.reason,
      );
      return { message: request.t('api.matchings.discarded'), discarded };
    },
  );

  fastify.delete(
    '/api/app/matchings/:job/discard',
    {
      schema: {
        ...common,
        summary: 'Bring a discarded job back among the matchings (idempotent)',
        params: MatchingJobParamsSchema,
        response: { 200: MessageResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => {
      await restoreMatching(fastify.db, signedInUser(request).id, request.params.job);
      return { message: request.t('api.matchings.restored') };
    },
  );

  fastify.get(
    '/api/candidates/topCompanies',
    {
      schema: {
        ...common,
        summary: "The companies with most active jobs for the candidate's languages",
        response: { 200: TopCompaniesResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => ({ companies: await topCompanies(fastify.db, signedInUser(request).id) }),
  );
};

export default matchingRoutes;
