import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from 'shared-kit/contracts';
import { text, translator } from '../i18n/catalogues';
import { escapeHtml } from '../lib/escape-html';
import { SITE_NAME } from '../services/jobs/seo';
import { sendError } from './errors';
import { localeOfHeaders } from './locale';

// A URL whose percent-encoding is broken (`/jobs-in-%E0%A4%A`) is refused by Fastify's router before any route
// runs; by default the visitor then meets a bare JSON error instead of the site. A page address gets a small
// page with a way home (noindex), an api address the house error shape. See docs/front-end-rules.md.
/** The page, in the visitor's language (docs/i18n.md#on-the-server); the two links are put into the sentence. */
function page(locale: Locale): string {
  const t = translator(locale);
  const title = escapeHtml(t('api.badUrl.title'));
  // Placeholders that escaping leaves alone, replaced by the links once the sentence is escaped.
  const sentence = escapeHtml(t('api.badUrl.text', { jobSearch: '\u0001', homePage: '\u0002' }))
    .replace('\u0001', `<a href="/jobs">${escapeHtml(t('api.badUrl.jobSearch'))}</a>`)
    .replace('\u0002', `<a href="/">${escapeHtml(t('api.badUrl.homePage'))}</a>`);
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | ${SITE_NAME}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<main>
<h1>${title}</h1>
<p>${sentence}</p>
</main>
</body>
</html>
`;
}

/** Fastify's `frameworkErrors` option: answers the router's own errors (a malformed URL) as the site does. */
export function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 400);
  request.log.info({ code: error.code }, 'malformed request refused by the router');
  if (request.url.startsWith('/api/') || request.method !== 'GET') {
    return sendError(request, reply, status, text('api.error.badUrl'));
  }
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(page(localeOfHeaders(request)));
}
