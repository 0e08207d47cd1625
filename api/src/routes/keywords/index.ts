import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { type KeywordItem, KeywordListSchema, Text, ValidationErrorSchema } from 'shared-kit/contracts';
import { matchNames } from '../../services/name-match';

const MAX_ITEMS = 20;

/**
 * `GET /api/keywords?search=`: skills and keywords whose name or slug starts with the text (accent-free), at most
 * 20, each with the slug that /jobs-with-{slug} accepts. Skills come first when both lists hold the same slug.
 */
const keywordRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/keywords',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Skill and keyword suggestions',
        querystring: Type.Object({ search: Type.Optional(Text(100)) }),
        response: { 200: KeywordListSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => {
      const reference = await fastify.reference();
      const seen = new Set<string>();
      const items: KeywordItem[] = [];
      for (const [type, list] of [
        ['skill', reference.skills],
        ['keyword', reference.keywords],
      ] as const) {
        for (const { slug, name } of list) {
          if (seen.has(slug)) continue;
          seen.add(slug);
          items.push({ slug, name, type });
        }
      }
      return { data: matchNames(items, request.query.search ?? '', MAX_ITEMS) };
    },
  );
};

export default keywordRoutes;
