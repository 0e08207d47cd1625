import { sql } from 'kysely';
import { loadConfig } from '../../src/config';
import { buildTestApp } from '../helper';
import {
  closedPortUrl,
  IMAGE_BYTES,
  SAMPLE_CATEGORIES,
  samplePosts,
  startFakeWordPress,
  useAppWithFakeWordPress,
} from '../support/fake-wordpress';
import { expectPublicReadCors } from '../support/public-cors';

/** The browser's way to the blog: `/blog-api/*` forwards read paths only and sanitises the posts' HTML. */
describe('the /blog-api proxy', () => {
  const { t, wordpress } = useAppWithFakeWordPress(samplePosts(), SAMPLE_CATEGORIES, { BLOG_TIMEOUT_MS: '800' });
  beforeEach(() => {
    wordpress.mode = 'ok';
    wordpress.requests.length = 0;
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('forwards a posts page with its paging headers, ETag and its links rewritten to the proxy', async () => {
    const response = await get('/blog-api/wp-json/wp/v2/posts?page=1&per_page=9&_embed=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-wp-total']).toBe('11');
    expect(response.headers['x-wp-totalpages']).toBe('2');
    expect(response.headers.etag).toBe('"posts-1"');
    // The next page and the REST root through the proxy, on the site's public origin (what a client called, so that
    // node-wpapi and api-fetch can follow it); the link to another site is not ours to pass on.
    expect(response.headers.link).toBe(
      '<http://localhost:8080/blog-api/wp-json/wp/v2/posts?page=2>; rel="next", ' +
        '<http://localhost:8080/blog-api/wp-json/>; rel="https://api.w.org/"',
    );
    // The blog's cookies stay with the blog.
    expect(String(response.headers['set-cookie'] ?? '')).not.toContain('wp_session');
    const posts = response.json() as { slug: string; _embedded?: unknown }[];
    expect(posts).toHaveLength(9);
    expect(posts[0]?.slug).toBe('work-in-the-netherlands');
    expect(posts[0]?._embedded).toBeDefined();
    // The answer's own links too; other addresses (the post's page on the blog) stay as they were.
    const [first] = response.json() as { id: number; link: string; _links: { self: { href: string }[] } }[];
    expect(first?._links.self[0]?.href).toBe(`http://localhost:8080/blog-api/wp-json/wp/v2/posts/${first?.id}`);
    expect(first?.link).toBe(`${wordpress.url}/work-in-the-netherlands/`);
    expect(wordpress.requests[0]?.url).toBe('/wordpress/wp-json/wp/v2/posts?page=1&per_page=9&_embed=1');
  });

  it("forwards PHP's array forms of the read parameters (key[]=, key[0]=, key[terms][]=)", async () => {
    const query =
      'categories%5B%5D=2&categories%5B1%5D=3&tags%5Bterms%5D%5B%5D=4&tags%5Boperator%5D=AND&slug%5B0%5D=a' +
      '&include%5B%5D=1&_fields%5B%5D=id&author%5B%5D=7&offset=2&modified_after=2026-01-01T00%3A00%3A00' +
      '&context%5B%5D=edit&_jsonp%5B%5D=steal&a%5Bb%5D%5Bc%5D%5Bd%5D=1';
    await get(`/blog-api/wp-json/wp/v2/posts?${query}`);
    expect(wordpress.requests[0]?.url).toBe(
      '/wordpress/wp-json/wp/v2/posts?categories%5B%5D=2&categories%5B1%5D=3&tags%5Bterms%5D%5B%5D=4' +
        '&tags%5Boperator%5D=AND&slug%5B0%5D=a&include%5B%5D=1&_fields%5B%5D=id&author%5B%5D=7&offset=2' +
        '&modified_after=2026-01-01T00%3A00%3A00',
    );
  });

  it('serves ?rest_route= as WordPress does, for the same read routes only', async () => {
    const post = await get('/blog-api/?rest_route=/wp/v2/posts/42&_embed=1');
    expect(post.statusCode).toBe(200);
    expect(post.json()).toMatchObject({ id: 42 });
    expect(wordpress.requests[0]?.url).toBe('/wordpress/?rest_route=%2Fwp%2Fv2%2Fposts%2F42&_embed=1');
    for (const route of ['/wp/v2/settings', '/wp/v2/users/me', '/../wp-admin', '/jwt-auth/v1/token']) {
      const refused = await get(`/blog-api/?rest_route=${encodeURIComponent(route)}`);
      expect({ route, status: refused.statusCode }).toEqual({ route, status: 404 });
    }
    expect(wordpress.requests).toHaveLength(1);
  });

  it('forwards the routes the answers link to: the namespace, post types, taxonomies, users', async () => {
    for (const path of [
      '/wp-json/wp/v2',
      '/wp-json/wp/v2/types',
      '/wp-json/wp/v2/types/post',
      '/wp-json/wp/v2/taxonomies',
      '/wp-json/wp/v2/taxonomies/category',
      '/wp-json/wp/v2/users',
      '/wp-json/wp/v2/users/3',
      '/wp-json/wp/v2/tags/5',
    ]) {
      await get(`/blog-api${path}`);
      expect(wordpress.requests.pop()?.url).toBe(`/wordpress${path}`);
    }
  });

  it('lets any site read the public answers (CORS without credentials), preflight included', async () => {
    await expectPublicReadCors(
      t.app,
      ['/blog-api/wp-json/wp/v2/posts', '/blog-api/wp-json/wp/v2/posts/999', '/blog-api/wp-admin/'],
      '/blog-api/wp-json/wp/v2/posts?per_page=5',
    );
    // Our own api is not the blog: no CORS there.
    const api = await get('/api/ping', { origin: 'https://reader.example' });
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
    expect(wordpress.requests.every((request) => request.headers.origin === undefined)).toBe(true);
  });

  it('sanitises content, excerpt and embedded captions with the api allow-list', async () => {
    const response = await get('/blog-api/wp-json/wp/v2/posts?slug=work-in-the-netherlands&_embed=1');
    expect(response.statusCode).toBe(200);
    const [post] = response.json() as {
      content: { rendered: string };
      excerpt: { rendered: string };
      title: { rendered: string };
      _embedded: { 'wp:featuredmedia': { caption: { rendered: string } }[] };
    }[];
    const html = post?.content.rendered ?? '';
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe/i);
    expect(html).toContain('<h2>Start here</h2>');
    expect(html).toContain('<img src="https://blog.example/a.webp" alt="Canals" loading="lazy" />');
    expect(html).toContain('<a href="https://ind.nl/" rel="noopener noreferrer">IND</a>');
    expect(html).toContain('<h2>Where to look</h2><ul><li>Randstad</li></ul>');
    expect(post?.excerpt.rendered).toBe('<p>Dutch employers hire <strong>English</strong> speakers &amp; more.</p>');
    expect(post?._embedded['wp:featuredmedia'][0]?.caption.rendered).toBe('<p>Caption</p>');
    expect(post?.title.rendered).toBe('How to get a job in the Netherlands');
  });

  it('passes on a post by id, the REST index, categories and a 400 past the last page', async () => {
    expect((await get('/blog-api/wp-json/wp/v2/posts/42')).json()).toMatchObject({ id: 42 });
    expect((await get('/blog-api/wp-json/')).json()).toMatchObject({ namespaces: ['wp/v2'] });
    const categories = await get('/blog-api/wp-json/wp/v2/categories?slug=cv-tips');
    expect(categories.json()).toEqual([expect.objectContaining({ slug: 'cv-tips', count: 10 })]);
    const past = await get('/blog-api/wp-json/wp/v2/posts?page=9');
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ code: 'rest_post_invalid_page_number' });
    const missing = await get('/blog-api/wp-json/wp/v2/posts/999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'rest_post_invalid_id' });
  });

  it('serves uploaded images with their type and validators, and refuses anything else found there', async () => {
    const image = await get('/blog-api/wp-content/uploads/2026/11/work-in-the-netherlands.webp');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers.etag).toBe('"img-1"');
    expect(image.headers['cache-control']).toBe('max-age=31536000');
    expect(image.rawPayload.equals(IMAGE_BYTES)).toBe(true);
    // An HTML page under uploads would run on our origin: not served.
    const page = await get('/blog-api/wp-content/uploads/2026/11/page.html');
    expect(page.statusCode).toBe(503);
    expect(page.body).not.toContain('<script>');
  });

  it('refuses every path that is not a read route, without asking the blog', async () => {
    for (const path of [
      '/blog-api/wp-json/wp/v2/settings',
      '/blog-api/wp-json/wp/v2/users/me',
      '/blog-api/wp-json/wp/v2/posts/42/revisions',
      '/blog-api/wp-json/jwt-auth/v1/token',
      '/blog-api/wp-json',
      '/blog-api/wp-admin/',
      '/blog-api/wp-login.php',
      '/blog-api/xmlrpc.php',
      '/blog-api/wp-content/uploads/../../wp-config.php',
      '/blog-api/wp-content/uploads/%2e%2e/wp-config.php',
      '/blog-api/wp-content/plugins/x.php',
      '/blog-api/',
    ]) {
      const response = await get(path);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
      expect(response.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
    }
    expect(wordpress.requests).toHaveLength(0);
    // Writes are not proxied at all.
    const write = await t.app.inject({ method: 'POST', url: '/blog-api/wp-json/wp/v2/posts', payload: {} });
    expect(write.statusCode).toBe(404);
    expect(wordpress.requests).toHaveLength(0);
  });

  it('forwards only known read parameters, bounded, and nothing of the visitor', async () => {
    const long = 'x'.repeat(201);
    await get(
      `/blog-api/wp-json/wp/v2/posts?page=2&_jsonp=steal&_method=DELETE&context=edit&search=${long}&slug=a&_envelope=1`,
      {
        cookie: 'session=abc; XSRF-TOKEN=t',
        authorization: 'Bearer secret',
        'x-forwarded-for': '10.0.0.1',
        'if-none-match': '"posts-2"',
      },
    );
    const [request] = wordpress.requests;
    expect(request?.url).toBe('/wordpress/wp-json/wp/v2/posts?page=2&slug=a');
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['x-forwarded-for']).toBeUndefined();
    // Cache validators do go: the blog may answer 304.
    expect(request?.headers['if-none-match']).toBe('"posts-2"');
  });

  it('passes on a 304 when the browser already has the answer', async () => {
    const response = await get('/blog-api/wp-json/wp/v2/posts?page=1', { 'if-none-match': '"posts-1"' });
    expect(response.statusCode).toBe(304);
    expect(response.headers.etag).toBe('"posts-1"');
    expect(response.body).toBe('');
  });

  it('answers HEAD like GET without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/blog-api/wp-json/wp/v2/posts?page=1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('11');
    expect(response.body).toBe('');
  });

  it('a blog answering 500 is a 503 blog_unavailable with Retry-After', async () => {
    wordpress.mode = 'error';
    const response = await get('/blog-api/wp-json/wp/v2/posts');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({
      code: 'blog_unavailable',
      message: 'The blog is unavailable right now.',
      data: { status: 503 },
    });
  });

  it('throttles a flood of calls from one address (the blog-proxy quota)', async () => {
    const from = '203.0.113.77';
    const key = `blog-proxy:address:${from}`;
    await sql`INSERT INTO call_quota_uses (key, window_start, uses)
      VALUES (${key}, to_timestamp(floor(extract(epoch FROM now()) / 60) * 60), 300)`.execute(t.db);
    try {
      const response = await t.app.inject({ url: '/blog-api/wp-json/wp/v2/posts', remoteAddress: from });
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(wordpress.requests).toHaveLength(0);
    } finally {
      await t.db.deleteFrom('call_quota_uses').where('key', '=', key).execute();
    }
  });
});

describe('the /blog-api proxy with the blog down', () => {
  it('answers 503 at once when nothing listens', async () => {
    // At once: before the blog's timeout, made long enough that no busy machine reaches it (docs/testing.md#no-timed-assertions).
    const t = await buildTestApp({ BLOG_API_URL: await closedPortUrl(), BLOG_TIMEOUT_MS: '20000' });
    try {
      const started = Date.now();
      const response = await t.app.inject('/blog-api/wp-json/wp/v2/posts');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'blog_unavailable' });
      expect(response.headers['retry-after']).toBe('30');
      expect(Date.now() - started).toBeLessThan(20_000);
    } finally {
      await t.close();
    }
  });

  it('gives up on a hanging blog after BLOG_TIMEOUT_MS, then answers at once for a while', async () => {
    const wordpress = await startFakeWordPress([], []);
    wordpress.mode = 'hang';
    const t = await buildTestApp({ BLOG_API_URL: wordpress.url, BLOG_TIMEOUT_MS: '300' });
    try {
      // The hanging blog never answers: a 503 at all is the api giving up, and not before its timeout.
      const started = Date.now();
      const first = await t.app.inject('/blog-api/wp-json/wp/v2/posts');
      expect(first.statusCode).toBe(503);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      // The blog just failed to answer: the next callers do not wait for it again (no second request reaches it).
      const second = await t.app.inject('/blog-api/wp-json/wp/v2/categories');
      expect(second.statusCode).toBe(503);
      expect(wordpress.requests).toHaveLength(1);
    } finally {
      await t.close();
      await wordpress.close();
    }
  });
});

describe('the blog settings', () => {
  it('BLOG_API_URL: the WordPress root, a path allowed, by default the blog service next to the api', () => {
    expect(loadConfig({}).blog).toEqual({ apiUrl: 'http://localhost:8085', timeoutMs: 3000 });
    expect(loadConfig({ PORT: '9000' }).blog.apiUrl).toBe('http://localhost:9005');
    expect(loadConfig({ BLOG_API_URL: 'https://example.com/blog/' }).blog.apiUrl).toBe('https://example.com/blog');
    expect(loadConfig({ BLOG_TIMEOUT_MS: '500' }).blog.timeoutMs).toBe(500);
  });

  it('refuses a BLOG_API_URL that is not http(s) or carries a query or credentials, and unbounded timeouts', () => {
    for (const value of [
      'example.com/blog',
      'ftp://example.com',
      'https://example.com/?a=1',
      'https://u:p@example.com',
    ])
      expect(() => loadConfig({ BLOG_API_URL: value })).toThrow(/BLOG_API_URL/);
    for (const value of ['0', '99', '30001', 'soon'])
      expect(() => loadConfig({ BLOG_TIMEOUT_MS: value })).toThrow(/BLOG_TIMEOUT_MS/);
  });
});
