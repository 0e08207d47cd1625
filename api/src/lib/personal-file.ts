import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends a file of someone's personal data (a CV, the data export): never kept by a shared cache or the browser's,
 * never sniffed into something else. `disposition` is the Content-Disposition (services/uploaded-content.ts).
 */
export function sendPersonalFile(
  reply: FastifyReply,
  file: { contentType: string; data: Buffer | Readable },
  disposition: string,
): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', disposition)
    .type(file.contentType)
    .send(file.data);
}
