import type { FastifyInstance } from 'fastify';
import { chooseLocale, LOCALE_COOKIE } from 'shared-kit/contracts';
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
    const cookie = parseCookies(request.headers.cookie)[LOCALE_COOKIE];
    request.locale = chooseLocale(cookie, request.headers['accept-language']);
  });
}
