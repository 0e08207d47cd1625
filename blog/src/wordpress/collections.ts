// The wp/v2 read routes' logic: parameters (WordPress's names, types and errors), the query, the answer with
// `_embed` and `_fields`, and the paging WordPress reports in X-WP-Total, X-WP-TotalPages and Link.
import type pg from 'pg';
import {
  forbiddenContext,
  invalidPageNumber,
  invalidParams,
  invalidPostId,
  invalidTermId,
  noSearchTerm,
  orderbyIncludeMissing,
} from './errors';
import { collectionSpecs, parseParams, type Specs } from './params';
import type { Query, QueryValue } from './query';
import { pickFields, renderAuthor, renderCategory, renderMedia, renderPost, restRoot, type Urls } from './render';
import {
  categoriesByIds,
  findCategories,
  findCategory,
  findMedia,
  mediaByIds,
  POST_TYPE_ORDERBY,
  type PostRow,
} from './store';
import { findPost, findPosts } from './post-store';

type Json = Record<string, unknown>;

/** One answer: its body and WordPress's headers. */
export type Answer = { body: unknown; headers: Record<string, string> };

type Paged = { page: number; perPage: number; total: number };

export const ORDER = ['asc', 'desc'] as const;

/** `_fields` and `_embed` are WordPress's global parameters: any route, any value. */
type Embed = false | true | Set<string>;

/** The strings of a value given as `a,b`, `x[]=a&x[]=b` or `x[0]=a` (wp_parse_list); nested values are dropped. */
const listOf = (value: QueryValue | undefined): string[] =>
  (value === undefined ? [] : typeof value === 'string' ? [value] : Object.values(value))
    .filter((item): item is string => typeof item === 'string')
    .flatMap((item) => item.split(/[\s,]+/))
    .filter(Boolean);

export function globals(query: Query): { fields: string[]; embed: Embed } {
  const fields = listOf(query.get('_fields'))
    .filter((field) => /^[A-Za-z0-9_:.-]{1,100}$/.test(field))
    .slice(0, 50);
  return { fields, embed: embedParam(query.get('_embed')) };
}

/** rest_parse_embed_param: `_embed`, `_embed=1` or `=true` embed every relation; `_embed=author,wp:term` only those. */
function embedParam(value: QueryValue | undefined): Embed {
  if (value === undefined) return false;
  const rels = listOf(value);
  if (!rels.length || rels.some((rel) => rel === '1' || rel === 'true')) return true;
  return new Set(rels.slice(0, 10));
}

/** X-WP-Total, X-WP-TotalPages and Link (prev, next) as WP_REST_Posts_Controller::get_items writes them. */
export function pagingHeaders(urls: Urls, route: string, query: Query, paged: Paged): Record<string, string> {
  const totalPages = Math.ceil(paged.total / paged.perPage);
  const links: string[] = [];
  // The request's own parameters, in the order it sent them, with the page set (add_query_arg).
  const at = (page: number) => {
    const params = new URLSearchParams(query.pairs as Array<[string, string]>);
    params.set('page', String(page));
    return `<${restRoot(urls)}/wp/v2/${route}?${params}>`;
  };
  if (paged.page > 1) links.push(`${at(Math.min(paged.page - 1, Math.max(totalPages, 1)))}; rel="prev"`);
  if (totalPages > paged.page) links.push(`${at(paged.page + 1)}; rel="next"`);
  return {
    'X-WP-Total': String(paged.total),
    'X-WP-TotalPages': String(totalPages),
    ...(links.length ? { Link: links.join(', ') } : {}),
  };
}

function viewContext(context: string, kind: 'posts' | 'terms' | 'users' = 'posts'): 'view' | 'embed' {
  if (context === 'edit') throw forbiddenContext(kind);
  return context === 'embed' ? 'embed' : 'view';
}

/** Posts with their `_embedded` (author, wp:featuredmedia, wp:term = [[categories], [tags]]), in two queries for the page. */
async function withEmbeds(pool: pg.Pool, urls: Urls, rows: PostRow[], items: Json[], embed: Embed): Promise<Json[]> {
  const wanted = (rel: string) => embed === true || (embed instanceof Set && embed.has(rel));
  const mediaIds = [...new Set(rows.flatMap((row) => (row.featured_media_id ? [row.featured_media_id] : [])))];
  const categoryIds = [...new Set(rows.flatMap((row) => row.categories))];
  const [media, categories] = await Promise.all([
    mediaByIds(pool, mediaIds, false),
    categoriesByIds(pool, categoryIds),
  ]);
  const mediaById = new Map(media.map((row) => [row.id, row]));
  const categoryById = new Map(categories.map((row) => [row.id, row]));
  return items.map((item, index) => {
    const row = rows[index];
    const featured = row.featured_media_id ? mediaById.get(row.featured_media_id) : undefined;
    return {
      ...item,
      _embedded: {
        ...(wanted('author')
          ? {
              author: [
                renderAuthor(urls, { id: row.author_id, name: row.author_name, slug: row.author_slug }, 'embed'),
              ],
            }
          : {}),
        ...(featured && wanted('wp:featuredmedia')
          ? { 'wp:featuredmedia': [renderMedia(urls, featured, 'embed')] }
          : {}),
        ...(wanted('wp:term')
          ? {
              'wp:term': [
                row.categories.flatMap((id) => {
                  const category = categoryById.get(id);
                  return category ? [renderCategory(urls, category, 'embed')] : [];
                }),
                [],
              ],
            }
          : {}),
      },
    };
  });
}

/** A post type's orderby and order (posts and media take the same). */
const postTypeOrder = {
  orderby: { type: 'string', maxLength: 20, enum: POST_TYPE_ORDERBY, default: 'date' },
  order: { type: 'string', maxLength: 4, enum: ORDER, default: 'desc' },
} as const satisfies Specs;

/** Refuses, as WordPress does, an order by relevance without a search and an order by include without ids. */
function checkPostTypeOrder(params: { orderby: string; search?: string; include: number[] }): void {
  if (params.orderby === 'relevance' && !params.search) throw noSearchTerm();
  if (params.orderby === 'include' && !params.include.length) throw orderbyIncludeMissing();
}

/** WordPress's post formats (get_post_format_slugs); every post of ours is 'standard'. */
const FORMATS = ['standard', 'aside', 'chat', 'gallery', 'link', 'image', 'quote', 'status', 'video', 'audio'];

/** Every parameter of WP_REST_Posts_Controller::get_collection_params for posts: served, or refused as WordPress does. */
export const postSpecs = {
  ...collectionSpecs,
  // Any text, as in WordPress: a slug that no post has finds nothing (200 []), never a 400, so a mistyped address
  // is a not-found page and not "the blog is unavailable".
  slug: { type: 'string-list' },
  author: { type: 'integer-list' },
  author_exclude: { type: 'integer-list' },
  categories: { type: 'term-query', operator: true, children: true },
  categories_exclude: { type: 'term-query', operator: false, children: true },
  tags: { type: 'term-query', operator: true, children: false },
  tags_exclude: { type: 'term-query', operator: false, children: false },
  tax_relation: { type: 'string', maxLength: 3, enum: ['AND', 'OR'] },
  include: { type: 'integer-list' },
  exclude: { type: 'integer-list' },
  offset: { type: 'integer' },
  after: { type: 'date-time' },
  before: { type: 'date-time' },
  modified_after: { type: 'date-time' },
  modified_before: { type: 'date-time' },
  search_columns: { type: 'string-list', enum: ['post_title', 'post_content', 'post_excerpt'] },
  search_semantics: { type: 'string', maxLength: 5, enum: ['exact'] },
  sticky: { type: 'boolean' },
  // Without sticky posts, putting them first or not changes nothing.
  ignore_sticky: { type: 'boolean', default: true },
  format: { type: 'string-list', enum: FORMATS },
  // The Polylang plugin's filter: one language code or several, comma separated.
  lang: { type: 'string-list' },
  // Only published posts exist for readers; asking for another status is forbidden, as to a guest of WordPress.
  status: {
    type: 'string-list',
    enum: [
      'publish',
      'future',
      'draft',
      'pending',
      'private',
      'trash',
      'auto-draft',
      'inherit',
      'request-pending',
      'request-confirmed',
      'request-failed',
      'request-completed',
      'any',
    ],
  },
  ...postTypeOrder,
} as const satisfies Specs;

export async function listPosts(pool: pg.Pool, urls: Urls, query: Query): Promise<Answer> {
  const params = parseParams(query, postSpecs);
  if (params.status?.some((status) => status !== 'publish')) throw forbiddenStatus();
  const context = viewContext(params.context);
  checkPostTypeOrder(params);
  const { rows, total } = await findPosts(pool, {
    page: params.page,
    perPage: params.per_page,
    // WP_Query takes the offset's absolute value.
    offset: params.offset === undefined ? undefined : Math.abs(params.offset),
    search: params.search,
    searchColumns: params.search_columns as Array<'post_title'>,
    searchExact: params.search_semantics === 'exact',
    slugs: params.slug,
    authors: params.author,
    authorsExclude: params.author_exclude,
    categories: params.categories,
    categoriesExclude: params.categories_exclude.terms,
    tags: params.tags,
    taxRelation: params.tax_relation === 'OR' ? 'OR' : 'AND',
    include: params.include,
    exclude: params.exclude,
    after: params.after,
    before: params.before,
    modifiedAfter: params.modified_after,
    modifiedBefore: params.modified_before,
    stickyOnly: params.sticky === true,
    formats: params.format,
    languages: params.lang,
    orderby: params.orderby as 'date',
    order: params.order as 'desc',
  });
  // WordPress counts nothing when the page found no post (WP_Query::set_found_posts), then counts again without
  // the page for a page past 1, which still skips the offset: an empty page 1, or an offset past the end, is 0.
  const offset = params.offset === undefined ? undefined : Math.abs(params.offset);
  const counted = rows.length || (params.page > 1 && (offset === undefined || offset < total)) ? total : 0;
  const maxPages = Math.ceil(counted / params.per_page);
  if (params.page > maxPages && counted > 0) throw invalidPageNumber();
  const { fields, embed } = globals(query);
  let items: Json[] = rows.map((row) => renderPost(urls, row, context));
  if (embed) items = await withEmbeds(pool, urls, rows, items, embed);
  return {
    body: items.map((item) => pickFields(item, fields)),
    headers: pagingHeaders(urls, 'posts', query, { page: params.page, perPage: params.per_page, total: counted }),
  };
}

/** WordPress's answer to a guest who asks for drafts: a 400 naming `status`. */
function forbiddenStatus() {
  return invalidParams({ status: { code: 'rest_forbidden_status', message: 'Status is forbidden.' } });
}

export const itemSpecs = { context: collectionSpecs.context } as const satisfies Specs;

export async function getPost(pool: pg.Pool, urls: Urls, id: number, query: Query): Promise<Answer> {
  const context = viewContext(parseParams(query, itemSpecs).context);
  const row = await findPost(pool, id);
  if (!row) throw invalidPostId();
  const { fields, embed } = globals(query);
  let [item] = [renderPost(urls, row, context)];
  if (embed) [item] = await withEmbeds(pool, urls, [row], [item], embed);
  return { body: pickFields(item, fields), headers: {} };
}

/** WP_REST_Terms_Controller's parameters; `parent` only for a hierarchical taxonomy (categories). */
export const tagSpecs = {
  ...collectionSpecs,
  slug: { type: 'string-list' },
  include: { type: 'integer-list' },
  exclude: { type: 'integer-list' },
  offset: { type: 'integer' },
  hide_empty: { type: 'boolean', default: false },
  post: { type: 'integer', minimum: 1 },
  orderby: {
    type: 'string',
    maxLength: 20,
    enum: ['id', 'include', 'name', 'slug', 'include_slugs', 'term_group', 'description', 'count'],
    default: 'name',
  },
  order: { type: 'string', maxLength: 4, enum: ORDER, default: 'asc' },
} as const satisfies Specs;
export const categorySpecs = { ...tagSpecs, parent: { type: 'integer', minimum: 0 } } as const satisfies Specs;

/** Where a page of a term or media list starts: an offset replaces the page's (WP_Query takes its absolute value). */
function pageStart(params: { page: number; per_page: number; offset?: number }): number {
  return params.offset === undefined ? (params.page - 1) * params.per_page : Math.abs(params.offset);
}

export async function listCategories(pool: pg.Pool, urls: Urls, query: Query): Promise<Answer> {
  const params = parseParams(query, categorySpecs);
  const context = viewContext(params.context, 'terms');
  // Our categories are flat: every one has parent 0.
  const noneUnderParent = params.parent !== undefined && params.parent !== 0;
  const orderby = { include_slugs: 'slug', term_group: 'id' }[params.orderby as string] ?? params.orderby;
  if (orderby === 'include' && !params.include.length) throw orderbyIncludeMissing();
  const { rows, total } = noneUnderParent
    ? { rows: [], total: 0 }
    : await findCategories(pool, {
        perPage: params.per_page,
        offset: pageStart(params),
        search: params.search,
        slugs: params.slug,
        include: params.include,
        exclude: params.exclude,
        hideEmpty: params.hide_empty,
        post: params.post,
        orderby: orderby as 'name',
        order: params.order as 'asc',
      });
  const { fields } = globals(query);
  return {
    body: rows.map((row) => pickFields(renderCategory(urls, row, context), fields)),
    headers: pagingHeaders(urls, 'categories', query, { page: params.page, perPage: params.per_page, total }),
  };
}

export async function getCategory(pool: pg.Pool, urls: Urls, id: number, query: Query): Promise<Answer> {
  const context = viewContext(parseParams(query, itemSpecs).context, 'terms');
  const row = await findCategory(pool, id);
  if (!row) throw invalidTermId();
  return { body: pickFields(renderCategory(urls, row, context), globals(query).fields), headers: {} };
}

/** We have no tags: an empty collection with WordPress's paging headers, whatever (valid) filter is asked. */
export function listTags(query: Query): Answer {
  viewContext(parseParams(query, tagSpecs).context, 'terms');
  return { body: [], headers: { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' } };
}

/** A tag by id: there is none. */
export function getTag(query: Query): Answer {
  viewContext(parseParams(query, itemSpecs).context, 'terms');
  throw invalidTermId();
}

const latest = (...dates: Array<Date | undefined>) =>
  dates.reduce<Date | undefined>((a, b) => (!a || (b && b > a) ? b : a), undefined);
const earliest = (...dates: Array<Date | undefined>) =>
  dates.reduce<Date | undefined>((a, b) => (!a || (b && b < a) ? b : a), undefined);

/** WP_REST_Attachments_Controller's parameters (those of posts without taxonomies, plus media's own). */
export const mediaSpecs = {
  ...collectionSpecs,
  include: { type: 'integer-list' },
  exclude: { type: 'integer-list' },
  author: { type: 'integer-list' },
  author_exclude: { type: 'integer-list' },
  parent: { type: 'integer-list' },
  parent_exclude: { type: 'integer-list' },
  slug: { type: 'string-list' },
  offset: { type: 'integer' },
  after: { type: 'date-time' },
  before: { type: 'date-time' },
  modified_after: { type: 'date-time' },
  modified_before: { type: 'date-time' },
  media_type: { type: 'string', maxLength: 20, enum: ['image', 'video', 'text', 'application', 'audio'] },
  mime_type: { type: 'string', maxLength: 100 },
  status: { type: 'string-list', enum: ['inherit', 'private', 'trash'] },
  ...postTypeOrder,
} as const satisfies Specs;

export async function listMedia(pool: pg.Pool, urls: Urls, query: Query): Promise<Answer> {
  const params = parseParams(query, mediaSpecs);
  if (params.status.some((status) => status !== 'inherit')) throw forbiddenStatus();
  const context = viewContext(params.context);
  checkPostTypeOrder(params);
  // Every upload is an image; a mime_type is a full type (image/webp) or a kind (image), as WordPress matches it.
  const mime = params.mime_type?.toLowerCase();
  const noneOfThatType = (params.media_type && params.media_type !== 'image') || (mime && !/^image(\/|$)/.test(mime));
  const { rows, total } = noneOfThatType
    ? { rows: [], total: 0 }
    : await findMedia(pool, {
        perPage: params.per_page,
        offset: pageStart(params),
        search: params.search,
        include: params.include,
        exclude: params.exclude,
        authors: params.author,
        authorsExclude: params.author_exclude,
        parent: params.parent,
        parentExclude: params.parent_exclude,
        slugs: params.slug,
        mimeType: mime?.includes('/') ? mime : undefined,
        // An upload is never changed: its modified date is its date.
        after: latest(params.after, params.modified_after),
        before: earliest(params.before, params.modified_before),
        orderby: params.orderby as 'date',
        order: params.order as 'desc',
      });
  const counted = rows.length || params.page > 1 ? total : 0;
  if (params.page > Math.ceil(counted / params.per_page) && counted > 0) throw invalidPageNumber();
  const { fields } = globals(query);
  return {
    body: rows.map((row) => pickFields(renderMedia(urls, row, context), fields)),
    headers: pagingHeaders(urls, 'media', query, { page: params.page, perPage: params.per_page, total: counted }),
  };
}

export async function getMedia(pool: pg.Pool, urls: Urls, id: number, query: Query): Promise<Answer> {
  const context = viewContext(parseParams(query, itemSpecs).context);
  const [row] = await mediaByIds(pool, [id]);
  if (!row) throw invalidPostId();
  return { body: pickFields(renderMedia(urls, row, context), globals(query).fields), headers: {} };
}
