// The blog service's settings, all from the environment (docs/blog.md#the-blog-service).

export type Config = {
  port: number;
  host: string;
  /** The api's PostgreSQL: the service only reads the blog_* tables. */
  databaseUrl: string;
  /** The site's origin (no trailing slash): post and category `link`s point at its /blog pages. */
  siteUrl: string;
  /**
   * Where browsers load the images (the api's proxy, `${SITE_URL}/blog-api`): the `source_url` of images, so that
   * the site's pages, which show them, stay on the site's origin.
   */
  publicUrl: string;
  /**
   * This service's own root as its clients call it (BLOG_URL, default `http://localhost:${PORT}`; the api's
   * BLOG_API_URL names the same): every REST link (`_links`, the paging Link header, the index) starts with it, and
   * the api's proxy rewrites it to its own address (docs/blog.md#links-and-origins).
   */
  selfUrl: string;
  logLevel: string;
  /** A request must have sent its headers within this many ms, and be answered within requestTimeoutMs. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** A query running longer is cancelled by PostgreSQL: a slow read never holds one of the few connections. */
  statementTimeoutMs: number;
  poolSize: number;
};

function origin(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http(s): ${value}`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be an integer ${min}-${max}`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'PORT', 8085, 0, 65535);
  const siteUrl = origin(env.SITE_URL || 'http://localhost:8080', 'SITE_URL');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || 'postgres://postgres:postgres@localhost:5433/postgres',
    siteUrl,
    publicUrl: origin(env.BLOG_PUBLIC_URL || `${siteUrl}/blog-api`, 'BLOG_PUBLIC_URL'),
    selfUrl: origin(env.BLOG_URL || `http://localhost:${port}`, 'BLOG_URL'),
    logLevel: env.LOG_LEVEL || 'info',
    headersTimeoutMs: 10_000,
    requestTimeoutMs: 30_000,
    statementTimeoutMs: int(env, 'BLOG_STATEMENT_TIMEOUT_MS', 5_000, 100, 60_000),
    poolSize: 5,
  };
}
