// The blog service and the api on real ports, as a WordPress client meets them: the service directly, and the site
// (the api) with its /blog-api proxy and HTML pages in front of it (docs/blog.md#the-proxy).
import { freePort } from 'api/test/support/free-port';
import { buildTestApp as buildApiTestApp } from 'api/test/helper';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildTestApp, URLS } from './helper';

export type Stack = {
  pool: pg.Pool;
  /** The blog service's root, as its direct clients call it. */
  blogUrl: string;
  /** The site's origin (the api): its HTML pages and `/blog-api`. */
  siteUrl: string;
  close: () => Promise<void>;
};

/** The service on the test database (its tables emptied) and the api reading it, both listening on 127.0.0.1. */
export async function startStack(): Promise<Stack> {
  const blogPort = await freePort();
  const blogUrl = `http://127.0.0.1:${blogPort}`;
  const sitePort = await freePort();
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const { app: blog, pool } = await buildTestApp({ ...URLS, selfUrl: blogUrl, publicUrl: `${siteUrl}/blog-api` });
  await blog.listen({ port: blogPort, host: '127.0.0.1' });
  const api = await buildApiTestApp({ BLOG_API_URL: blogUrl, PUBLIC_URL: siteUrl });
  await (api.app as FastifyInstance).listen({ port: sitePort, host: '127.0.0.1' });
  return {
    pool,
    blogUrl,
    siteUrl,
    close: async () => {
      await api.close();
      await blog.close();
      await pool.end();
    },
  };
}
