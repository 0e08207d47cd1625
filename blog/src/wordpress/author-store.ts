// The blog's authors as WordPress's users (docs/blog.md#authors): the names posts are signed with (blog_authors).
import type pg from 'pg';
import { AUTHOR_SLUG, type AuthorRow, type ListQuery, like, PUBLIC_POST, Where } from './store';

const AUTHOR_COLUMNS = `a.id, a.name, ${AUTHOR_SLUG} AS slug`;
/** An author a guest may see: one who signs a public post (WordPress shows guests only users who have published). */
const HAS_PUBLIC_POST = `EXISTS (SELECT 1 FROM blog_posts p WHERE p.blog_author_id = a.id AND ${PUBLIC_POST})`;

/** An author by id, and whether a guest may see them; null when there is no such author. */
export async function findAuthor(pool: pg.Pool, id: number): Promise<(AuthorRow & { visible: boolean }) | null> {
  const result = await pool.query<AuthorRow & { visible: boolean }>(
    `SELECT ${AUTHOR_COLUMNS}, ${HAS_PUBLIC_POST} AS visible FROM blog_authors a WHERE a.id = $1`,
    [id],
  );
  return result.rows[0] ?? null;
}

export type AuthorsQuery = ListQuery & { orderby: 'id' | 'include' | 'name' | 'slug' | 'include_slugs' | 'url' };

/** The users list as a guest sees it: the authors of public posts. */
export async function findAuthors(pool: pg.Pool, query: AuthorsQuery): Promise<{ rows: AuthorRow[]; total: number }> {
  const where = new Where(HAS_PUBLIC_POST);
  if (query.include.length) where.add((v) => `a.id = ANY(${v(query.include)}::int[])`);
  if (query.exclude.length) where.add((v) => `NOT (a.id = ANY(${v(query.exclude)}::int[]))`);
  if (query.slugs.length) where.add((v) => `${AUTHOR_SLUG} = ANY(${v(query.slugs)}::text[])`);
  const search = query.search;
  // What WordPress searches for a guest: the name and the slug (never an address), `*` as its wildcard.
  if (search)
    where.add((v) => {
      const pattern = v(like(search.replace(/^\*|\*$/g, '')));
      return `(a.name ILIKE ${pattern} OR ${AUTHOR_SLUG} ILIKE ${pattern})`;
    });
  const total = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM blog_authors a ${where}`, where.values);
  const values = [...where.values];
  const param = (value: unknown) => `$${values.push(value)}`;
  const direction = query.order === 'desc' ? 'DESC' : 'ASC';
  const column = { id: 'a.id', name: 'a.name', slug: 'slug', url: "''" } as const;
  const order =
    query.orderby === 'include'
      ? `array_position(${param(query.include)}::int[], a.id), a.id`
      : query.orderby === 'include_slugs'
        ? `array_position(${param(query.slugs)}::text[], ${AUTHOR_SLUG}), a.id`
        : `${column[query.orderby]} ${direction}, a.id ${direction}`;
  const rows = await pool.query<AuthorRow>(
    `SELECT ${AUTHOR_COLUMNS} FROM blog_authors a ${where} ORDER BY ${order} LIMIT ${param(query.perPage)} OFFSET ${param(query.offset)}`,
    values,
  );
  return { rows: rows.rows, total: Number(total.rows[0].n) };
}
