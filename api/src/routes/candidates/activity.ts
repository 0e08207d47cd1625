import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CandidateEventsResponseSchema, ErrorResponseSchema, LatestSearchesResponseSchema } from 'shared-kit/contracts';
import { signedInUser } from '../../plugins/auth';
import { candidateEvents, latestSearches, searchLabel } from '../../services/candidate-activity';
import { storedAlertWords } from '../../services/job-alerts';

const common = { tags: ['candidates'], security: [{ bearerAuth: [] }] };
const guarded = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

/**
 * What the candidate did lately, for the dashboard (docs/contracts.md#latest-searches-and-events). plugins/auth.ts
 * guards the prefix; both read only the signed-in candidate's own rows. The searches are written by the job list
 * itself (routes/jobs) when a signed-in candidate runs one.
 */
const activityRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/candidates/searchs/get-latests-searches',
    {
      schema: {
        ...common,
        summary: "The signed-in candidate's latest job searches, newest first",
        response: { 200: LatestSearchesResponseSchema, ...guarded },
      },
    },
    async (request) => {
      const searches = await latestSearches(fastify.db, signedInUser(request).id);
      const reference = await fastify.reference();
      // Said in the reader's language now, as a job alert's mail says its search: the stored label is in the
      // language the search was run in. A search that no longer resolves keeps its stored label.
      const results = await Promise.all(
        searches.map(async (search) => {
          const words = await storedAlertWords(fastify.db, reference, search.path, request.locale);
          return words
            ? { ...search, label: searchLabel(words.heading, { keywords: words.keywords }, request.t) }
            : search;
        }),
      );
      return { results };
    },
  );

  fastify.get(
    '/api/candidates/virtual-event/candidateEvents',
    {
      schema: {
        ...common,
        summary: 'The career events the signed-in candidate joined, upcoming first',
        response: { 200: CandidateEventsResponseSchema, ...guarded },
      },
    },
    async (request) => ({ events: await candidateEvents(fastify.db, signedInUser(request).id) }),
  );
};

export default activityRoutes;
