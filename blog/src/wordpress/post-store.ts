// The posts a reader may see, as WordPress's posts collection filters and orders them (docs/blog.md#parameters): a
// post is public when its status is not 'draft' and published_at has come (store.ts, PUBLIC_POST).
import type pg from 'pg';
import type { TermQuery } from './params';
import { planSearch, type SearchColumn } from './search';
import { AUTHOR_SLUG, type PostRow, type PostTypeOrderby, PUBLIC_POST, Where } from './store';

export type PostsQuery = {
  page: number;
  perPage: number;
  /** Posts to skip; when given, it replaces the page's own start (WP_Query's offset). */
  offset?: number;
  search?: string;
  searchColumns: SearchColumn[];
  searchExact: boolean;
  slugs: string[];
  authors: number[];
  authorsExclude: number[];
  categories: TermQuery;
  categoriesExclude: number[];
  /** Posts with tags: we have none, so asking for any finds no post. */
  tags: TermQuery;
  taxRelation: 'AND' | 'OR';
  include: number[];
  exclude: number[];
  after?: Date;
  before?: Date;
  modifiedAfter?: Date;
  modifiedBefore?: Date;
  /** Only sticky posts: we have none. */
  stickyOnly: boolean;
  /** Post formats asked for; every post of ours is 'standard'. */
  formats: string[];
  languages: string[];
  orderby: PostTypeOrderby;
  order: 'asc' | 'desc';
};

const POST_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.content_html, p.language, p.featured_media_id, p.job_list_path,
  a.id AS author_id, a.name AS author_name, ${AUTHOR_SLUG} AS author_slug, p.published_at, p.updated_at,
  COALESCE((SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM blog_post_categories pc WHERE pc.post_id = p.id), '{}') AS categories`;
const POSTS = 'blog_posts p JOIN blog_authors a ON a.id = p.blog_author_id';

const ORDER: Record<Exclude<PostsQuery['orderby'], 'include' | 'include_slugs' | 'relevance'>, string> = {
  author: 'p.blog_author_id',
  date: 'p.published_at',
  id: 'p.id',
  modified: 'p.updated_at',
  // Posts have no parent (0 for all): WordPress orders by that column alone. (A cast: a bare 0 is a column number.)
  parent: '0::int',
  slug: 'p.slug',
  title: 'p.title',
};

/**
 * The taxonomy filters as WordPress's tax_query: each asked filter one clause, joined by tax_relation. A post has
 * categories and no tags.
 */
function taxClauses(query: PostsQuery, v: (value: unknown) => string): string[] {
  const inCategories = (ids: number[]) =>
    `(SELECT count(DISTINCT pc.category_id) FROM blog_post_categories pc WHERE pc.post_id = p.id AND pc.category_id = ANY(${v(ids)}::int[]))`;
  const clauses: string[] = [];
  const { categories, tags } = query;
  if (categories.terms.length)
    clauses.push(
      categories.operator === 'AND'
        ? `${inCategories(categories.terms)} = ${v(new Set(categories.terms).size)}`
        : `${inCategories(categories.terms)} > 0`,
    );
  if (query.categoriesExclude.length) clauses.push(`${inCategories(query.categoriesExclude)} = 0`);
  // No post has a tag: asking for posts with tags finds none; excluding tags excludes none.
  if (tags.terms.length) clauses.push('false');
  return clauses;
}

/** The posts a reader may see that the query asks for, and how many there are in all (for the paging headers). */
export async function findPosts(pool: pg.Pool, query: PostsQuery): Promise<{ rows: PostRow[]; total: number }> {
  const where = new Where(PUBLIC_POST);
  if (query.slugs.length) where.add((v) => `p.slug = ANY(${v(query.slugs.map((slug) => slug.toLowerCase()))}::text[])`);
  if (query.include.length) where.add((v) => `p.id = ANY(${v(query.include)}::int[])`);
  if (query.exclude.length) where.add((v) => `NOT (p.id = ANY(${v(query.exclude)}::int[]))`);
  if (query.authors.length) where.add((v) => `p.blog_author_id = ANY(${v(query.authors)}::int[])`);
  if (query.authorsExclude.length) where.add((v) => `NOT (p.blog_author_id = ANY(${v(query.authorsExclude)}::int[]))`);
  if (query.languages.length) where.add((v) => `p.language = ANY(${v(query.languages)}::text[])`);
  if (query.after) where.add((v) => `p.published_at > ${v(query.after)}`);
  if (query.before) where.add((v) => `p.published_at < ${v(query.before)}`);
  if (query.modifiedAfter) where.add((v) => `p.updated_at > ${v(query.modifiedAfter)}`);
  if (query.modifiedBefore) where.add((v) => `p.updated_at < ${v(query.modifiedBefore)}`);
  if (query.stickyOnly) where.add(() => 'false');
  if (query.formats.length && !query.formats.includes('standard')) where.add(() => 'false');
  where.add((v) => {
    const clauses = taxClauses(query, v);
    return clauses.length ? `(${clauses.join(` ${query.taxRelation} `)})` : 'true';
  });
  const search = query.search
    ? planSearch(query.search, { columns: query.searchColumns, exact: query.searchExact })
    : null;
  if (search) where.add((v) => search.where(v));
  const total = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${POSTS} ${where}`, where.values);
  const values = [...where.values];
  const param = (value: unknown) => `$${values.push(value)}`;
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const byDate = `p.published_at ${direction}, p.id ${direction}`;
  let order: string;
  if (query.orderby === 'include') order = `array_position(${param(query.include)}::int[], p.id), p.id`;
  else if (query.orderby === 'include_slugs')
    order = query.slugs.length
      ? `array_position(${param(query.slugs.map((slug) => slug.toLowerCase()))}::text[], p.slug), p.id`
      : byDate;
  else if (query.orderby === 'relevance') {
    const relevance = search?.relevance(param);
    order = relevance ? `${relevance}, ${byDate}` : byDate;
  } else order = `${ORDER[query.orderby]} ${direction}, p.id ${direction}`;
  const start = query.offset ?? (query.page - 1) * query.perPage;
  const rows = await pool.query<PostRow>(
    `SELECT ${POST_COLUMNS} FROM ${POSTS} ${where} ORDER BY ${order} LIMIT ${param(query.perPage)} OFFSET ${param(start)}`,
    values,
  );
  return { rows: rows.rows, total: Number(total.rows[0].n) };
}

export async function findPost(pool: pg.Pool, id: number): Promise<PostRow | null> {
  const result = await pool.query<PostRow>(`SELECT ${POST_COLUMNS} FROM ${POSTS} WHERE ${PUBLIC_POST} AND p.id = $1`, [
    id,
  ]);
  return result.rows[0] ?? null;
}
