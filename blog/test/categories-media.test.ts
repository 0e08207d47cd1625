// Categories, tags, media and the uploads, answered like WordPress; only what public posts show is listed.
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildTestApp, IMAGE_BYTES, insertCategory, insertMedia, insertPost, URLS } from './helper';

let app: FastifyInstance;
let pool: pg.Pool;
let abroad: number;
let cv: number;
let empty: number;
let shown: number;
let hidden: number;
let post: number;

beforeAll(async () => {
  ({ app, pool } = await buildTestApp());
  abroad = await insertCategory(pool, {
    slug: 'working-abroad',
    name: 'Working abroad',
    description: 'Moving for work',
  });
  cv = await insertCategory(pool, { slug: 'cv-tips', name: 'CV tips & tricks' });
  empty = await insertCategory(pool, { slug: 'interviews', name: 'Interviews' });
  shown = await insertMedia(pool, { slug: 'canal', alt: 'A canal', createdAt: '2026-03-15T10:00:00Z' });
  hidden = await insertMedia(pool, { slug: 'secret-plan', createdAt: '2026-05-02T10:00:00Z', mime: 'image/png' });
  post = await insertPost(pool, { slug: 'public-one', mediaId: shown, categories: [abroad, cv] });
  await insertPost(pool, { slug: 'public-two', categories: [abroad] });
  await insertPost(pool, {
    slug: 'draft-one',
    status: 'draft',
    publishedAt: null,
    mediaId: hidden,
    categories: [empty],
  });
});

afterAll(async () => {
  await app.close();
  await pool.end();
});

const get = (url: string) => app.inject(url);

describe('categories', () => {
  test('fields and types of WordPress terms; count = public posts; ordered by name', async () => {
    const res = await get('/wp-json/wp/v2/categories');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-wp-total']).toBe('3');
    expect(res.headers['x-wp-totalpages']).toBe('1');
    const body = res.json();
    expect(body.map((term: { slug: string }) => term.slug)).toEqual(['cv-tips', 'interviews', 'working-abroad']);
    expect(body[2]).toMatchObject({
      id: abroad,
      count: 2,
      description: 'Moving for work',
      link: `${URLS.siteUrl}/blog/category/working-abroad/1`,
      name: 'Working abroad',
      slug: 'working-abroad',
      taxonomy: 'category',
      parent: 0,
      meta: {},
    });
    expect(body[0].name).toBe('CV tips &amp; tricks');
    expect(body[1].count).toBe(0);
    expect(body[2]._links['wp:post_type'][0].href).toBe(`${URLS.selfUrl}/wp-json/wp/v2/posts?categories=${abroad}`);
  });

  test('hide_empty, slug, include, exclude, search, post, orderby and paging', async () => {
    const slugs = async (query: string) =>
      (await get(`/wp-json/wp/v2/categories?${query}`)).json().map((term: { slug: string }) => term.slug);
    expect(await slugs('hide_empty=true')).toEqual(['cv-tips', 'working-abroad']);
    expect(await slugs('slug=interviews')).toEqual(['interviews']);
    expect(await slugs(`include=${cv},${empty}`)).toEqual(['cv-tips', 'interviews']);
    expect(await slugs(`exclude=${cv}`)).toEqual(['interviews', 'working-abroad']);
    expect(await slugs('search=abroad')).toEqual(['working-abroad']);
    expect(await slugs(`post=${post}`)).toEqual(['cv-tips', 'working-abroad']);
    expect(await slugs('orderby=count&order=desc')).toEqual(['working-abroad', 'cv-tips', 'interviews']);
    expect(await slugs('parent=5')).toEqual([]);
    expect(await slugs('offset=1&per_page=1')).toEqual(['interviews']);
    expect(await slugs(`slug[0]=interviews&slug[1]=cv-tips`)).toEqual(['cv-tips', 'interviews']);
    const paged = await get('/wp-json/wp/v2/categories?per_page=2&page=2');
    expect(paged.json().map((term: { slug: string }) => term.slug)).toEqual(['working-abroad']);
    expect(paged.headers['x-wp-totalpages']).toBe('2');
    expect(paged.headers.link).toContain('rel="prev"');
    expect((await get('/wp-json/wp/v2/categories?hide_empty=maybe')).json().data.params.hide_empty).toBe(
      'hide_empty is not of type boolean.',
    );
  });

  test('one category; an unknown one is rest_term_invalid', async () => {
    expect((await get(`/wp-json/wp/v2/categories/${cv}`)).json()).toMatchObject({ id: cv, count: 1, slug: 'cv-tips' });
    const edit = await get(`/wp-json/wp/v2/categories/${cv}?context=edit`);
    expect(edit.statusCode).toBe(401);
    expect(edit.json().message).toBe('Sorry, you are not allowed to edit terms in this taxonomy.');
    const res = await get('/wp-json/wp/v2/categories/99999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'rest_term_invalid', message: 'Term does not exist.', data: { status: 404 } });
  });
});

test('tags: an empty collection with paging headers 0/0', async () => {
  const res = await get('/wp-json/wp/v2/tags');
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual([]);
  expect(res.headers['x-wp-total']).toBe('0');
  expect(res.headers['x-wp-totalpages']).toBe('0');
});

describe('media', () => {
  test('only images that a public post features, with WordPress attachment fields', async () => {
    const res = await get('/wp-json/wp/v2/media');
    expect(res.headers['x-wp-total']).toBe('1');
    const [item] = res.json();
    const source = `${URLS.publicUrl}/wp-content/uploads/2026/03/canal-${shown}.webp`;
    expect(item).toMatchObject({
      id: shown,
      date: '2026-03-15T10:00:00',
      slug: 'canal',
      status: 'inherit',
      type: 'attachment',
      alt_text: 'A canal',
      media_type: 'image',
      mime_type: 'image/webp',
      post,
      source_url: source,
      media_details: {
        width: 1200,
        height: 630,
        file: `2026/03/canal-${shown}.webp`,
        filesize: IMAGE_BYTES.length,
        sizes: {
          full: { file: `canal-${shown}.webp`, width: 1200, height: 630, mime_type: 'image/webp', source_url: source },
        },
      },
    });
    expect((await get(`/wp-json/wp/v2/media?parent=${post}`)).json()).toHaveLength(1);
    expect((await get('/wp-json/wp/v2/media?media_type=video')).json()).toEqual([]);
    // Its author is its post's, a user one can read (not the editor who uploaded it).
    const author = (await get(`/wp-json/wp/v2/posts/${post}`)).json().author;
    expect(item.author).toBe(author);
    expect(item._links.author[0].href).toBe(`${URLS.selfUrl}/wp-json/wp/v2/users/${author}`);
  });

  test("the attachments' parameters, as WordPress reads them", async () => {
    const count = async (query: string) => (await get(`/wp-json/wp/v2/media?${query}`)).json().length;
    const author = (await get(`/wp-json/wp/v2/posts/${post}`)).json().author;
    expect(await count(`author=${author}`)).toBe(1);
    expect(await count(`author_exclude[]=${author}`)).toBe(0);
    expect(await count(`parent_exclude=${post}`)).toBe(0);
    expect(await count('mime_type=image/webp')).toBe(1);
    expect(await count('mime_type=image')).toBe(1);
    expect(await count('mime_type=application/pdf')).toBe(0);
    expect(await count('offset=1')).toBe(0);
    expect(await count('after=2026-03-01T00:00:00&modified_before=2026-04-01T00:00:00')).toBe(1);
    expect(await count('modified_after=2026-04-01T00:00:00')).toBe(0);
    expect(await count('search=canal&orderby=relevance')).toBe(1);
    const status = await get('/wp-json/wp/v2/media?status=private');
    expect(status.statusCode).toBe(400);
    expect(status.json().data.params).toEqual({ status: 'Status is forbidden.' });
    expect((await get('/wp-json/wp/v2/media?orderby=relevance')).json().code).toBe('rest_no_search_term_defined');
  });

  test("one image; a draft's image or an unknown id is rest_post_invalid_id", async () => {
    expect((await get(`/wp-json/wp/v2/media/${shown}`)).json().id).toBe(shown);
    for (const id of [hidden, 99999]) {
      const res = await get(`/wp-json/wp/v2/media/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('rest_post_invalid_id');
    }
  });
});

describe('uploads', () => {
  test('the bytes at the source_url path, with their type and a year of immutable cache', async () => {
    const res = await get(`/wp-content/uploads/2026/03/canal-${shown}.webp`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(IMAGE_BYTES)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test("every upload is served, as WordPress serves wp-content/uploads: a draft's image too", async () => {
    const res = await get(`/wp-content/uploads/2026/05/secret-plan-${hidden}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });

  test("a path that is not exactly the upload's is 404", async () => {
    for (const path of [
      `2026/04/canal-${shown}.webp`,
      `2026/03/other-${shown}.webp`,
      `2026/03/canal-${shown}.png`,
      '2026/03/canal-99999.webp',
      '../../etc/passwd',
    ]) {
      expect((await get(`/wp-content/uploads/${path}`)).statusCode).toBe(404);
    }
  });
});

describe('users', () => {
  test("a post's author is the name it is signed with: a user with public fields only, kept when the account goes", async () => {
    const editor = await pool.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, type, nombre) VALUES ('blog-editor@example.test', 'x', 'admin', 'Zoë')
       RETURNING id`,
    );
    const postId = await insertPost(pool, { slug: 'by-editor', authorName: 'Zoë Editor' });
    await pool.query('UPDATE blog_posts SET author_id = $1 WHERE id = $2', [editor.rows[0].id, postId]);
    const draftId = await insertPost(pool, {
      slug: 'quiet-draft',
      status: 'draft',
      publishedAt: null,
      authorName: 'Quiet Writer',
    });

    const post = (await get(`/wp-json/wp/v2/posts/${postId}?_embed=author`)).json();
    expect(post.author).toBeGreaterThan(0);
    const res = await get(post._links.author[0].href.replace(URLS.selfUrl, ''));
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toEqual({
      id: post.author,
      name: 'Zoë Editor',
      url: '',
      description: '',
      link: `${URLS.siteUrl}/blog`,
      slug: 'zoe-editor',
      avatar_urls: {},
      meta: {},
      _links: {
        self: [{ href: `${URLS.selfUrl}/wp-json/wp/v2/users/${post.author}`, targetHints: { allow: ['GET'] } }],
        collection: [{ href: `${URLS.selfUrl}/wp-json/wp/v2/users` }],
      },
    });
    // The same user embedded (WordPress's embed context has no meta).
    const { meta: _meta, ...embedded } = user;
    expect(post._embedded.author).toEqual([embedded]);
    expect(JSON.stringify(user)).not.toContain('example.test');

    // The editor's account goes: the post keeps its author (WordPress's author 0 never happens here).
    await pool.query('DELETE FROM users WHERE id = $1', [editor.rows[0].id]);
    expect((await get(`/wp-json/wp/v2/posts/${postId}`)).json().author).toBe(post.author);
    expect((await get(`/wp-json/wp/v2/users/${post.author}`)).statusCode).toBe(200);

    // An author with no public post is hidden as WordPress hides a user who has published nothing.
    const quiet = await pool.query<{ id: number }>(`SELECT id FROM blog_authors WHERE name = 'Quiet Writer'`);
    const hidden = await get(`/wp-json/wp/v2/users/${quiet.rows[0].id}`);
    expect(hidden.statusCode).toBe(401);
    expect(hidden.json()).toEqual({
      code: 'rest_user_cannot_view',
      message: 'Sorry, you are not allowed to list users.',
      data: { status: 401 },
    });
    for (const id of [0, 99999]) {
      const missing = await get(`/wp-json/wp/v2/users/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({
        code: 'rest_user_invalid_id',
        message: 'Invalid user ID.',
        data: { status: 404 },
      });
    }

    // The list: the authors of public posts, by name.
    const list = await get('/wp-json/wp/v2/users?per_page=100');
    expect(list.statusCode).toBe(200);
    const names = (list.json() as Array<{ name: string }>).map((author) => author.name);
    expect(names).toContain('Zoë Editor');
    expect(names).not.toContain('Quiet Writer');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : 1)));
    expect((await get('/wp-json/wp/v2/users?slug=zoe-editor')).json()).toEqual([user]);
    expect((await get('/wp-json/wp/v2/users?search=zo&context=embed')).json()).toEqual([embedded]);
    await pool.query('DELETE FROM blog_posts WHERE id = ANY($1::int[])', [[postId, draftId]]);
  });

  test.each([
    ['roles=administrator', 'rest_user_cannot_view', 'Sorry, you are not allowed to filter users by role.'],
    ['capabilities[]=edit_posts', 'rest_user_cannot_view', 'Sorry, you are not allowed to filter users by capability.'],
    ['context=edit', 'rest_forbidden_context', 'Sorry, you are not allowed to list users.'],
    ['orderby=email', 'rest_forbidden_orderby', 'Sorry, you are not allowed to order users by this parameter.'],
    ['who=authors', 'rest_forbidden_who', 'Sorry, you are not allowed to query users by this parameter.'],
  ])('users?%s is refused to a guest as WordPress refuses it', async (query, code, message) => {
    const res = await get(`/wp-json/wp/v2/users?${query}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code, message, data: { status: 401 } });
  });
});

test('the index names the wp/v2 namespace and our routes', async () => {
  const index = (await get('/wp-json/')).json();
  expect(index.namespaces).toEqual(['wp/v2']);
  expect(Object.keys(index.routes)).toEqual(
    expect.arrayContaining(['/wp/v2/posts', '/wp/v2/categories', '/wp/v2/media', '/wp/v2/tags']),
  );
  expect(index.gmt_offset).toBe('0');
});
