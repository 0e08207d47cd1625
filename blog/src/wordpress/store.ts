// The blog_* tables read for the WordPress answers (the api owns and writes them; this service only reads).
// A post exists for readers only when it is PUBLIC: status <> 'draft' and published_at <= now() (migration 120),
// so a scheduled post appears on the minute by the database's clock and a draft never leaks.
import type pg from 'pg';

export type PostRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content_html: string;
  language: string;
  featured_media_id: number | null;
  job_list_path: string | null;
  /** The post's author (blog_authors, migration 165): its id is WordPress's user id. */
  author_id: number;
  author_name: string;
  author_slug: string;
  published_at: Date;
  updated_at: Date;
  categories: number[];
};

export type MediaRow = {
  id: number;
  slug: string;
  title: string;
  alt_text: string;
  caption: string;
  mime_type: string;
  width: number;
  height: number;
  filesize: number;
  /** The author of the post that features it (the uploader is an editor, not a public author); null: none public. */
  author_id: number | null;
  created_at: Date;
  /** The oldest public post that features it. */
  post_id: number | null;
};

export type CategoryRow = { id: number; slug: string; name: string; description: string; count: number };

export type AuthorRow = { id: number; name: string; slug: string };

export const PUBLIC_POST = `p.status <> 'draft' AND p.published_at <= now()`;

/**
 * An author's slug (WordPress's user_nicename), from the name: lower case, accents dropped, anything else a dash
 * ("Lucía Fernández" -> "lucia-fernandez"), "author" when nothing is left. `a` is the blog_authors row.
 */
export const AUTHOR_SLUG = `COALESCE(NULLIF(trim(BOTH '-' FROM regexp_replace(regexp_replace(lower(normalize(a.name, NFKD)),
  '[\u0300-\u036f]', '', 'g'), '[^a-z0-9]+', '-', 'g')), ''), 'author')`;

/** Collects a WHERE clause and its parameters ($1, $2, ...). */
export class Where {
  readonly parts: string[] = [];
  readonly values: unknown[] = [];
  constructor(first?: string) {
    if (first) this.parts.push(first);
  }
  add(sql: (param: (value: unknown) => string) => string): void {
    this.parts.push(sql((value) => `$${this.values.push(value)}`));
  }
  toString(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/** LIKE pattern for a term, its wildcards escaped. */
export function like(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const CATEGORY_COLUMNS = `c.id, c.slug, c.name, c.description,
  (SELECT count(*) FROM blog_post_categories pc JOIN blog_posts p ON p.id = pc.post_id
    WHERE pc.category_id = c.id AND ${PUBLIC_POST})::int AS count`;

/** What every collection's list query carries (WordPress's per_page, offset, search, slug, include, exclude, order). */
export type ListQuery = {
  perPage: number;
  offset: number;
  search?: string;
  slugs: string[];
  include: number[];
  exclude: number[];
  order: 'asc' | 'desc';
};

/** The orders WordPress offers on a post type's collection (posts and media alike). */
export const POST_TYPE_ORDERBY = [
  'author',
  'date',
  'id',
  'include',
  'modified',
  'parent',
  'relevance',
  'slug',
  'include_slugs',
  'title',
] as const;
export type PostTypeOrderby = (typeof POST_TYPE_ORDERBY)[number];

export type CategoriesQuery = ListQuery & {
  hideEmpty: boolean;
  post?: number;
  orderby: 'id' | 'include' | 'name' | 'slug' | 'description' | 'count';
};

export async function findCategories(
  pool: pg.Pool,
  query: CategoriesQuery,
): Promise<{ rows: CategoryRow[]; total: number }> {
  const where = new Where();
  if (query.slugs.length) where.add((v) => `c.slug = ANY(${v(query.slugs.map((slug) => slug.toLowerCase()))}::text[])`);
  if (query.include.length) where.add((v) => `c.id = ANY(${v(query.include)}::int[])`);
  if (query.exclude.length) where.add((v) => `NOT (c.id = ANY(${v(query.exclude)}::int[]))`);
  const search = query.search;
  if (search) where.add((v) => `(c.name ILIKE ${v(like(search))} OR c.slug ILIKE ${v(like(search))})`);
  if (query.post !== undefined)
    where.add(
      (v) =>
        `c.id IN (SELECT pc.category_id FROM blog_post_categories pc JOIN blog_posts p ON p.id = pc.post_id WHERE pc.post_id = ${v(query.post)} AND ${PUBLIC_POST})`,
    );
  const from = `(SELECT ${CATEGORY_COLUMNS} FROM blog_categories c ${where}) c`;
  const filter = query.hideEmpty ? 'WHERE c.count > 0' : '';
  const total = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${from} ${filter}`, where.values);
  const values = [...where.values];
  const param = (value: unknown) => `$${values.push(value)}`;
  const direction = query.order === 'desc' ? 'DESC' : 'ASC';
  const order =
    query.orderby === 'include'
      ? `array_position(${param(query.include)}::int[], c.id) ${direction}`
      : `c.${query.orderby === 'name' ? 'name' : query.orderby} ${direction}, c.id ${direction}`;
  const rows = await pool.query<CategoryRow>(
    `SELECT * FROM ${from} ${filter} ORDER BY ${order} LIMIT ${param(query.perPage)} OFFSET ${param(query.offset)}`,
    values,
  );
  return { rows: rows.rows, total: Number(total.rows[0].n) };
}

export async function findCategory(pool: pg.Pool, id: number): Promise<CategoryRow | null> {
  const result = await pool.query<CategoryRow>(`SELECT ${CATEGORY_COLUMNS} FROM blog_categories c WHERE c.id = $1`, [
    id,
  ]);
  return result.rows[0] ?? null;
}

/** Categories by id, for `_embed`'s wp:term. */
export async function categoriesByIds(pool: pg.Pool, ids: number[]): Promise<CategoryRow[]> {
  if (!ids.length) return [];
  const result = await pool.query<CategoryRow>(
    `SELECT c.id, c.slug, c.name, c.description, 0 AS count FROM blog_categories c WHERE c.id = ANY($1::int[])`,
    [ids],
  );
  return result.rows;
}

const MEDIA_COLUMNS = `m.id, m.slug, m.title, m.alt_text, m.caption, m.mime_type, m.width, m.height,
  octet_length(m.bytes) AS filesize, m.created_at,
  (SELECT p.blog_author_id FROM blog_posts p WHERE p.featured_media_id = m.id AND ${PUBLIC_POST} ORDER BY p.id LIMIT 1) AS author_id,
  (SELECT min(p.id) FROM blog_posts p WHERE p.featured_media_id = m.id AND ${PUBLIC_POST}) AS post_id`;
/** Media a reader may know of: the featured image of a public post (a draft's image stays unlisted). */
const FEATURED = `EXISTS (SELECT 1 FROM blog_posts p WHERE p.featured_media_id = m.id AND ${PUBLIC_POST})`;

export type MediaQuery = ListQuery & {
  authors: number[];
  authorsExclude: number[];
  parent: number[];
  parentExclude: number[];
  mimeType?: string;
  after?: Date;
  before?: Date;
  orderby: PostTypeOrderby;
};

export async function findMedia(pool: pg.Pool, query: MediaQuery): Promise<{ rows: MediaRow[]; total: number }> {
  // The columns computed per image (its post, its author) are filtered on from outside.
  const where = new Where();
  if (query.include.length) where.add((v) => `m.id = ANY(${v(query.include)}::int[])`);
  if (query.exclude.length) where.add((v) => `NOT (m.id = ANY(${v(query.exclude)}::int[]))`);
  if (query.slugs.length) where.add((v) => `m.slug = ANY(${v(query.slugs)}::text[])`);
  if (query.mimeType) where.add((v) => `m.mime_type = ${v(query.mimeType)}`);
  if (query.after) where.add((v) => `m.created_at > ${v(query.after)}`);
  if (query.before) where.add((v) => `m.created_at < ${v(query.before)}`);
  const search = query.search;
  if (search) where.add((v) => `m.title ILIKE ${v(like(search))}`);
  if (query.authors.length) where.add((v) => `m.author_id = ANY(${v(query.authors)}::int[])`);
  if (query.authorsExclude.length) where.add((v) => `NOT (m.author_id = ANY(${v(query.authorsExclude)}::int[]))`);
  if (query.parent.length) where.add((v) => `m.post_id = ANY(${v(query.parent)}::int[])`);
  if (query.parentExclude.length) where.add((v) => `NOT (m.post_id = ANY(${v(query.parentExclude)}::int[]))`);
  const from = `(SELECT ${MEDIA_COLUMNS} FROM blog_media m WHERE ${FEATURED}) m`;
  const total = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${from} ${where}`, where.values);
  const values = [...where.values];
  const param = (value: unknown) => `$${values.push(value)}`;
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const column = {
    author: 'm.author_id',
    date: 'm.created_at',
    id: 'm.id',
    modified: 'm.created_at',
    parent: 'm.post_id',
    slug: 'm.slug',
    title: 'm.title',
  } as const;
  const byDate = `m.created_at ${direction}, m.id ${direction}`;
  const order =
    query.orderby === 'include'
      ? `array_position(${param(query.include)}::int[], m.id), m.id`
      : query.orderby === 'include_slugs'
        ? query.slugs.length
          ? `array_position(${param(query.slugs)}::text[], m.slug), m.id`
          : byDate
        : query.orderby === 'relevance'
          ? `(m.title ILIKE ${param(like(search ?? ''))}) DESC, ${byDate}`
          : `${column[query.orderby]} ${direction}, m.id ${direction}`;
  const rows = await pool.query<MediaRow>(
    `SELECT * FROM ${from} ${where} ORDER BY ${order} LIMIT ${param(query.perPage)} OFFSET ${param(query.offset)}`,
    values,
  );
  return { rows: rows.rows, total: Number(total.rows[0].n) };
}

/** Media by id; `featuredOnly` limits it to images a public post features (what /media answers). */
export async function mediaByIds(pool: pg.Pool, ids: number[], featuredOnly = true): Promise<MediaRow[]> {
  if (!ids.length) return [];
  const result = await pool.query<MediaRow>(
    `SELECT ${MEDIA_COLUMNS} FROM blog_media m WHERE m.id = ANY($1::int[]) ${featuredOnly ? `AND ${FEATURED}` : ''}`,
    [ids],
  );
  return result.rows;
}

/** An upload's bytes (any post status: WordPress serves every file in wp-content/uploads). */
export async function mediaFile(
  pool: pg.Pool,
  id: number,
): Promise<{ slug: string; mime_type: string; created_at: Date; bytes: Buffer } | null> {
  const result = await pool.query(`SELECT slug, mime_type, created_at, bytes FROM blog_media WHERE id = $1`, [id]);
  return result.rows[0] ?? null;
}

export async function ping(pool: pg.Pool): Promise<void> {
  await pool.query('SELECT 1 FROM blog_posts LIMIT 0');
}
