import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip, as the client prefers, for every compressible answer of the api (JSON, HTML, XML, text,
 * streamed static files), registered once in the root context so every route inherits it (docs/delivery.md).
 * Answers already encoded (a shell asset served from its precompressed `.br`/`.gz`) are left as they are.
 */
export async function registerCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(fastifyCompress, {
    global: true,
    // Brotli first when a client accepts both with the same weight.
    encodings: ['br', 'gzip'],
    // Below one packet compression saves nothing worth the CPU.
    threshold: 1024,
    // Every buffered answer of the api (a job list is 10-40 KB of JSON) is compressed in one synchronous call and
    // sent with its length in one write; the library's default on two cores (8 KB) sent larger ones through a
    // zlib stream, chunk by chunk: a context per answer and several socket writes each (docs/search.md#compression).
    syncThreshold: 1024 * 1024,
  });
}
