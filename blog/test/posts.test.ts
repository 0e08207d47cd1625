// Long because it checks WordPress's posts contract field by field and filter by filter; the cases are short and many.
// /wp-json/wp/v2/posts answered like WordPress: fields and types, `_embed`, paging headers, every filter, errors,
// and what readers may see (drafts and scheduled posts stay invisible until their time).
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildTestApp, insertCategory, insertMedia, insertPost, URLS } from './helper';

let app: FastifyInstance;
let pool: pg.Pool;
const ids: Record<string, number> = {};
let work: number;
let cv: number;
let media: number;

beforeAll(async () => {
  ({ app, pool } = await buildTestApp());
  work = await insertCategory(pool, {
    slug: 'working-abroad',
    name: 'Working abroad',
    description: 'Moving for a job',
  });
  cv = await insertCategory(pool, { slug: 'cv-tips', name: 'CV tips & tricks' });
  media = await insertMedia(pool, {
    slug: 'amsterdam-canal',
    alt: 'A canal in Amsterdam',
    createdAt: '2026-03-15T10:00:00Z',
  });
  ids.netherlands = await insertPost(pool, {
    slug: 'work-in-the-netherlands',
    title: 'Work in the Netherlands – a guide for "Dutch" speakers',
    excerpt: 'Everything about <jobs> in NL',
    html: '<h2>Start</h2><p>Read <a href="/jobs-in-netherlands-for-dutch-speakers">the jobs</a>.</p>',
    markdown: 'Start: read the jobs for tulip lovers',
    publishedAt: '2026-03-01T08:00:00Z',
    language: 'en',
    mediaId: media,
    jobList: '/jobs-in-netherlands-for-dutch-speakers',
    authorName: 'Anna de Vries',
    categories: [work],
  });
  ids.cvGerman = await insertPost(pool, {
    slug: 'lebenslauf-in-deutschland',
    title: 'Der Lebenslauf in Deutschland',
    publishedAt: '2026-02-01T08:00:00Z',
    language: 'de',
    categories: [cv, work],
  });
  ids.cvSpain = await insertPost(pool, {
    slug: 'cv-en-espana',
    title: 'El CV en España',
    publishedAt: '2026-01-01T08:00:00Z',
    language: 'es',
    categories: [cv],
  });
  ids.draft = await insertPost(pool, { slug: 'a-draft', status: 'draft', publishedAt: null });
  ids.future = await insertPost(pool, { slug: 'next-year', status: 'future', publishedAt: '2099-01-01T00:00:00Z' });
});

afterAll(async () => {
  await app.close();
  await pool.end();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const slugs = (body: string) => (JSON.parse(body) as Array<{ slug: string }>).map((post) => post.slug);

describe('a post', () => {
  test('carries WordPress fields with WordPress types', async () => {
    const res = await get(`/wp-json/wp/v2/posts/${ids.netherlands}`);
    expect(res.statusCode).toBe(200);
    const post = res.json();
    expect(post).toMatchObject({
      id: ids.netherlands,
      date: '2026-03-01T08:00:00',
      date_gmt: '2026-03-01T08:00:00',
      guid: { rendered: `${URLS.siteUrl}/?p=${ids.netherlands}` },
      slug: 'work-in-the-netherlands',
      status: 'publish',
      type: 'post',
      link: `${URLS.siteUrl}/blog/work-in-the-netherlands`,
      title: { rendered: 'Work in the Netherlands – a guide for &quot;Dutch&quot; speakers' },
      content: {
        rendered: '<h2>Start</h2><p>Read <a href="/jobs-in-netherlands-for-dutch-speakers">the jobs</a>.</p>',
        protected: false,
      },
      excerpt: { rendered: '<p>Everything about &lt;jobs&gt; in NL</p>\n', protected: false },
      author: expect.any(Number),
      featured_media: media,
      comment_status: 'closed',
      ping_status: 'closed',
      sticky: false,
      template: '',
      format: 'standard',
      meta: { eulangjobs_job_list: '/jobs-in-netherlands-for-dutch-speakers' },
      categories: [work],
      tags: [],
      lang: 'en',
    });
    expect(post.modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(post.author).toBeGreaterThan(0);
    // REST links name the service as its clients call it; the api's proxy rewrites them to its own address.
    expect(post._links.self[0].href).toBe(`${URLS.selfUrl}/wp-json/wp/v2/posts/${ids.netherlands}`);
    expect(post._links.author).toEqual([
      { embeddable: true, href: `${URLS.selfUrl}/wp-json/wp/v2/users/${post.author}` },
    ]);
    expect(post._links['wp:featuredmedia']).toEqual([
      { embeddable: true, href: `${URLS.selfUrl}/wp-json/wp/v2/media/${media}` },
    ]);
    expect(post._links['wp:term'].map((link: { taxonomy: string }) => link.taxonomy)).toEqual(['category', 'post_tag']);
    expect(post._embedded).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(res.headers.allow).toBe('GET');
  });

  test('an excerpt left empty is the text cut at 55 words, as WordPress makes it', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `word${i}`).join(' ');
    const id = await insertPost(pool, {
      slug: 'long-one',
      html: `<p>${words}</p>`,
      publishedAt: '2025-01-01T00:00:00Z',
    });
    const post = (await get(`/wp-json/wp/v2/posts/${id}`)).json();
    expect(post.excerpt.rendered).toBe(`<p>${words.split(' ').slice(0, 55).join(' ')} [&hellip;]</p>\n`);
    await pool.query('DELETE FROM blog_posts WHERE id = $1', [id]);
  });

  test('with _embed: its author, featured image and categories', async () => {
    const post = (await get(`/wp-json/wp/v2/posts/${ids.netherlands}?_embed=1`)).json();
    expect(post._embedded.author).toEqual([
      expect.objectContaining({
        id: post.author,
        name: 'Anna de Vries',
        slug: 'anna-de-vries',
        url: '',
        description: '',
      }),
    ]);
    const [image] = post._embedded['wp:featuredmedia'];
    const source = `${URLS.publicUrl}/wp-content/uploads/2026/03/amsterdam-canal-${media}.webp`;
    expect(image).toMatchObject({
      id: media,
      type: 'attachment',
      alt_text: 'A canal in Amsterdam',
      media_type: 'image',
      mime_type: 'image/webp',
      source_url: source,
      media_details: { width: 1200, height: 630, sizes: { full: { width: 1200, height: 630, source_url: source } } },
    });
    expect(post._embedded['wp:term']).toEqual([
      [expect.objectContaining({ id: work, slug: 'working-abroad', name: 'Working abroad', taxonomy: 'category' })],
      [],
    ]);
    expect(post._embedded['wp:term'][0][0].link).toBe(`${URLS.siteUrl}/blog/category/working-abroad/1`);
  });

  test('_embed naming relations embeds only those', async () => {
    const post = (await get(`/wp-json/wp/v2/posts/${ids.netherlands}?_embed=author,wp:term`)).json();
    expect(Object.keys(post._embedded)).toEqual(['author', 'wp:term']);
    const all = (await get(`/wp-json/wp/v2/posts/${ids.netherlands}?_embed`)).json();
    expect(Object.keys(all._embedded)).toEqual(['author', 'wp:featuredmedia', 'wp:term']);
  });

  test('drafts, scheduled posts not yet due and unknown ids are WordPress 404s', async () => {
    for (const id of [ids.draft, ids.future, 999999]) {
      const res = await get(`/wp-json/wp/v2/posts/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'rest_post_invalid_id', message: 'Invalid post ID.', data: { status: 404 } });
    }
    expect((await get('/wp-json/wp/v2/posts/abc')).json().code).toBe('rest_no_route');
  });

  test('_fields keeps only the named fields, dotted paths included', async () => {
    const post = (await get(`/wp-json/wp/v2/posts/${ids.netherlands}?_fields=id,title.rendered,slug`)).json();
    expect(post).toEqual({
      id: ids.netherlands,
      title: { rendered: 'Work in the Netherlands – a guide for &quot;Dutch&quot; speakers' },
      slug: 'work-in-the-netherlands',
    });
  });

  test('context=embed gives the embed subset; context=edit needs a login WordPress-style', async () => {
    const post = (await get(`/wp-json/wp/v2/posts/${ids.netherlands}?context=embed`)).json();
    expect(Object.keys(post).sort()).toEqual(
      ['_links', 'author', 'date', 'excerpt', 'featured_media', 'id', 'link', 'slug', 'title', 'type'].sort(),
    );
    const edit = await get(`/wp-json/wp/v2/posts/${ids.netherlands}?context=edit`);
    expect(edit.statusCode).toBe(401);
    expect(edit.json().code).toBe('rest_forbidden_context');
  });
});

describe('the collection', () => {
  test('public posts only, newest first, with X-WP-Total and X-WP-TotalPages', async () => {
    const res = await get('/wp-json/wp/v2/posts');
    expect(res.statusCode).toBe(200);
    expect(slugs(res.body)).toEqual(['work-in-the-netherlands', 'lebenslauf-in-deutschland', 'cv-en-espana']);
    expect(res.headers['x-wp-total']).toBe('3');
    expect(res.headers['x-wp-totalpages']).toBe('1');
    // No prev or next: only the REST root, which every answer names (docs/blog.md#discovery).
    expect(res.headers.link).toBe(`<${URLS.selfUrl}/wp-json/>; rel="https://api.w.org/"`);
  });

  test('pages with a Link header naming prev and next, as WordPress writes it', async () => {
    const first = await get('/wp-json/wp/v2/posts?per_page=1&_embed=1');
    expect(slugs(first.body)).toEqual(['work-in-the-netherlands']);
    expect(first.headers['x-wp-totalpages']).toBe('3');
    const root = `${URLS.selfUrl}/wp-json/wp/v2/posts`;
    const api = `<${URLS.selfUrl}/wp-json/>; rel="https://api.w.org/"`;
    expect(first.headers.link).toBe(`<${root}?per_page=1&_embed=1&page=2>; rel="next", ${api}`);
    const second = await get('/wp-json/wp/v2/posts?per_page=1&page=2');
    expect(slugs(second.body)).toEqual(['lebenslauf-in-deutschland']);
    expect(second.headers.link).toBe(
      `<${root}?per_page=1&page=1>; rel="prev", <${root}?per_page=1&page=3>; rel="next", ${api}`,
    );
    const last = await get('/wp-json/wp/v2/posts?per_page=1&page=3');
    expect(last.headers.link).toBe(`<${root}?per_page=1&page=2>; rel="prev", ${api}`);
  });

  test('a page past the end is rest_post_invalid_page_number', async () => {
    const res = await get('/wp-json/wp/v2/posts?page=2');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  });

  test.each([
    ['slug=cv-en-espana,lebenslauf-in-deutschland', ['lebenslauf-in-deutschland', 'cv-en-espana']],
    ['slug[]=cv-en-espana', ['cv-en-espana']],
    ['categories=CV', 'invalid'],
    // A slug no post has (any text, as in WordPress) finds nothing; slugs are compared lower-cased.
    ['slug=No such post!', []],
    ['slug=CV-EN-ESPANA', ['cv-en-espana']],
    ['lang=xx', []],
    ['lang=de', ['lebenslauf-in-deutschland']],
    ['lang=de,es', ['lebenslauf-in-deutschland', 'cv-en-espana']],
    ['search=tulip', ['work-in-the-netherlands']],
    ['search=lebenslauf deutschland', ['lebenslauf-in-deutschland']],
    ['search=100%', []],
    ['after=2026-01-15T00:00:00', ['work-in-the-netherlands', 'lebenslauf-in-deutschland']],
    ['before=2026-01-15T00:00:00Z', ['cv-en-espana']],
    ['orderby=title&order=asc', ['lebenslauf-in-deutschland', 'cv-en-espana', 'work-in-the-netherlands']],
    ['orderby=slug', ['work-in-the-netherlands', 'lebenslauf-in-deutschland', 'cv-en-espana']],
    ['orderby=id&order=asc', ['work-in-the-netherlands', 'lebenslauf-in-deutschland', 'cv-en-espana']],
    ['orderby=modified&order=asc', ['cv-en-espana', 'lebenslauf-in-deutschland', 'work-in-the-netherlands']],
    ['status=publish', ['work-in-the-netherlands', 'lebenslauf-in-deutschland', 'cv-en-espana']],
  ])('%s', async (query, expected) => {
    const res = await get(`/wp-json/wp/v2/posts?${query}`);
    if (expected === 'invalid') {
      expect(res.statusCode).toBe(400);
      return;
    }
    expect(res.statusCode).toBe(200);
    expect(slugs(res.body)).toEqual(expected);
    expect(res.headers['x-wp-total']).toBe(String(expected.length));
  });

  test('categories, categories_exclude, include, exclude and orderby=include', async () => {
    const list = async (query: string) => slugs((await get(`/wp-json/wp/v2/posts?${query}`)).body);
    expect(await list(`categories=${cv}`)).toEqual(['lebenslauf-in-deutschland', 'cv-en-espana']);
    expect(await list(`categories=${cv},${work}`)).toHaveLength(3);
    expect(await list(`categories_exclude=${cv}`)).toEqual(['work-in-the-netherlands']);
    expect(await list(`include=${ids.cvSpain},${ids.draft}`)).toEqual(['cv-en-espana']);
    expect(await list(`exclude=${ids.netherlands}`)).toEqual(['lebenslauf-in-deutschland', 'cv-en-espana']);
    expect(await list(`include=${ids.cvSpain},${ids.netherlands}&orderby=include&order=asc`)).toEqual([
      'cv-en-espana',
      'work-in-the-netherlands',
    ]);
  });

  test("PHP's array forms: key[]=, key[0]= (what @wordpress/url writes), and a later plain key=v replaces them", async () => {
    const list = async (query: string) => slugs((await get(`/wp-json/wp/v2/posts?${query}`)).body);
    expect(await list('slug%5B0%5D=cv-en-espana')).toEqual(['cv-en-espana']);
    expect(await list('slug[0]=cv-en-espana&slug[1]=lebenslauf-in-deutschland')).toEqual([
      'lebenslauf-in-deutschland',
      'cv-en-espana',
    ]);
    expect(await list(`categories[0]=${cv}`)).toEqual(['lebenslauf-in-deutschland', 'cv-en-espana']);
    expect(await list(`include[]=${ids.cvSpain}&include[]=${ids.netherlands}`)).toEqual([
      'work-in-the-netherlands',
      'cv-en-espana',
    ]);
    expect(await list(`exclude[5]=${ids.netherlands}`)).toEqual(['lebenslauf-in-deutschland', 'cv-en-espana']);
    expect(await list(`slug[]=work-in-the-netherlands&slug=cv-en-espana`)).toEqual(['cv-en-espana']);
    const post = (await get(`/wp-json/wp/v2/posts/${ids.cvSpain}?_fields[0]=id&_fields[1]=slug`)).json();
    expect(post).toEqual({ id: ids.cvSpain, slug: 'cv-en-espana' });
    // A single value given as an array is WordPress's type error, never silently another filter.
    const bad = (await get('/wp-json/wp/v2/posts?search[]=cv&per_page[0]=2&include[a]=1')).json();
    expect(bad.data.params).toEqual({
      search: 'search is not of type string.',
      per_page: 'per_page is not of type integer.',
      include: 'include is not of type array.',
    });
  });

  test('offset: skips that many posts, replacing the page; the totals stay the whole collection', async () => {
    const res = await get('/wp-json/wp/v2/posts?offset=1&per_page=1');
    expect(slugs(res.body)).toEqual(['lebenslauf-in-deutschland']);
    expect(res.headers['x-wp-total']).toBe('3');
    expect(slugs((await get('/wp-json/wp/v2/posts?offset=2&page=1')).body)).toEqual(['cv-en-espana']);
    // The page is still checked against the number of pages, as WordPress does.
    expect((await get('/wp-json/wp/v2/posts?offset=2&page=5')).json().code).toBe('rest_post_invalid_page_number');
    // Past the end on page 1: WordPress counts nothing when it found nothing.
    const past = await get('/wp-json/wp/v2/posts?offset=10');
    expect(JSON.parse(past.body)).toEqual([]);
    expect(past.headers['x-wp-total']).toBe('0');
  });

  test('author and author_exclude: the ids posts carry in `author`', async () => {
    const anna = (await get(`/wp-json/wp/v2/posts/${ids.netherlands}`)).json().author;
    const list = async (query: string) => slugs((await get(`/wp-json/wp/v2/posts?${query}`)).body);
    expect(await list(`author=${anna}`)).toEqual(['work-in-the-netherlands']);
    expect(await list(`author[]=${anna}`)).toEqual(['work-in-the-netherlands']);
    expect(await list(`author_exclude=${anna}`)).toEqual(['lebenslauf-in-deutschland', 'cv-en-espana']);
    expect(await list('author=999999')).toEqual([]);
    expect(await list(`orderby=author&order=asc&author_exclude=${anna}`)).toHaveLength(2);
  });

  test('tags, tags_exclude, tax_relation and the object form of a term filter, as WordPress reads them', async () => {
    const list = async (query: string) => slugs((await get(`/wp-json/wp/v2/posts?${query}`)).body);
    // We have no tags: asking for posts with one finds none; excluding one excludes none.
    expect(await list('tags=5')).toEqual([]);
    expect(await list('tags_exclude=5')).toHaveLength(3);
    expect(await list(`categories=${cv}&tags=5`)).toEqual([]);
    expect(await list(`categories=${cv}&tags=5&tax_relation=OR`)).toEqual([
      'lebenslauf-in-deutschland',
      'cv-en-espana',
    ]);
    expect(await list(`categories[terms][]=${cv}&categories[terms][]=${work}&categories[operator]=AND`)).toEqual([
      'lebenslauf-in-deutschland',
    ]);
    expect(await list(`categories[terms][0]=${cv}&categories[include_children]=true`)).toHaveLength(2);
    expect(await list(`categories_exclude[terms][]=${cv}`)).toEqual(['work-in-the-netherlands']);
    const bad = (
      await get(`/wp-json/wp/v2/posts?categories[operator]=XOR&tags[include_children]=1&tax_relation=x`)
    ).json();
    expect(bad.data.params).toEqual({
      categories: 'categories[operator] is not one of AND and OR.',
      tags: 'include_children is not a valid property of Object.',
      tax_relation: 'tax_relation is not one of AND and OR.',
    });
  });

  test('sticky, ignore_sticky and format: no post is sticky, every post is standard', async () => {
    const list = async (query: string) => slugs((await get(`/wp-json/wp/v2/posts?${query}`)).body);
    expect(await list('sticky=true')).toEqual([]);
    expect(await list('sticky=false')).toHaveLength(3);
    expect(await list('ignore_sticky=false')).toHaveLength(3);
    expect(await list('format=standard')).toHaveLength(3);
    expect(await list('format[]=video')).toEqual([]);
    expect((await get('/wp-json/wp/v2/posts?sticky=maybe&format=poem')).json().data.params).toEqual({
      sticky: 'sticky is not of type boolean.',
      format: 'format[0] is not one of standard, aside, chat, gallery, link, image, quote, status, video, and audio.',
    });
  });

  test('modified_after and modified_before: by the last change', async () => {
    await pool.query(`UPDATE blog_posts SET updated_at = '2026-05-01T00:00:00Z' WHERE id = $1`, [ids.cvSpain]);
    const list = async (query: string) => slugs((await get(`/wp-json/wp/v2/posts?${query}`)).body);
    expect(await list('modified_after=2026-04-01T00:00:00')).toEqual(['cv-en-espana']);
    expect(await list('modified_before=2026-04-01T00:00:00Z')).toEqual([
      'work-in-the-netherlands',
      'lebenslauf-in-deutschland',
    ]);
    expect((await get('/wp-json/wp/v2/posts?modified_after=soon')).json().data.params).toEqual({
      modified_after: 'Invalid date.',
    });
    await pool.query(`UPDATE blog_posts SET updated_at = published_at WHERE id = $1`, [ids.cvSpain]);
  });

  test("search as WordPress's: phrases, exclusions, columns, exact, and orderby=relevance", async () => {
    const list = async (query: string) => slugs((await get(`/wp-json/wp/v2/posts?${query}`)).body);
    expect(await list('search=deutschland -lebenslauf')).toEqual([]);
    expect(await list('search=cv -deutschland')).toEqual(['cv-en-espana']);
    expect(await list('search="El CV"')).toEqual(['cv-en-espana']);
    // Stopwords are left out of a search of several words.
    expect(await list('search=the tulip')).toEqual(['work-in-the-netherlands']);
    expect(await list('search=tulip&search_columns=post_title')).toEqual([]);
    expect(await list('search=tulip&search_columns[]=post_content')).toEqual(['work-in-the-netherlands']);
    // Exact: each term is a whole title, excerpt or text.
    expect(await list('search="el cv en españa"&search_semantics=exact')).toEqual(['cv-en-espana']);
    expect(await list('search=el cv en españa&search_semantics=exact')).toEqual([]);
    expect(await list('search=deutschland lebenslauf&orderby=relevance')).toEqual(['lebenslauf-in-deutschland']);
    const noSearch = await get('/wp-json/wp/v2/posts?orderby=relevance');
    expect(noSearch.statusCode).toBe(400);
    expect(noSearch.json()).toEqual({
      code: 'rest_no_search_term_defined',
      message: 'You need to define a search term to order by relevance.',
      data: { status: 400 },
    });
  });

  test('orderby include_slugs and include follow the lists given, whatever the order', async () => {
    const list = async (query: string) => slugs((await get(`/wp-json/wp/v2/posts?${query}`)).body);
    expect(await list('slug=cv-en-espana,work-in-the-netherlands&orderby=include_slugs&order=desc')).toEqual([
      'cv-en-espana',
      'work-in-the-netherlands',
    ]);
    expect(await list(`include=${ids.cvSpain},${ids.netherlands}&orderby=include&order=desc`)).toEqual([
      'cv-en-espana',
      'work-in-the-netherlands',
    ]);
    expect(await list('orderby=parent&order=asc')).toHaveLength(3);
  });

  test('bad parameters: one 400 rest_invalid_param naming each of them, with WordPress messages', async () => {
    const res = await get('/wp-json/wp/v2/posts?per_page=0&page=x&order=up&categories=1,a&after=yesterday');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('rest_invalid_param');
    expect(body.message).toBe('Invalid parameter(s): page, per_page, categories, after, order');
    expect(body.data.status).toBe(400);
    expect(body.data.params).toEqual({
      page: 'page is not of type integer.',
      per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
      categories: 'categories[1] is not of type integer.',
      after: 'Invalid date.',
      order: 'order is not one of asc and desc.',
    });
    expect(body.data.details.per_page).toEqual({
      code: 'rest_out_of_bounds',
      message: 'per_page must be between 1 (inclusive) and 100 (inclusive)',
      data: null,
    });
    expect((await get('/wp-json/wp/v2/posts?per_page=101')).statusCode).toBe(400);
    expect((await get(`/wp-json/wp/v2/posts?search=${'x'.repeat(201)}`)).json().data.params.search).toBe(
      'search must be at most 200 characters.',
    );
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    expect((await get(`/wp-json/wp/v2/posts?include=${many}`)).json().data.params.include).toBe(
      'include must contain at most 100 items.',
    );
    const orderby = (await get('/wp-json/wp/v2/posts?orderby=include')).json();
    expect(orderby.code).toBe('rest_orderby_include_missing_include');
  });

  test('a guest asking for drafts is refused as WordPress refuses one', async () => {
    const res = await get('/wp-json/wp/v2/posts?status=draft');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.params).toEqual({ status: 'Status is forbidden.' });
    expect((await get('/wp-json/wp/v2/posts?status=nonsense')).json().data.params.status).toMatch(
      /^status\[0\] is not one of/,
    );
  });

  test('an ETag, and 304 when it still matches', async () => {
    const res = await get('/wp-json/wp/v2/posts?per_page=2');
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/wp-json/wp/v2/posts?per_page=2', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // A change (a new public post) changes the answer and its tag.
    const id = await insertPost(pool, { slug: 'brand-new', publishedAt: '2026-04-01T00:00:00Z' });
    const changed = await get('/wp-json/wp/v2/posts?per_page=2', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await pool.query('DELETE FROM blog_posts WHERE id = $1', [id]);
  });

  test('HEAD answers the headers without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/wp-json/wp/v2/posts' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-wp-total']).toBe('3');
    expect(res.body).toBe('');
  });
});

describe('scheduled publishing', () => {
  test('a scheduled post appears on its minute, reading "publish", with no job to run', async () => {
    const id = await insertPost(pool, {
      slug: 'on-the-minute',
      status: 'future',
      publishedAt: new Date(Date.now() + 1500).toISOString(),
    });
    const before = await get('/wp-json/wp/v2/posts?slug=on-the-minute');
    expect(JSON.parse(before.body)).toEqual([]);
    expect((await get(`/wp-json/wp/v2/posts/${id}`)).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    const after = await get('/wp-json/wp/v2/posts?slug=on-the-minute');
    expect(slugs(after.body)).toEqual(['on-the-minute']);
    expect(JSON.parse(after.body)[0].status).toBe('publish');
    await pool.query('DELETE FROM blog_posts WHERE id = $1', [id]);
  });

  test('a post moved back to draft disappears at once', async () => {
    await pool.query(`UPDATE blog_posts SET status = 'draft' WHERE id = $1`, [ids.cvSpain]);
    expect(slugs((await get('/wp-json/wp/v2/posts')).body)).not.toContain('cv-en-espana');
    await pool.query(`UPDATE blog_posts SET status = 'publish' WHERE id = $1`, [ids.cvSpain]);
  });
});
