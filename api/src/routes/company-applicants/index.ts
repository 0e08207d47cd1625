import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplicantResponseSchema,
  ApplicantsPageSchema,
  ApplicantsQuerySchema,
  BulkApplicantsRequestSchema,
  BulkApplicantsResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  UpdateApplicantRequestSchema,
} from 'shared-kit/contracts';
import { BearerSecurity, SignedInErrorsSchemas } from '../../schemas/errors';
import { signedInUser } from '../../plugins/auth';
import { CvFileResponses } from '../../schemas/files';
import { sendPersonalFile } from '../../lib/personal-file';
import {
  applicantsPage,
  bulkUpdate,
  openApplicant,
  sentCvFile,
  updateApplicant,
} from '../../services/company-applicants';
import { companyIdOf } from '../../services/company-credits';
import { fileDisposition } from '../../services/uploaded-content';

/**
 * The company's applicants (docs/contracts.md#company-applicants; the rules: docs/company-area.md#applicants).
 * Under /api/companies, whose prefix guard (plugins/auth.ts) lets only a company through; every service call names
 * the caller's company, so another company's applicant answers 404.
 */
const companyApplicantRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const delay = { rejection: fastify.config.rejectionDelayMinutes, stage: fastify.config.stageMailDelayMinutes };

  fastify.get(
    '/api/companies/applicants',
    {
      schema: {
        tags: ['companies'],
        summary: "A page of the company's applicants, newest first, with counts by stage",
        security: BearerSecurity,
        querystring: ApplicantsQuerySchema,
        response: { 200: ApplicantsPageSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      const { job, status, q, page } = request.query;
      return applicantsPage(fastify.db, companyId, { job, stage: status, q, page: page ?? 1 });
    },
  );

  fastify.get(
    '/api/companies/applicants/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'One applicant with the profile, answers and history; a new one becomes viewed',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: ApplicantResponseSchema, 404: ErrorResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      return { applicant: await openApplicant(fastify.db, companyId, request.params.id, delay) };
    },
  );

  fastify.get(
    '/api/companies/applicants/:id/cv',
    {
      schema: {
        tags: ['companies'],
        summary: 'The CV sent with the application, shown inline; 404 once the candidate deleted it',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { ...CvFileResponses, ...SignedInErrorsSchemas },
      },
    },
    async (request, reply) => {
      const companyId = companyIdOf(signedInUser(request));
      const { name, file } = await sentCvFile(fastify.db, fastify.files, companyId, request.params.id);
      return sendPersonalFile(reply, file, fileDisposition('inline', name));
    },
  );

  fastify.patch(
    '/api/companies/applicants/:id',
    {
      schema: {
        tags: ['companies'],
        summary: "Change an applicant's stage, private note, rating or unsent rejection message",
        security: BearerSecurity,
        params: IdParamsSchema,
        body: UpdateApplicantRequestSchema,
        response: { 200: ApplicantResponseSchema, 404: ErrorResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      return { applicant: await updateApplicant(fastify.db, companyId, request.params.id, request.body, delay) };
    },
  );

  fastify.post(
    '/api/companies/applicants/bulk',
    {
      schema: {
        tags: ['companies'],
        summary: 'Move or reject several applicants at once (all of them the company’s, or none changes)',
        security: BearerSecurity,
        body: BulkApplicantsRequestSchema,
        response: { 200: BulkApplicantsResponseSchema, 404: ErrorResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => {
      const companyId = companyIdOf(signedInUser(request));
      return { updated: await bulkUpdate(fastify.db, companyId, request.body, delay) };
    },
  );
};

export default companyApplicantRoutes;
