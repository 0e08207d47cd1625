import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyProfileRequestSchema, CompanyProfileResponseSchema } from 'shared-kit/contracts';
import { signedInUser } from '../../plugins/auth';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { companyIdOf } from '../../services/company-credits';
import { companyProfile, updateCompanyProfile } from '../../services/company-profile';

const common = { tags: ['companies'], security: [{ bearerAuth: [] }] };

/**
 * The company's profile and billing details (docs/contracts.md#services-and-payments): the VAT ID decides the VAT
 * of its purchases (docs/company-area.md#vat).
 */
const companyProfileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/companies/profile',
    {
      schema: {
        ...common,
        summary: "The company's name, description, website and billing details",
        response: { 200: CompanyProfileResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = await companyIdOf(fastify.db, signedInUser(request));
      return { profile: await companyProfile(fastify.db, companyId) };
    },
  );

  fastify.put(
    '/api/companies/profile',
    {
      schema: {
        ...common,
        summary: 'Save the profile (the VAT ID is checked for its EU country format)',
        body: CompanyProfileRequestSchema,
        response: { 200: CompanyProfileResponseSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = await companyIdOf(fastify.db, signedInUser(request));
      const reference = await fastify.reference();
      const profile = await updateCompanyProfile(fastify.db, companyId, request.body, (id) =>
        reference.countries.some((country) => country.id === id),
      );
      return { profile };
    },
  );
};

export default companyProfileRoutes;
