import type { FastifyPluginAsync } from 'fastify';
import { BlogUnavailableError } from 'shared-kit/blog';
import { sendBlogUnavailable } from '../../services/blog-reader';
import { rssFeed } from '../../services/blog-reader/rss';
import { SITE_NAME } from '../../services/jobs/seo';
import { notModified } from '../../lib/conditional';
import { publicOrigin } from '../../lib/public-url';
import { LANGUAGE_VARY } from '../../plugins/locale';

/** The feed's length: the latest posts. */
const FEED_SIZE = 20;

/** The publisher's logo of the posts' BlogPosting JSON-LD: the site's mark, as in the favicon. */
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="512" height="512"><rect width="32" height="32" rx="6" fill="#b35400"/><text x="16" y="22" font-size="16" text-anchor="middle" fill="white" font-family="Arial">EL</text></svg>\n';

/**
 * `/blog/rss.xml` (RSS 2.0 of the latest posts) and `/blog/publisher-logo.svg` (docs/blog.md#pages-rss-and-the-sitemap).
 * Registered as routes of their own, so the page route (`/blog/{slug}`) does not take them for posts.
 */
const blogFeedRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/blog/rss.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = publicOrigin(fastify.config, request);
    let posts: Awaited<ReturnType<typeof fastify.blog.listPosts>>;
    try {
      posts = await fastify.blog.listPosts({ page: 1, perPage: FEED_SIZE });
    } catch (error) {
      if (!(error instanceof BlogUnavailableError)) throw error;
      request.log.warn({ err: error }, 'blog not reachable for the feed');
      return sendBlogUnavailable(request, reply, 'text');
    }
    const xml = rssFeed(
      {
        title: `${SITE_NAME} ${request.t('kit.page.blog.title')}`,
        link: `${origin}/blog`,
        self: `${origin}/blog/rss.xml`,
        description: request.t('kit.page.blog.description'),
        postUrl: (slug) => `${origin}/blog/${encodeURIComponent(slug)}`,
      },
      posts?.items ?? [],
    );
    const items = posts?.items ?? [];
    const newest = items.reduce((latest, post) => Math.max(latest, Date.parse(post.modified) || 0), 0);
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .header('vary', LANGUAGE_VARY);
    // Readers poll the feed: they download it again only when it changed (ETag of the feed, Last-Modified its newest post).
    if (notModified(request, reply, xml, newest > 0 ? new Date(newest) : null)) return reply;
    return reply.send(xml);
  });

  fastify.get('/blog/publisher-logo.svg', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(LOGO_SVG),
  );
};

export default blogFeedRoutes;
