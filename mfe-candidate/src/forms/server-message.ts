import { readRefusal } from 'shared-kit/http';

/**
 * What the api said about a refused request (shared-kit's one reader, `readRefusal`): the 422's text for `field`
 * first, then its message; nothing for a network failure or a 5xx, where the caller shows SPEC's message instead
 * (docs/product-rules.md#error-messages).
 */
export function serverMessage(error: unknown, field?: string): string | undefined {
  const { status, message, fields } = readRefusal(error);
  if (status === undefined || status >= 500) return undefined;
  return (field ? fields[field] : undefined) || message;
}
