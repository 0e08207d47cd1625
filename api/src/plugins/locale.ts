import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chooseLocale, isLocale, LOCALE_COOKIE, type Locale, negotiateLocale } from 'shared-kit/contracts';
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
 * The `Vary` of an answer in the caller's language: the two headers that choose it (the `locale` cookie, else
 * `Accept-Language`: `localeOfHeaders` below), so a shared cache keeps one copy per language
 * (docs/i18n.md#choosing-the-language).
 */
export const LANGUAGE_VARY = 'Cookie, Accept-Language';

/**
 * The caller's language from the request's headers alone. The hook above stores it; answers made before the hooks
 * run (the router refusing a malformed URL) ask here.
 */
export function localeOfHeaders(request: FastifyRequest): Locale {
  return chooseLocale(parseCookies(request.headers.cookie)[LOCALE_COOKIE], request.headers['accept-language']);
}

/**
 * The language a request states, or null when it states none: the switcher's cookie, else the browser's
 * `Accept-Language`. A new account keeps it as its own (docs/i18n.md#on-the-server), so the mails that no
 * request of the person's triggers (stage mails, job alerts) are in the language they registered in.
 */
export function statedLocale(request: FastifyRequest): Locale | null {
  const cookie = parseCookies(request.headers.cookie)[LOCALE_COOKIE];
  if (isLocale(cookie)) return cookie;
  const header = request.headers['accept-language'];
  return header ? negotiateLocale(header) : null;
}
