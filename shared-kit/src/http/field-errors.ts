import { isHttpError } from './http';

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

/** What the api said when it refused a call: its status, its message (if any) and its field errors. */
export type Refusal = {
  /** The HTTP status, or undefined when no answer came (network down, cancelled). */
  status: number | undefined;
  /** The answer's `message` when it is a non-empty string (said in the caller's language by the api). */
  message: string | undefined;
  /** The first message of each field of a 422 (`fieldErrors`); empty otherwise. */
  fields: Record<string, string>;
  /** Every message of each field (a field that carries one per item: the apply flow's pending tasks). */
  lists: Record<string, string[]>;
};

function fieldLists(body: unknown): Record<string, string[]> {
  const errors = (body as { errors?: Record<string, unknown> } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, messages]) => {
      const texts = Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [];
      return texts.length > 0 ? [[field, texts]] : [];
    }),
  );
}

/**
 * The one reader of the api's error answers (docs/contracts.md#errors): any thrown value -> status, message and
 * field errors. Forms (useForm), toasts and refusals read errors through it rather than each its own way.
 */
export function readRefusal(error: unknown): Refusal {
  const response = isHttpError(error) ? error.response : undefined;
  const body = response?.data as { message?: unknown } | undefined;
  const message = typeof body?.message === 'string' && body.message ? body.message : undefined;
  return { status: response?.status, message, fields: fieldErrors(body), lists: fieldLists(body) };
}
