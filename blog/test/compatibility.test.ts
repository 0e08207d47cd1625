// The compatibility proof (docs/blog.md#the-wordpress-read-subset): the site's blog client (shared-kit/blog) reads
// recorded answers of real WordPress sites and our service alike, and our answers carry every field WordPress's
// recorded ones carry, with the same JSON types. The recordings and where they come from: test/fixtures/wordpress/.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { type BlogTransport, BlogUnavailableError, createBlogClient } from 'shared-kit/blog';
import { buildTestApp, insertCategory, insertMedia, insertPost } from './helper';

const FIXTURES = path.join(__dirname, 'fixtures', 'wordpress');
// biome-ignore lint/suspicious/noExplicitAny: recorded JSON of any shape
const fixture = (name: string): any => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));

/** The api's way of reading the blog (fetch; every status resolves, only a failed connection rejects). */
function fetchTransport(root: string): BlogTransport {
  return async (pathAndQuery) => {
    const res = await fetch(`${root}${pathAndQuery}`);
    const text = await res.text();
    let data: unknown = null;
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
    return { status: res.status, data, header: (name) => res.headers.get(name) };
  };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the blog client against recorded WordPress answers', () => {
  // Page 1: a live site's _embed answer (two posts; its users hidden: author is an error object). Page 2: the WP-API
  // demo site's _embed answer. Page 3: past the end. Headers as WP_REST_Posts_Controller::get_items writes them.
  const live = fixture('live-hquarters-posts-embed.json');
  const demo = fixture('live-demo-wp-api-posts-embed.json');
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown, headers = {}) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=UTF-8', ...headers });
    res.end(JSON.stringify(body));
  };
  const replay = createServer((req, res) => {
    const url = new URL(String(req.url), 'http://replay');
    const q = url.searchParams;
    if (url.pathname === '/wp-json/wp/v2/posts') {
      if (q.has('slug'))
        return json(
          res,
          200,
          [...live, ...demo].filter((post) => post.slug === q.get('slug')),
        );
      const total = { 'X-WP-Total': '3', 'X-WP-TotalPages': '2' };
      if (q.get('page') === '1') return json(res, 200, live, total);
      if (q.get('page') === '2') return json(res, 200, demo, total);
      return json(res, 400, {
        code: 'rest_post_invalid_page_number',
        message: 'The page number requested is larger than the number of pages available.',
        data: { status: 400 },
      });
    }
    if (url.pathname === '/wp-json/wp/v2/categories') {
      const terms = fixture('core-categories.json');
      const found = q.has('slug') ? terms.filter((term: { slug: string }) => term.slug === q.get('slug')) : terms;
      return json(res, 200, found, { 'X-WP-Total': String(found.length), 'X-WP-TotalPages': found.length ? '1' : '0' });
    }
    if (url.pathname === '/broken/wp-json/wp/v2/posts') return json(res, 500, { code: 'internal_server_error' });
    return json(res, 404, {
      code: 'rest_no_route',
      message: 'No route was found matching the URL and request method.',
      data: { status: 404 },
    });
  });
  let root: string;
  beforeAll(async () => {
    root = await listen(replay);
  });
  afterAll(() => new Promise((resolve) => replay.close(resolve)));

  test('a page of posts: titles and excerpts decoded, images, categories, paging; an author WordPress hides survives', async () => {
    const client = createBlogClient(fetchTransport(root));
    const page = await client.listPosts({ perPage: 2 });
    expect(page).toMatchObject({ page: 1, total: 3, totalPages: 2 });
    expect(page?.items.map((post) => post.title)).toEqual([
      'Studio Foto : Senjakara Jadi Salah Satu Tenant di HQuarters',
      'Garuda Indonesia Resmi Buka Kantor Penjualan di HQuarters',
    ]);
    const [first, second] = page?.items ?? [];
    expect(second.excerpt).toMatch(/^Bandung, 16 Mei 2025 \u2013 Garuda Indonesia/);
    expect(second.excerpt).toMatch(/Profil \[\u2026\]$/);
    // The largest size made for content ("large"), not the 1920 px original.
    expect(first.image).toEqual({
      url: 'https://hquarters.co.id/wp-content/uploads/2025/04/Studi-Foto-Senjakara-1024x576.webp',
      alt: 'Studi Foto Senjakara',
      width: 1024,
      height: 576,
    });
    expect(first.categories).toEqual([{ id: 1, slug: 'uncategorized', name: 'Uncategorized' }]);
    expect(second.categories).toEqual([{ id: 22, slug: 'tenant', name: 'Tenant' }]);
    expect(first.author).toBeNull();
    expect(first.date).toBe('2026-01-28T12:01:21.000Z');
    expect(first.language).toBeNull();
  });

  test('the next page, with a visible author and no image; past the last page is null', async () => {
    const client = createBlogClient(fetchTransport(root));
    const page = await client.listPosts({ page: 2, perPage: 2 });
    expect(page?.items).toEqual([
      expect.objectContaining({
        slug: 'this-is-a-test-post',
        title: 'This is a test post!',
        excerpt: 'This is a test post!',
        author: 'xxxxx',
        image: null,
        categories: [{ id: 1, slug: 'uncategorized', name: 'Uncategorized' }],
      }),
    ]);
    expect(await client.listPosts({ page: 3, perPage: 2 })).toBeNull();
  });

  test('a post by slug (its HTML as sent), categories and a category by slug', async () => {
    const client = createBlogClient(fetchTransport(root));
    const post = await client.postBySlug('this-is-a-test-post');
    expect(post).toMatchObject({ html: '<p>This is a test post!</p>\n', jobListPath: null, author: 'xxxxx' });
    expect(await client.postBySlug('nothing-here')).toBeNull();
    expect(await client.categories()).toEqual([
      { id: 1, slug: 'uncategorized', name: 'Uncategorized', description: '', count: 1 },
    ]);
    expect(await client.categoryBySlug('uncategorized')).toMatchObject({ id: 1, count: 1 });
    expect(await client.categoryBySlug('nope')).toBeNull();
  });

  test('a server error or no server at all: BlogUnavailableError', async () => {
    await expect(createBlogClient(fetchTransport(`${root}/broken`)).listPosts()).rejects.toBeInstanceOf(
      BlogUnavailableError,
    );
    const closed = createServer();
    const gone = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    await expect(createBlogClient(fetchTransport(gone)).categories()).rejects.toBeInstanceOf(BlogUnavailableError);
  });
});

describe('our service', () => {
  let app: FastifyInstance;
  let pool: pg.Pool;
  let root: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ app, pool } = await buildTestApp());
    ids.abroad = await insertCategory(pool, { slug: 'working-abroad', name: 'Working abroad & relocation' });
    ids.cv = await insertCategory(pool, { slug: 'cv-tips', name: 'CV tips', description: 'Per country' });
    await insertCategory(pool, { slug: 'unused', name: 'Unused' });
    ids.media = await insertMedia(pool, {
      slug: 'canal',
      alt: 'A canal in Utrecht',
      createdAt: '2026-02-03T10:00:00Z',
    });
    ids.nl = await insertPost(pool, {
      slug: 'work-in-the-netherlands',
      title: 'Work in the Netherlands – a "how to" for Dutch speakers',
      excerpt: 'Salaries, contracts & the 30% ruling',
      html: '<p>See <a href="/jobs-in-netherlands-for-dutch-speakers">the jobs</a>.</p>',
      mediaId: ids.media,
      jobList: '/jobs-in-netherlands-for-dutch-speakers',
      authorName: 'Anna de Vries',
      language: 'nl',
      publishedAt: '2026-03-01T08:00:00Z',
      categories: [ids.abroad],
    });
    ids.de = await insertPost(pool, {
      slug: 'lebenslauf',
      title: 'Der Lebenslauf',
      language: 'de',
      publishedAt: '2026-02-01T08:00:00Z',
      categories: [ids.cv, ids.abroad],
    });
    ids.es = await insertPost(pool, {
      slug: 'cv-espana',
      title: 'El CV',
      language: 'es',
      publishedAt: '2026-01-01T08:00:00Z',
    });
    await insertPost(pool, { slug: 'a-draft', status: 'draft', publishedAt: null, categories: [ids.cv] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    root = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await pool.end();
  });

  test('the client reads it as it reads WordPress', async () => {
    const client = createBlogClient(fetchTransport(root));
    const page = await client.listPosts({ perPage: 2 });
    expect(page).toMatchObject({ page: 1, total: 3, totalPages: 2 });
    const [nl] = page?.items ?? [];
    expect(nl).toMatchObject({
      title: 'Work in the Netherlands – a "how to" for Dutch speakers',
      excerpt: 'Salaries, contracts & the 30% ruling',
      language: 'nl',
      author: 'Anna de Vries',
      date: '2026-03-01T08:00:00.000Z',
      categories: [{ id: ids.abroad, slug: 'working-abroad', name: 'Working abroad & relocation' }],
      image: {
        url: `https://site.example/blog-api/wp-content/uploads/2026/02/canal-${ids.media}.webp`,
        alt: 'A canal in Utrecht',
        width: 1200,
        height: 630,
      },
    });
    expect((await client.listPosts({ page: 2, perPage: 2 }))?.items.map((post) => post.title)).toEqual(['El CV']);
    expect(await client.listPosts({ page: 3, perPage: 2 })).toBeNull();
    expect((await client.listPosts({ category: ids.cv }))?.items.map((post) => post.slug)).toEqual(['lebenslauf']);

    const post = await client.postBySlug('work-in-the-netherlands');
    expect(post).toMatchObject({
      html: '<p>See <a href="/jobs-in-netherlands-for-dutch-speakers">the jobs</a>.</p>',
      jobListPath: '/jobs-in-netherlands-for-dutch-speakers',
    });
    expect(await client.postBySlug('a-draft')).toBeNull();
    expect(await client.categories()).toEqual([
      { id: ids.cv, slug: 'cv-tips', name: 'CV tips', description: 'Per country', count: 1 },
      { id: ids.abroad, slug: 'working-abroad', name: 'Working abroad & relocation', description: '', count: 2 },
    ]);
    expect(await client.categoryBySlug('cv-tips')).toMatchObject({ id: ids.cv, count: 1 });
    expect(await client.categoryBySlug('unknown')).toBeNull();
  });

  test('the uploads its answers name are there', async () => {
    const client = createBlogClient(fetchTransport(root));
    const post = await client.postBySlug('work-in-the-netherlands');
    const local = String(post?.image?.url).replace('https://site.example/blog-api', root);
    const res = await fetch(local);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
  });

  describe('every field WordPress sends, with the same JSON type', () => {
    /** Fields some plugin added on the recorded site (not WordPress core): not expected from us. */
    const PLUGIN_FIELDS = new Set(['has_video', 'liveblog_likes']);
    /**
     * Objects whose inside is the site's own (registered meta, avatar services, EXIF, link relations to comments and
     * revisions we do not have): their type is checked, not their keys. sizes: WordPress's generated sizes differ by
     * site; "full" is always there and is checked.
     */
    const OPAQUE = new Set(['meta', '_links', 'avatar_urls', 'image_meta', 'sizes']);

    const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

    function differences(wp: unknown, ours: unknown, at: string, out: string[] = []): string[] {
      if (wp === null) return out; // nullable in WordPress's schema (a media's `post`, a draft's date_gmt)
      if (kind(wp) !== kind(ours)) {
        out.push(`${at}: WordPress ${kind(wp)}, ours ${kind(ours)}`);
        return out;
      }
      const key = at.split('.').pop() as string;
      if (Array.isArray(wp) && Array.isArray(ours)) {
        if (wp.length && ours.length) differences(wp[0], ours[0], `${at}[0]`, out);
        return out;
      }
      if (kind(wp) !== 'object' || OPAQUE.has(key)) return out;
      const wpObject = wp as Record<string, unknown>;
      const ourObject = ours as Record<string, unknown>;
      for (const [name, value] of Object.entries(wpObject)) {
        if (PLUGIN_FIELDS.has(name)) continue;
        if (!(name in ourObject)) out.push(`${at}.${name}: missing`);
        else differences(value, ourObject[name], `${at}.${name}`, out);
      }
      return out;
    }

    const getJson = async (url: string) => (await app.inject(url)).json();

    test('a post (WordPress core), and a post with _embed (a live site)', async () => {
      const post = await getJson(`/wp-json/wp/v2/posts/${ids.nl}`);
      expect(differences(fixture('core-post.json'), post, 'post')).toEqual([]);
      expect(differences(fixture('core-posts.json'), await getJson('/wp-json/wp/v2/posts'), 'posts')).toEqual([]);
      const embedded = await getJson(`/wp-json/wp/v2/posts?_embed=1&slug=work-in-the-netherlands`);
      expect(differences(fixture('live-demo-wp-api-posts-embed.json'), embedded, 'posts')).toEqual([]);
      // The live site's answer was asked with _fields, and hides its users (author is an error object there); its
      // embedded image and terms are whole.
      const live = fixture('live-hquarters-posts-embed.json')[0]._embedded;
      const ours = embedded[0]._embedded;
      expect(differences(live['wp:featuredmedia'], ours['wp:featuredmedia'], 'wp:featuredmedia')).toEqual([]);
      expect(differences(live['wp:term'], ours['wp:term'], 'wp:term')).toEqual([]);
      const full = (media: { media_details: { sizes: { full: unknown } } }[]) => media[0].media_details.sizes.full;
      expect(differences(full(live['wp:featuredmedia']), full(ours['wp:featuredmedia']), 'full')).toEqual([]);
      // The link relations a WordPress client follows for _embed.
      expect(Object.keys(post._links)).toEqual(
        expect.arrayContaining([
          'self',
          'collection',
          'about',
          'author',
          'wp:featuredmedia',
          'wp:attachment',
          'wp:term',
          'curies',
        ]),
      );
    });

    test('a category and categories (WordPress core)', async () => {
      expect(
        differences(fixture('core-category.json'), await getJson(`/wp-json/wp/v2/categories/${ids.cv}`), 'category'),
      ).toEqual([]);
      expect(
        differences(fixture('core-categories.json'), await getJson('/wp-json/wp/v2/categories'), 'categories'),
      ).toEqual([]);
    });

    test('an image and the media collection (WordPress core)', async () => {
      expect(
        differences(fixture('core-media-item.json'), await getJson(`/wp-json/wp/v2/media/${ids.media}`), 'media'),
      ).toEqual([]);
      expect(differences(fixture('core-media.json'), await getJson('/wp-json/wp/v2/media'), 'media')).toEqual([]);
    });

    test('an embedded author, against a WordPress user', async () => {
      const embedded = await getJson(`/wp-json/wp/v2/posts/${ids.nl}?_embed=1`);
      const { meta: _viewOnly, ...user } = fixture('core-user.json');
      expect(differences(user, embedded._embedded.author[0], 'author')).toEqual([]);
      // And the user route, in the view context, against the whole recorded user.
      const editor = await pool.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, type) VALUES ('compat-editor@example.test', 'x', 'admin') RETURNING id`,
      );
      await pool.query('UPDATE blog_posts SET author_id = $1 WHERE id = $2', [editor.rows[0].id, ids.nl]);
      const viewed = await getJson(`/wp-json/wp/v2/users/${editor.rows[0].id}`);
      expect(differences(fixture('core-user.json'), viewed, 'user')).toEqual([]);
      await pool.query('UPDATE blog_posts SET author_id = NULL WHERE id = $1', [ids.nl]);
      await pool.query('DELETE FROM users WHERE id = $1', [editor.rows[0].id]);
    });

    test('the comparison itself catches a missing field and a wrong type', () => {
      expect(differences({ a: 1, b: { c: 'x' }, d: [1] }, { b: { c: 2 }, d: ['1'] }, 'x')).toEqual([
        'x.a: missing',
        'x.b.c: WordPress string, ours number',
        'x.d[0]: WordPress number, ours string',
      ]);
    });
  });
});
