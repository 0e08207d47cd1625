import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompanyDashboardSchema,
  CompanyJobPreviewSchema,
  CompanyJobResponseSchema,
  CompanyJobsPageSchema,
  CompanyJobsQuerySchema,
  CompanyScreeningQuestionsSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  JobInputSchema,
  JobPatchSchema,
  MessageResponseSchema,
  PublishJobResponseSchema,
  PublishJobSchema,
  PutScreeningQuestionsSchema,
} from 'shared-kit/contracts';
import { BearerSecurity, SignedInErrorsSchemas } from '../../schemas/errors';
import { signedInUser } from '../../plugins/auth';
import { companyIdOf } from '../../services/company-credits';
import { companyDashboard } from '../../services/company-jobs/dashboard';
import {
  closeJob,
  companyJob,
  companyJobsPage,
  createJob,
  deleteJob,
  pauseJob,
  previewJob,
  publishJob,
  updateJob,
} from '../../services/company-jobs/jobs';
import { replaceScreeningQuestions, screeningQuestions } from '../../services/company-jobs/screening-questions';

const withJob = { ...SignedInErrorsSchemas, 404: ErrorResponseSchema };
const tags = ['companies'];

/**
 * A company's jobs, their screening questions and its dashboard (docs/contracts.md#company-jobs; the rules:
 * docs/company-area.md#jobs). Under /api/companies, whose prefix guard (plugins/auth.ts) lets only a signed-in
 * company through; every service call names the caller's company, so another company's job is a 404.
 */
const companyJobRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const companyOf = (request: Parameters<typeof signedInUser>[0]) => companyIdOf(signedInUser(request));

  fastify.get(
    '/api/companies/jobs',
    {
      schema: {
        tags,
        summary: "A page of the company's jobs, newest first, with a count per state",
        security: BearerSecurity,
        querystring: CompanyJobsQuerySchema,
        response: { 200: CompanyJobsPageSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) =>
      companyJobsPage(fastify.db, companyOf(request), {
        status: request.query.status || null,
        page: request.query.page ?? 1,
      }),
  );

  fastify.post(
    '/api/companies/jobs',
    {
      schema: {
        tags,
        summary: 'Create a job as a draft',
        security: BearerSecurity,
        body: JobInputSchema,
        response: { 201: CompanyJobResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request, reply) => {
      const job = await createJob(fastify.db, await fastify.reference(), companyOf(request), request.body);
      return reply.code(201).send({ job });
    },
  );

  fastify.get(
    '/api/companies/jobs/:id',
    {
      schema: {
        tags,
        summary: 'One of the company’s jobs',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: CompanyJobResponseSchema, ...withJob },
      },
    },
    async (request) => ({ job: await companyJob(fastify.db, companyOf(request), request.params.id) }),
  );

  fastify.patch(
    '/api/companies/jobs/:id',
    {
      schema: {
        tags,
        summary: 'Change some fields of a job',
        security: BearerSecurity,
        params: IdParamsSchema,
        body: JobPatchSchema,
        response: { 200: CompanyJobResponseSchema, ...withJob },
      },
    },
    async (request) => ({
      job: await updateJob(fastify.db, await fastify.reference(), companyOf(request), request.params.id, request.body),
    }),
  );

  fastify.delete(
    '/api/companies/jobs/:id',
    {
      schema: {
        tags,
        summary: 'Delete a job nobody applied to',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...withJob },
      },
    },
    async (request) => {
      await deleteJob(fastify.db, companyOf(request), request.params.id);
      return { message: request.t('api.companyJobs.deleted') };
    },
  );

  fastify.post(
    '/api/companies/jobs/:id/publish',
    {
      // The body is optional: a client publishing with the default date may post nothing at all.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        summary: 'Publish a draft (one job credit), resume a paused job, or repost an expired one (one job credit)',
        security: BearerSecurity,
        params: IdParamsSchema,
        body: PublishJobSchema,
        response: { 200: PublishJobResponseSchema, ...withJob },
      },
    },
    async (request) => publishJob(fastify.db, companyOf(request), request.params.id, request.body?.valid_through),
  );

  fastify.post(
    '/api/companies/jobs/:id/pause',
    {
      schema: {
        tags,
        summary: 'Take a published job out of search until it is published again',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: CompanyJobResponseSchema, ...withJob },
      },
    },
    async (request) => ({ job: await pauseJob(fastify.db, companyOf(request), request.params.id) }),
  );

  fastify.post(
    '/api/companies/jobs/:id/close',
    {
      schema: {
        tags,
        summary: 'Close a job for good',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: CompanyJobResponseSchema, ...withJob },
      },
    },
    async (request) => ({ job: await closeJob(fastify.db, companyOf(request), request.params.id) }),
  );

  fastify.get(
    '/api/companies/jobs/:id/preview',
    {
      schema: {
        tags,
        summary: 'The job exactly as its public page shows it, in any state',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: CompanyJobPreviewSchema, ...withJob },
      },
    },
    async (request) => ({ job: await previewJob(fastify.db, companyOf(request), request.params.id) }),
  );

  fastify.get(
    '/api/companies/jobs/:id/screening-questions',
    {
      schema: {
        tags,
        summary: "A job's screening questions, with their knockout and preferred answers",
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: CompanyScreeningQuestionsSchema, ...withJob },
      },
    },
    async (request) => ({
      questions: await screeningQuestions(fastify.db, companyOf(request), request.params.id),
    }),
  );

  fastify.put(
    '/api/companies/jobs/:id/screening-questions',
    {
      schema: {
        tags,
        summary: "Replace a job's screening questions (answered ones are archived, not deleted)",
        security: BearerSecurity,
        params: IdParamsSchema,
        body: PutScreeningQuestionsSchema,
        response: { 200: CompanyScreeningQuestionsSchema, ...withJob },
      },
    },
    async (request) => ({
      questions: await replaceScreeningQuestions(
        fastify.db,
        companyOf(request),
        request.params.id,
        request.body.questions,
      ),
    }),
  );

  fastify.get(
    '/api/companies/dashboard',
    {
      schema: {
        tags,
        summary: "The company's dashboard: jobs, applicants, views, credits",
        security: BearerSecurity,
        response: { 200: CompanyDashboardSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => companyDashboard(fastify.db, companyOf(request)),
  );
};

export default companyJobRoutes;
