import { isHttpError } from 'shared-kit/http';

/** The first message per field of a refused request's 422 (`{errors: {name: ['...']}}`), as the server words it. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isHttpError(error) || error.response?.status !== 422) return {};
  const errors = (error.response.data as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, messages]) =>
      Array.isArray(messages) && typeof messages[0] === 'string' ? [[field, messages[0]]] : [],
    ),
  );
}
