// The users routes as WordPress answers a guest (WP_REST_Users_Controller): the authors of public posts, with only
// public fields, the same object embedded in a post and read at /users/{id} (docs/blog.md#authors).
import type pg from 'pg';
import { forbiddenContext, invalidUserId, usersForbidden } from './errors';
import { collectionSpecs, parseParams, type Specs } from './params';
import type { Query } from './query';
import { pickFields, renderAuthor, type Urls } from './render';
import { findAuthor, findAuthors } from './author-store';
import { type Answer, globals, ORDER, pagingHeaders } from './collections';

export const userSpecs = {
  ...collectionSpecs,
  exclude: { type: 'integer-list' },
  include: { type: 'integer-list' },
  offset: { type: 'integer' },
  order: { type: 'string', maxLength: 4, enum: ORDER, default: 'asc' },
  orderby: {
    type: 'string',
    maxLength: 20,
    enum: ['id', 'include', 'name', 'registered_date', 'slug', 'include_slugs', 'email', 'url'],
    default: 'name',
  },
  slug: { type: 'string-list' },
  roles: { type: 'string-list' },
  capabilities: { type: 'string-list' },
  who: { type: 'string', maxLength: 10, enum: ['authors'] },
  // A guest sees only authors who have published: asked or not, the same list.
  has_published_posts: { type: 'string-list' },
} as const satisfies Specs;

export async function listUsers(pool: pg.Pool, urls: Urls, query: Query): Promise<Answer> {
  const params = parseParams(query, userSpecs);
  if (params.roles.length) throw usersForbidden('role');
  if (params.capabilities.length) throw usersForbidden('capability');
  if (params.context === 'edit') throw forbiddenContext('users');
  if (params.orderby === 'email' || params.orderby === 'registered_date') throw usersForbidden('orderby');
  if (params.who === 'authors') throw usersForbidden('who');
  const context = params.context === 'embed' ? 'embed' : 'view';
  // An offset replaces the page's start; the page reported is the one the offset falls in, as WordPress counts it.
  const offset = params.offset ? Math.abs(params.offset) : (params.page - 1) * params.per_page;
  const { rows, total } = await findAuthors(pool, {
    perPage: params.per_page,
    offset,
    search: params.search,
    slugs: params.slug,
    include: params.include,
    exclude: params.exclude,
    orderby: params.orderby as 'name',
    order: params.order as 'asc',
  });
  const { fields } = globals(query);
  return {
    body: rows.map((row) => pickFields(renderAuthor(urls, row, context), fields)),
    headers: pagingHeaders(urls, 'users', query, {
      page: Math.ceil(offset / params.per_page + 1),
      perPage: params.per_page,
      total,
    }),
  };
}

/**
 * One author, as `_links.author` names them. An author none of whose posts is public is hidden as WordPress hides a
 * user who has published nothing (401 rest_user_cannot_view); no such author, id 0 included: rest_user_invalid_id.
 */
export async function getUser(pool: pg.Pool, urls: Urls, id: number, query: Query): Promise<Answer> {
  const { context } = parseParams(query, { context: collectionSpecs.context });
  const author = id > 0 ? await findAuthor(pool, id) : null;
  if (!author) throw invalidUserId();
  if (context === 'edit' || !author.visible) throw usersForbidden('view');
  const user = renderAuthor(urls, author, context === 'embed' ? 'embed' : 'view');
  return { body: pickFields(user, globals(query).fields), headers: {} };
}
