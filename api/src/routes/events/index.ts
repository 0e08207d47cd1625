import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CareerEventListSchema } from 'shared-kit/contracts';

/** `GET /api/career-events`: the virtual career events, soonest first. */
const eventRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/career-events',
    { schema: { tags: ['events'], summary: 'Career events', response: { 200: CareerEventListSchema } } },
    async () => {
      const rows = await fastify.db
        .selectFrom('career_events')
        .selectAll()
        .orderBy('starts_at')
        .orderBy('id')
        .execute();
      return {
        events: rows.map((row) => ({
          ...row,
          starts_at: new Date(row.starts_at).toISOString(),
          ends_at: new Date(row.ends_at).toISOString(),
        })),
      };
    },
  );
};

export default eventRoutes;
