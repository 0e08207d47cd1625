import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { type AppOptions, buildApp } from '../src/app';
import { createPool } from '../src/db';

/**
 * The service's addresses in the tests: the site (posts' `link`), the images as browsers load them, and the
 * service's own root as its clients call it (every REST link names it).
 */
export const URLS = {
  siteUrl: 'https://site.example',
  publicUrl: 'https://site.example/blog-api',
  selfUrl: 'http://blog.internal:8085',
};

/**
 * The app on the test database; the blog tables emptied, so each file starts from nothing it did not insert.
 * `options` overrides the service's settings (its own address when it listens on a real port).
 */
export async function buildTestApp(
  options: Partial<AppOptions> = {},
): Promise<{ app: FastifyInstance; pool: pg.Pool }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (test/global-setup.ts)');
  const pool = createPool(url, { max: 3, statementTimeoutMs: 5000 });
  await pool.query(
    'TRUNCATE blog_post_categories, blog_posts, blog_categories, blog_media, blog_authors RESTART IDENTITY CASCADE',
  );
  const app = await buildApp(
    { ...URLS, logLevel: 'silent', headersTimeoutMs: 5000, requestTimeoutMs: 10000, ...options },
    pool,
  );
  return { app, pool };
}

/** A small image's bytes: the service serves what the api stored, whatever it is. */
export const IMAGE_BYTES = Buffer.from('RIFF\u0024\u0000\u0000\u0000WEBPVP8 test-bytes', 'binary');

export async function insertCategory(
  pool: pg.Pool,
  row: { slug: string; name: string; description?: string },
): Promise<number> {
  const result = await pool.query<{ id: number }>(
    'INSERT INTO blog_categories (slug, name, description) VALUES ($1, $2, $3) RETURNING id',
    [row.slug, row.name, row.description ?? ''],
  );
  return result.rows[0].id;
}

export async function insertMedia(
  pool: pg.Pool,
  row: { slug: string; alt?: string; createdAt?: string; mime?: string },
): Promise<number> {
  const result = await pool.query<{ id: number }>(
    `INSERT INTO blog_media (slug, title, alt_text, caption, mime_type, width, height, bytes, created_at)
     VALUES ($1, $2, $3, '', $4, 1200, 630, $5, $6) RETURNING id`,
    [
      row.slug,
      row.slug.replace(/-/g, ' '),
      row.alt ?? '',
      row.mime ?? 'image/webp',
      IMAGE_BYTES,
      row.createdAt ?? '2026-03-15T10:00:00Z',
    ],
  );
  return result.rows[0].id;
}

export type PostFixture = {
  slug: string;
  title?: string;
  status?: 'draft' | 'publish' | 'future';
  /** SQL expression or ISO time; default: a fixed time in the past. */
  publishedAt?: string | null;
  excerpt?: string;
  html?: string;
  markdown?: string;
  language?: string;
  mediaId?: number | null;
  jobList?: string | null;
  authorName?: string;
  categories?: number[];
};

export async function insertPost(pool: pg.Pool, post: PostFixture): Promise<number> {
  const result = await pool.query<{ id: number }>(
    `INSERT INTO blog_posts (slug, status, published_at, title, excerpt, content_markdown, content_html, language,
       featured_media_id, job_list_path, author_name, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, COALESCE($3::timestamptz, now())) RETURNING id`,
    [
      post.slug,
      post.status ?? 'publish',
      post.publishedAt === undefined ? '2026-01-10T09:00:00Z' : post.publishedAt,
      post.title ?? post.slug,
      post.excerpt ?? '',
      post.markdown ?? '',
      post.html ?? `<p>${post.slug}</p>`,
      post.language ?? 'en',
      post.mediaId ?? null,
      post.jobList ?? null,
      post.authorName ?? 'EuLangJobs',
    ],
  );
  const id = result.rows[0].id;
  for (const category of post.categories ?? []) {
    await pool.query('INSERT INTO blog_post_categories (post_id, category_id) VALUES ($1, $2)', [id, category]);
  }
  return id;
}
