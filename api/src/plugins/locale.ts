import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chooseLocale, LOCALE_COOKIE, type Locale } from 'shared-kit/contracts';
import { translator } from '../i18n/catalogues';
import { parseCookies } from '../lib/cookies';

/**
 * Every request knows its caller's language: the `locale` cookie (the switcher's choice, set from the account at
 * sign-in), else `Accept-Language` (docs/i18n.md#choosing-the-language). Error messages, mails and pages use
 * `request.t`.
 */
export function registerLocale(fastify: FastifyInstance) {
  fastify.decorateRequest('locale', 'en');
  fastify.decorateRequest('t', {
    getter() {
      return translator(this.locale);
    },
  });
  fastify.addHook('onRequest', async (request) => {
    request.locale = localeOfHeaders(request);
  });
}

/**
 * The caller's language from the request's headers alone. The hook above stores it; answers made before the hooks
 * run (the router refusing a malformed URL) ask here.
 */
export function localeOfHeaders(request: FastifyRequest): Locale {
  return chooseLocale(parseCookies(request.headers.cookie)[LOCALE_COOKIE], request.headers['accept-language']);
}
