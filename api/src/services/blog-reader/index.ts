// The api's blog client (docs/blog.md#pages-rss-and-the-sitemap): shared-kit/blog's createBlogClient over fetch, for
// the pages' first HTML, the RSS feed and the sitemap. The posts' HTML is sanitised here with the api's article
// allow-list before anything renders it: the blog's server may be any WordPress (docs/blog.md#the-proxy).
import {
  BLOG_MAX_PER_PAGE,
  BLOG_PAGE_SIZE,
  type BlogPost,
  type BlogResponse,
  type BlogTransport,
  BlogUnavailableError,
  createBlogClient,
} from 'shared-kit/blog';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BlogConfig } from '../../config';
import { createCachedValue } from '../../lib/cache';
import { articleHtml } from '../rich-text';
import { BlogReadError, fetchFromBlog } from './fetch';

export { BlogReadError, fetchFromBlog } from './fetch';

/** JSON answers of the REST API: a page of 100 posts with their content stays well below. */
export const BLOG_JSON_MAX_BYTES = 4 * 1024 * 1024;
/** How long the blog counts as down after a read got no answer: later reads fail at once instead of waiting again. */
const BLOG_DOWN_MS = 5_000;
/** How long the list of categories is reused. */
const CATEGORIES_TTL_MS = 60_000;
/** Retry-After (seconds) of the answers that say the blog is down. */
export const BLOG_RETRY_AFTER_SECONDS = 30;

/**
 * The answer of the feed, the sitemap file and the proxy while the blog is down (docs/blog.md#when-the-blog-is-down):
 * 503 with Retry-After, never cached, so readers and crawlers come back and keep what they had. The message says
 * what the blog pages say, from the api's own catalogue; the proxy sends it in WordPress's error shape, which the
 * blog client reads as unavailable.
 */
export function sendBlogUnavailable(request: FastifyRequest, reply: FastifyReply, shape: 'text' | 'wordpress') {
  const message = request.t('api.blog.unavailable');
  reply.code(503).header('retry-after', String(BLOG_RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  return shape === 'wordpress'
    ? reply.send({ code: 'blog_unavailable', message, data: { status: 503 } })
    : reply.type('text/plain; charset=utf-8').send(message);
}

/**
 * Whether the blog answered lately: after a read that got no answer (refused, timed out), every read for the next
 * BLOG_DOWN_MS fails at once, so a hanging blog costs one timeout per few seconds rather than one per visitor.
 * Per process, by design: it is this process's view of its connection to the blog.
 */
function createBlogHealth(now: () => number = Date.now) {
  let downUntil = 0;
  return {
    isDown: () => now() < downUntil,
    markDown: () => {
      downUntil = now() + BLOG_DOWN_MS;
    },
  };
}
export type BlogHealth = ReturnType<typeof createBlogHealth>;

/** The blog client's transport: fetch under `config.apiUrl`, JSON parsed, every failure a BlogUnavailableError. */
function blogTransport(config: BlogConfig, health: BlogHealth): BlogTransport {
  return async (path: string): Promise<BlogResponse> => {
    if (health.isDown()) throw new BlogUnavailableError(null, 'The blog did not answer a moment ago');
    let answer: Awaited<ReturnType<typeof fetchFromBlog>>;
    try {
      answer = await fetchFromBlog(`${config.apiUrl}${path}`, {
        maxBytes: BLOG_JSON_MAX_BYTES,
        timeoutMs: config.timeoutMs,
      });
    } catch (error) {
      if (!(error instanceof BlogReadError) || error.kind !== 'too-large') health.markDown();
      throw new BlogUnavailableError(null, error instanceof Error ? error.message : String(error));
    }
    let data: unknown = null;
    try {
      data = JSON.parse(answer.body.toString('utf8'));
    } catch {
      // Not JSON (an HTML error page of a proxy in front of WordPress): the client finds it unusable.
    }
    return { status: answer.status, data, header: (name) => answer.headers.get(name) };
  };
}

/** The blog client the api renders with: a post's HTML comes out sanitised. */
export function createBlogReader(config: BlogConfig, health: BlogHealth = createBlogHealth()) {
  const client = createBlogClient(blogTransport(config, health));
  // Every list page shows the categories: read once a minute, not once per visitor (a failed read is not kept).
  const categories = createCachedValue(() => client.categories(), { ttlMs: CATEGORIES_TTL_MS });
  return {
    ...client,
    categories,
    async postBySlug(slug: string): Promise<BlogPost | null> {
      const post = await client.postBySlug(slug);
      return post ? { ...post, html: articleHtml(post.html) } : null;
    },
    health,
  };
}
export type BlogReader = ReturnType<typeof createBlogReader>;

/** The most posts the sitemap lists (50 pages of WordPress's largest page). */
const SITEMAP_MAX_PAGES = 50;

/**
 * The blog's addresses for the sitemap (docs/blog.md#pages-rss-and-the-sitemap): every post with its last change,
 * the blog's home, its category pages and the pages of all posts. Site paths; the caller adds the origin.
 */
export async function blogSitemapPaths(blog: BlogReader): Promise<{ path: string; lastmod: string | null }[]> {
  const [first, categories] = await Promise.all([
    blog.listPosts({ page: 1, perPage: BLOG_MAX_PER_PAGE, embed: false }),
    blog.categories(),
  ]);
  const posts = [...(first?.items ?? [])];
  const pages = Math.min(first?.totalPages ?? 1, SITEMAP_MAX_PAGES);
  for (let page = 2; page <= pages; page += 1) {
    const next = await blog.listPosts({ page, perPage: BLOG_MAX_PER_PAGE, embed: false });
    if (!next) break;
    posts.push(...next.items);
  }
  const newest = posts.reduce<string | null>(
    (latest, post) => (!latest || post.modified > latest ? post.modified : latest),
    null,
  );
  const listPages = Math.ceil((first?.total ?? 0) / BLOG_PAGE_SIZE);
  return [
    { path: '/blog', lastmod: newest },
    ...Array.from({ length: Math.max(0, listPages - 1) }, (_, i) => ({ path: `/blog/posts/${i + 2}`, lastmod: null })),
    ...categories.map((category) => ({
      path: `/blog/category/${encodeURIComponent(category.slug)}/1`,
      lastmod: null,
    })),
    ...posts.map((post) => ({ path: `/blog/${encodeURIComponent(post.slug)}`, lastmod: post.modified })),
  ];
}
