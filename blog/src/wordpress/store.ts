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
  author_id: number | null;
  author_name: string;
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
  author_id: number | null;
  created_at: Date;
  /** The oldest public post that features it. */
  post_id: number | null;
};

export type CategoryRow = { id: number; slug: string; name: string; description: string; count: number };

const PUBLIC_POST = `p.status <> 'draft' AND p.published_at <= now()`;

/** Collects a WHERE clause and its parameters ($1, $2, ...). */
class Where {
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
function like(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export type PostsQuery = {
  page: number;
  perPage: number;
  search?: string;
  slugs: string[];
  categories: number[];
  categoriesExclude: number[];
  include: number[];
  exclude: number[];
  after?: Date;
  before?: Date;
  languages: string[];
  orderby: 'date' | 'id' | 'title' | 'slug' | 'modified' | 'include';
  order: 'asc' | 'desc';
};

const POST_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.content_html, p.language, p.featured_media_id, p.job_list_path,
  p.author_id, p.author_name, p.published_at, p.updated_at,
  COALESCE((SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM blog_post_categories pc WHERE pc.post_id = p.id), '{}') AS categories`;

const ORDER: Record<PostsQuery['orderby'], string> = {
  date: 'p.published_at',
  id: 'p.id',
  title: 'p.title',
  slug: 'p.slug',
  modified: 'p.updated_at',
  include: 'array_position($INCLUDE::int[], p.id)',
};

export async function findPosts(pool: pg.Pool, query: PostsQuery): Promise<{ rows: PostRow[]; total: number }> {
  const where = new Where(PUBLIC_POST);
  if (query.slugs.length) where.add((v) => `p.slug = ANY(${v(query.slugs.map((slug) => slug.toLowerCase()))}::text[])`);
  if (query.include.length) where.add((v) => `p.id = ANY(${v(query.include)}::int[])`);
  if (query.exclude.length) where.add((v) => `NOT (p.id = ANY(${v(query.exclude)}::int[]))`);
  if (query.languages.length) where.add((v) => `p.language = ANY(${v(query.languages)}::text[])`);
  if (query.after) where.add((v) => `p.published_at > ${v(query.after)}`);
  if (query.before) where.add((v) => `p.published_at < ${v(query.before)}`);
  if (query.categories.length)
    where.add(
      (v) =>
        `EXISTS (SELECT 1 FROM blog_post_categories pc WHERE pc.post_id = p.id AND pc.category_id = ANY(${v(query.categories)}::int[]))`,
    );
  if (query.categoriesExclude.length)
    where.add(
      (v) =>
        `NOT EXISTS (SELECT 1 FROM blog_post_categories pc WHERE pc.post_id = p.id AND pc.category_id = ANY(${v(query.categoriesExclude)}::int[]))`,
    );
  // WordPress's search: every word in the title, the excerpt or the text.
  for (const term of (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 10)) {
    where.add((v) => {
      const p = v(like(term));
      return `(p.title ILIKE ${p} OR p.excerpt ILIKE ${p} OR p.content_markdown ILIKE ${p})`;
    });
  }
  const total = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM blog_posts p ${where}`, where.values);
  const values = [...where.values];
  const param = (value: unknown) => `$${values.push(value)}`;
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const order =
    query.orderby === 'include'
      ? `${ORDER.include.replace('$INCLUDE', param(query.include))} ${direction}`
      : `${ORDER[query.orderby]} ${direction}, p.id ${direction}`;
  const rows = await pool.query<PostRow>(
    `SELECT ${POST_COLUMNS} FROM blog_posts p ${where} ORDER BY ${order} LIMIT ${param(query.perPage)} OFFSET ${param(
      (query.page - 1) * query.perPage,
    )}`,
    values,
  );
  return { rows: rows.rows, total: Number(total.rows[0].n) };
}

export async function findPost(pool: pg.Pool, id: number): Promise<PostRow | null> {
  const result = await pool.query<PostRow>(
    `SELECT ${POST_COLUMNS} FROM blog_posts p WHERE ${PUBLIC_POST} AND p.id = $1`,
    [id],
  );
  return result.rows[0] ?? null;
}

const CATEGORY_COLUMNS = `c.id, c.slug, c.name, c.description,
  (SELECT count(*) FROM blog_post_categories pc JOIN blog_posts p ON p.id = pc.post_id
    WHERE pc.category_id = c.id AND ${PUBLIC_POST})::int AS count`;

export type CategoriesQuery = {
  page: number;
  perPage: number;
  search?: string;
  slugs: string[];
  include: number[];
  exclude: number[];
  hideEmpty: boolean;
  post?: number;
  orderby: 'id' | 'include' | 'name' | 'slug' | 'description' | 'count';
  order: 'asc' | 'desc';
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
    `SELECT * FROM ${from} ${filter} ORDER BY ${order} LIMIT ${param(query.perPage)} OFFSET ${param((query.page - 1) * query.perPage)}`,
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
  octet_length(m.bytes) AS filesize, m.author_id, m.created_at,
  (SELECT min(p.id) FROM blog_posts p WHERE p.featured_media_id = m.id AND ${PUBLIC_POST}) AS post_id`;
/** Media a reader may know of: the featured image of a public post (a draft's image stays unlisted). */
const FEATURED = `EXISTS (SELECT 1 FROM blog_posts p WHERE p.featured_media_id = m.id AND ${PUBLIC_POST})`;

export type MediaQuery = {
  page: number;
  perPage: number;
  search?: string;
  include: number[];
  exclude: number[];
  parent: number[];
  slugs: string[];
  orderby: 'date' | 'id' | 'title' | 'slug' | 'include';
  order: 'asc' | 'desc';
};

export async function findMedia(pool: pg.Pool, query: MediaQuery): Promise<{ rows: MediaRow[]; total: number }> {
  const where = new Where(FEATURED);
  if (query.include.length) where.add((v) => `m.id = ANY(${v(query.include)}::int[])`);
  if (query.exclude.length) where.add((v) => `NOT (m.id = ANY(${v(query.exclude)}::int[]))`);
  if (query.slugs.length) where.add((v) => `m.slug = ANY(${v(query.slugs)}::text[])`);
  const search = query.search;
  if (search) where.add((v) => `m.title ILIKE ${v(like(search))}`);
  if (query.parent.length)
    where.add(
      (v) =>
        `EXISTS (SELECT 1 FROM blog_posts p WHERE p.featured_media_id = m.id AND p.id = ANY(${v(query.parent)}::int[]) AND ${PUBLIC_POST})`,
    );
  const total = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM blog_media m ${where}`, where.values);
  const values = [...where.values];
  const param = (value: unknown) => `$${values.push(value)}`;
  const direction = query.order === 'asc' ? 'ASC' : 'DESC';
  const column = { date: 'm.created_at', id: 'm.id', title: 'm.title', slug: 'm.slug' } as const;
  const order =
    query.orderby === 'include'
      ? `array_position(${param(query.include)}::int[], m.id) ${direction}`
      : `${column[query.orderby]} ${direction}, m.id ${direction}`;
  const rows = await pool.query<MediaRow>(
    `SELECT ${MEDIA_COLUMNS} FROM blog_media m ${where} ORDER BY ${order} LIMIT ${param(query.perPage)} OFFSET ${param((query.page - 1) * query.perPage)}`,
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

/** The name an author of public posts writes under (the newest post's), or null: WordPress shows only such users. */
export async function authorName(pool: pg.Pool, id: number): Promise<string | null> {
  const result = await pool.query<{ author_name: string }>(
    `SELECT p.author_name FROM blog_posts p WHERE p.author_id = $1 AND ${PUBLIC_POST} ORDER BY p.published_at DESC LIMIT 1`,
    [id],
  );
  return result.rows[0]?.author_name ?? null;
}

export async function ping(pool: pg.Pool): Promise<void> {
  await pool.query('SELECT 1 FROM blog_posts LIMIT 0');
}
