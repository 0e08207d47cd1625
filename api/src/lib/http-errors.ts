/** Errors that routes throw; plugins/errors.ts turns them into Laravel-shaped answers. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Text of the toast the client shows; defaults to the message. */
  readonly toast: string;

  constructor(statusCode: number, message: string, toast?: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.toast = toast ?? message;
  }
}

/** A 422 with field errors, like Laravel's ValidationException. */
export class ValidationFailed extends Error {
  readonly statusCode = 422;
  readonly errors: Record<string, string[]>;

  constructor(errors: Record<string, string[]>, message?: string) {
    const all = Object.values(errors).flat();
    super(message ?? validationSummary(all));
    this.name = 'ValidationFailed';
    this.errors = errors;
  }
}

/** Laravel's summary: the first message, plus "(and N more errors)". */
export function validationSummary(messages: string[]): string {
  const [first = 'The given data was invalid.'] = messages;
  const more = messages.length - 1;
  if (more <= 0) return first;
  return `${first} (and ${more} more ${more === 1 ? 'error' : 'errors'})`;
}

export const notFound = (message = 'Not found.') => new HttpError(404, message);
