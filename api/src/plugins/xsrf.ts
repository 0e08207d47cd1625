import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { text } from '../i18n/catalogues';
import { parseCookies, serializeCookie } from '../lib/cookies';
import { sendError } from './errors';
import { isShellAsset } from './shell-assets';

export const XSRF_COOKIE = 'XSRF-TOKEN';
/** The header a state-changing call echoes the cookie in (written `X-XSRF-TOKEN` by axios; headers ignore case). */
export const XSRF_HEADER = 'X-XSRF-TOKEN';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Pages and /api answers carry the cookie; static files (scripts, styles, /remotes.json, robots.txt) never do, so
 * a shared cache may keep them and no response marked immutable sets state (docs/delivery.md).
 */
function setsCookie(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return pathname === '/api' || pathname.startsWith('/api/') || !isShellAsset(pathname);
}

/**
 * `POST /api/locale` is the language switcher's form for browsers without JavaScript: a plain form cannot send the
 * header, and a token in the form would have to be written into pages that are cached for every guest. A forged
 * post can only switch its victim's interface language (and `next` never leaves the site), so it is exempt
 * (docs/security.md#cross-site-request-forgery).
 */
/*
 * `POST /api/job-alerts/unsubscribe?token=` is the one-click unsubscribe of RFC 8058: a mail client posts it with no
 * cookie at all. Its signed token is what authorises it, and it names one alert (docs/operations.md#job-alerts).
 */
const XSRF_EXEMPT = new Set(['/api/locale', '/api/job-alerts/unsubscribe']);
/*
 * `POST /api/payments/webhooks/{provider}` is a payment provider's server calling: no browser, no cookie. Its HMAC
 * signature over the body is what authorises it (docs/operations.md#payments).
 */
const XSRF_EXEMPT_PREFIXES = ['/api/payments/webhooks/'];
function isXsrfExempt(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return XSRF_EXEMPT.has(path) || XSRF_EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/**
 * Whether a call must echo the XSRF cookie in the header: a state-changing method on /api, not exempt. The hook below
 * enforces it and the OpenAPI document says it (plugins/openapi.ts), from this one rule.
 */
export function requiresXsrf(method: string, url: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase()) && url.startsWith('/api/') && !isXsrfExempt(url);
}

/**
 * Double-submit cookie (axios's defaults): every page or /api response to a client without `XSRF-TOKEN` sets one (readable by
 * scripts, so not HttpOnly); a state-changing /api call must echo it in `X-XSRF-TOKEN`, which a cross-site page
 * cannot read. Mismatch -> 419, as Laravel answers.
 */
export function registerXsrf(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    const cookie = parseCookies(request.headers.cookie)[XSRF_COOKIE];
    if (!cookie && setsCookie(request.url)) {
      // Fastify appends repeated set-cookie headers, so this composes with any other cookie a route sets.
      reply.header(
        'set-cookie',
        serializeCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
          path: '/',
          sameSite: 'Lax',
          secure: request.protocol === 'https',
        }),
      );
    }
    if (!requiresXsrf(request.method, request.url)) return;
    const header = request.headers[XSRF_HEADER.toLowerCase()];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      return sendError(request, reply, 419, text('api.error.xsrf'), text('api.error.xsrfToast'));
    }
  });
}
