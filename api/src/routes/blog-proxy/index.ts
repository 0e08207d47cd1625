import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { BLOG_JSON_MAX_BYTES, BlogReadError, fetchFromBlog, sendBlogUnavailable } from '../../services/blog-reader';
import {
  CORS_HEADERS,
  FORWARDED_HEADERS,
  isServedImage,
  PASSED_HEADERS,
  proxiedUrl,
  proxyQuery,
  proxyTarget,
  rewriteLink,
  sanitiseRestAnswer,
} from '../../services/blog-reader/proxy';

/** Images are WebP of at most 1600 px on our blog service; a real WordPress may keep larger originals. */
const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
const PREFIX = '/blog-api';

/**
 * `GET|HEAD /blog-api/*`: the browser's way to the blog's server, on the site's own origin (docs/blog.md#the-proxy).
 * Only read paths are forwarded, with known read parameters; nothing of the visitor goes along; the posts' HTML is
 * sanitised on the way back. The blog down or slow: a fast 503 in WordPress's error shape with Retry-After.
 */
const blogProxyRoutes: FastifyPluginAsync = async (fastify) => {
  const { apiUrl, timeoutMs } = fastify.config.blog;
  const health = fastify.blog.health;
  // The blog's addresses become the proxy's, on the site's public origin: the origin the browser called
  // (docs/blog.md#links-and-origins; never the request's Host: docs/security.md, the public origin).
  const proxyRoot = `${fastify.config.publicUrl}${PREFIX}`;
  const toProxy = (href: string) => proxiedUrl(href, apiUrl, proxyRoot) ?? href;

  const unavailable = (request: FastifyRequest, reply: FastifyReply) =>
    sendBlogUnavailable(request, reply, 'wordpress');

  const noRoute = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ code: 'rest_no_route', message: request.t('api.blog.noRoute'), data: { status: 404 } });

  // A browser's preflight before a cross-origin read of the blog: GET and HEAD only.
  fastify.options(
    `${PREFIX}/*`,
    { schema: { hide: true }, config: { quota: 'blog-proxy' } },
    async (request, reply) => {
      const [rawPath = '', rawQuery = ''] = request.url.slice(PREFIX.length).split(/\?(.*)/s);
      reply.headers(CORS_HEADERS);
      if (!proxyTarget(rawPath, new URLSearchParams(rawQuery))) return noRoute(request, reply);
      return reply
        .code(204)
        .header('allow', 'GET, HEAD')
        .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
        .header('access-control-allow-headers', 'Content-Type, X-WP-Nonce')
        .header('access-control-max-age', '600')
        .send();
    },
  );

  fastify.get(`${PREFIX}/*`, { schema: { hide: true }, config: { quota: 'blog-proxy' } }, async (request, reply) => {
    const [rawPath = '', rawQuery = ''] = request.url.slice(PREFIX.length).split(/\?(.*)/s);
    const search = new URLSearchParams(rawQuery);
    // The blog's public reads, readable by any site's scripts, errors included (no cookie goes along either way).
    reply.headers(CORS_HEADERS);
    const target = proxyTarget(rawPath, search);
    if (!target) return noRoute(request, reply);
    if (health.isDown()) return unavailable(request, reply);

    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string' && value.length <= 200) headers[name] = value;
    }
    let answer: Awaited<ReturnType<typeof fetchFromBlog>>;
    try {
      const query = proxyQuery(search);
      const joiner = target.path.includes('?') ? '&' : '?';
      answer = await fetchFromBlog(`${apiUrl}${target.path}${query ? `${joiner}${query}` : ''}`, {
        headers,
        timeoutMs,
        maxBytes: target.kind === 'rest' ? BLOG_JSON_MAX_BYTES : UPLOAD_MAX_BYTES,
      });
    } catch (error) {
      if (!(error instanceof BlogReadError) || error.kind !== 'too-large') health.markDown();
      request.log.warn({ err: error, path: target.path }, 'blog not reachable');
      return unavailable(request, reply);
    }
    if (answer.status >= 500) {
      request.log.warn({ status: answer.status, path: target.path }, 'blog answered an error');
      return unavailable(request, reply);
    }

    for (const name of PASSED_HEADERS) {
      const value = answer.headers.get(name);
      if (value) reply.header(name, value);
    }
    const link = rewriteLink(answer.headers.get('link'), apiUrl, proxyRoot);
    if (link) reply.header('link', link);
    if (answer.status === 304) return reply.code(304).send();

    if (target.kind === 'upload') {
      if (answer.status !== 200 || !isServedImage(answer.headers.get('content-type')))
        return answer.status === 404 ? reply.callNotFound() : unavailable(request, reply);
      return reply
        .code(200)
        .type(answer.headers.get('content-type') as string)
        .send(answer.body);
    }

    let data: unknown;
    try {
      data = JSON.parse(answer.body.toString('utf8'));
    } catch {
      request.log.warn({ status: answer.status, path: target.path }, 'blog answered something other than JSON');
      return unavailable(request, reply);
    }
    // The api is the trust boundary for the blog's HTML: a real WordPress may carry anything.
    return reply
      .code(answer.status)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(sanitiseRestAnswer(data, toProxy)));
  });
};

export default blogProxyRoutes;
