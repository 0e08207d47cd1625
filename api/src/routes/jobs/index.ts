import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import {
  type JobListPath,
  type Locale,
  JOB_LIST_PAGE_SIZE,
  JobListNotFoundSchema,
  JobListQuerySchema,
  JobListResponseSchema,
  JobPageParamsSchema,
  parseJobListPath,
  PopularCountsSchema,
  stripTrailingSlash,
  textProblem,
  ValidationErrorSchema,
  withMinisiteFilters,
} from 'shared-kit/contracts';
import { say, type Text, text } from '../../i18n/catalogues';
import { HttpError, ValidationFailed } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { encodeAnswer, pickEncoding } from '../../services/job-list-cache';
import type { ReferenceData } from '../../services/reference';
import { NO_LABELS } from '../../services/jobs/filters';
import { answerJobList, type JobListAnswer } from '../../services/jobs/list-answer';
import { jobListBody, referenceLists } from '../../services/jobs/list-body';
import { isUnfiltered } from '../../services/jobs/search';
import { jobListSeo } from '../../services/jobs/seo';
import { optionalCandidate } from '../../services/jobs/viewer';
import { rememberSearch } from '../../services/candidate-activity';
import { LANGUAGE_VARY } from '../../plugins/locale';

type ListQuery = Static<typeof JobListQuerySchema>;
type ListResponse = Static<typeof JobListResponseSchema>;

const NO_FILTERS: JobListPath = {
  languages: [],
  location: null,
  remote: null,
  skill: null,
  minisite: null,
  page: null,
};
const MAX_PAGE = 100_000;
/** The list's query parameters, in a fixed order for cache keys. */
const QUERY_PARAMS = Object.keys(JobListQuerySchema.properties).sort() as (keyof ListQuery)[];

/**
 * `GET /api{job-list path}`: the job list of docs/contracts.md#jobs for every path of the shared grammar
 * (shared-kit/contracts `parseJobListPath`): /api/jobs, /api/jobs-in-Germany, /api/jobs-for-German+French-speakers/2,
 * /api/remote-jobs, /api/jobs-at-{company}...
 */
const jobListRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const canonicalOf = (request: FastifyRequest) =>
    `${publicOrigin(fastify.config, request)}${(request.url.split('?')[0] ?? '/api/jobs').replace(/^\/api/, '')}`;

  type Answer =
    | { status: 200; body: ListResponse }
    | { status: 404; body: ListResponse & { message: string; toasts: { message: string }[] } };

  async function answer(request: FastifyRequest, path: JobListPath, query: ListQuery): Promise<Answer> {
    const started = process.hrtime.bigint();
    const reference = await fastify.reference();
    const size = query._size ?? JOB_LIST_PAGE_SIZE;
    // The page of the path counts in pages of _size unless an explicit offset is given.
    const from = query._from !== undefined && query._from > 0 ? query._from : ((path.page ?? 1) - 1) * size;
    let list: JobListAnswer;
    // Who asked, once the list has checked the token: a signed-in candidate's search is remembered below.
    const asked: { viewer: number | null } = { viewer: null };
    try {
      list = await answerJobList(fastify.db, reference, {
        path,
        query,
        from,
        size,
        canonical: () => canonicalOf(request),
        // The "N active offers" figure may be 30 s old (docs/search.md#the-number-of-active-jobs).
        actives: fastify.activeJobs,
        candidate: async () => {
          asked.viewer = await optionalCandidate(fastify, request);
          return asked.viewer;
        },
        selected: query.job,
        locale: request.locale,
        titleMatch: fastify.titleMatches,
      });
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 404) throw error;
      // docs/product-rules.md#indexing: a failed list with a response is still rendered, noindex; the client then
      // resets to /jobs.
      return {
        status: 404,
        body: {
          ...notFoundBody(reference, await fastify.activeJobs(), canonicalOf(request), path.page, request.locale),
          message: say(request.t, error.text),
          toasts: [{ message: say(request.t, error.toast) }],
        },
      };
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    // The dashboard's latest searches (docs/contracts.md#latest-searches-and-events): a filtered list a candidate
    // ran. Not awaited, so the search never waits for it; a failure is only logged. The unfiltered list is browsing
    // (and what the home page loads its choices from), not a search.
    if (asked.viewer !== null && !isUnfiltered(list.resolved.filters)) {
      rememberSearch(fastify.db, { userId: asked.viewer, path, query, heading: list.seo.h1, t: request.t }).catch(
        (error: unknown) => request.log.error({ err: error }, 'the search could not be remembered'),
      );
    }
    return { status: 200, body: jobListBody(list, reference, seconds, request.locale, query._lists) };
  }

  /**
   * Every guest gets the same answer for the same list: it is served from the jobs-versioned cache as ready JSON
   * (docs/search.md). A signed-in candidate's answer carries their own `extra` and is never cached.
   */
  async function list(request: FastifyRequest, reply: FastifyReply, path: JobListPath, query: ListQuery) {
    // The SEO texts and messages are in the caller's language (docs/i18n.md#choosing-the-language).
    reply.header('vary', LANGUAGE_VARY);
    if (fastify.jobListCache.enabled && request.headers.authorization === undefined) {
      let own: Answer | undefined;
      const cached = await fastify.jobListCache.get(cacheKey(request, query), async () => {
        own = await answer(request, path, query);
        // Only full answers are kept: a 404 is cheap and carries a per-request message.
        return own.status === 200 ? encodeAnswer(String(reply.serialize(own.body))) : null;
      });
      if (cached !== null) {
        const encoding = pickEncoding(request.headers['accept-encoding']);
        reply.header('vary', `Accept-Encoding, ${LANGUAGE_VARY}`).type('application/json; charset=utf-8');
        if (encoding !== 'identity') reply.header('content-encoding', encoding);
        return reply.send(cached[encoding]);
      }
      // A 404, or another request's computation that was not cached: answer this one from its own result.
      const result = own ?? (await answer(request, path, query));
      return reply.code(result.status).send(result.body);
    }
    const result = await answer(request, path, query);
    return reply.code(result.status).send(result.body);
  }

  /**
   * The answer depends on the origin (canonical link), the language, the path as written (canonical link) and the validated
   * query parameters: the same ones in another order, or with unknown ones added, share one entry.
   */
  function cacheKey(request: FastifyRequest, query: ListQuery): string {
    const pathname = request.url.split('?')[0] ?? '';
    const params = QUERY_PARAMS.map((name) => [name, query[name]]);
    // The SEO texts are in the visitor's language: one entry per language (docs/i18n.md#choosing-the-language).
    return JSON.stringify([publicOrigin(fastify.config, request), request.locale, pathname, params]);
  }

  function notFoundBody(
    reference: ReferenceData,
    actives: number,
    canonical: string,
    page: number | null,
    locale: Locale,
  ): ListResponse {
    return {
      jobs: { data: [], total_search: 0, total_actives: actives, seconds: 0, total_capped: false },
      seo: {
        ...jobListSeo({ labels: NO_LABELS, total: 0, capped: false, page, canonical, locale }),
        robots: 'noindex',
      },
      ...referenceLists(reference, locale),
      job: null,
      hasMinisiteService: false,
      companyIdMinisite: null,
    };
  }

  const schema = {
    tags: ['jobs'],
    querystring: JobListQuerySchema,
    response: { 200: JobListResponseSchema, 404: JobListNotFoundSchema, 422: ValidationErrorSchema },
  };

  fastify.get(
    '/api/jobs',
    { schema: { ...schema, summary: 'Job list, newest first (every job-list path works the same under /api)' } },
    async (request, reply) => list(request, reply, NO_FILTERS, request.query),
  );

  // A static route: find-my-way matches it before `/api/jobs/:page`, whose page must be a number anyway.
  fastify.get(
    '/api/jobs/popular',
    {
      schema: {
        tags: ['jobs'],
        summary: "Live job counts of the home page's popular languages and locations",
        response: { 200: PopularCountsSchema },
      },
    },
    // Everyone sees the same figures, kept in this process until the jobs change (docs/search.md#popular-counts).
    async () => fastify.popularCounts(),
  );

  fastify.get(
    '/api/jobs/:page',
    { schema: { ...schema, summary: 'Job list, page n', params: JobPageParamsSchema } },
    async (request, reply) => list(request, reply, { ...NO_FILTERS, page: request.params.page }, request.query),
  );

  // Every other job-list variant. Anything that is not one is an unknown API route.
  fastify.get('/api/*', { schema: { ...schema, hide: true } }, async (request, reply) => {
    const pathname = stripTrailingSlash((request.url.split('?')[0] ?? '').replace(/^\/api/, ''));
    const path = parseJobListPath(pathname);
    if (path) {
      if (path.page !== null && path.page > MAX_PAGE) throw badPage();
      const problems = pathProblems(path);
      if (problems) throw new ValidationFailed(problems);
      // A minisite's filters ride in its query (docs/product-rules.md#minisite-filters).
      const { language = [], location = null } = request.query;
      return list(request, reply, withMinisiteFilters(path, language, location), request.query);
    }
    // `/jobs-in-Spain/0`, `/jobs-in-Spain/abc`: a job list with a malformed page is a 422 on the page, not a 404.
    const segments = pathname.split('/');
    if (segments.length === 3 && parseJobListPath(`/${segments[1]}`)) throw badPage();
    return reply.callNotFound();
  });
};

/** Bounds of the names in a job-list path (they are looked up, and echoed in 404 messages). */
const MAX_NAME_LENGTH = 100;
const MAX_PATH_LANGUAGES = 20;

/**
 * The names a job-list path carries, held to the same rules as a schema's text fields (no control characters, a
 * maximum length): `/api/jobs-in-a%00b` is a 422 on `location`, never a query with a NUL byte in it.
 */
function pathProblems(path: JobListPath): Record<string, Text[]> | null {
  const problems: Record<string, Text[]> = {};
  const check = (field: string, value: string | null) => {
    const problem = value === null ? null : textProblem(value, MAX_NAME_LENGTH);
    if (problem === 'controlCharacters') problems[field] = [text('api.validation.controlCharacters', { field })];
    if (problem === 'maxLength')
      problems[field] = [text('api.validation.maxLength', { field, limit: String(MAX_NAME_LENGTH) })];
  };
  check('location', path.location);
  check('remote', path.remote);
  check('skill', path.skill);
  check('minisite', path.minisite);
  if (path.languages.length > MAX_PATH_LANGUAGES) {
    problems.languages = [text('api.validation.maxItems', { field: 'languages', limit: String(MAX_PATH_LANGUAGES) })];
  } else {
    for (const language of path.languages) check('languages', language);
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

function badPage() {
  return new ValidationFailed({
    page: [text('api.validation.between', { field: 'page', min: '1', max: String(MAX_PAGE) })],
  });
}

export default jobListRoutes;
