import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyLandingSchema } from 'shared-kit/contracts';
import { companyLanding } from '../../services/company-landing';

/** `GET /api/company-landing`: figures and the busiest employers for the /company landing page. */
const companyLandingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/company-landing',
    { schema: { tags: ['companies'], summary: 'Employer landing figures', response: { 200: CompanyLandingSchema } } },
    async () => companyLanding(fastify.db),
  );
};

export default companyLandingRoutes;
