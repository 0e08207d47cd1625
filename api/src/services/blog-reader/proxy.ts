// The rules of the /blog-api proxy (docs/blog.md#the-proxy): which paths and query parameters of the blog's server
// the browser may read through the site, which answer headers come back, and the posts' HTML sanitised on the way.
import { articleHtml } from '../rich-text';

/** The REST routes readers use: the index, posts, categories, tags, media and users, as lists or by numeric id. */
const REST_PATH = /^\/wp-json\/(?:wp\/v2\/(?:posts|categories|tags|media|users)(?:\/\d{1,10})?)?$/;
/** Uploaded files: `/wp-content/uploads/2026/11/name-12.webp`, plain names only (no `..`, no encoded characters). */
const UPLOAD_PATH =
  /^\/wp-content\/uploads\/(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,150}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,150}$/;

export type ProxyTarget = { kind: 'rest' | 'upload'; path: string };

/** The path under the blog's root a proxied path names, or null when the proxy does not forward it. */
export function proxyTarget(path: string): ProxyTarget | null {
  if (path.includes('..')) return null;
  if (REST_PATH.test(path)) return { kind: 'rest', path };
  if (UPLOAD_PATH.test(path)) return { kind: 'upload', path };
  return null;
}

/**
 * The read parameters of WordPress's collections. Anything else is dropped: `_jsonp` (script on our origin),
 * `_method` and `_envelope` (other calls, other shapes), `context=edit` (needs a login anyway).
 */
const QUERY_NAMES = new Set([
  '_embed',
  '_fields',
  'page',
  'per_page',
  'offset',
  'slug',
  'search',
  'categories',
  'categories_exclude',
  'tags',
  'tags_exclude',
  'include',
  'exclude',
  'orderby',
  'order',
  'hide_empty',
  'parent',
  'post',
  'lang',
  'author',
  'before',
  'after',
  'sticky',
  'media_type',
  'mime_type',
  'context',
]);
const MAX_QUERY_PARAMS = 20;
const MAX_QUERY_VALUE = 200;

/** The query forwarded: known read parameters only, at most 20, each value at most 200 characters; `context=view|embed`. */
export function proxyQuery(search: URLSearchParams): string {
  const kept = new URLSearchParams();
  let count = 0;
  for (const [name, value] of search) {
    if (count >= MAX_QUERY_PARAMS) break;
    if (!QUERY_NAMES.has(name) || value.length > MAX_QUERY_VALUE) continue;
    if (name === 'context' && value !== 'view' && value !== 'embed') continue;
    kept.append(name, value);
    count += 1;
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
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
 * WordPress's Link header (`<https://blog.example/wp-json/wp/v2/posts?page=2>; rel="next"`) with the blog's root
 * replaced by the proxy's; links elsewhere (`https://api.w.org/`) are dropped. Null when nothing is left.
 */
export function rewriteLink(header: string | null, blogRoot: string, proxyRoot = '/blog-api'): string | null {
  if (!header) return null;
  const kept: string[] = [];
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const [, href = '', params = ''] = match;
    if (!href.startsWith(`${blogRoot}/`)) continue;
    kept.push(`<${proxyRoot}${href.slice(blogRoot.length)}>${params}`);
  }
  return kept.length > 0 ? kept.join(', ') : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const HTML_FIELDS = new Set(['content', 'excerpt', 'caption', 'description']);
const MAX_DEPTH = 8;

/**
 * A REST answer with every HTML field WordPress renders (`content`, `excerpt`, `caption`, `description` as
 * `{rendered}`: posts, and media embedded in them or read alone) through the article allow-list; the rest as it came.
 */
export function sanitiseRestAnswer(data: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return data;
  if (Array.isArray(data)) return data.map((item) => sanitiseRestAnswer(item, depth + 1));
  if (!isRecord(data)) return data;
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    clean[key] =
      HTML_FIELDS.has(key) && isRecord(value) && typeof value.rendered === 'string'
        ? { ...value, rendered: articleHtml(value.rendered) }
        : sanitiseRestAnswer(value, depth + 1);
  }
  return clean;
}
