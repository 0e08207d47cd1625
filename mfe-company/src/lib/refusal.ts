import { readRefusal } from 'shared-kit/http';

export type Refusal = { message: string | null; errors: Record<string, string> };

/**
 * What the api said when it refused a request (a 422 `{message, errors: {field: [text]}}`, or a 404's message), read
 * by shared-kit's one reader (`readRefusal`): the first text of each field, shown as the server sends it. Undefined
 * for a failure that says nothing (5xx, network): the caller shows its own words.
 */
export function refusalOf(error: unknown): Refusal | undefined {
  const { status, message, fields } = readRefusal(error);
  if (status === undefined || status >= 500) return undefined;
  return { message: message ?? null, errors: fields };
}
