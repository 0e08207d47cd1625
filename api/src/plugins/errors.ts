import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTROL_CHARACTER_PATTERNS } from 'shared-kit/contracts';
import { HttpError, ValidationFailed, validationSummary } from '../lib/http-errors';

type AjvError = {
  instancePath?: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
};

const GENERIC_500 = 'Server Error';
const GENERIC_500_TOAST = 'Something went wrong on our side. Please try again later.';

function fieldName(error: AjvError): string {
  const base = (error.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const child =
    error.keyword === 'required'
      ? String(error.params.missingProperty ?? '')
      : error.keyword === 'additionalProperties'
        ? String(error.params.additionalProperty ?? '')
        : '';
  return [base, child].filter(Boolean).join('.') || 'input';
}

function fieldMessage(field: string, error: AjvError): string {
  const label = field.replace(/^_+/, '').replace(/_/g, ' ');
  const limit = error.params.limit;
  switch (error.keyword) {
    case 'required':
      return `The ${label} field is required.`;
    case 'type':
      switch (error.params.type) {
        case 'integer':
          return `The ${label} field must be an integer.`;
        case 'number':
          return `The ${label} field must be a number.`;
        case 'string':
          return `The ${label} field must be a string.`;
        case 'boolean':
          return `The ${label} field must be true or false.`;
        case 'array':
          return `The ${label} field must be an array.`;
        default:
          return `The ${label} field has an invalid type.`;
      }
    case 'minimum':
      return `The ${label} field must be at least ${limit}.`;
    case 'maximum':
      return `The ${label} field must not be greater than ${limit}.`;
    case 'minLength':
      return limit === 1
        ? `The ${label} field is required.`
        : `The ${label} field must be at least ${limit} characters.`;
    case 'maxLength':
      return `The ${label} field must not be greater than ${limit} characters.`;
    case 'pattern':
      return CONTROL_CHARACTER_PATTERNS.has(String(error.params.pattern))
        ? `The ${label} field must not contain control characters.`
        : `The ${label} field format is invalid.`;
    case 'maxItems':
      return `The ${label} field must not have more than ${limit} items.`;
    case 'format':
      return error.params.format === 'email'
        ? `The ${label} field must be a valid email address.`
        : `The ${label} field format is invalid.`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return `The selected ${label} is invalid.`;
    case 'additionalProperties':
      return `The ${label} field is not allowed.`;
    default:
      return `The ${label} field is invalid.`;
  }
}

/** AJV errors of Fastify's request validation -> Laravel's `{field: [messages]}`, field = body/query property. */
function validationErrors(errors: AjvError[]): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const error of errors) {
    // anyOf reports each failed branch and then itself: keep only the summary per field.
    const field = fieldName(error);
    const message = fieldMessage(field, error);
    const list = result[field] ?? [];
    if (!list.includes(message)) list.push(message);
    result[field] = list;
  }
  return result;
}

/**
 * PostgreSQL's "data exception" class (22xxx: 22021 a NUL byte or bad UTF-8, 22P05 untranslatable character,
 * 22003 number out of range, 22001 string too long, 22P02 bad text representation, 22007/22008 bad date,
 * 22025 bad LIKE escape...) and 54000 (a value too large to index) are caused by what the client sent when a
 * schema let it through. The schemas should stop all of it first; this net keeps such a slip a 422 rather than a
 * 500, and logs it so the schema can be fixed (docs/input-validation.md).
 */
function isBadInputFromDatabase(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^(?:22[0-9A-Z]{3}|54000)$/.test(code);
}

const BAD_INPUT_ERRORS = { input: ['The request holds a value that is too long, out of range or not valid text.'] };

function sendValidation(reply: FastifyReply, errors: Record<string, string[]>, message?: string) {
  return reply
    .code(422)
    .type('application/json')
    .send({
      message: message ?? validationSummary(Object.values(errors).flat()),
      errors,
    });
}

export function sendError(reply: FastifyReply, statusCode: number, message: string, toast = message) {
  return reply
    .code(statusCode)
    .type('application/json')
    .send({ message, toasts: [{ message: toast }] });
}

/**
 * One error handler for the whole app: validation -> 422 `{message, errors}`; anything else
 * `{message, toasts: [{message}]}` with its status. A 5xx is logged with its stack and answered generically: no stack
 * trace, SQL or internal message ever reaches a client.
 */
export function registerErrorHandling(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ValidationFailed) {
      return sendValidation(reply, error.errors, error.message);
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return sendValidation(reply, validationErrors(fastifyError.validation as AjvError[]));
    }
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.message, error.toast);
    }
    if (isBadInputFromDatabase(error)) {
      // Logged with the database's message (never sent): it says which value a schema failed to bound.
      request.log.warn({ err: error, url: request.url }, 'database refused a value: a request schema lets it through');
      return sendValidation(reply, BAD_INPUT_ERRORS);
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type, body too large): safe to explain.
      request.log.info({ err: error }, 'client error');
      return sendError(reply, status, error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, status >= 500 && status < 600 ? status : 500, GENERIC_500, GENERIC_500_TOAST);
  });
}
