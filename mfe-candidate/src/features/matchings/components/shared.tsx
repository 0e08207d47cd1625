import { isHttpError } from 'shared-kit/http';

export const MATCHINGS_PATH = '/account/matchings';
export const DISCARDED_PATH = '/account/discarded-matchings';

/** The page of a path's `{page?}`: 1 when missing or not a positive number. */
export function pageFromParam(param: string | undefined): number {
  const page = Number(param);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The api's words on a refused request (a 4xx): the 422's text for `field` first, then its message; undefined for a
 * network failure or a 5xx, where the screen says its own.
 */
export function refusal(error: unknown, field?: string): string | undefined {
  if (!isHttpError(error) || !error.response || error.response.status >= 500) return undefined;
  if (field && error.response.status !== 422) return undefined;
  const body = error.response.data as { message?: unknown; errors?: Record<string, unknown> } | undefined;
  const texts = field ? body?.errors?.[field] : undefined;
  if (Array.isArray(texts) && typeof texts[0] === 'string' && texts[0]) return texts[0];
  if (field) return undefined;
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}
