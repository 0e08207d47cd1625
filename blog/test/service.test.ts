// The service around the answers: it starts before its database and answers 503 until the database is there;
// GET and HEAD only; security headers; /healthz.
import { freePort } from 'api/test/support/free-port';
import { expectPublicReadCors } from 'api/test/support/public-cors';
import pg from 'pg';
import { buildApp } from '../src/app';
import { createPool } from '../src/db';
import { shutdownHandler } from '../src/shutdown';
import { buildTestApp, URLS } from './helper';

const options = { ...URLS, logLevel: 'silent', headersTimeoutMs: 5000, requestTimeoutMs: 10000 };

describe('before the database is up', () => {
  test('every call answers a WordPress-shaped 503 with Retry-After, and /healthz says not ready', async () => {
    const pool = createPool(`postgres://postgres:postgres@127.0.0.1:${await freePort()}/postgres`, {
      max: 2,
      statementTimeoutMs: 1000,
    });
    const app = await buildApp(options, pool);
    for (const url of [
      '/wp-json/wp/v2/posts',
      '/wp-json/wp/v2/categories',
      '/wp-json/wp/v2/media/1',
      '/wp-content/uploads/2026/01/a-1.webp',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        code: 'rest_blog_unavailable',
        message: 'The blog is temporarily unavailable. Please try again in a moment.',
        data: { status: 503 },
      });
    }
    const health = await app.inject('/healthz');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'not ready' });
    await app.close();
    await pool.end();
  });

  test('a database without the blog tables yet (not migrated) is unavailable too, then it answers', async () => {
    const admin = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    await admin.query('DROP DATABASE IF EXISTS blog_unmigrated');
    await admin.query('CREATE DATABASE blog_unmigrated');
    const url = String(process.env.TEST_DATABASE_URL).replace(/\/postgres$/, '/blog_unmigrated');
    const pool = createPool(url, { max: 2, statementTimeoutMs: 1000 });
    const app = await buildApp(options, pool);
    expect((await app.inject('/wp-json/wp/v2/posts')).statusCode).toBe(503);
    // The api migrates: the same process answers from then on.
    const { migrate } = await import('api/src/db/migrate');
    const migrator = new pg.Pool({ connectionString: url, max: 1 });
    await migrate(migrator);
    await migrator.end();
    const res = await app.inject('/wp-json/wp/v2/posts');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(res.headers['x-wp-total']).toBe('0');
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
    await pool.end();
    await admin.query('DROP DATABASE blog_unmigrated WITH (FORCE)');
    await admin.end();
  });
});

describe('with the database', () => {
  let built: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    built = await buildTestApp();
  });
  afterAll(async () => {
    await built.app.close();
    await built.pool.end();
  });

  test('/healthz is ok', async () => {
    const res = await built.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  test('security headers on every answer', async () => {
    for (const url of ['/wp-json/wp/v2/posts', '/wp-json/nothing', '/healthz']) {
      const res = await built.app.inject(url);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  test('other methods: rest_no_route under /wp-json, 405 elsewhere', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'] as const) {
      const res = await built.app.inject({ method, url: '/wp-json/wp/v2/posts', payload: { title: 'x' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'rest_no_route',
        message: 'No route was found matching the URL and request method.',
        data: { status: 404 },
      });
    }
    const upload = await built.app.inject({ method: 'POST', url: '/wp-content/uploads/2026/01/a-1.webp' });
    expect(upload.statusCode).toBe(405);
    expect(upload.headers.allow).toBe('GET, HEAD');
    expect((await built.app.inject('/wp-json/wp/v2/users/me')).json().code).toBe('rest_no_route');
  });

  test('every answer names the REST root on the origin its clients call (how WPAPI.discover() finds it)', async () => {
    const root = `<${URLS.selfUrl}/wp-json/>; rel="https://api.w.org/"`;
    for (const url of ['/', '/wp-json/', '/wp-json/wp/v2/posts', '/wp-json/wp/v2/posts/999', '/wp-json/nothing']) {
      const res = await built.app.inject(url);
      expect({ url, link: res.headers.link }).toEqual({ url, link: root });
    }
    const index = (await built.app.inject('/')).json();
    expect(index.namespaces).toEqual(['wp/v2']);
    // Every route a client follows, with the parameters it takes (node-wpapi builds its methods from them).
    expect(Object.keys(index.routes)).toEqual(
      expect.arrayContaining([
        '/wp/v2/posts',
        '/wp/v2/posts/(?P<id>[\\d]+)',
        '/wp/v2/users',
        '/wp/v2/users/(?P<id>[\\d]+)',
        '/wp/v2/types/(?P<type>[\\w-]+)',
        '/wp/v2/taxonomies/(?P<taxonomy>[\\w-]+)',
      ]),
    );
    expect(Object.keys(index.routes['/wp/v2/posts'].endpoints[0].args)).toEqual(
      expect.arrayContaining(['offset', 'author', 'tags', 'sticky', 'modified_after', 'categories', 'orderby']),
    );
    expect(index.routes['/wp/v2/posts']._links.self[0].href).toBe(`${URLS.selfUrl}/wp-json/wp/v2/posts`);
  });

  test('?rest_route= is the same route, on / and /index.php; a route that is not ours is rest_no_route', async () => {
    const direct = await built.app.inject('/wp-json/wp/v2/posts?per_page=1');
    for (const url of ['/?rest_route=/wp/v2/posts&per_page=1', '/index.php?rest_route=%2Fwp%2Fv2%2Fposts&per_page=1']) {
      const res = await built.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(direct.body);
      expect(res.headers['x-wp-total']).toBe(direct.headers['x-wp-total']);
    }
    expect((await built.app.inject('/?rest_route=/')).json().namespaces).toEqual(['wp/v2']);
    for (const route of ['/wp/v2/settings', '/../healthz', '/wp/v2/posts/../../healthz']) {
      const res = await built.app.inject(`/?rest_route=${encodeURIComponent(route)}`);
      expect({ route, code: res.json().code }).toEqual({ route, code: 'rest_no_route' });
    }
  });

  test('public reads are readable by any site (CORS, no credentials); writes and /healthz are not', async () => {
    await expectPublicReadCors(
      built.app,
      ['/wp-json/wp/v2/posts', '/wp-json/wp/v2/posts/999', '/wp-content/uploads/2026/01/a-1.webp'],
      '/wp-json/wp/v2/posts?per_page=2',
    );
    const write = await built.app.inject({ method: 'POST', url: '/wp-json/wp/v2/posts', payload: {} });
    expect(write.headers['access-control-allow-origin']).toBeUndefined();
    expect((await built.app.inject('/healthz')).headers['access-control-allow-origin']).toBeUndefined();
  });

  test('the routes answers link to: post types, taxonomies, the namespace, a tag by id', async () => {
    const type = await built.app.inject('/wp-json/wp/v2/types/post');
    expect(type.statusCode).toBe(200);
    expect(type.json()).toMatchObject({
      name: 'Posts',
      slug: 'post',
      rest_base: 'posts',
      taxonomies: ['category', 'post_tag'],
      _links: { 'wp:items': [{ href: `${URLS.selfUrl}/wp-json/wp/v2/posts` }] },
    });
    expect(Object.keys((await built.app.inject('/wp-json/wp/v2/types')).json())).toEqual(['post', 'attachment']);
    expect((await built.app.inject('/wp-json/wp/v2/types/attachment')).json().rest_base).toBe('media');
    expect((await built.app.inject('/wp-json/wp/v2/types/page')).json()).toEqual({
      code: 'rest_type_invalid',
      message: 'Invalid post type.',
      data: { status: 404 },
    });
    const taxonomies = (await built.app.inject('/wp-json/wp/v2/taxonomies?type=post')).json();
    expect(Object.keys(taxonomies)).toEqual(['category', 'post_tag']);
    expect(taxonomies.category).toMatchObject({ hierarchical: true, rest_base: 'categories', types: ['post'] });
    expect((await built.app.inject('/wp-json/wp/v2/taxonomies?type=attachment')).json()).toEqual({});
    expect((await built.app.inject('/wp-json/wp/v2/taxonomies/post_tag')).json().rest_base).toBe('tags');
    expect((await built.app.inject('/wp-json/wp/v2/taxonomies/genre')).json().code).toBe('rest_taxonomy_invalid');
    expect((await built.app.inject('/wp-json/wp/v2')).json().namespace).toBe('wp/v2');
    const tag = await built.app.inject('/wp-json/wp/v2/tags/5');
    expect(tag.statusCode).toBe(404);
    expect(tag.json().code).toBe('rest_term_invalid');
  });

  test('an overlong query string is refused before it is read', async () => {
    const res = await built.app.inject(`/wp-json/wp/v2/posts?search=${'a'.repeat(5000)}`);
    expect(res.statusCode).toBe(414);
  });
});

test('a stop signal closes HTTP, then the pool, then exits 0; a second signal changes nothing', async () => {
  const url = String(process.env.TEST_DATABASE_URL);
  const pool = createPool(url, { max: 2, statementTimeoutMs: 1000 });
  const app = await buildApp(options, pool);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  const exits: number[] = [];
  const shutdown = shutdownHandler(app, pool, (code) => exits.push(code));
  await Promise.all([shutdown('SIGTERM'), shutdown('SIGINT')]);
  expect(exits).toEqual([0]);
  expect(app.server.listening).toBe(false);
  expect(pool.ended).toBe(true);
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
});
