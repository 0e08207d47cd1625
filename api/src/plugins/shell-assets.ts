import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Webpack's [contenthash] in a file name: safe to cache for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const ASSET = /\/[^/]+\.[a-z0-9]+$/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A path that names a static file of the shell build (".html" job urls are pages: the client strips the suffix). */
export function isShellAsset(pathname: string): boolean {
  // `server/` holds the shell's server module, which the api runs and never sends (docs/architecture.md#one-rendering).
  return ASSET.test(pathname) && !pathname.endsWith('.html') && !pathname.startsWith('/server/');
}

/**
 * Registers @fastify/static over the shell build; files are sent only through `sendShellAsset`. It answers
 * conditional requests (ETag and Last-Modified, 304) and sends the `.br`/`.gz` written next to each file at build
 * time when the client accepts it (docs/delivery.md).
 */
export async function registerShellAssets(fastify: FastifyInstance, shellDist: string): Promise<void> {
  await fastify.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
    preCompressed: true,
    // A missing shell build is reported by the page handler (503), not at start.
    wildcard: false,
  });
}

/**
 * Headers that govern a document (its scripts, framing, opener, referrer) and do nothing on a script, stylesheet
 * or image: the security-headers plugin sets them on every answer, and on the ~20 files of a first render they
 * would cost about a kilobyte each on the wire (docs/delivery.md). nosniff and Cross-Origin-Resource-Policy stay:
 * they do protect a file.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** One static file of the shell build: hashed names cached for a year, the rest revalidated. */
export function sendShellAsset(reply: FastifyReply, pathname: string) {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
  const hashed = HASHED.test(pathname);
  reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
  let file: string;
  try {
    file = decodeURIComponent(pathname.slice(1));
  } catch {
    return reply.callNotFound();
  }
  // A hashed file never changes: its ETag answers a forced revalidation, so Last-Modified and Accept-Ranges (a
  // script is never fetched in ranges) are bytes on every answer for nothing (docs/delivery.md).
  return hashed ? reply.sendFile(file, { lastModified: false, acceptRanges: false }) : reply.sendFile(file);
}
