import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponseSchema, Id, MinisiteDataSchema, ValidationErrorSchema } from 'shared-kit/contracts';
import { minisiteData } from '../../services/public-minisite';

/**
 * `GET /api/minisites/data/{companyId}` (docs/contracts.md#jobs, docs/product-rules.md#minisites): a company's branded
 * minisite. A company without the service, or with it but no template, answers userMinisite/vueTemp as the data says
 * (null template); an unknown company is a 404.
 */
const minisiteRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/minisites/data/:companyId',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Minisite of a company',
        params: Type.Object({ companyId: Id() }),
        response: { 200: MinisiteDataSchema, 404: ErrorResponseSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => minisiteData(fastify.db, request.params.companyId, fastify.config.publicUrl),
  );
};

export default minisiteRoutes;
