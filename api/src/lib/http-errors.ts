import type { Text } from '../i18n/catalogues';
import { text } from '../i18n/catalogues';

/**
 * Errors that routes throw; plugins/errors.ts turns them into Laravel-shaped answers. Their texts are message ids
 * (`text(id, values)`), said in the caller's language when the answer is sent (docs/i18n.md#on-the-server).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly text: Text;
  /** Text of the toast the client shows; defaults to the message. */
  readonly toast: Text;

  constructor(statusCode: number, message: Text, toast?: Text) {
    // The English id stays readable in logs; what people read is said by the error handler.
    super(message.id);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.text = message;
    this.toast = toast ?? message;
  }
}

/** A 422 with field errors, like Laravel's ValidationException. */
export class ValidationFailed extends Error {
  readonly statusCode = 422;
  readonly errors: Record<string, Text[]>;
  /** The summary; when absent, the first field message (and how many more), as Laravel says it. */
  readonly summary: Text | undefined;

  constructor(errors: Record<string, Text[]>, message?: Text) {
    super(message?.id ?? 'validation failed');
    this.name = 'ValidationFailed';
    this.errors = errors;
    this.summary = message;
  }
}

/** Laravel's summary: the first message, plus "(and N more errors)", in the caller's language. */
export function validationSummary(say: (message: Text) => string, messages: string[]): string {
  const [first] = messages;
  if (first === undefined) return say(text('api.validation.invalid'));
  const more = messages.length - 1;
  if (more <= 0) return first;
  return say(text('api.validation.summary', { first, more }));
}

export const notFound = (message: Text = text('api.error.notFound')) => new HttpError(404, message);
