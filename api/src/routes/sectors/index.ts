import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SectorListSchema } from 'shared-kit/contracts';

/**
 * `GET /api/sectors` (docs/contracts.md#sectors): the sectors a candidate may choose in the profile, public like the
 * other reference lists and read from the same in-memory copy (docs/search.md#values-kept-in-memory).
 */
const sectorRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/sectors',
    {
      schema: {
        tags: ['candidates'],
        summary: 'The sectors a candidate may want to work in',
        response: { 200: SectorListSchema },
      },
    },
    async () => {
      const reference = await fastify.reference();
      return { sectors: reference.sectors };
    },
  );
};

export default sectorRoutes;
