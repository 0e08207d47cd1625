import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { type JobListPath, JobListNotFoundSchema, parseJobListPath, ValidationErrorSchema } from 'shared-kit/contracts';
import { HttpError, ValidationFailed } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { JobListQuerySchema, JobListResponseWithCapSchema, JobPageParamsSchema } from '../../schemas/jobs';
import type { ReferenceData } from '../../services/reference';
import { addCandidateExtra } from './extra';
import { type FilterLabels, resolveFilters } from './filters';
import { hydrateJobs } from './hydrate';
import { countActiveJobs, isUnfiltered, searchJobs } from './search';
import { jobListSeo } from './seo';
import { optionalCandidate } from './viewer';

type ListQuery = Static<typeof JobListQuerySchema>;
type ListResponse = Static<typeof JobListResponseWithCapSchema>;

const NO_FILTERS: JobListPath = { languages: [], location: null, remote: null, skill: null, minisite: null, page: null };
const NO_LABELS: FilterLabels = { languages: [], location: null, remote: null, skill: null, company: null };
const MAX_PAGE = 100_000;

/**
 * The reference lists sent with every response, mapped to their wire shape once per reference load (they change
 * only with deploys and seeds) instead of once per request.
 */
const wireLists = new WeakMap<ReferenceData, Pick<ListResponse, 'languages' | 'countries' | 'cities' | 'remotes'>>();
function referenceLists(reference: ReferenceData) {
  let lists = wireLists.get(reference);
  if (!lists) {
    lists = {
      languages: { data: reference.languages.map(({ slug, name }) => ({ slug, name })) },
      countries: { data: reference.countryList },
      cities: { data: reference.cities.map(({ slug, name, country_slug }) => ({ slug, name, country_slug })) },
      remotes: reference.remoteTypes,
    };
    wireLists.set(reference, lists);
  }
  return lists;
}

/**
 * `GET /api{job-list path}`: the job list of SPEC section 7 for every path of the shared grammar
 * (shared-kit/contracts `parseJobListPath`): /api/jobs, /api/jobs-in-Germany, /api/jobs-for-German+French-speakers/2,
 * /api/remote-jobs, /api/jobs-at-{company}...
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

  const canonicalOf = (request: FastifyRequest) =>
    `${publicOrigin(fastify.config, request)}${(request.url.split('?')[0] ?? '/api/jobs').replace(/^\/api/, '')}`;

  async function list(request: FastifyRequest, reply: FastifyReply, path: JobListPath, query: ListQuery) {
    const started = process.hrtime.bigint();
    const reference = await fastify.reference();
    let resolved: Awaited<ReturnType<typeof resolveFilters>>;
    try {
      resolved = await resolveFilters(fastify.db, reference, path, query);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
      // SPEC section 8: a failed list with a response is still rendered, noindex; the client then resets to /jobs.
      return reply.code(404).send({
        ...notFoundBody(reference, await totalActives(), canonicalOf(request), path.page),
        message: error.message,
        toasts: [{ message: error.toast }],
      });
    }
    const size = query._size ?? 20;
    // The page of the path counts in pages of _size unless an explicit offset is given.
    const from = query._from !== undefined && query._from > 0 ? query._from : ((path.page ?? 1) - 1) * size;
    const unfiltered = isUnfiltered(resolved.filters);
    const [result, actives, selected, userId] = await Promise.all([
      // The unfiltered count is the cached number of active jobs: no need to count again.
      searchJobs(fastify.db, resolved.filters, { from, size }, { count: !unfiltered }),
      totalActives(),
      query.job ? hydrateJobs(fastify.db, [query.job], { fullDescription: true }) : Promise.resolve([]),
      optionalCandidate(fastify, request),
    ]);
    // Unfiltered, the exact count is known (the cached number of active jobs): no cap to report.
    const total = unfiltered ? actives : result.total;
    const capped = unfiltered ? false : result.capped;
    const [data, job] = await Promise.all([
      hydrateJobs(fastify.db, result.ids).then((jobs) => addCandidateExtra(fastify.db, userId, jobs)),
      addCandidateExtra(fastify.db, userId, selected),
    ]);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const body: ListResponse = {
      jobs: { data, total_search: total, total_actives: actives, seconds: Math.round(seconds * 1000) / 1000, total_capped: capped },
      seo: jobListSeo({ labels: resolved.labels, total, capped, page: path.page, canonical: canonicalOf(request), empty: data.length === 0 }),
      ...referenceLists(reference),
      job: job[0] ?? null,
      hasMinisiteService: resolved.minisite?.hasService ?? false,
      companyIdMinisite: resolved.minisite?.companyId ?? null,
    };
    return body;
  }

  function notFoundBody(reference: ReferenceData, actives: number, canonical: string, page: number | null): ListResponse {
    return {
      jobs: { data: [], total_search: 0, total_actives: actives, seconds: 0, total_capped: false },
      seo: { ...jobListSeo({ labels: NO_LABELS, total: 0, capped: false, page, canonical }), robots: 'noindex' },
      ...referenceLists(reference),
      job: null,
      hasMinisiteService: false,
      companyIdMinisite: null,
    };
  }

  const schema = {
    tags: ['jobs'],
    querystring: JobListQuerySchema,
    response: { 200: JobListResponseWithCapSchema, 404: JobListNotFoundSchema, 422: ValidationErrorSchema },
  };

  fastify.get(
    '/api/jobs',
    { schema: { ...schema, summary: 'Job list, newest first (every job-list path works the same under /api)' } },
    async (request, reply) => list(request, reply, NO_FILTERS, request.query),
  );

  fastify.get(
    '/api/jobs/:page',
    { schema: { ...schema, summary: 'Job list, page n', params: JobPageParamsSchema } },
    async (request, reply) => list(request, reply, { ...NO_FILTERS, page: request.params.page }, request.query),
  );

  // Every other job-list variant. Anything that is not one is an unknown API route.
  fastify.get('/api/*', { schema: { ...schema, hide: true } }, async (request, reply) => {
    const pathname = (request.url.split('?')[0] ?? '').replace(/^\/api/, '').replace(/\/+$/, '');
    const path = parseJobListPath(pathname);
    if (path) {
      if (path.page !== null && path.page > MAX_PAGE) throw badPage();
      return list(request, reply, path, request.query);
    }
    // `/jobs-in-Spain/0`, `/jobs-in-Spain/abc`: a job list with a malformed page is a 422 on the page, not a 404.
    const segments = pathname.split('/');
    if (segments.length === 3 && parseJobListPath(`/${segments[1]}`)) throw badPage();
    return reply.callNotFound();
  });
};

function badPage() {
  return new ValidationFailed({ page: [`The page field must be an integer between 1 and ${MAX_PAGE}.`] });
}

export default jobListRoutes;
