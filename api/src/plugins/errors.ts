import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTROL_CHARACTER_PATTERNS } from 'shared-kit/contracts';
import { type ApiMessageId, say, type Text, type Translate, text, translator } from '../i18n/catalogues';
import { labelled } from '../i18n/field-labels';
import { ClientGone } from '../lib/hashing-queue';
import { HttpError, TryLater, ValidationFailed, validationSummary } from '../lib/http-errors';
import { localeOfHeaders } from './locale';

export type AjvError = {
  instancePath?: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
};

const GENERIC_500 = text('api.error.server');
const GENERIC_500_TOAST = text('api.error.serverToast');

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

const TYPE_MESSAGES: Record<string, ApiMessageId> = {
  integer: 'api.validation.integer',
  number: 'api.validation.number',
  string: 'api.validation.string',
  boolean: 'api.validation.boolean',
  array: 'api.validation.array',
};

/**
 * The message of one AJV error, as a message id with the field's path as a value: the answer names the field by its
 * label in the caller's language when it is said (`labelled`, docs/i18n.md#field-names-in-messages).
 */
export function fieldMessage(fieldPath: string, error: AjvError): Text {
  const field = fieldPath;
  const limit = String(error.params.limit);
  switch (error.keyword) {
    case 'required':
      return text('api.validation.required', { field });
    case 'type':
      return text(TYPE_MESSAGES[String(error.params.type)] ?? 'api.validation.type', { field });
    case 'minimum':
      return text('api.validation.minimum', { field, limit });
    case 'maximum':
      return text('api.validation.maximum', { field, limit });
    case 'minLength':
      return limit === '1'
        ? text('api.validation.required', { field })
        : text('api.validation.minLength', { field, limit });
    case 'maxLength':
      return text('api.validation.maxLength', { field, limit });
    case 'pattern':
      return CONTROL_CHARACTER_PATTERNS.has(String(error.params.pattern))
        ? text('api.validation.controlCharacters', { field })
        : text('api.validation.format', { field });
    case 'maxItems':
      return text('api.validation.maxItems', { field, limit });
    case 'format':
      return error.params.format === 'email'
        ? text('api.validation.email', { field })
        : text('api.validation.format', { field });
    case 'enum':
    case 'const':
    case 'anyOf':
      return text('api.validation.selected', { field });
    case 'additionalProperties':
      return text('api.validation.notAllowed', { field });
    default:
      return text('api.validation.invalidField', { field });
  }
}

/** AJV errors of Fastify's request validation -> Laravel's `{field: [messages]}`, field = body/query property. */
function validationErrors(errors: AjvError[]): Record<string, Text[]> {
  const result: Record<string, Text[]> = {};
  for (const error of errors) {
    // anyOf reports each failed branch and then itself: keep only the summary per field.
    const field = fieldName(error);
    const message = fieldMessage(field, error);
    const list = result[field] ?? [];
    if (!list.some((m) => m.id === message.id)) list.push(message);
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

const BAD_INPUT_ERRORS = { input: [text('api.validation.badInput')] };

/**
 * The caller's language for an error: `request.t` (plugins/locale.ts), or, for errors raised before the request's
 * hooks ran (a malformed URL refused by the router) or in an app without the locale plugin, the same choice made
 * from the headers (docs/i18n.md#choosing-the-language).
 */
function callerTranslate(request: FastifyRequest): Translate {
  if (typeof request.t === 'function') return request.t;
  return translator(localeOfHeaders(request));
}

/**
 * A 422 said in the caller's language: every field message, each naming its field by its label (`labelled`), and the
 * summary (given, or the first and a count).
 */
function sendValidation(request: FastifyRequest, reply: FastifyReply, errors: Record<string, Text[]>, message?: Text) {
  const t = callerTranslate(request);
  const said = Object.fromEntries(
    Object.entries(errors).map(([field, texts]) => [field, texts.map((message) => say(t, labelled(message)))]),
  );
  return reply
    .code(422)
    .type('application/json')
    .send({
      message: message
        ? say(t, labelled(message))
        : validationSummary((summary) => say(t, summary), Object.values(said).flat()),
      errors: said,
    });
}

/** `{message, toasts: [{message}]}` in the caller's language. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  message: Text,
  toast = message,
) {
  const t = callerTranslate(request);
  return reply
    .code(statusCode)
    .type('application/json')
    .send({ message: say(t, message), toasts: [{ message: say(t, toast) }] });
}

/** The words for one of Fastify's own 4xx errors (its codes are FST_ERR_CTP_* for what the body parser refused). */
function clientErrorText(error: FastifyError, status: number): Text {
  if (status === 413) return text('api.error.bodyTooLarge');
  if (status === 415) return text('api.error.mediaType');
  if (status === 400 && (error instanceof SyntaxError || /JSON/.test(error.code ?? '')))
    return text('api.error.badJson');
  return text('api.error.badRequest');
}

/**
 * One error handler for the whole app: validation -> 422 `{message, errors}`; anything else
 * `{message, toasts: [{message}]}` with its status. A 5xx is logged with its stack and answered generically: no stack
 * trace, SQL or internal message ever reaches a client.
 */
export function registerErrorHandling(fastify: FastifyInstance): void {
  fastify.setErrorHandler((error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ClientGone) {
      // Nobody is listening: nothing to say, and nothing went wrong on our side (nginx's "client closed request").
      request.log.info('client gone before its turn to hash');
      return reply.code(499).send();
    }
    if (error instanceof ValidationFailed) {
      return sendValidation(request, reply, error.errors, error.summary);
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return sendValidation(request, reply, validationErrors(fastifyError.validation as AjvError[]));
    }
    if (error instanceof HttpError) {
      if (error instanceof TryLater) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendError(request, reply, error.statusCode, error.text, error.toast);
    }
    if (isBadInputFromDatabase(error)) {
      // Logged with the database's message (never sent): it says which value a schema failed to bound.
      request.log.warn({ err: error, url: request.url }, 'database refused a value: a request schema lets it through');
      return sendValidation(request, reply, BAD_INPUT_ERRORS);
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type, body too large): explained in the caller's
      // language; Fastify's English wording stays in the log.
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, status, clientErrorText(fastifyError, status));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, status >= 500 && status < 600 ? status : 500, GENERIC_500, GENERIC_500_TOAST);
  });
}
