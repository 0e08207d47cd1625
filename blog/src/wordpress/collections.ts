// The wp/v2 read routes' logic: parameters (WordPress's names, types and errors), the query, the answer with
// `_embed` and `_fields`, and the paging WordPress reports in X-WP-Total, X-WP-TotalPages and Link.
import type pg from 'pg';
import {
  forbiddenContext,
  invalidPageNumber,
  invalidParams,
  invalidPostId,
  invalidTermId,
  invalidUserId,
  orderbyIncludeMissing,
} from './errors';
import { collectionSpecs, parseParams, type Specs } from './params';
import { pickFields, renderAuthor, renderCategory, renderMedia, renderPost, restRoot, type Urls } from './render';
import {
  authorName,
  categoriesByIds,
  findCategories,
  findCategory,
  findMedia,
  findPost,
  findPosts,
  mediaByIds,
  type PostRow,
} from './store';

type Json = Record<string, unknown>;

/** One answer: its body and WordPress's headers. */
export type Answer = { body: unknown; headers: Record<string, string> };

type Paged = { page: number; perPage: number; total: number; items: unknown[] };

const ORDER = ['asc', 'desc'] as const;

/** `_fields` and `_embed` are WordPress's global parameters: any route, any value. */
type Embed = false | true | Set<string>;

function globals(query: URLSearchParams): { fields: string[]; embed: Embed } {
  const fields = query
    .getAll('_fields')
    .concat(query.getAll('_fields[]'))
    .flatMap((value) => value.split(','))
    .map((field) => field.trim())
    .filter((field) => /^[A-Za-z0-9_:.-]{1,100}$/.test(field))
    .slice(0, 50);
  return { fields, embed: embedParam(query.getAll('_embed')) };
}

/** rest_parse_embed_param: `_embed`, `_embed=1` or `=true` embed every relation; `_embed=author,wp:term` only those. */
function embedParam(values: string[]): Embed {
  if (!values.length) return false;
  const rels = values.flatMap((value) => value.split(/[\s,]+/)).filter(Boolean);
  if (!rels.length || rels.some((rel) => rel === '1' || rel === 'true')) return true;
  return new Set(rels.slice(0, 10));
}

/** X-WP-Total, X-WP-TotalPages and Link (prev, next) as WP_REST_Posts_Controller::get_items writes them. */
function pagingHeaders(urls: Urls, route: string, query: URLSearchParams, paged: Paged): Record<string, string> {
  const totalPages = Math.ceil(paged.total / paged.perPage);
  const links: string[] = [];
  const at = (page: number) => {
    const params = new URLSearchParams(query);
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
        ...(wanted('author') ? { author: [renderAuthor(urls, row.author_id, row.author_name)] } : {}),
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

const postSpecs = {
  ...collectionSpecs,
  // Any text, as in WordPress: a slug that no post has finds nothing (200 []), never a 400, so a mistyped address
  // is a not-found page and not "the blog is unavailable".
  slug: { type: 'string-list' },
  categories: { type: 'integer-list' },
  categories_exclude: { type: 'integer-list' },
  include: { type: 'integer-list' },
  exclude: { type: 'integer-list' },
  after: { type: 'date-time' },
  before: { type: 'date-time' },
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
  orderby: {
    type: 'string',
    maxLength: 20,
    enum: ['date', 'id', 'include', 'modified', 'slug', 'title'],
    default: 'date',
  },
  order: { type: 'string', maxLength: 4, enum: ORDER, default: 'desc' },
} as const satisfies Specs;

export async function listPosts(pool: pg.Pool, urls: Urls, query: URLSearchParams): Promise<Answer> {
  const params = parseParams(query, postSpecs);
  if (params.status?.some((status) => status !== 'publish')) throw forbiddenStatus();
  const context = viewContext(params.context);
  if (params.orderby === 'include' && !params.include.length) throw orderbyIncludeMissing();
  const { rows, total } = await findPosts(pool, {
    page: params.page,
    perPage: params.per_page,
    search: params.search,
    slugs: params.slug,
    categories: params.categories,
    categoriesExclude: params.categories_exclude,
    include: params.include,
    exclude: params.exclude,
    after: params.after,
    before: params.before,
    languages: params.lang,
    orderby: params.orderby as 'date',
    order: params.order as 'desc',
  });
  const maxPages = Math.ceil(total / params.per_page);
  if (params.page > maxPages && total > 0) throw invalidPageNumber();
  const { fields, embed } = globals(query);
  let items: Json[] = rows.map((row) => renderPost(urls, row, context));
  if (embed) items = await withEmbeds(pool, urls, rows, items, embed);
  return {
    body: items.map((item) => pickFields(item, fields)),
    headers: pagingHeaders(urls, 'posts', query, { page: params.page, perPage: params.per_page, total, items }),
  };
}

/** WordPress's answer to a guest who asks for drafts: a 400 naming `status`. */
function forbiddenStatus() {
  return invalidParams({ status: { code: 'rest_forbidden_status', message: 'Status is forbidden.' } });
}

const itemSpecs = { context: collectionSpecs.context } as const satisfies Specs;

export async function getPost(pool: pg.Pool, urls: Urls, id: number, query: URLSearchParams): Promise<Answer> {
  const context = viewContext(parseParams(query, itemSpecs).context);
  const row = await findPost(pool, id);
  if (!row) throw invalidPostId();
  const { fields, embed } = globals(query);
  let [item] = [renderPost(urls, row, context)];
  if (embed) [item] = await withEmbeds(pool, urls, [row], [item], embed);
  return { body: pickFields(item, fields), headers: {} };
}

const categorySpecs = {
  ...collectionSpecs,
  per_page: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  slug: { type: 'string-list' },
  include: { type: 'integer-list' },
  exclude: { type: 'integer-list' },
  hide_empty: { type: 'boolean', default: false },
  post: { type: 'integer', minimum: 1 },
  parent: { type: 'integer', minimum: 0 },
  orderby: {
    type: 'string',
    maxLength: 20,
    enum: ['id', 'include', 'name', 'slug', 'include_slugs', 'term_group', 'description', 'count'],
    default: 'name',
  },
  order: { type: 'string', maxLength: 4, enum: ORDER, default: 'asc' },
} as const satisfies Specs;

export async function listCategories(pool: pg.Pool, urls: Urls, query: URLSearchParams): Promise<Answer> {
  const params = parseParams(query, categorySpecs);
  const context = viewContext(params.context, 'terms');
  // Our categories are flat: every one has parent 0.
  const noneUnderParent = params.parent !== undefined && params.parent !== 0;
  const orderby = { include_slugs: 'slug', term_group: 'id' }[params.orderby as string] ?? params.orderby;
  if (orderby === 'include' && !params.include.length) throw orderbyIncludeMissing();
  const { rows, total } = noneUnderParent
    ? { rows: [], total: 0 }
    : await findCategories(pool, {
        page: params.page,
        perPage: params.per_page,
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
    headers: pagingHeaders(urls, 'categories', query, {
      page: params.page,
      perPage: params.per_page,
      total,
      items: rows,
    }),
  };
}

export async function getCategory(pool: pg.Pool, urls: Urls, id: number, query: URLSearchParams): Promise<Answer> {
  const context = viewContext(parseParams(query, itemSpecs).context, 'terms');
  const row = await findCategory(pool, id);
  if (!row) throw invalidTermId();
  return { body: pickFields(renderCategory(urls, row, context), globals(query).fields), headers: {} };
}

/** We have no tags: an empty collection with WordPress's paging headers. */
export function listTags(query: URLSearchParams): Answer {
  parseParams(query, collectionSpecs);
  return { body: [], headers: { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' } };
}

const mediaSpecs = {
  ...collectionSpecs,
  include: { type: 'integer-list' },
  exclude: { type: 'integer-list' },
  parent: { type: 'integer-list' },
  slug: { type: 'string-list' },
  media_type: { type: 'string', maxLength: 20, enum: ['image', 'video', 'text', 'application', 'audio'] },
  orderby: { type: 'string', maxLength: 20, enum: ['date', 'id', 'include', 'slug', 'title'], default: 'date' },
  order: { type: 'string', maxLength: 4, enum: ORDER, default: 'desc' },
} as const satisfies Specs;

export async function listMedia(pool: pg.Pool, urls: Urls, query: URLSearchParams): Promise<Answer> {
  const params = parseParams(query, mediaSpecs);
  const context = viewContext(params.context);
  if (params.orderby === 'include' && !params.include.length) throw orderbyIncludeMissing();
  const { rows, total } =
    params.media_type && params.media_type !== 'image'
      ? { rows: [], total: 0 }
      : await findMedia(pool, {
          page: params.page,
          perPage: params.per_page,
          search: params.search,
          include: params.include,
          exclude: params.exclude,
          parent: params.parent,
          slugs: params.slug,
          orderby: params.orderby as 'date',
          order: params.order as 'desc',
        });
  if (params.page > Math.ceil(total / params.per_page) && total > 0) throw invalidPageNumber();
  const { fields } = globals(query);
  return {
    body: rows.map((row) => pickFields(renderMedia(urls, row, context), fields)),
    headers: pagingHeaders(urls, 'media', query, { page: params.page, perPage: params.per_page, total, items: rows }),
  };
}

export async function getMedia(pool: pg.Pool, urls: Urls, id: number, query: URLSearchParams): Promise<Answer> {
  const context = viewContext(parseParams(query, itemSpecs).context);
  const [row] = await mediaByIds(pool, [id]);
  if (!row) throw invalidPostId();
  return { body: pickFields(renderMedia(urls, row, context), globals(query).fields), headers: {} };
}

/**
 * An author of public posts, as `_links.author` names them: WordPress shows a guest the users who have published
 * posts. Id 0 (a post whose author's account is gone) and anyone else: rest_user_invalid_id.
 */
export async function getUser(pool: pg.Pool, urls: Urls, id: number, query: URLSearchParams): Promise<Answer> {
  const context = viewContext(parseParams(query, itemSpecs).context, 'users');
  const name = id > 0 ? await authorName(pool, id) : null;
  if (name === null) throw invalidUserId();
  const user = renderAuthor(urls, id, name);
  return { body: pickFields(context === 'view' ? { ...user, meta: {} } : user, globals(query).fields), headers: {} };
}

/** GET /wp-json/: the index, as far as a client needs it to find the wp/v2 namespace and our routes. */
export function index(urls: Urls): Answer {
  const route = (path: string) => ({
    namespace: 'wp/v2',
    methods: ['GET'],
    endpoints: [{ methods: ['GET'], args: {} }],
    _links: { self: [{ href: `${restRoot(urls)}${path}` }] },
  });
  return {
    body: {
      name: 'EuLangJobs',
      description: 'Advice for multilingual job seekers in Europe',
      url: urls.siteUrl,
      home: `${urls.siteUrl}/blog`,
      gmt_offset: '0',
      timezone_string: 'UTC',
      namespaces: ['wp/v2'],
      authentication: [],
      routes: Object.fromEntries(
        ['/wp/v2/posts', '/wp/v2/categories', '/wp/v2/tags', '/wp/v2/media', '/wp/v2/users/(?P<id>[\\d]+)'].map(
          (path) => [path, route(path)],
        ),
      ),
      _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
    },
    headers: {},
  };
}
