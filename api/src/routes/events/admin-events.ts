import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminEventListSchema,
  AdminEventResponseSchema,
  ErrorResponseSchema,
  EventInputSchema,
  EventPatchSchema,
  IdParamsSchema,
} from 'shared-kit/contracts';
import { signedInUser } from '../../plugins/auth';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { adminEvent, adminEvents, createEvent, setEventStatus, updateEvent } from '../../services/events/admin-events';

const common = { tags: ['events', 'admin'], security: [{ bearerAuth: [] }] };
const errors = { ...GuardedErrorsSchemas, 404: ErrorResponseSchema };

/**
 * The admin area's event editor (docs/events.md#admin-events). plugins/auth.ts guards /api/admin: an admin token
 * or 401/403. Drafts are visible here only.
 */
const adminEventRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/events',
    {
      schema: {
        ...common,
        summary: 'Every event, drafts too, latest start first',
        response: { 200: AdminEventListSchema, ...errors },
      },
    },
    async () => ({ events: await adminEvents(fastify.db) }),
  );

  fastify.post(
    '/api/admin/events',
    {
      schema: {
        ...common,
        summary: 'Create an event as a draft, with its landing and event page drafted from templates',
        body: EventInputSchema,
        response: { 201: AdminEventResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const me = signedInUser(request);
      const event = await createEvent(fastify.db, request.body, me.id);
      request.log.info({ adminId: me.id, eventId: event.id }, 'event created');
      return reply.code(201).send({ event });
    },
  );

  fastify.get(
    '/api/admin/events/:id',
    {
      schema: {
        ...common,
        summary: 'One event, draft or published, with what the editor edits',
        params: IdParamsSchema,
        response: { 200: AdminEventResponseSchema, ...errors },
      },
    },
    async (request) => ({ event: await adminEvent(fastify.db, request.params.id) }),
  );

  fastify.patch(
    '/api/admin/events/:id',
    {
      schema: {
        ...common,
        summary: 'Change the fields sent (lists sent replace the stored ones)',
        params: IdParamsSchema,
        body: EventPatchSchema,
        response: { 200: AdminEventResponseSchema, ...errors },
      },
    },
    async (request) => {
      const event = await updateEvent(fastify.db, request.params.id, request.body);
      request.log.info({ adminId: request.user?.id, eventId: event.id }, 'event changed');
      return { event };
    },
  );

  for (const [action, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    fastify.post(
      `/api/admin/events/:id/${action}`,
      {
        schema: {
          ...common,
          summary:
            action === 'publish'
              ? 'Publish: the event is live at once at its entry path'
              : 'Unpublish: back to a draft, gone from the public list, pages and path',
          params: IdParamsSchema,
          response: { 200: AdminEventResponseSchema, ...errors },
        },
      },
      async (request) => {
        const event = await setEventStatus(fastify.db, request.params.id, status);
        request.log.info({ adminId: request.user?.id, eventId: event.id, status }, 'event status');
        return { event };
      },
    );
  }
};

export default adminEventRoutes;
