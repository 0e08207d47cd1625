import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The origins the shell loads remotes from (their manifests, remoteEntry.js, chunks, styles and images). */
function remoteOrigins(config: Config): string[] {
  const origins = Object.values(config.remoteManifests).map((manifest) => new URL(manifest).origin);
  return [...new Set(origins)].sort();
}

/**
 * The Content-Security-Policy of every page and answer (docs/security.md): scripts only from this site and the
 * remotes' origins, never inline (the page's <script type="application/json"> and ld+json blocks are data, which
 * CSP does not execute or block); no framing by anyone; forms post only here.
 */
function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  const https = config.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    // Only the frames the page makes itself from files it fetched: the company's CV preview frames a PDF, fetched
    // with the company's token, as a blob: address (docs/security.md#security-headers-apisrcpluginssecurity-headersts).
    // Nothing of this or any other origin is framed, and plugins (object-src) stay off: Chromium's and Firefox's PDF
    // viewers need neither.
    'frame-src': ['blob:'],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...remotes],
    // data: for the inline SVG favicon and small images a stylesheet embeds. The blog's server: a real WordPress
    // serves its posts' images itself (docs/blog.md#the-proxy); ours are read through /blog-api on this origin.
    'img-src': [...new Set(["'self'", 'data:', ...remotes, new URL(config.blog.apiUrl).origin])],
    'font-src': ["'self'", 'data:', ...remotes],
    // The shell fetches each remote's mf-manifest.json.
    'connect-src': ["'self'", ...remotes],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    // Over https, an http:// link left in content is fetched over https rather than blocked as mixed content.
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** A year, the value HSTS preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every response, through helmet: the CSP above, X-Content-Type-Options nosniff, X-Frame-Options
 * DENY (for browsers without frame-ancestors), a Referrer-Policy that sends other sites the origin only, and HSTS
 * only on requests that came over https (directly or through a trusted proxy's X-Forwarded-Proto), since on plain
 * http it would be ignored or pin a development host to https.
 *
 * helmet's middleware is built once, here: @fastify/helmet built it again on every request, its CSP parsed and
 * checked each time (about 25 µs a request, measured in the fuzzing API test; docs/search.md#answer-serialisers).
 */
export async function registerSecurityHeaders(fastify: FastifyInstance, config: Config): Promise<void> {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // Same site rather than same origin: a remote developed standalone on another port of the same host still
    // shows the api's images.
    crossOriginResourcePolicy: { policy: 'same-site' },
    // "off" would also stop the explicit dns-prefetch/preconnect hints for the remotes' origin.
    xDnsPrefetchControl: false,
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // helmet's middleware only sets headers; it calls back with no error.
    setHeaders(request.raw, reply.raw, () => done());
  });
}

/**
 * The Swagger UI at /api/docs is a third-party page: its own script and style files (no inline code) from this
 * origin, with the same framing and form rules as the rest of the site.
 */
export function swaggerUiCsp(config: Config): string {
  const https = config.publicUrl.startsWith('https:');
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    // swagger-ui sets style attributes from its scripts and ships inline <style> in its page.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
