import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorResponseSchema, Text, ValidationErrorSchema } from 'shared-kit/contracts';
import { text } from '../../i18n/catalogues';
import { notFound } from '../../lib/http-errors';
import { FILE_ID } from '../../services/file-storage';

// A stored row never changes (a new version is a new row with a new URL): a year, and no revalidation.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// An SVG opened on its own is a document: no script, no plugin, no request of its own, whatever it holds.
const FILE_CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

/** Does an If-None-Match header name this ETag (or `*`)? Weak and strong forms match alike for a GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

/**
 * `GET /files/{id}/{filename}`: a public stored file (a company logo) with its content type, an ETag (its sha256)
 * and long caching. Private files (CVs) are never served here. See docs/front-end-rules.md.
 */
const fileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/files/:id/:filename',
    {
      schema: {
        tags: ['files'],
        summary: 'A public stored file (company logos)',
        params: Type.Object({
          id: Type.String({ pattern: FILE_ID.source, maxLength: 18 }),
          filename: Text(120, { minLength: 1 }),
        }),
        response: {
          // Sent as bytes: Fastify never runs a serializer over a Buffer.
          200: Type.Unsafe<Buffer>({
            type: 'string',
            format: 'binary',
            description: 'The file, with its content type',
          }),
          304: Type.Null({ description: 'Not modified: the ETag given in If-None-Match is current' }),
          404: ErrorResponseSchema,
          422: ValidationErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id, filename } = request.params;
      const file = await fastify.files.read(id);
      // The name is part of the address: a wrong one is as unknown as a wrong id.
      if (!file?.public || file.filename !== filename) throw notFound(text('api.file.notFound'));
      const etag = `"${file.sha256}"`;
      // Shared caches keep this answer: no per-visitor cookie on it.
      reply.removeHeader('set-cookie');
      reply.header('cache-control', IMMUTABLE);
      reply.header('etag', etag);
      reply.header('last-modified', file.createdAt.toUTCString());
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', FILE_CSP);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      reply.header('content-disposition', `inline; filename="${file.filename}"`);
      return reply.type(file.contentType).send(file.data);
    },
  );
};

export default fileRoutes;
