import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AccountLocaleRequestSchema,
  ErrorResponseSchema,
  LOCALE_FORM_NEXT_MAX_LENGTH,
  type Locale,
  LocaleFormRequestSchema,
  ValidationErrorSchema,
} from 'shared-kit/contracts';
import { localeCookie, parseCookies } from '../../lib/cookies';
import { signedInUser } from '../../plugins/auth';
import { liveSessionUser } from '../../services/sessions';
import { saveAccountLocale } from '../../services/users';

/** The form body of the switcher without JavaScript: only this route reads it, so the parser is registered here. */
const FORM_BODY_LIMIT = 8 * 1024;
/** Any origin: only used to resolve `next` against and to check that it stayed on it. */
const BASE = 'http://same.origin';

/**
 * Where the form goes back to: a path of this site (`/jobs?keywords=x`) as it was sent, else `/`. `//evil.test`,
 * `/\evil.test`, `https://evil.test`, a path that resolves to one of those, control characters or more than
 * LOCALE_FORM_NEXT_MAX_LENGTH characters all send the visitor home: the switch never redirects off the site.
 */
function safeNext(next: string | undefined): string {
  if (!next || next.length > LOCALE_FORM_NEXT_MAX_LENGTH || !next.startsWith('/')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001F\u007F-\u009F\\]/.test(next) || next.startsWith('//')) return '/';
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  // URL percent-encodes what a Location header may not hold; a path that normalises to `//host` is refused too.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? '/' : path;
}

function setLocale(request: FastifyRequest, reply: FastifyReply, locale: Locale) {
  reply.header('set-cookie', localeCookie(locale, request.protocol === 'https'));
  request.locale = locale;
}

/**
 * The interface language (docs/contracts.md#interface-language, docs/i18n.md#choosing-the-language):
 * `PUT /api/account/locale` for the signed-in app, `POST /api/locale` for the server-rendered switcher's form.
 */
const localeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  fastify.put(
    '/api/account/locale',
    {
      schema: {
        tags: ['auth'],
        summary: "Keep the signed-in user's interface language in the account (and the locale cookie)",
        security: [{ bearerAuth: [] }],
        body: AccountLocaleRequestSchema,
        response: {
          204: Type.Null({ description: 'Kept' }),
          401: ErrorResponseSchema,
          419: ErrorResponseSchema,
          422: ValidationErrorSchema,
        },
      },
      preHandler: fastify.requireUser('any'),
    },
    async (request, reply) => {
      const { locale } = request.body;
      await saveAccountLocale(fastify.db, signedInUser(request).id, locale);
      setLocale(request, reply, locale);
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    '/api/locale',
    {
      schema: {
        tags: ['auth'],
        summary: 'Switch the interface language from a form (no JavaScript): cookie, account, 303 back',
        description:
          'Form-encoded `locale` and `next`. Exempt from the XSRF check (docs/security.md): the most a forged ' +
          'post can do is switch the language.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: LocaleFormRequestSchema,
        response: { 303: Type.Null({ description: 'Back to `next`' }), 422: ValidationErrorSchema },
      },
    },
    async (request, reply) => {
      const { locale, next } = request.body;
      // A signed-in visitor's session token is in the `auth_token{siteId}` cookie the shell writes
      // (docs/contracts.md#auth); the form carries no Authorization header.
      const token = parseCookies(request.headers.cookie)[`auth_token${fastify.config.siteId}`];
      const userId = token ? ((await liveSessionUser(fastify.db, token))?.id ?? null) : null;
      if (userId !== null) await saveAccountLocale(fastify.db, userId, locale);
      setLocale(request, reply, locale);
      reply.header('cache-control', 'no-store');
      return reply.redirect(safeNext(next), 303);
    },
  );
};

export default localeRoutes;
