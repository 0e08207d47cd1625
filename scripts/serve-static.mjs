// The static server of a built remote, on sirv (maintained) rather than hand-written code: CORS for the shell's
// origin; the `.br`/`.gz` written at build time sent to clients that accept them; ETag and Last-Modified, with 304
// on revalidation; a year and `immutable` for content-hashed files, ten seconds for remoteEntry.js and `no-cache`
// (always revalidate) for the other files a deployment replaces in place (mf-manifest.json). Rules:
// docs/delivery.md#caching.
// Usage: node scripts/serve-static.mjs <dir> [--port N]   (or PORT=N)
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** Webpack's [contenthash:8] in a file name: the content of that name never changes. */
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The entry the shell's federation runtime loads with a script tag after the api's hints prefetched it: `no-cache`
 * made that tag revalidate it, one round trip more on the way to an account page's first render (Chromium does not
 * reuse an unused prefetch of a `no-cache` file). Ten seconds covers the page load and bounds how long a browser
 * keeps an entry a deployment replaced in place (docs/delivery.md#caching).
 */
export const ENTRY = 'public, max-age=10';

/** How long the browser may keep `pathname` without asking again. */
function cacheControl(pathname) {
  if (HASHED.test(pathname)) return IMMUTABLE;
  return pathname.endsWith('/remoteEntry.js') ? ENTRY : 'no-cache';
}

export function createStaticServer(root) {
  const serve = sirv(path.resolve(root), {
    // Looks files up on disk per request (instead of a list made at start), so a rebuild is served at once.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    onNoMatch: (_req, res) => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found');
    },
  });

  return http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    // Set before sirv runs so that its 304 answers carry them too (sirv keeps headers already set).
    res.setHeader('Cache-Control', cacheControl(pathname));
    res.setHeader('Vary', 'Accept-Encoding');
    serve(req, res);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const dir = args.find((a) => !a.startsWith('--')) ?? 'dist';
  const portFlag = args.indexOf('--port');
  const port = Number(portFlag >= 0 ? args[portFlag + 1] : (process.env.PORT ?? 8081));
  const server = createStaticServer(dir);
  server.listen(port, process.env.HOST ?? '0.0.0.0', () => {
    console.log(`serving ${path.resolve(dir)} on http://localhost:${port}`);
  });
  // Kept-alive connections (browsers, the tests' fetch pool) would keep answering after close(): end them too.
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
