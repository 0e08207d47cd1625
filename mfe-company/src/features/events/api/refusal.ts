import { isHttpError } from 'shared-kit/http';

/** The api's answer to a refused call: the first message of each field and its message; nothing for a 5xx. */
export function refusal(error: unknown): { message: string; errors: Record<string, string> } {
  if (!isHttpError(error) || !error.response || error.response.status >= 500) return { message: '', errors: {} };
  const body = error.response.data as { message?: unknown; errors?: Record<string, unknown> } | undefined;
  const errors: Record<string, string> = {};
  for (const [field, texts] of Object.entries(body?.errors ?? {})) {
    if (Array.isArray(texts) && typeof texts[0] === 'string') errors[field] = texts[0];
  }
  return { message: typeof body?.message === 'string' ? body.message : '', errors };
}
