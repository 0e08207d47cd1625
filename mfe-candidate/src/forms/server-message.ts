import { isHttpError } from 'shared-kit/http';

/**
 * What the api said about a refused request: the 422's text for `field` first, then its message; nothing for a
 * network failure or a 5xx, where the caller shows SPEC's message instead (docs/product-rules.md#error-messages).
 */
export function serverMessage(error: unknown, field?: string): string | undefined {
  if (!isHttpError(error) || !error.response || error.response.status >= 500) return undefined;
  const body = error.response.data as { message?: unknown; errors?: Record<string, unknown> } | undefined;
  const texts = field ? body?.errors?.[field] : undefined;
  if (Array.isArray(texts) && typeof texts[0] === 'string' && texts[0]) return texts[0];
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}
