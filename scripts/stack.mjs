// Starts the whole site as separate processes: the api (with its database), one static server per remote and the
// blog service, each on its own port, as they would be deployed. Used by `npm start` and by the browser tests.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTES = [
  { name: 'mfe_jobs', dir: 'mfe-jobs', env: 'REMOTE_JOBS_URL', offset: 1 },
  { name: 'mfe_candidate', dir: 'mfe-candidate', env: 'REMOTE_CANDIDATE_URL', offset: 2 },
  { name: 'mfe_company', dir: 'mfe-company', env: 'REMOTE_COMPANY_URL', offset: 3 },
  { name: 'mfe_events', dir: 'mfe-events', env: 'REMOTE_EVENTS_URL', offset: 4 },
];
// The blog service (blog/, docs/blog.md): a WordPress REST API read subset the api's /blog-api proxy and page server
// read. A real WordPress can take its place: BLOG_API_URL on the api.
export const BLOG_OFFSET = 5;

function run(label, command, args, env, { quiet = false } = {}) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${label}] `;
  const forward = (stream, out) =>
    stream.on('data', (chunk) => {
      if (quiet) return;
      for (const line of chunk.toString().split('\n')) if (line) out.write(prefix + line + '\n');
    });
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  return child;
}

export function startRemote(remote, basePort, options) {
  const port = basePort + remote.offset;
  return run(
    remote.dir,
    process.execPath,
    ['scripts/serve-static.mjs', path.join(remote.dir, 'dist'), '--port', String(port)],
    {},
    options,
  );
}

/**
 * The blog service, reading the api's database: DATABASE_URL when set, else the embedded PostgreSQL the api starts
 * (the service waits for it: its calls answer 503 until the database is there).
 * @param {{basePort?: number, pgPort?: number, quiet?: boolean, env?: Record<string,string>}} options
 */
export function startBlog({ basePort = 8080, pgPort, quiet = false, env = {} } = {}) {
  const site = env.PUBLIC_URL ?? process.env.PUBLIC_URL ?? `http://localhost:${basePort}`;
  const databaseUrl =
    env.DATABASE_URL ??
    process.env.DATABASE_URL ??
    `postgres://postgres:postgres@localhost:${pgPort ?? process.env.PG_PORT ?? 5433}/postgres`;
  return run(
    'blog',
    process.execPath,
    ['blog/dist/server.js'],
    {
      PORT: String(basePort + BLOG_OFFSET),
      DATABASE_URL: databaseUrl,
      SITE_URL: site,
      // Its images are read through the site's proxy, so the browser stays on one origin.
      BLOG_PUBLIC_URL: `${site}/blog-api`,
      // Its own root, as the api calls it (BLOG_API_URL below): its REST links name it, the proxy rewrites them.
      BLOG_URL: `http://localhost:${basePort + BLOG_OFFSET}`,
    },
    { quiet },
  );
}

/**
 * @param {{basePort?: number, pgPort?: number, dataDir?: string, quiet?: boolean, env?: Record<string,string>,
 *   blog?: boolean}} options `blog: false` leaves the blog service down (the site must work without it).
 */
export function startStack({ basePort = 8080, pgPort, dataDir, quiet = false, env = {}, blog = true } = {}) {
  const remotes = new Map(REMOTES.map((remote) => [remote.name, startRemote(remote, basePort, { quiet })]));
  const api = startApi({ basePort, pgPort, dataDir, quiet, env });
  const blogService = blog ? startBlog({ basePort, pgPort, quiet, env }) : null;
  return { api, remotes, blog: blogService, basePort };
}

/** The api process alone (also to start it again after it died: see start.mjs). Same options as startStack. */
export function startApi({ basePort = 8080, pgPort, dataDir, quiet = false, env = {} } = {}) {
  const remoteEnv = Object.fromEntries(
    REMOTES.map((r) => [r.env, `http://localhost:${basePort + r.offset}/mf-manifest.json`]),
  );
  return run(
    'api',
    process.execPath,
    ['api/dist/server.js'],
    {
      PORT: String(basePort),
      ...(pgPort ? { PG_PORT: String(pgPort) } : {}),
      ...(dataDir ? { DATA_DIR: dataDir } : {}),
      ...remoteEnv,
      BLOG_API_URL: `http://localhost:${basePort + BLOG_OFFSET}`,
      ...env,
    },
    { quiet },
  );
}

export async function waitForHealth(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function stopStack(stack) {
  const children = [stack.api, ...stack.remotes.values(), ...(stack.blog ? [stack.blog] : [])];
  return Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
        }),
    ),
  );
}
