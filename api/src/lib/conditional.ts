// Conditional GETs for answers built per request (docs/blog.md#pages-rss-and-the-sitemap): an ETag of the body and
// a Last-Modified, and 304 when the client already has them (RFC 9110 section 13), so feed readers polling every few
// minutes download the feed only when it changed.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong ETag: the body's SHA-256, shortened (collisions do not matter at this length). */
const etagOf = (body: string | Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Whether an If-None-Match list (`"a", W/"b"`, or `*`) names this ETag (weak comparison, as GET uses). */
function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sets ETag (and Last-Modified when known) on the reply and answers 304 without a body when the request's
 * If-None-Match names the ETag or, without If-None-Match, its If-Modified-Since is not older than `lastModified`.
 * Returns true when it answered.
 */
export function notModified(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  lastModified: Date | null = null,
): boolean {
  const etag = etagOf(body);
  reply.header('etag', etag);
  // HTTP dates have whole seconds.
  const modified = lastModified ? Math.floor(lastModified.getTime() / 1000) * 1000 : null;
  if (modified !== null) reply.header('last-modified', new Date(modified).toUTCString());
  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const fresh =
    typeof ifNoneMatch === 'string'
      ? matchesEtag(ifNoneMatch, etag)
      : modified !== null && typeof ifModifiedSince === 'string' && Date.parse(ifModifiedSince) >= modified;
  if (fresh) reply.code(304).send();
  return fresh;
}
