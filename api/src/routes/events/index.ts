import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CareerEventListQuerySchema,
  CareerEventListSchema,
  ErrorResponseSchema,
  EventDetailResponseSchema,
  EventPathQuerySchema,
  EventPathResponseSchema,
  IdParamsSchema,
} from 'shared-kit/contracts';
import { text } from '../../i18n/catalogues';
import { notFound } from '../../lib/http-errors';
import { eventRow, publishedEvents } from '../../services/events/career-events';
import { eventDetail } from '../../services/events/event-detail';
import { resolveEventPath } from '../../services/events/entry-path';
import adminEventRoutes from './admin-events';
import candidateEventRoutes from './candidate-events';
import { named } from '../../lib/plugin-names';

/** Whether a public request carries a live admin token (an admin previews drafts); anything else is the public. */
async function isAdmin(fastify: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  if (!request.headers.authorization) return false;
  try {
    await fastify.requireUser('admin')(request, undefined as never);
    return true;
  } catch {
    request.user = null;
    return false;
  }
}

/** The public reads of career events (docs/contracts.md#events, docs/events.md). */
const eventRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/career-events',
    {
      schema: {
        tags: ['events'],
        summary: 'Published career events: upcoming (soonest first) or past (latest first)',
        querystring: CareerEventListQuerySchema,
        response: { 200: CareerEventListSchema },
      },
    },
    async (request) => ({ events: await publishedEvents(fastify.db, request.query.when) }),
  );

  fastify.get(
    '/api/events/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'A published event with its sponsors, companies, cities and schedule (a draft for an admin only)',
        params: IdParamsSchema,
        response: { 200: EventDetailResponseSchema, 404: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const drafts = await isAdmin(fastify, request);
      const row = await eventRow(fastify.db, request.params.id, { drafts });
      if (!row) throw notFound(text('api.events.notFound'));
      // A draft is an admin's preview: no shared cache may keep it for the public.
      if (row.status !== 'published') reply.header('cache-control', 'private, no-store');
      return { event: await eventDetail(fastify.db, row) };
    },
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

  await fastify.register(named('candidateEventRoutes', candidateEventRoutes));
  await fastify.register(named('adminEventRoutes', adminEventRoutes));
};

export default eventRoutes;
