import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CareerEventListSchema,
  ErrorResponseSchema,
  EventPathQuerySchema,
  EventPathResponseSchema,
} from 'shared-kit/contracts';
import { notFound } from '../../lib/http-errors';
import { publishedEvents } from '../../services/events/career-events';
import { resolveEventPath } from '../../services/events/entry-path';

/** The public reads of career events (docs/contracts.md#events, docs/events.md). */
const eventRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/career-events',
    { schema: { tags: ['events'], summary: 'Published career events', response: { 200: CareerEventListSchema } } },
    async () => ({ events: await publishedEvents(fastify.db) }),
  );

  fastify.get(
    '/api/events/resolve',
    {
      schema: {
        tags: ['events'],
        summary: 'The published event an entry path shows, with its referral and city',
        querystring: EventPathQuerySchema,
        response: { 200: EventPathResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const found = await resolveEventPath(fastify.db, request.query.path);
      if (!found) throw notFound();
      return found;
    },
  );
};

export default eventRoutes;
