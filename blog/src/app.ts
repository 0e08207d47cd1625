// The blog service as a Fastify app (docs/blog.md#the-blog-service): the WordPress REST API read subset under
// /wp-json, the uploads under /wp-content/uploads, and /healthz. Built by server.ts and by the tests.
import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Config } from './config';
import { isDatabaseUnavailable } from './db';
import {
  type Answer,
  getCategory,
  getMedia,
  getPost,
  getTag,
  listCategories,
  listMedia,
  listPosts,
  listTags,
} from './wordpress/collections';
import { getTaxonomy, getType, index, listTaxonomies, listTypes, namespaceIndex } from './wordpress/discovery';
import { internalError, noRoute, unavailable, WpHttpError } from './wordpress/errors';
import { parseQuery, type Query } from './wordpress/query';
import { restRoot, type Urls, uploadPath } from './wordpress/render';
import { mediaFile, ping } from './wordpress/store';
import { getUser, listUsers } from './wordpress/users';

export type AppOptions = Pick<
  Config,
  'siteUrl' | 'publicUrl' | 'selfUrl' | 'logLevel' | 'headersTimeoutMs' | 'requestTimeoutMs'
>;

/** Longer query strings are refused before anything is parsed (every parameter is bounded anyway). */
const MAX_URL = 4096;
/** Upload URLs: `<yyyy>/<mm>/<slug>-<id>.<ext>`. */
const UPLOAD = /^(\d{4})\/(\d{2})\/([a-z0-9-]{1,140})-(\d{1,10})\.(webp|jpg|png)$/;
/** A `rest_route`: a path of plain segments (WordPress's routes), nothing that could leave /wp-json. */
const REST_ROUTE = /^\/(?:[A-Za-z0-9_.-]+(?:\/[A-Za-z0-9_.-]+)*\/?)?$/;

function queryOf(request: FastifyRequest): Query {
  const at = request.url.indexOf('?');
  return parseQuery(at < 0 ? '' : request.url.slice(at + 1));
}

/**
 * `/?rest_route=/wp/v2/posts&page=2` (or `/index.php?rest_route=`) is WordPress's address of a REST route on a site
 * without pretty permalinks, which clients fall back to: served as `/wp-json/wp/v2/posts?page=2`.
 */
function restRouteUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0 || url.length > MAX_URL) return url;
  const path = url.slice(0, at);
  if (path !== '/' && path !== '/index.php') return url;
  const query = new URLSearchParams(url.slice(at + 1));
  const route = query.get('rest_route');
  if (route === null) return url;
  if (!REST_ROUTE.test(route) || route.split('/').some((part) => part === '..' || part === '.')) return '/wp-json/-';
  query.delete('rest_route');
  const rest = query.toString();
  return `/wp-json${route}${rest ? `?${rest}` : ''}`;
}

/** What WordPress lets any site's scripts read of its public answers (rest_send_cors_headers, without cookies). */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'X-WP-Total, X-WP-TotalPages, Link',
};

/**
 * A JSON answer as WordPress sends one, plus an ETag over the body and the paging headers. `no-cache` lets a browser
 * or CDN keep it but ask again each time: a 304 costs one query and no body, and a post shows the moment it is public.
 */
function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  answer: Answer,
  urls: Urls,
): FastifyReply {
  const body = JSON.stringify(answer.body);
  const etag = `"${createHash('sha1').update(body).update(JSON.stringify(answer.headers)).digest('base64url')}"`;
  // Every answer names the REST root, as WordPress's do: how a client discovers the API (docs/blog.md#discovery).
  const link = [answer.headers.Link, `<${restRoot(urls)}/>; rel="https://api.w.org/"`].filter(Boolean).join(', ');
  reply
    .headers(answer.headers)
    .header('Link', link)
    .header('Content-Type', 'application/json; charset=UTF-8')
    .header('Allow', 'GET')
    .header('X-Robots-Tag', 'noindex')
    .header('Cache-Control', status === 200 ? 'no-cache' : 'no-store');
  if (status !== 200) return reply.code(status).send(body);
  reply.header('ETag', etag);
  const match = request.headers['if-none-match'];
  if (match && (match === '*' || match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)))
    return reply.code(304).send();
  return reply.code(200).send(body);
}

export async function buildApp(options: AppOptions, pool: pg.Pool): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: options.logLevel },
    // Headers must arrive within headersTimeoutMs; the whole request is answered within requestTimeoutMs.
    http: { headersTimeout: options.headersTimeoutMs, requestTimeout: options.requestTimeoutMs },
    requestTimeout: options.requestTimeoutMs,
    // GET and HEAD only: no body to read.
    bodyLimit: 1024,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    rewriteUrl: (request) => restRouteUrl(request.url ?? '/'),
  });
  const urls: Urls = { siteUrl: options.siteUrl, publicUrl: options.publicUrl, selfUrl: options.selfUrl };

  app.addHook('onRequest', async (request, reply) => {
    // Security headers on every answer: no MIME sniffing, no framing, no Referer sent from our JSON or images, and
    // readable only by our own site (the browser reaches us through the api's proxy, the same site).
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'no-referrer')
      .header('Cross-Origin-Resource-Policy', 'same-site')
      .header('X-Frame-Options', 'DENY')
      .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    // Reads are public: any site's scripts may read them, as WordPress allows (never with the visitor's cookies).
    // /healthz is the operators' probe, not a read of the blog.
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) && !request.url.startsWith('/healthz')) reply.headers(CORS);
    if (request.url.length > MAX_URL) return reply.code(414).type('text/plain').send('URI Too Long');
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof WpHttpError)
      return sendJson(request, reply, error.status, { body: error.body, headers: {} }, urls);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      const err = unavailable();
      return sendJson(request, reply, err.status, { body: err.body, headers: {} }, urls);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own 4xx (a malformed URL...): WordPress-shaped all the same.
      const err = noRoute();
      return sendJson(request, reply, 404, { body: err.body, headers: {} }, urls);
    }
    request.log.error({ err: error }, 'request failed');
    const err = internalError();
    return sendJson(request, reply, err.status, { body: err.body, headers: {} }, urls);
  });

  // Anything else (another path, or a method other than GET/HEAD): under /wp-json WordPress's rest_no_route.
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/wp-json')) {
      const err = noRoute();
      return sendJson(request, reply, 404, { body: err.body, headers: {} }, urls);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(405).header('Allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
    }
    return reply.code(404).type('text/plain').send('Not Found');
  });

  const json = (handler: (request: FastifyRequest) => Promise<Answer> | Answer) => {
    return async (request: FastifyRequest, reply: FastifyReply) =>
      sendJson(request, reply, 200, await handler(request), urls);
  };
  const id = (request: FastifyRequest) => {
    const raw = (request.params as { id: string }).id;
    if (!/^\d{1,9}$/.test(raw)) throw noRoute();
    return Number(raw);
  };

  const slugParam = (request: FastifyRequest, name: string) => {
    const raw = (request.params as Record<string, string>)[name] ?? '';
    if (!/^[\w-]{1,50}$/.test(raw)) throw noRoute();
    return raw;
  };

  // WordPress answers its index with and without the trailing slash; the service's root answers it too, so that
  // WPAPI.discover(<this service>) finds the Link to it there.
  for (const path of ['/', '/wp-json', '/wp-json/'])
    app.get(
      path,
      json((request) => index(urls, queryOf(request))),
    );
  app.get(
    '/wp-json/wp/v2',
    json((request) => namespaceIndex(urls, queryOf(request))),
  );
  app.get(
    '/wp-json/wp/v2/posts',
    json((request) => listPosts(pool, urls, queryOf(request))),
  );
  app.get(
    '/wp-json/wp/v2/posts/:id',
    json((request) => getPost(pool, urls, id(request), queryOf(request))),
  );
  app.get(
    '/wp-json/wp/v2/categories',
    json((request) => listCategories(pool, urls, queryOf(request))),
  );
  app.get(
    '/wp-json/wp/v2/categories/:id',
    json((request) => getCategory(pool, urls, id(request), queryOf(request))),
  );
  app.get(
    '/wp-json/wp/v2/tags',
    json((request) => listTags(queryOf(request))),
  );
  app.get(
    '/wp-json/wp/v2/tags/:id',
    json((request) => {
      id(request);
      return getTag(queryOf(request));
    }),
  );
  app.get(
    '/wp-json/wp/v2/media',
    json((request) => listMedia(pool, urls, queryOf(request))),
  );
  app.get(
    '/wp-json/wp/v2/media/:id',
    json((request) => getMedia(pool, urls, id(request), queryOf(request))),
  );
  app.get(
    '/wp-json/wp/v2/users',
    json((request) => listUsers(pool, urls, queryOf(request))),
  );
  app.get(
    '/wp-json/wp/v2/users/:id',
    json((request) => getUser(pool, urls, id(request), queryOf(request))),
  );
  app.get(
    '/wp-json/wp/v2/types',
    json((request) => listTypes(urls, queryOf(request))),
  );
  app.get(
    '/wp-json/wp/v2/types/:type',
    json((request) => getType(urls, slugParam(request, 'type'), queryOf(request))),
  );
  app.get(
    '/wp-json/wp/v2/taxonomies',
    json((request) => listTaxonomies(urls, queryOf(request))),
  );
  app.get(
    '/wp-json/wp/v2/taxonomies/:taxonomy',
    json((request) => getTaxonomy(urls, slugParam(request, 'taxonomy'), queryOf(request))),
  );

  // A browser's preflight before a cross-origin read: GET and HEAD, with the headers WordPress allows.
  app.options('/*', async (request, reply) => {
    if (!request.url.startsWith('/wp-json') && !request.url.startsWith('/wp-content/uploads/') && request.url !== '/')
      return reply.callNotFound();
    return reply
      .code(204)
      .header('Allow', 'GET, HEAD')
      .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
      .header(
        'Access-Control-Allow-Headers',
        'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type',
      )
      .header('Access-Control-Max-Age', '600')
      .send();
  });

  // The uploads: the bytes of a blog_media row at the address its source_url names. They never change under one
  // address (a new upload gets a new id), so browsers and CDNs keep them for a year.
  app.get('/wp-content/uploads/*', async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const match = UPLOAD.exec(path);
    const file = match ? await mediaFile(pool, Number(match[4])) : null;
    if (!match || !file || uploadPath({ id: Number(match[4]), ...file }) !== path) {
      return reply.code(404).type('text/plain').send('Not Found');
    }
    return reply
      .header('Content-Type', file.mime_type)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Content-Length', String(file.bytes.length))
      .send(file.bytes);
  });

  // Ready when the database answers with the blog's tables; 503 until then (the api starts and migrates it).
  app.get('/healthz', async (_request, reply) => {
    try {
      await ping(pool);
      return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
    } catch (error) {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .send({ status: 'unavailable', database: isDatabaseUnavailable(error) ? 'not ready' : 'error' });
    }
  });

  return app;
}
