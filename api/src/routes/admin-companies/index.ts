import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminCompanyListSchema, AdminCompanySearchQuerySchema, ValidationErrorSchema } from 'shared-kit/contracts';
import { searchCompanies } from '../../services/admin-companies';

/** The admin area's company search (docs/contracts.md#events): the event editor's participating companies. */
const adminCompanyRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/companies',
    {
      schema: {
        tags: ['admin'],
        summary: 'Companies by name, for an event’s participants',
        querystring: AdminCompanySearchQuerySchema,
        response: { 200: AdminCompanyListSchema, 422: ValidationErrorSchema },
      },
    },
    async (request) => ({ companies: await searchCompanies(fastify.db, request.query.q) }),
  );
};

export default adminCompanyRoutes;
