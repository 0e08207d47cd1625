import type { FastifyInstance } from 'fastify';

const ORIGIN = 'https://reader.example';

/**
 * The CORS answer of the blog's public reads (docs/blog.md: readable by any site), the same from the blog service and
 * through the api's /blog-api proxy: each of `urls` lets any site read it and its paging headers, never with
 * credentials, and a preflight of a GET to `preflightUrl` is allowed. The api's and the blog's tests share it.
 */
export async function expectPublicReadCors(app: FastifyInstance, urls: string[], preflightUrl: string) {
  for (const url of urls) {
    const response = await app.inject({ url, headers: { origin: ORIGIN } });
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-expose-headers']).toBe('X-WP-Total, X-WP-TotalPages, Link');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  }
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: preflightUrl,
    headers: { origin: ORIGIN, 'access-control-request-method': 'GET' },
  });
  expect(preflight.statusCode).toBe(204);
  expect(preflight.headers['access-control-allow-origin']).toBe('*');
  expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
}
