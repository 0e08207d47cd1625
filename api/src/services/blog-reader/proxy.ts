// The rules of the /blog-api proxy (docs/blog.md#the-proxy): which paths and query parameters of the blog's server
// the browser may read through the site, which answer headers come back, and the posts' HTML sanitised on the way.
import { articleHtml } from '../rich-text';

/**
 * The REST routes readers use: the index, the wp/v2 namespace, posts, categories, tags, media and users as lists
 * or by numeric id, and the post types and taxonomies they link to (`about`, `wp:items`).
 */
const REST_PATH =
  /^\/wp-json\/(?:wp\/v2(?:\/(?:posts|categories|tags|media|users)(?:\/\d{1,10})?|\/(?:types|taxonomies)(?:\/[a-z0-9_-]{1,50})?)?)?$/;
/** Uploaded files: `/wp-content/uploads/2026/11/name-12.webp`, plain names only (no `..`, no encoded characters). */
const UPLOAD_PATH =
  /^\/wp-content\/uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,150}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,150}$/;

export type ProxyTarget = { kind: 'rest' | 'upload'; path: string };

/**
 * The path under the blog's root a proxied path names, or null when the proxy does not forward it. A REST route
 * may also come as WordPress's `/?rest_route=/wp/v2/posts` (or `/index.php?rest_route=`, a site without pretty
 * permalinks): the same routes are allowed, and it goes to the blog in that form.
 */
export function proxyTarget(path: string, search: URLSearchParams = new URLSearchParams()): ProxyTarget | null {
  if (path.includes('..')) return null;
  if (REST_PATH.test(path)) return { kind: 'rest', path };
  if (UPLOAD_PATH.test(path)) return { kind: 'upload', path };
  const route = search.get('rest_route');
  if ((path === '/' || path === '/index.php') && route !== null && REST_PATH.test(`/wp-json${route}`))
    return { kind: 'rest', path: `/?rest_route=${encodeURIComponent(route)}` };
  return null;
}

/**
 * The read parameters of WordPress's routes that the proxy forwards (posts, terms, media, users, taxonomies), each
 * also in PHP's array forms (`categories[]=2`, `categories[0]=2`, `categories[terms][]=2`): what the blog does not
 * know it ignores, as WordPress does, and what it cannot serve it refuses. Anything else is dropped: `_jsonp` (script
 * on our origin), `_method` and `_envelope` (other calls, other shapes), `context=edit` (needs a login anyway).
 */
const QUERY_NAMES = new Set([
  '_embed',
  '_fields',
  'page',
  'per_page',
  'offset',
  'slug',
  'search',
  'search_columns',
  'search_semantics',
  'categories',
  'categories_exclude',
  'tags',
  'tags_exclude',
  'tax_relation',
  'include',
  'exclude',
  'orderby',
  'order',
  'hide_empty',
  'parent',
  'parent_exclude',
  'post',
  'lang',
  'author',
  'author_exclude',
  'before',
  'after',
  'modified_before',
  'modified_after',
  'sticky',
  'ignore_sticky',
  'format',
  'status',
  'media_type',
  'mime_type',
  'roles',
  'capabilities',
  'who',
  'has_published_posts',
  'type',
  'context',
]);
/** A name, and PHP's brackets after it (at most two: `categories[terms][]`). */
const QUERY_NAME = /^([a-z_]{1,30})((?:\[[A-Za-z0-9_]{0,20}\]){0,2})$/;
/** Pairs: 100 ids of `include[]=` fit, nothing unbounded does. */
const MAX_QUERY_PARAMS = 120;
const MAX_QUERY_VALUE = 200;

/**
 * The query forwarded: known read parameters only (with their array forms), at most 120 pairs, each value at most
 * 200 characters; `context` only as `view` or `embed`.
 */
export function proxyQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  let count = 0;
  for (const [name, value] of search) {
    if (count >= MAX_QUERY_PARAMS) break;
    const match = QUERY_NAME.exec(name);
    if (!match || !QUERY_NAMES.has(match[1] ?? '') || value.length > MAX_QUERY_VALUE) continue;
    if (match[1] === 'context' && (match[2] || (value !== 'view' && value !== 'embed'))) continue;
    kept.append(name, value);
    count += 1;
  }
  return kept.toString();
}

/** The answer headers passed on to the browser (Link separately, rewritten). */
export const PASSED_HEADERS = ['x-wp-total', 'x-wp-totalpages', 'etag', 'cache-control', 'last-modified'] as const;
/** The request headers passed on to the blog: cache validators only, nothing that identifies the visitor. */
export const FORWARDED_HEADERS = ['if-none-match', 'if-modified-since'] as const;

/** Images the proxy serves from uploads; anything else there (an HTML error page, an SVG) is not served. */
const IMAGE_TYPES = /^image\/(?:jpeg|png|webp|gif|avif)$/;
export const isServedImage = (contentType: string | null) =>
  !!contentType && IMAGE_TYPES.test(contentType.split(';')[0]?.trim().toLowerCase() ?? '');

/**
 * An address of the blog's as the browser reaches it through the proxy: under the blog's root, a REST address
 * (`/wp-json/...`, `/?rest_route=...`) or an upload becomes the same under the proxy's root (absolute, on the site's
 * public origin: what a client called); anything else stays as it was, and is null for the Link header's sake.
 */
export function proxiedUrl(href: string, blogRoot: string, proxyRoot: string): string | null {
  if (!href.startsWith(`${blogRoot}/`)) return null;
  const rest = href.slice(blogRoot.length);
  return /^\/(?:wp-json(?:[/?]|$)|(?:index\.php)?\?rest_route=|wp-content\/uploads\/)/.test(rest)
    ? `${proxyRoot}${rest}`
    : null;
}

/**
 * WordPress's Link header (`<https://blog.example/wp-json/wp/v2/posts?page=2>; rel="next"`, the REST root's
 * `rel="https://api.w.org/"`) with the blog's root replaced by the proxy's; links elsewhere are dropped. Null when
 * nothing is left.
 */
export function rewriteLink(header: string | null, blogRoot: string, proxyRoot: string): string | null {
  if (!header) return null;
  const kept: string[] = [];
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const [, href = '', params = ''] = match;
    const proxied = proxiedUrl(href, blogRoot, proxyRoot);
    if (proxied) kept.push(`<${proxied}>${params}`);
  }
  return kept.length > 0 ? kept.join(', ') : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const HTML_FIELDS = new Set(['content', 'excerpt', 'caption', 'description']);
/** Deep enough for an embedded term's link: [post] > _embedded > wp:term > [[term]] > _links > self > [link] > href. */
const MAX_DEPTH = 12;

/**
 * A REST answer with every HTML field WordPress renders (`content`, `excerpt`, `caption`, `description` as
 * `{rendered}`: posts, and media embedded in them or read alone) through the article allow-list, and every address
 * of the blog's (`_links`, `source_url`) rewritten by `url` to the proxy's; the rest as it came.
 */
export function sanitiseRestAnswer(data: unknown, url: (href: string) => string = (href) => href, depth = 0): unknown {
  if (depth > MAX_DEPTH) return data;
  if (typeof data === 'string') return url(data);
  if (Array.isArray(data)) return data.map((item) => sanitiseRestAnswer(item, url, depth + 1));
  if (!isRecord(data)) return data;
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    clean[key] =
      HTML_FIELDS.has(key) && isRecord(value) && typeof value.rendered === 'string'
        ? { ...value, rendered: articleHtml(value.rendered) }
        : sanitiseRestAnswer(value, url, depth + 1);
  }
  return clean;
}

/** What the proxy lets any site's scripts read of the blog's public answers (as the blog service and WordPress do). */
export const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'X-WP-Total, X-WP-TotalPages, Link',
} as const;
