import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponseSchema,
  GoPlacesResponseSchema,
  JoinOrLeaveBodySchema,
  JoinOrLeaveResponseSchema,
} from 'shared-kit/contracts';
import { signedInUser } from '../../plugins/auth';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { goPlaces, joinOrLeave } from '../../services/events/joining';

const common = { tags: ['events', 'candidates'], security: [{ bearerAuth: [] }] };

/**
 * A candidate's own event calls (docs/events.md#joining-and-go-places): plugins/auth.ts guards /api/candidates, and
 * every query names the signed-in candidate's id. The candidate's events list is in routes/candidates/activity.ts.
 */
const candidateEventRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.patch(
    '/api/candidates/virtual-event/join-or-leave',
    {
      schema: {
        ...common,
        summary: 'Join a published event (twice is one registration) or leave it, cancelling its bookings',
        body: JoinOrLeaveBodySchema,
        response: { 200: JoinOrLeaveResponseSchema, ...GuardedErrorsSchemas, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const me = signedInUser(request);
      const mail = { publicUrl: fastify.config.publicUrl, eventsMailbox: fastify.config.mail.eventsMailbox };
      const result = await joinOrLeave(fastify.db, mail, me.id, request.body);
      request.log.info({ userId: me.id, eventId: request.body.event_id, joined: result.joined }, 'event join or leave');
      return result;
    },
  );

  fastify.get(
    '/api/candidates/go-places',
    {
      schema: {
        ...common,
        summary: 'The go-places event: date, sponsors, cities, go-places sponsors and what happens in each city',
        response: {
          200: GoPlacesResponseSchema,
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
    },
    async () => goPlaces(fastify.db),
  );
};

export default candidateEventRoutes;
