import type { FastifyInstance } from 'fastify';
import { ValidationFailed } from '../lib/http-errors';
import { text } from '../i18n/catalogues';
import { sendError } from './errors';

/**
 * The longest URL path the api reads. No page or resource of ours comes near it (job-list paths and job urls are
 * a few hundred characters at most); anything longer is refused before a route parses it. docs/input-validation.md
 */
const MAX_PATH_LENGTH = 2048;
/** The longest URL with its query string (the OpenID callback's code alone may take 2 KB). */
const MAX_URL_LENGTH = 8192;
/** Longest path parameter (an id, a page, a provider or sitemap file name): longer ones match no route, a 404. */
export const MAX_PARAM_LENGTH = 200;

/** Deepest nesting of a request value that is searched for non-finite numbers (our schemas nest two levels). */
const MAX_DEPTH = 8;

/** `field.path` of every number in `value` that is not finite (Infinity, -Infinity, NaN). */
function nonFiniteFields(value: unknown, path: string, found: string[], depth = 0): string[] {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push(path || 'input');
  } else if (value !== null && typeof value === 'object' && depth < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value))
      nonFiniteFields(item, path ? `${path}.${key}` : key, found, depth + 1);
  }
  return found;
}

/**
 * A 414 for absurd URLs, in the app's error shape; a 422 for Infinity and NaN wherever a number was read.
 *
 * Why the second: AJV 8 checks minimum and maximum only on finite numbers, and its type coercion turns the query
 * string `Infinity` or `1e309` into Infinity without checking the type again, so `?id=Infinity` passes
 * `{type: 'integer', minimum: 1, maximum: 2147483647}` (JSON's 1e309 parses as Infinity too). No schema option
 * closes that, so this runs after validation on what the route will receive.
 */
export function registerRequestLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const { url } = request.raw;
    if (!url) return;
    const queryAt = url.indexOf('?');
    const pathLength = queryAt === -1 ? url.length : queryAt;
    if (pathLength > MAX_PATH_LENGTH || url.length > MAX_URL_LENGTH) {
      request.log.info({ pathLength, urlLength: url.length }, 'url too long');
      await sendError(request, reply, 414, text('api.error.uriTooLong'), text('api.error.uriTooLongToast'));
      return reply;
    }
  });

  fastify.addHook('preHandler', async (request) => {
    const found: string[] = [];
    nonFiniteFields(request.params, '', found);
    nonFiniteFields(request.query, '', found);
    nonFiniteFields(request.body, '', found);
    if (found.length > 0) {
      throw new ValidationFailed(
        Object.fromEntries(
          found.map((field) => [field, [text('api.validation.finite', { field: field.replace(/_/g, ' ') })]]),
        ),
      );
    }
  });
}
