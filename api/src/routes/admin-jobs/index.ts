import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminJobListSchema,
  AdminJobResponseSchema,
  AdminJobsQuerySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  JobModerationInputSchema,
} from 'shared-kit/contracts';
import { signedInUser } from '../../plugins/auth';
import { GuardedErrorsSchemas } from '../../schemas/errors';
import { adminJob, searchAdminJobs } from '../../services/job-moderation/admin-jobs';
import { moderateJob } from '../../services/job-moderation/moderate';

const admin = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const guarded = { ...GuardedErrorsSchemas, 404: ErrorResponseSchema };

/**
 * Job moderation in the admin area (docs/product-rules.md#job-moderation, docs/contracts.md#job-moderation): any job
 * of the board searched, read, closed or reopened. plugins/auth.ts guards /api/admin: an admin token or 401/403.
 */
const adminJobRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/admin/jobs',
    {
      schema: {
        ...admin,
        summary: 'Any job by id, address, title words, company and state, newest first, 20 a page',
        querystring: AdminJobsQuerySchema,
        response: { 200: AdminJobListSchema, ...GuardedErrorsSchemas },
      },
    },
    async (request) => searchAdminJobs(fastify.db, request.query),
  );

  fastify.get(
    '/api/admin/jobs/:id',
    {
      schema: {
        ...admin,
        summary: 'One job in any state, with its moderation history',
        params: IdParamsSchema,
        response: { 200: AdminJobResponseSchema, ...guarded },
      },
    },
    async (request) => ({ job: await adminJob(fastify.db, request.params.id) }),
  );

  fastify.post(
    '/api/admin/jobs/:id/moderation',
    {
      schema: {
        ...admin,
        summary: 'Close a job by moderation (category and reason) or reopen it to the state it had',
        params: IdParamsSchema,
        body: JobModerationInputSchema,
        response: { 200: AdminJobResponseSchema, ...guarded },
      },
    },
    async (request) => ({
      job: await moderateJob(
        fastify.db,
        { publicUrl: fastify.config.publicUrl },
        signedInUser(request).id,
        request.params.id,
        request.body,
      ),
    }),
  );
};

export default adminJobRoutes;
