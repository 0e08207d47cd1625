import { fieldErrors, isHttpError } from 'shared-kit/http';

/** The server's message and the first message of each field of a Laravel-shaped 422 (docs/contracts.md#errors). */
export function serverErrors(error: unknown): { message: string; errors: Record<string, string> } {
  const body = isHttpError(error) ? (error.response?.data as { message?: unknown } | undefined) : undefined;
  return { message: typeof body?.message === 'string' ? body.message : '', errors: fieldErrors(body) };
}

export const serverMessage = (error: unknown) => serverErrors(error).message;
