import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { ErrorResponseSchema, ValidationErrorSchema } from 'shared-kit/contracts';
import { HttpError } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { JobListQuerySchema, JobListResponseWithCapSchema, JobPageParamsSchema } from '../../schemas/jobs';
import { resolveFilters } from './filters';
import { hydrateJobs } from './hydrate';
import { type JobListPath, parseJobListPath } from './path';
import { countActiveJobs, searchJobs } from './search';
import { jobListSeo } from './seo';

type ListQuery = Static<typeof JobListQuerySchema>;
type ListResponse = Static<typeof JobListResponseWithCapSchema>;

const errorResponses = { 404: ErrorResponseSchema, 422: ValidationErrorSchema };

/**
 * `GET /api{job-list path}`: the job list of SPEC section 7 for every path of the grammar in path.ts
 * (/api/jobs, /api/jobs-in-Germany, /api/jobs-for-German+French-speakers/2, /api/remote-jobs, ...).
 */
const jobListRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  let activeCount: { at: number; value: Promise<number> } | null = null;
  const totalActives = () => {
    if (!activeCount || Date.now() - activeCount.at > 30_000) {
      activeCount = { at: Date.now(), value: countActiveJobs(fastify.db) };
      activeCount.value.catch(() => {
        activeCount = null;
      });
    }
    return activeCount.value;
  };

  async function list(request: FastifyRequest, path: JobListPath, query: ListQuery): Promise<ListResponse> {
    const started = process.hrtime.bigint();
    const reference = await fastify.reference();
    const resolved = await resolveFilters(fastify.db, reference, path, query);
    const size = query._size ?? 20;
    // The page of the path counts in pages of _size unless an explicit offset is given.
    const from = query._from !== undefined && query._from > 0 ? query._from : ((path.page ?? 1) - 1) * size;
    const [result, actives, selected] = await Promise.all([
      searchJobs(fastify.db, resolved.filters, { from, size }),
      totalActives(),
      query.job ? hydrateJobs(fastify.db, [query.job], { fullDescription: true }) : Promise.resolve([]),
    ]);
    const data = await hydrateJobs(fastify.db, result.ids);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const canonicalPath = (request.url.split('?')[0] ?? '/api/jobs').replace(/^\/api/, '');
    return {
      jobs: {
        data,
        total_search: result.total,
        total_actives: actives,
        seconds: Math.round(seconds * 1000) / 1000,
        total_capped: result.capped,
      },
      seo: jobListSeo({
        labels: resolved.labels,
        total: result.total,
        capped: result.capped,
        page: path.page,
        canonical: `${publicOrigin(fastify.config, request)}${canonicalPath}`,
      }),
      languages: { data: reference.languages.map(({ slug, name }) => ({ slug, name })) },
      countries: { data: reference.countryList },
      cities: { data: reference.cities.map(({ slug, name, country_slug }) => ({ slug, name, country_slug })) },
      remotes: reference.remotes,
      job: selected[0] ?? null,
      hasMinisiteService: resolved.minisite?.hasService ?? false,
      companyIdMinisite: resolved.minisite?.companyId ?? null,
    };
  }

  const schema = {
    tags: ['jobs'],
    querystring: JobListQuerySchema,
    response: { 200: JobListResponseWithCapSchema, ...errorResponses },
  };

  fastify.get(
    '/api/jobs',
    { schema: { ...schema, summary: 'Job list, newest first (every job-list path works the same under /api)' } },
    async (request) => list(request, { languages: [], location: null, remote: null, skill: null, minisite: null, page: null }, request.query),
  );

  fastify.get(
    '/api/jobs/:page',
    { schema: { ...schema, summary: 'Job list, page n', params: JobPageParamsSchema } },
    async (request) =>
      list(request, { languages: [], location: null, remote: null, skill: null, minisite: null, page: request.params.page }, request.query),
  );

  // Every other job-list variant. Anything that is not one is an unknown API route.
  fastify.get(
    '/api/*',
    { schema: { ...schema, hide: true } },
    async (request, reply) => {
      const pathname = (request.url.split('?')[0] ?? '').replace(/^\/api/, '');
      const path = parseJobListPath(pathname);
      if (!path) return reply.callNotFound();
      if (path.page !== null && path.page > 100_000) throw new HttpError(404, 'Not found.');
      return list(request, path, request.query);
    },
  );
};

export default jobListRoutes;
