import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplicantMailsSettingSchema,
  CompanyProfileRequestSchema,
  CompanyProfileResponseSchema,
} from 'shared-kit/contracts';
import { signedInUser } from '../../plugins/auth';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { applicantMails, setApplicantMails } from '../../services/applicant-notices';
import { companyIdOf } from '../../services/company-credits';
import { companyProfile, updateCompanyProfile } from '../../services/company-profile';

const common = { tags: ['companies'], security: [{ bearerAuth: [] }] };

/**
 * The company's profile and billing details (docs/contracts.md#services-and-payments): the VAT ID decides the VAT
 * of its purchases (docs/company-area.md#vat). And how it hears of new applicants
 * (docs/company-area.md#mails-about-new-applicants).
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
      const companyId = companyIdOf(signedInUser(request));
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
      const companyId = companyIdOf(signedInUser(request));
      const reference = await fastify.reference();
      const profile = await updateCompanyProfile(fastify.db, companyId, request.body, (id) =>
        reference.countries.some((country) => country.id === id),
      );
      return { profile };
    },
  );

  fastify.get(
    '/api/companies/applicant-mails',
    {
      schema: {
        ...common,
        summary: 'How the company hears of new applicants: instant, daily or off',
        response: { 200: ApplicantMailsSettingSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      return { applicant_mails: await applicantMails(fastify.db, companyId) };
    },
  );

  fastify.put(
    '/api/companies/applicant-mails',
    {
      schema: {
        ...common,
        summary: 'Choose how the company hears of new applicants (for all its accounts)',
        body: ApplicantMailsSettingSchema,
        response: { 200: ApplicantMailsSettingSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      return { applicant_mails: await setApplicantMails(fastify.db, companyId, request.body.applicant_mails) };
    },
  );
};

export default companyProfileRoutes;
