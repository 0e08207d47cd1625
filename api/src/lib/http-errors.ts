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

/** "in N seconds", "in N minutes", "in N hours": how long until `seconds` from now, as a message of its own. */
function inTime(seconds: number): Text {
  if (seconds < 60) return text('api.time.inSeconds', { count: seconds });
  if (seconds < 60 * 60) return text('api.time.inMinutes', { count: Math.ceil(seconds / 60) });
  return text('api.time.inHours', { count: Math.ceil(seconds / 3600) });
}

/**
 * A 429 (too many) or 503 (busy) that says when to come back: its message gets `{when}` ("in 15 minutes") and the
 * error handler (plugins/errors.ts) sends `Retry-After` with the seconds. The one way the api says "try later".
 */
export class TryLater extends HttpError {
  readonly retryAfterSeconds: number;

  constructor(
    statusCode: 429 | 503,
    id: 'api.throttle.tooMany' | 'api.quota.exceeded' | 'api.busy.hashing',
    seconds: number,
  ) {
    const whole = Math.max(1, Math.ceil(seconds));
    super(statusCode, text(id, { when: inTime(whole) }));
    this.name = 'TryLater';
    this.retryAfterSeconds = whole;
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
