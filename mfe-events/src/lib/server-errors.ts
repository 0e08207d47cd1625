import { readRefusal } from 'shared-kit/http';

/**
 * The server's message and the first message of each field of a Laravel-shaped 422 (docs/contracts.md#errors), read
 * by shared-kit's one reader (`readRefusal`).
 */
export function serverErrors(error: unknown): { message: string; errors: Record<string, string> } {
  const { message, fields } = readRefusal(error);
  return { message: message ?? '', errors: fields };
}

export const serverMessage = (error: unknown) => serverErrors(error).message;
