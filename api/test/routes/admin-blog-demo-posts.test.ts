import { canonicalJobListPath, parseJobListPath } from 'shared-kit/contracts';
import sharp from 'sharp';
import { createDb, createPool } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seedDemo, seedDemoBlog, seedReference } from '../../src/db/seed';
import { buildTestApp, login, type TestApp } from '../helper';
import { databaseUrl } from '../support/databases';

const DATABASE = 'blog_demo_seed';

/**
 * The demo blog (docs/blog.md#the-demo-posts), seeded with the whole demo into a database of its own (the shared
 * test database has fixture jobs, not the demo's), read back through the admin calls and the job lists its posts
 * link to. The database is dropped afterwards.
 */
describe('the demo blog', () => {
  const admin = createPool(process.env.TEST_DATABASE_URL as string, 1);
  const url = databaseUrl(DATABASE);
  let t: TestApp;
  let token = '';

  beforeAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE}`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    const pool = createPool(url, 2);
    const db = createDb(pool);
    try {
      await migrate(pool);
      await seedReference(db);
      await seedDemo(db, pool);
    } finally {
      await db.destroy();
    }
    t = await buildTestApp({}, url);
    token = await login(t.app, 'admin@example.com');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.end();
  });

  const get = (path: string) =>
    t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });

  it('has twelve posts in six categories and six languages, in every state, on dates spread over months', async () => {
    const list = (await get('/api/admin/blog/posts')).json();
    expect(list.total).toBe(12);
    const posts = list.posts as { status: string; language: string; published_at: string | null; id: number }[];
    const states = posts.reduce<Record<string, number>>((count, post) => {
      count[post.status] = (count[post.status] ?? 0) + 1;
      return count;
    }, {});
    expect(states).toEqual({ publish: 10, future: 1, draft: 1 });
    expect(new Set(posts.map((post) => post.language))).toEqual(new Set(['en', 'de', 'fr', 'es', 'it', 'pl']));
    expect(posts.filter((post) => post.language === 'en').length).toBeGreaterThanOrEqual(6);

    const now = Date.now();
    const scheduled = posts.find((post) => post.status === 'future');
    const ahead = new Date(scheduled?.published_at as string).getTime() - now;
    expect(ahead).toBeGreaterThan(24 * 60 * 60 * 1000);
    expect(ahead).toBeLessThan(7 * 24 * 60 * 60 * 1000);
    const dates = posts
      .filter((post) => post.status === 'publish')
      .map((post) => new Date(post.published_at as string).getTime());
    expect(new Set(dates).size).toBe(10);
    expect(now - Math.min(...dates)).toBeGreaterThan(60 * 24 * 60 * 60 * 1000);
    expect(now - Math.max(...dates)).toBeLessThan(14 * 24 * 60 * 60 * 1000);

    const categories = (await get('/api/admin/blog/categories')).json().categories as { post_count: number }[];
    expect(categories).toHaveLength(6);
    expect(categories.every((category) => category.post_count > 0)).toBe(true);
  });

  it('writes useful articles: 250-600 words with headings and lists, a featured image, a live job list when about a market', async () => {
    const list = (await get('/api/admin/blog/posts')).json().posts as { id: number }[];
    const withJobs: string[] = [];
    for (const { id } of list) {
      const post = (await get(`/api/admin/blog/posts/${id}`)).json().post;
      const words = (post.content_markdown as string).split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
      expect({ slug: post.slug, long: words >= 250 && words <= 600 }).toEqual({ slug: post.slug, long: true });
      expect(post.content_html).toMatch(/<h2>/);
      expect(post.content_html).toMatch(/<(ul|ol)>/);
      expect(post.excerpt.length).toBeGreaterThan(40);
      expect(post.category_ids.length).toBeGreaterThan(0);

      const media = post.featured_media;
      expect(media).toMatchObject({ width: 1200, height: 630, alt_text: expect.stringMatching(/\S{3,}/) });
      expect(media.url).toMatch(/\/blog-api\/wp-content\/uploads\/\d{4}\/\d{2}\/[a-z0-9-]+-\d+\.webp$/);
      const image = await t.db
        .selectFrom('blog_media')
        .select('bytes')
        .where('id', '=', media.id)
        .executeTakeFirstOrThrow();
      expect((await sharp(image.bytes).metadata()).format).toBe('webp');

      if (post.job_list_path) {
        withJobs.push(post.job_list_path);
        expect(parseJobListPath(post.job_list_path)).not.toBeNull();
        expect(canonicalJobListPath(post.job_list_path)).toBeNull();
        // The text links to it, and the list has live demo jobs.
        expect(post.content_markdown).toContain(`](${post.job_list_path})`);
        const jobs = await t.app.inject({ method: 'GET', url: `/api${post.job_list_path}` });
        expect({ path: post.job_list_path, status: jobs.statusCode }).toEqual({
          path: post.job_list_path,
          status: 200,
        });
        expect({ path: post.job_list_path, live: jobs.json().jobs.total_search > 0 }).toEqual({
          path: post.job_list_path,
          live: true,
        });
      }
    }
    expect(withJobs.length).toBeGreaterThanOrEqual(8);
  });

  it('seeds once: a second run adds nothing, and a deleted post does not come back', async () => {
    const first = (await get('/api/admin/blog/posts')).json().posts[0];
    await t.db.deleteFrom('blog_posts').where('id', '=', first.id).execute();
    await seedDemoBlog(t.db);
    expect((await get('/api/admin/blog/posts')).json().total).toBe(11);
    expect(
      Number(
        (
          await t.db
            .selectFrom('blog_categories')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(6);
  });
});
