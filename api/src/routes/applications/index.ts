import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  APPLICATIONS_PAGE_SIZE,
  ApplicationResponseSchema,
  ApplicationsPageSchema,
  ApplicationsQuerySchema,
  ApplyRequestSchema,
  ApplyResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
} from 'shared-kit/contracts';
import { BearerSecurity, SignedInErrorsSchemas } from '../../schemas/errors';
import { applicationsPage, applyToJob, withdrawApplication } from '../../services/applications';
import { signedInUser } from '../../plugins/auth';

/**
 * A candidate's applications (docs/contracts.md#applications; the rules: docs/product-rules.md#applying). Under
 * /api/candidates, whose prefix guard (plugins/auth.ts) lets only a signed-in candidate through.
 */
const applicationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/candidates/applications',
    {
      // Cheap, but each one writes: a generous quota (docs/security.md#call-quotas).
      config: { quota: 'apply' },
      schema: {
        tags: ['candidates'],
        summary: 'Apply to a job with the answers to its screening questions (one application per job)',
        security: BearerSecurity,
        body: ApplyRequestSchema,
        response: { 200: ApplyResponseSchema, 429: ErrorResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => {
      const outcome = await applyToJob(fastify.db, signedInUser(request).id, request.body, {
        publicUrl: fastify.config.publicUrl,
        locale: request.locale,
      });
      if (outcome.kind === 'redirect') return { redirect: outcome.redirect };
      return {
        message: request.t(outcome.created ? 'api.apply.sent' : 'api.apply.alreadyApplied'),
        application: outcome.application,
      };
    },
  );

  fastify.get(
    '/api/candidates/applications',
    {
      schema: {
        tags: ['candidates'],
        summary: "A page of the candidate's applications, newest first",
        security: BearerSecurity,
        querystring: ApplicationsQuerySchema,
        response: { 200: ApplicationsPageSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) =>
      applicationsPage(fastify.db, signedInUser(request).id, {
        page: request.query.page ?? 1,
        rows: request.query.rows ?? APPLICATIONS_PAGE_SIZE,
        status: request.query.status || null,
        locale: request.locale,
      }),
  );

  fastify.post(
    '/api/candidates/applications/:id/withdraw',
    {
      schema: {
        tags: ['candidates'],
        summary: 'Withdraw one of the candidate’s applications',
        security: BearerSecurity,
        params: IdParamsSchema,
        response: { 200: ApplicationResponseSchema, 404: ErrorResponseSchema, ...SignedInErrorsSchemas },
      },
    },
    async (request) => ({
      message: request.t('api.apply.withdrawn'),
      application: await withdrawApplication(fastify.db, signedInUser(request).id, request.params.id),
    }),
  );
};

export default applicationRoutes;
