import { fieldErrors, isHttpError } from 'shared-kit/http';

export type Refusal = { message: string | null; errors: Record<string, string> };

/**
 * What the api said when it refused a request (a 422 `{message, errors: {field: [text]}}`, or a 404's message):
 * the first text of each field, shown as the server sends it. Undefined for a failure that says nothing (5xx,
 * network): the caller shows its own words.
 */
export function refusalOf(error: unknown): Refusal | undefined {
  if (!isHttpError(error) || !error.response || error.response.status >= 500) return undefined;
  const body = error.response.data as { message?: unknown } | undefined;
  const message = typeof body?.message === 'string' && body.message ? body.message : null;
  return { message, errors: fieldErrors(body) };
}
