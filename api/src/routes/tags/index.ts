import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TagListSchema, Text, ValidationErrorSchema } from 'shared-kit/contracts';
import { matchNames } from '../../services/name-match';

const MAX_TAGS = 20;

/** `GET /api/tags?q=`: skill tags for the candidate's skills autocomplete (same matching as /api/keywords). */
const tagRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/tags',
    {
      schema: {
        tags: ['candidates'],
        summary: 'Skill tags for autocomplete',
        querystring: Type.Object({ q: Type.Optional(Text(100)) }),
        response: { 200: TagListSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      const reference = await fastify.reference();
      const tags = matchNames(reference.skills, request.query.q ?? '', MAX_TAGS);
      return { data: tags.map(({ id, slug, name }) => ({ id, slug, name })) };
    },
  );
};

export default tagRoutes;
