import Fastify, { type FastifyInstance } from 'fastify';
import { lazySchemaCompilers } from '../../src/lib/lazy-schema-compilers';

// The compilers that compile a route's schemas on its first call (src/lib/lazy-schema-compilers.ts) must answer as
// Fastify's defaults do: the same coercion and errors, header names in any case, answers cut to their schema.
const AJV = {
  customOptions: { allErrors: true, coerceTypes: 'array' as const, removeAdditional: true, useDefaults: true },
};

async function server(): Promise<FastifyInstance> {
  const fastify = Fastify({ schemaController: lazySchemaCompilers, ajv: AJV });
  fastify.get(
    '/items',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, default: 1 },
            tags: { type: 'array', items: { type: 'string' } },
          },
        },
        headers: {
          type: 'object',
          properties: { 'X-Site-Key': { type: 'string', minLength: 3 } },
          required: ['X-Site-Key'],
        },
        response: {
          200: {
            type: 'object',
            properties: { page: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } },
          },
        },
      },
    },
    async (request) => ({ ...(request.query as object), secret: 'not in the schema' }),
  );
  fastify.post(
    '/broken',
    { schema: { body: { type: 'object', properties: { name: { type: 'no-such-type' } } } } },
    async () => ({ ok: true }),
  );
  await fastify.ready();
  return fastify;
}

describe('lazy schema compilers', () => {
  let fastify: FastifyInstance;
  beforeAll(async () => {
    fastify = await server();
  });
  afterAll(() => fastify.close());

  it('coerces and defaults the query, and cuts the answer to its schema', async () => {
    const answer = await fastify.inject({ url: '/items?tags=a', headers: { 'x-site-key': 'abc' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ page: 1, tags: ['a'] });
  });

  it('reads a header named in capitals in the schema, whatever its case on the wire', async () => {
    const answer = await fastify.inject({ url: '/items', headers: { 'X-SITE-KEY': 'abc' } });
    expect(answer.statusCode).toBe(200);
  });

  it('names every bad part of a request at once', async () => {
    const answer = await fastify.inject({ url: '/items?page=0', headers: { 'x-site-key': 'a' } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/page|site-key/);
    const missing = await fastify.inject({ url: '/items' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('x-site-key');
  });

  it('fails a route whose schema cannot compile on its first call, not at start', async () => {
    const answer = await fastify.inject({ method: 'POST', url: '/broken', payload: { name: 'x' } });
    expect(answer.statusCode).toBe(500);
  });
});
