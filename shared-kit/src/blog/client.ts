// The blog client (docs/blog.md#the-blog-client): the product's second API client, which reads a WordPress REST API
// (wp/v2): the blog service of this repository, or a real WordPress named by BLOG_API_URL. It turns WordPress's
// answers into the blog's own view types. The transport is given: axios in the browser (through the site's
// /blog-api proxy), fetch in the api (server-rendered pages, RSS, sitemap). No React, no DOM.
import { parseJobListPath } from '../contracts/job-list-path';
import { htmlToText } from './text';
import { JOB_LIST_META_KEY, type WpError, type WpMedia, type WpPost, type WpTerm, type WpUser } from './wordpress';

/** One answer of the blog's server. The transport resolves for every HTTP status and rejects only when no answer came. */
export type BlogResponse = { status: number; data: unknown; header: (name: string) => string | null };
/** GET of a path under the WordPress site's root, e.g. `/wp-json/wp/v2/posts?page=2&_embed=1`. */
export type BlogTransport = (path: string) => Promise<BlogResponse>;

/** The blog's server did not answer, or answered something unusable: the blog area says so, with a retry. */
export class BlogUnavailableError extends Error {
  constructor(
    readonly status: number | null,
    message = 'The blog is unavailable',
  ) {
    super(message);
    this.name = 'BlogUnavailableError';
  }
}

export type BlogImage = { url: string; alt: string; width: number | null; height: number | null };
export type BlogCategoryRef = { id: number; slug: string; name: string };
export type BlogCategory = BlogCategoryRef & { description: string; count: number };

export type BlogPostSummary = {
  id: number;
  slug: string;
  /** Plain text (entities decoded). */
  title: string;
  /** Plain text. */
  excerpt: string;
  /** ISO 8601, UTC. */
  date: string;
  modified: string;
  /** ISO 639-1 code when the server says (Polylang's `lang`), else null. */
  language: string | null;
  image: BlogImage | null;
  /** Known only from an `_embed` answer; empty without. */
  categories: BlogCategoryRef[];
  author: string | null;
};

export type BlogPost = BlogPostSummary & {
  /** The post's HTML as the server rendered it. The api's proxy sanitises it (docs/blog.md#the-proxy). */
  html: string;
  /** The job list the post talks about: its meta field, else the first link in the text to a job list; or null. */
  jobListPath: string | null;
};

export type BlogPage<T> = { items: T[]; page: number; total: number; totalPages: number };

export type PostsQuery = {
  page?: number;
  perPage?: number;
  /** Posts of this category id only. */
  category?: number;
  search?: string;
  /** With `_embed` (images, categories, author); default true. */
  embed?: boolean;
};

const API = '/wp-json/wp/v2';
export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PER_PAGE = 100;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isError(value: unknown): value is WpError {
  return isRecord(value) && typeof value.code === 'string';
}

/** WordPress's GMT times carry no zone: "2026-11-20T09:00:00" is UTC. */
function utc(gmt: string | null | undefined, local: string): string {
  const value = gmt || local;
  return /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? new Date(value).toISOString() : new Date(`${value}Z`).toISOString();
}

function image(post: WpPost): BlogImage | null {
  const media = post._embedded?.['wp:featuredmedia']?.find(
    (item): item is WpMedia => !isError(item) && isRecord(item) && typeof item.source_url === 'string',
  );
  if (!media) return null;
  const sizes = media.media_details?.sizes ?? {};
  // The largest size made for content, else the original.
  const size = sizes.large ?? sizes.medium_large ?? sizes.full;
  return {
    url: size?.source_url ?? media.source_url,
    alt: media.alt_text ?? '',
    width: size?.width ?? media.media_details?.width ?? null,
    height: size?.height ?? media.media_details?.height ?? null,
  };
}

function categoryRefs(post: WpPost): BlogCategoryRef[] {
  const terms = post._embedded?.['wp:term']?.flat() ?? [];
  return terms
    .filter((term): term is WpTerm => isRecord(term) && term.taxonomy === 'category')
    .map((term) => ({ id: term.id, slug: term.slug, name: htmlToText(term.name) }));
}

function author(post: WpPost): string | null {
  const user = post._embedded?.author?.find((item): item is WpUser => !isError(item) && isRecord(item));
  return user?.name ? htmlToText(user.name) : null;
}

export function toPostSummary(post: WpPost): BlogPostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: htmlToText(post.title?.rendered ?? ''),
    excerpt: htmlToText(post.excerpt?.rendered ?? ''),
    date: utc(post.date_gmt, post.date),
    modified: utc(post.modified_gmt, post.modified ?? post.date),
    language: typeof post.lang === 'string' && /^[a-z]{2}$/.test(post.lang) ? post.lang : null,
    image: image(post),
    categories: categoryRefs(post),
    author: author(post),
  };
}

/** The first link of the text to one of the site's job lists (`href="/jobs-in-netherlands-for-dutch-speakers"`). */
function linkedJobList(html: string): string | null {
  for (const match of html.matchAll(/href\s*=\s*["'](\/[^"'#?\s]*)/gi)) {
    if (parseJobListPath(match[1])) return match[1];
  }
  return null;
}

export function toPost(post: WpPost): BlogPost {
  const html = post.content?.rendered ?? '';
  const meta = isRecord(post.meta) ? post.meta[JOB_LIST_META_KEY] : undefined;
  const fromMeta = typeof meta === 'string' && parseJobListPath(meta) ? meta : null;
  return { ...toPostSummary(post), html, jobListPath: fromMeta ?? linkedJobList(html) };
}

export function toCategory(term: WpTerm): BlogCategory {
  return {
    id: term.id,
    slug: term.slug,
    name: htmlToText(term.name),
    description: htmlToText(term.description ?? ''),
    count: term.count ?? 0,
  };
}

function intHeader(response: BlogResponse, name: string): number | null {
  const value = Number(response.header(name));
  return Number.isInteger(value) && value >= 0 ? value : null;
}

export type BlogClient = ReturnType<typeof createBlogClient>;

export function createBlogClient(transport: BlogTransport) {
  async function get(path: string): Promise<BlogResponse> {
    let response: BlogResponse;
    try {
      response = await transport(path);
    } catch (error) {
      throw error instanceof BlogUnavailableError ? error : new BlogUnavailableError(null, String(error));
    }
    return response;
  }

  function unusable(response: BlogResponse): never {
    throw new BlogUnavailableError(response.status, `The blog answered ${response.status}`);
  }

  return {
    /**
     * One page of published posts, newest first; null when the page is past the last one (WordPress answers 400
     * rest_post_invalid_page_number). Page 1 of an empty blog is an empty page.
     */
    async listPosts(query: PostsQuery = {}): Promise<BlogPage<BlogPostSummary> | null> {
      const page = query.page ?? 1;
      const perPage = Math.min(query.perPage ?? BLOG_PAGE_SIZE, BLOG_MAX_PER_PAGE);
      const params = new URLSearchParams({ page: String(page), per_page: String(perPage) });
      if (query.category !== undefined) params.set('categories', String(query.category));
      if (query.search) params.set('search', query.search);
      if (query.embed !== false) params.set('_embed', '1');
      const response = await get(`${API}/posts?${params}`);
      if (response.status === 400 && isError(response.data) && response.data.code === 'rest_post_invalid_page_number')
        return null;
      if (response.status !== 200 || !Array.isArray(response.data)) unusable(response);
      const items = (response.data as WpPost[]).filter(isRecord).map(toPostSummary);
      const total = intHeader(response, 'X-WP-Total') ?? items.length;
      const totalPages = intHeader(response, 'X-WP-TotalPages') ?? (items.length > 0 ? page : 0);
      return { items, page, total, totalPages };
    },

    /** A published post by its slug, or null. */
    async postBySlug(slug: string): Promise<BlogPost | null> {
      const params = new URLSearchParams({ slug, _embed: '1' });
      const response = await get(`${API}/posts?${params}`);
      if (response.status !== 200 || !Array.isArray(response.data)) unusable(response);
      const [post] = (response.data as WpPost[]).filter((item) => isRecord(item) && item.slug === slug);
      return post ? toPost(post) : null;
    },

    /** The categories that have published posts, by name. */
    async categories(): Promise<BlogCategory[]> {
      const params = new URLSearchParams({ per_page: String(BLOG_MAX_PER_PAGE), hide_empty: 'true', orderby: 'name' });
      const response = await get(`${API}/categories?${params}`);
      if (response.status !== 200 || !Array.isArray(response.data)) unusable(response);
      return (response.data as WpTerm[])
        .filter((term) => isRecord(term) && term.taxonomy === 'category')
        .map(toCategory);
    },

    /** A category by its slug, or null. */
    async categoryBySlug(slug: string): Promise<BlogCategory | null> {
      const response = await get(`${API}/categories?${new URLSearchParams({ slug })}`);
      if (response.status !== 200 || !Array.isArray(response.data)) unusable(response);
      const [term] = (response.data as WpTerm[]).filter((item) => isRecord(item) && item.slug === slug);
      return term ? toCategory(term) : null;
    },
  };
}
