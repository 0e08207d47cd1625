/**
 * The first message of each field of a Laravel-shaped 422 body (`{message, errors: {field: [text, ...]}}`,
 * docs/contracts.md#errors): what a form shows under each field. Anything else gives no field errors.
 */
export function fieldErrors(body: unknown): Record<string, string> {
  const errors = (body as { errors?: Record<string, unknown> } | undefined)?.errors;
  const result: Record<string, string> = {};
  if (!errors || typeof errors !== 'object') return result;
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') result[field] = messages[0];
  }
  return result;
}
