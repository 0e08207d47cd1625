import { isHttpError } from 'shared-kit/http';

/** What the api said about a refused request (its 422 or 404 text), shown as the server sends it. */
export function serverMessage(error: unknown): string | undefined {
  if (!isHttpError(error) || !error.response || error.response.status >= 500) return undefined;
  const body = error.response.data as { message?: unknown } | undefined;
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}
