// Test-only WordPress answers (shared-kit/blog's types) and a fake blog server behind the blog's axios instance.
import type { AxiosAdapter, AxiosResponse } from 'axios';
import type { WpMedia, WpPost, WpTerm } from 'shared-kit/blog';
import { blogHttp } from '../api/blog-client';

export function makeWpCategory(id: number, slug: string, name: string, overrides: Partial<WpTerm> = {}): WpTerm {
  return {
    id,
    count: 3,
    description: `All about ${name}.`,
    link: `http://localhost:8080/blog/category/${slug}/1`,
    name,
    slug,
    taxonomy: 'category',
    parent: 0,
    ...overrides,
  };
}

export function makeWpMedia(id: number, overrides: Partial<WpMedia> = {}): WpMedia {
  return {
    id,
    date: '2026-11-01T09:00:00',
    slug: `picture-${id}`,
    type: 'attachment',
    link: `http://localhost:8080/blog-api/?attachment_id=${id}`,
    title: { rendered: `Picture ${id}` },
    author: 1,
    caption: { rendered: '' },
    alt_text: 'Canal houses in Amsterdam',
    media_type: 'image',
    mime_type: 'image/webp',
    media_details: { width: 1600, height: 900 },
    source_url: `/blog-api/wp-content/uploads/2026/11/picture-${id}.webp`,
    ...overrides,
  };
}

export function makeWpPost(
  id: number,
  overrides: Partial<WpPost> = {},
  embed: { categories?: WpTerm[]; media?: WpMedia | null; author?: string } = {},
): WpPost {
  const slug = overrides.slug ?? `post-${id}`;
  return {
    id,
    date: '2026-11-20T10:00:00',
    date_gmt: '2026-11-20T09:00:00',
    guid: { rendered: `http://localhost:8080/?p=${id}` },
    modified: '2026-11-20T10:00:00',
    modified_gmt: '2026-11-20T09:00:00',
    slug,
    status: 'publish',
    type: 'post',
    link: `http://localhost:8080/blog/${slug}`,
    title: { rendered: `Post ${id}` },
    content: { rendered: `<p>Body of post ${id}.</p>` },
    excerpt: { rendered: `<p>Excerpt of post ${id}.</p>` },
    author: 1,
    featured_media: embed.media ? embed.media.id : 0,
    comment_status: 'closed',
    ping_status: 'closed',
    sticky: false,
    template: '',
    format: 'standard',
    meta: {},
    categories: (embed.categories ?? []).map((term) => term.id),
    tags: [],
    lang: 'en',
    _embedded: {
      author: [{ id: 1, name: embed.author ?? 'Ana Editor', slug: 'ana' }],
      ...(embed.media ? { 'wp:featuredmedia': [embed.media] } : {}),
      'wp:term': [embed.categories ?? [], []],
    },
    ...overrides,
  };
}

export type BlogReply = { status?: number; data?: unknown; headers?: Record<string, string> };
/** Answers a path under the blog's root (`/wp-json/wp/v2/posts?page=1...`); throwing = no answer (the network). */
export type BlogHandler = (url: URL) => BlogReply | Promise<BlogReply>;

/** The blog's client answered by `handler` (every status resolves, as `validateStatus` says). */
export function mockBlog(handler: BlogHandler): { paths: string[]; restore: () => void } {
  const previous = blogHttp.defaults.adapter;
  const paths: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const path = config.url ?? '';
    paths.push(path);
    const { status = 200, data = null, headers = {} } = await handler(new URL(path, 'http://blog.test'));
    const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
    return { data, status, statusText: String(status), headers: lower, config, request: {} } as AxiosResponse;
  };
  blogHttp.defaults.adapter = adapter;
  return {
    paths,
    restore: () => {
      blogHttp.defaults.adapter = previous;
    },
  };
}

/** A page of posts as WordPress answers it: the posts and the paging headers. */
export const postsPage = (posts: WpPost[], total: number, totalPages: number): BlogReply => ({
  data: posts,
  headers: { 'X-WP-Total': String(total), 'X-WP-TotalPages': String(totalPages) },
});

export const invalidPage: BlogReply = {
  status: 400,
  data: {
    code: 'rest_post_invalid_page_number',
    message: 'The page number requested is larger than the number of pages available.',
    data: { status: 400 },
  },
};
