// Real WordPress clients against the blog (docs/blog.md#the-wordpress-read-subset): node-wpapi (`wpapi`) and
// `@wordpress/api-fetch` (with `@wordpress/url`, which writes arrays as `key[0]=`), unchanged, reading the service
// directly and through the site's /blog-api proxy: paging by the Link header to the last page, one slug, arrays of
// categories, include and exclude, search by relevance, offset, author, `_embed` with the author, and discovery.
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import WPAPI from 'wpapi';
import { insertCategory, insertPost } from './helper';
import { type Stack, startStack } from './stack';

/** More posts than one page of 100, so that even api-fetch's `per_page=-1` must follow a next link. */
const FILLERS = 101;
const TOTAL = FILLERS + 4;

let stack: Stack;
const ids: Record<string, number> = {};
let cv: number;
let abroad: number;

beforeAll(async () => {
  stack = await startStack();
  const { pool } = stack;
  cv = await insertCategory(pool, { slug: 'cv-tips', name: 'CV tips' });
  abroad = await insertCategory(pool, { slug: 'working-abroad', name: 'Working abroad' });
  // For search=cv spain the date order is the reverse of WordPress's relevance: the phrase in the title first, then
  // every word in the title, then any word in the title, then the text alone.
  ids.phrase = await insertPost(pool, {
    slug: 'the-cv-spain-checklist',
    title: 'The CV Spain checklist',
    publishedAt: '2026-01-05T09:00:00Z',
    authorName: 'Jonas Becker',
    categories: [cv],
  });
  ids.allWords = await insertPost(pool, {
    slug: 'cv-in-spain',
    title: 'How to write a CV in Spain',
    publishedAt: '2026-02-05T09:00:00Z',
    authorName: 'Anna de Vries',
    categories: [cv, abroad],
  });
  ids.anyWord = await insertPost(pool, {
    slug: 'living-in-spain',
    title: 'Living in Spain',
    excerpt: 'Rents, food and where to send a CV',
    publishedAt: '2026-03-05T09:00:00Z',
    authorName: 'Anna de Vries',
    categories: [abroad],
  });
  ids.textOnly = await insertPost(pool, {
    slug: 'interview-tips',
    title: 'Interview tips',
    markdown: 'Bring your CV. In Spain, interviews start on time.',
    publishedAt: '2026-04-05T09:00:00Z',
    authorName: 'Jonas Becker',
  });
  await pool.query(
    `INSERT INTO blog_posts (slug, status, published_at, title, content_html, author_name, updated_at)
     SELECT 'filler-' || n, 'publish', timestamptz '2025-01-01' + n * interval '1 hour', 'Filler ' || n,
       '<p>Filler</p>', 'EuLangJobs', timestamptz '2025-01-01' + n * interval '1 hour'
     FROM generate_series(1, $1::int) AS n`,
    [FILLERS],
  );
});

afterAll(async () => {
  await stack.close();
});

const slugsOf = (posts: Array<{ slug: string }>) => posts.map((post) => post.slug);

describe.each([
  ['directly', () => `${stack.blogUrl}/wp-json`],
  ["through the site's /blog-api proxy", () => `${stack.siteUrl}/blog-api/wp-json`],
])('%s', (_where, rootOf) => {
  describe('node-wpapi', () => {
    const wp = () => new WPAPI({ endpoint: rootOf() });

    test('pages by the Link header to the last page, each link on the origin it called', async () => {
      const seen: string[] = [];
      let page = await wp().posts().perPage(10).get();
      expect(page._paging.total).toBe(TOTAL);
      expect(page._paging.totalPages).toBe(11);
      let pages = 1;
      seen.push(...slugsOf(page));
      while (page._paging.next) {
        expect(page._paging.links.next.startsWith(`${rootOf()}/wp/v2/posts?`)).toBe(true);
        page = await page._paging.next.get();
        pages += 1;
        seen.push(...slugsOf(page));
      }
      expect(pages).toBe(11);
      expect(new Set(seen).size).toBe(TOTAL);
      expect(page._paging.links.prev.startsWith(`${rootOf()}/wp/v2/posts?`)).toBe(true);
    });

    test('one slug, as a string and as an array (slug[]=)', async () => {
      expect(slugsOf(await wp().posts().slug('cv-in-spain').get())).toEqual(['cv-in-spain']);
      expect(slugsOf(await wp().posts().param('slug', ['cv-in-spain']).get())).toEqual(['cv-in-spain']);
    });

    test('arrays of categories (categories[]=)', async () => {
      expect(slugsOf(await wp().posts().categories([cv]).get())).toEqual(['cv-in-spain', 'the-cv-spain-checklist']);
      expect(slugsOf(await wp().posts().categories([cv, abroad]).get())).toEqual([
        'living-in-spain',
        'cv-in-spain',
        'the-cv-spain-checklist',
      ]);
    });

    test('include and exclude (include[]=, exclude[]=)', async () => {
      expect(slugsOf(await wp().posts().include([ids.phrase, ids.textOnly]).get())).toEqual([
        'interview-tips',
        'the-cv-spain-checklist',
      ]);
      const excluded = await wp().posts().search('spain').exclude([ids.anyWord, ids.textOnly]).get();
      expect(slugsOf(excluded)).toEqual(['cv-in-spain', 'the-cv-spain-checklist']);
    });

    test('search ordered by relevance, as WordPress ranks it', async () => {
      const byDate = await wp().posts().search('cv spain').get();
      expect(slugsOf(byDate)).toEqual(['interview-tips', 'living-in-spain', 'cv-in-spain', 'the-cv-spain-checklist']);
      const byRelevance = await wp().posts().search('cv spain').orderby('relevance').get();
      expect(slugsOf(byRelevance)).toEqual([
        'the-cv-spain-checklist',
        'cv-in-spain',
        'living-in-spain',
        'interview-tips',
      ]);
    });

    test('offset skips that many posts; the total stays the whole collection', async () => {
      const page = await wp().posts().perPage(2).offset(1).get();
      expect(slugsOf(page)).toEqual(['living-in-spain', 'cv-in-spain']);
      expect(page._paging.total).toBe(TOTAL);
    });

    test('author: a real user, the same in _embed and at /users/{id}, with public fields only', async () => {
      const [post] = await wp().posts().slug('cv-in-spain').embed().get();
      expect(post.author).toBeGreaterThan(0);
      const [embedded] = post._embedded.author;
      const user = await wp().users().id(post.author).get();
      expect(user).toMatchObject({ id: post.author, name: 'Anna de Vries', slug: 'anna-de-vries' });
      const { meta: _meta, ...userWithoutMeta } = user;
      expect(embedded).toEqual(userWithoutMeta);
      expect(Object.keys(userWithoutMeta).sort()).toEqual(
        ['_links', 'avatar_urls', 'description', 'id', 'link', 'name', 'slug', 'url'].sort(),
      );
      expect(slugsOf(await wp().posts().author(post.author).get())).toEqual(['living-in-spain', 'cv-in-spain']);
    });

    test('_fields as an array (_fields[]=)', async () => {
      const [post] = await wp().posts().slug('cv-in-spain').param('_fields', ['id', 'slug']).get();
      expect(post).toEqual({ id: ids.allWords, slug: 'cv-in-spain' });
    });
  });

  describe('@wordpress/api-fetch', () => {
    const url = (path: string, query: Record<string, unknown> = {}) => addQueryArgs(`${rootOf()}${path}`, query);

    test('per_page=-1 fetches every page by following the Link header', async () => {
      const posts = await apiFetch<Array<{ slug: string }>>({ url: url('/wp/v2/posts', { per_page: -1 }) });
      expect(posts).toHaveLength(TOTAL);
    });

    test('one slug written as slug[0]=', async () => {
      const request = url('/wp/v2/posts', { slug: ['cv-in-spain'] });
      expect(request).toContain('slug%5B0%5D=cv-in-spain');
      expect(slugsOf(await apiFetch({ url: request }))).toEqual(['cv-in-spain']);
    });

    test('categories and include written as key[0]=', async () => {
      const inCv = await apiFetch<Array<{ slug: string }>>({ url: url('/wp/v2/posts', { categories: [cv] }) });
      expect(slugsOf(inCv)).toEqual(['cv-in-spain', 'the-cv-spain-checklist']);
      const included = await apiFetch<Array<{ slug: string }>>({
        url: url('/wp/v2/posts', { include: [ids.anyWord, ids.allWords], orderby: 'include', order: 'asc' }),
      });
      expect(slugsOf(included)).toEqual(['living-in-spain', 'cv-in-spain']);
    });

    test("what it cannot answer is WordPress's own error", async () => {
      await expect(apiFetch({ url: url('/wp/v2/posts', { orderby: 'relevance' }) })).rejects.toMatchObject({
        code: 'rest_no_search_term_defined',
        message: 'You need to define a search term to order by relevance.',
      });
    });
  });
});

describe('discovery', () => {
  test("WPAPI.discover() finds the service's REST root from the service itself", async () => {
    const site = await WPAPI.discover(stack.blogUrl);
    expect(slugsOf(await site.posts().slug('cv-in-spain').get())).toEqual(['cv-in-spain']);
    expect(site.posts().toString()).toBe(`${stack.blogUrl}/wp-json/wp/v2/posts`);
  });

  test("WPAPI.discover() finds the /blog-api root from the site's blog page", async () => {
    const site = await WPAPI.discover(`${stack.siteUrl}/blog`);
    expect(site.posts().toString()).toBe(`${stack.siteUrl}/blog-api/wp-json/wp/v2/posts`);
    const [post] = await site.posts().slug('cv-in-spain').embed().get();
    expect(post._embedded.author[0].name).toBe('Anna de Vries');
  });

  test('?rest_route= reaches the same routes, directly and through the proxy', async () => {
    for (const root of [stack.blogUrl, `${stack.siteUrl}/blog-api`]) {
      const posts = await apiFetch<Array<{ slug: string }>>({
        url: `${root}/?rest_route=/wp/v2/posts&slug=cv-in-spain`,
      });
      expect(slugsOf(posts)).toEqual(['cv-in-spain']);
    }
  });
});
