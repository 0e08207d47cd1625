import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponseSchema,
  JobDetailQuerySchema,
  JobDetailResponseSchema,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { text } from '../../i18n/catalogues';
import { HttpError } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { addCandidateExtra } from '../../services/jobs/extra';
import { hydrateJobs } from '../../services/jobs/hydrate';
import { jobSeo } from '../../services/jobs/seo';
import { optionalCandidate } from '../../services/jobs/viewer';
import { LANGUAGE_VARY } from '../../plugins/locale';

/** `GET /api/job?id=`: one job with its full description, SEO head and related jobs (docs/contracts.md#job). */
const jobRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/job',
    {
      schema: {
        tags: ['jobs'],
        summary: 'One job, with related jobs (extra filled for a signed-in candidate)',
        querystring: JobDetailQuerySchema,
        response: { 200: JobDetailResponseSchema, 404: ErrorResponseSchema, 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      // The job's and related jobs' cities and the SEO texts are in the caller's language (docs/i18n.md#place-names).
      reply.header('vary', LANGUAGE_VARY);
      // Expired and closed jobs are still answered (available false, so canApply false) for old links.
      const userId = await optionalCandidate(fastify, request);
      const [job] = await addCandidateExtra(
        fastify.db,
        userId,
        await hydrateJobs(fastify.db, [request.query.id], { fullDescription: true, locale: request.locale }),
      );
      if (!job) throw new HttpError(404, text('api.job.notFound'), text('api.job.gone'));
      const reference = await fastify.reference();
      // A view of the job's page, for its company's counts (docs/company-area.md#jobs): counted in memory.
      fastify.jobViews.count(job.id);
      const relatedJobs = await fastify.relatedJobs(reference, job, request.locale);
      const countryIso2 = job.country ? (reference.countryIso2.get(job.country.id) ?? null) : null;
      return {
        seo: jobSeo(job, publicOrigin(fastify.config, request), request.locale, countryIso2),
        // Expired or closed jobs stay readable but ask search engines not to index them.
        index_not_found: !job.available,
        job,
        relatedJobs,
      };
    },
  );
};

export default jobRoutes;
