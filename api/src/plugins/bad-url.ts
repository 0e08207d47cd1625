import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { text } from '../i18n/catalogues';
import { sendError } from './errors';

// A URL whose percent-encoding is broken (`/jobs-in-%E0%A4%A`) is refused by Fastify's router before any route
// runs; by default the visitor then meets a bare JSON error instead of the site. A page address gets a small
// page with a way home (noindex), an api address the house error shape. See docs/front-end-rules.md.
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>This address is not valid | EuLangJobs</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<main>
<h1>This address is not valid</h1>
<p>The link you followed is damaged (it holds a stray % sign). Try the <a href="/jobs">job search</a> or the
<a href="/">home page</a>.</p>
</main>
</body>
</html>
`;

/** Fastify's `frameworkErrors` option: answers the router's own errors (a malformed URL) as the site does. */
export function onFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 400);
  request.log.info({ code: error.code }, 'malformed request refused by the router');
  if (request.url.startsWith('/api/') || request.method !== 'GET') {
    return sendError(request, reply, status, text('api.error.badUrl'));
  }
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(PAGE);
}
