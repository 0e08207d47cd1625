import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponseSchema,
  IdParamsSchema,
  RelatedLocationsSchema,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { relatedLocations } from '../../services/jobs/related-locations';
import { LANGUAGE_VARY } from '../../plugins/locale';

/**
 * `GET /api/offers/related-locations/{id}`: other cities and countries where the job's company, or a job with the
 * same title, is hiring now (the job's own city and country excluded), most jobs first. Each entry carries its
 * slug, so the page links /jobs-in-{slug}.
 */
const offerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/offers/related-locations/:id',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Related locations of a job',
        params: IdParamsSchema,
        response: { 200: RelatedLocationsSchema, 404: ErrorResponseSchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      // Cities are named in the caller's language (docs/i18n.md#place-names).
      reply.header('vary', LANGUAGE_VARY);
      return relatedLocations(fastify.db, await fastify.reference(), request.params.id, request.locale);
    },
  );
};

export default offerRoutes;
