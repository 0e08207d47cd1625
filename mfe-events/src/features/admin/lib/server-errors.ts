import { isHttpError } from 'shared-kit/http';

/** The server's message and the first message of each field of a Laravel-shaped 422 (docs/contracts.md#errors). */
export function serverErrors(error: unknown): { message: string; errors: Record<string, string> } {
  const body = isHttpError(error) ? (error.response?.data as { message?: unknown; errors?: unknown }) : undefined;
  const errors: Record<string, string> = {};
  if (body?.errors && typeof body.errors === 'object') {
    for (const [field, messages] of Object.entries(body.errors as Record<string, unknown>)) {
      if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0];
    }
  }
  return { message: typeof body?.message === 'string' ? body.message : '', errors };
}

export const serverMessage = (error: unknown) => serverErrors(error).message;
