import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { BLOG_JSON_MAX_BYTES, BlogReadError, fetchFromBlog, sendBlogUnavailable } from '../../services/blog-reader';
import {
  FORWARDED_HEADERS,
  isServedImage,
  PASSED_HEADERS,
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

  const unavailable = (request: FastifyRequest, reply: FastifyReply) =>
    sendBlogUnavailable(request, reply, 'wordpress');

  const noRoute = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ code: 'rest_no_route', message: request.t('api.blog.noRoute'), data: { status: 404 } });

  fastify.get(`${PREFIX}/*`, { schema: { hide: true }, config: { quota: 'blog-proxy' } }, async (request, reply) => {
    const [rawPath = '', rawQuery = ''] = request.url.slice(PREFIX.length).split(/\?(.*)/s);
    const target = proxyTarget(rawPath);
    if (!target) return noRoute(request, reply);
    if (health.isDown()) return unavailable(request, reply);

    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string' && value.length <= 200) headers[name] = value;
    }
    let answer: Awaited<ReturnType<typeof fetchFromBlog>>;
    try {
      answer = await fetchFromBlog(`${apiUrl}${target.path}${proxyQuery(new URLSearchParams(rawQuery))}`, {
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
    const link = rewriteLink(answer.headers.get('link'), apiUrl, PREFIX);
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
      .send(JSON.stringify(sanitiseRestAnswer(data)));
  });
};

export default blogProxyRoutes;
