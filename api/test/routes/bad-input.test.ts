import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import app, { serverOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb, createPool, type Db } from '../../src/db/database';
import { DEMO_ACCOUNTS } from '../../src/db/seed';
import { login, makeShellDist, TEST_ENV, xsrfHeaders } from '../helper';

/**
 * What a caller meets when it sends what no form would: control characters, numbers beyond any column, absurd
 * lengths and URLs. Always a 4xx naming the field, never a 500 (docs/input-validation.md).
 */
describe('bad input', () => {
  let fastify: FastifyInstance;
  let db: Db;
  let xsrf: Awaited<ReturnType<typeof xsrfHeaders>>;

  beforeAll(async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL as string;
    const config = loadConfig({ DATABASE_URL: databaseUrl, SHELL_DIST: makeShellDist(), ...TEST_ENV });
    db = createDb(createPool(databaseUrl, 4));
    fastify = Fastify(serverOptions(config, false));
    await fastify.register(app, { config, db });
    // A route that hands its input to PostgreSQL unchecked, as a schema that forgot a bound would.
    fastify.get<{ Querystring: { value?: string; kind?: string } }>('/test/unchecked', async (request) => {
      const { value = '', kind } = request.query;
      if (kind === 'int') await sql`select ${value}::int`.execute(db);
      else if (kind === 'varchar') await sql`select ${value}::varchar(3)::text`.execute(db);
      else await sql`select ${value}::text`.execute(db);
      return { ok: true };
    });
    await fastify.ready();
    xsrf = await xsrfHeaders(fastify);
  });
  afterAll(async () => {
    await fastify.close();
    await db.destroy();
  });

  const expect422 = (response: { statusCode: number; json: () => unknown }, field: string, text: RegExp) => {
    expect(response.statusCode).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(body.message).toEqual(expect.any(String));
    expect(body.errors[field]?.join(' ')).toMatch(text);
  };

  it('bounds every request field in the OpenAPI document: text length and characters, numbers, lists', async () => {
    type Schema = Record<string, unknown> & {
      type?: string;
      anyOf?: Schema[];
      items?: Schema;
      properties?: Record<string, Schema>;
    };
    const unbounded: string[] = [];
    const check = (where: string, schema: Schema): void => {
      if (schema.anyOf) {
        for (const branch of schema.anyOf) check(where, branch);
        return;
      }
      if (schema.enum || schema.const !== undefined) return;
      switch (schema.type) {
        case 'string':
          if (typeof schema.maxLength !== 'number' || typeof schema.pattern !== 'string')
            unbounded.push(`${where}: string without maxLength and pattern`);
          return;
        case 'integer':
        case 'number':
          if (typeof schema.minimum !== 'number' || typeof schema.maximum !== 'number')
            unbounded.push(`${where}: number without minimum and maximum`);
          return;
        case 'array':
          if (typeof schema.maxItems !== 'number') unbounded.push(`${where}: array without maxItems`);
          check(`${where}[]`, schema.items ?? {});
          return;
        case 'object':
          for (const [name, property] of Object.entries(schema.properties ?? {})) check(`${where}.${name}`, property);
          return;
        case 'boolean':
        case 'null':
          return;
        default:
          unbounded.push(`${where}: no type`);
      }
    };
    const doc = fastify.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Array<{ in: string; name: string; schema: Schema }>;
            requestBody?: { content: Record<string, { schema: Schema }> };
          }
        >
      >;
    };
    let fields = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === 'header' || parameter.in === 'cookie') continue;
          fields += 1;
          check(`${method.toUpperCase()} ${path} ${parameter.in} ${parameter.name}`, parameter.schema);
        }
        const body = operation.requestBody?.content['application/json']?.schema;
        if (body) {
          fields += Object.keys(body.properties ?? {}).length;
          check(`${method.toUpperCase()} ${path} body`, body);
        }
      }
    }
    expect(fields).toBeGreaterThan(40);
    expect(unbounded).toEqual([]);
  });

  it('refuses a NUL byte and other control characters in query parameters, naming the field', async () => {
    for (const char of ['%00', '%01', '%1B', '%7F', '%C2%85', '%0A']) {
      expect422(
        await fastify.inject(`/api/jobs?keywords=a${char}b`),
        'keywords',
        /must not contain control characters/,
      );
    }
    expect422(await fastify.inject('/api/keywords?search=a%00'), 'search', /control characters/);
    expect422(await fastify.inject('/api/tags?q=%00'), 'q', /control characters/);
    expect422(await fastify.inject('/api/jobs-in-Spain?_minisite=%00'), '_minisite', /control characters/);
  });

  it('refuses control characters in body fields; a multi-line text keeps its line breaks', async () => {
    const response = await fastify.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: xsrf,
      payload: { email: 'candidate@example.com\u0000', password: 'demo-password' },
    });
    expect422(response, 'email', /control characters/);

    const token = await login(fastify, DEMO_ACCOUNTS.candidate);
    const destroy = (payload: unknown) =>
      fastify.inject({
        method: 'DELETE',
        url: '/api/candidates/account-settings/destroy',
        headers: { ...xsrf, authorization: `Bearer ${token}` },
        payload: payload as object,
      });
    expect422(await destroy({ motivo_id: 1, texto: 'line one\u0000' }), 'texto', /control characters/);
    // The candidate is not deleted by these: every call is refused before the handler runs.
    expect422(
      await destroy({ motivo_id: 2147483648, texto: 'line one\nline two\ttab' }),
      'motivo_id',
      /not be greater than 2147483647/,
    );
  });

  it('refuses Infinity, NaN, 1e309 and integers beyond int4 wherever an integer is read', async () => {
    for (const value of [
      'Infinity',
      '-Infinity',
      '1e309',
      'NaN',
      '2147483648',
      '9007199254740993',
      '-1',
      '1.5',
      '0x10000000000',
    ]) {
      const response = await fastify.inject(`/api/job?id=${value}`);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['id']);
    }
    expect422(await fastify.inject('/api/jobs?job=2147483648'), 'job', /not be greater than 2147483647/);
    expect422(await fastify.inject('/api/jobs?job=Infinity'), 'job', /must be a finite number/);
    expect422(await fastify.inject('/api/jobs?_size=-Infinity'), '_size', /must be a finite number/);
    expect422(await fastify.inject('/api/offers/related-locations/Infinity'), 'id', /./);
    expect422(await fastify.inject('/api/minisites/data/2147483648'), 'companyId', /not be greater than/);
    const token = await login(fastify, DEMO_ACCOUNTS.candidate);
    // JSON's 1e309 parses as Infinity.
    const favorite = await fastify.inject({
      method: 'POST',
      url: '/api/candidates/favorites',
      headers: { ...xsrf, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '{"offer_id": 1e309}',
    });
    expect422(favorite, 'offer_id', /./);
  });

  it('refuses a 2.7 KB email on login with a 422, not a 500', async () => {
    const response = await fastify.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: xsrf,
      payload: { email: `${'a'.repeat(2700)}@example.com`, password: 'wrong-password' },
    });
    expect422(response, 'email', /not be greater than 255 characters/);
  });

  it('holds the names of a job-list path to the same rules', async () => {
    expect422(await fastify.inject('/api/jobs-in-Spa%00in'), 'location', /control characters/);
    expect422(await fastify.inject('/api/jobs-for-German+Fre%01nch-speakers'), 'languages', /control characters/);
    expect422(await fastify.inject('/api/jobs-with-ja%00va'), 'skill', /control characters/);
    expect422(await fastify.inject('/api/jobs-at-acme%00'), 'minisite', /control characters/);
    expect422(await fastify.inject('/api/hy%00brid-jobs'), 'remote', /control characters/);
    expect422(
      await fastify.inject(`/api/jobs-in-${'x'.repeat(101)}`),
      'location',
      /not be greater than 100 characters/,
    );
    const many = Array.from({ length: 21 }, (_, i) => `L${i}`).join('+');
    expect422(await fastify.inject(`/api/jobs-for-${many}-speakers`), 'languages', /more than 20/);
    // Still a 404 (unknown name) when the name is merely unknown.
    expect((await fastify.inject('/api/jobs-in-Atlantis')).statusCode).toBe(404);
  });

  it('answers an adversarial job-list path within the URL limit quickly, and refuses a 16 KB one with a 414', async () => {
    const adversarial = `/api/${'-jobs-in--for-'.repeat(145)}`; // just under the 2 KB path limit
    expect(adversarial.length).toBeLessThanOrEqual(2048);
    let started = process.hrtime.bigint();
    let response = await fastify.inject(adversarial);
    expect([404, 422]).toContain(response.statusCode);
    // The regex parser this replaced took over 50 ms on this path alone; a whole request takes a few here.
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(500);

    const huge = `/api/${'-jobs-in--for-'.repeat(1171)}`; // 16 KB
    started = process.hrtime.bigint();
    response = await fastify.inject(huge);
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ message: 'URI Too Long.', toasts: [{ message: expect.any(String) }] });
    expect(Number(process.hrtime.bigint() - started) / 1e6).toBeLessThan(500);

    // A long query string is fine up to 8 KB (an OpenID callback carries a 2 KB code), refused beyond.
    expect((await fastify.inject(`/api/jobs?keywords=${'a'.repeat(200)}&x=${'b'.repeat(6000)}`)).statusCode).toBe(200);
    expect((await fastify.inject(`/api/jobs?keywords=${'a'.repeat(9000)}`)).statusCode).toBe(414);
    expect((await fastify.inject({ url: `/${'a/'.repeat(2000)}`, headers: { accept: 'text/html' } })).statusCode).toBe(
      414,
    );
  });

  it('answers a path parameter longer than any id or name with a 404', async () => {
    const response = await fastify.inject(`/api/offers/related-locations/${'1'.repeat(300)}`);
    expect(response.statusCode).toBe(404);
  });

  it('turns a value PostgreSQL refuses into a 422 without its message, never a 500', async () => {
    for (const [query, code] of [
      ['value=a%00b', '22021'],
      ['kind=int&value=2147483648', '22003'],
      ['kind=int&value=abc', '22P02'],
      ['kind=varchar&value=abcd', 'none'],
    ] as const) {
      const response = await fastify.inject(`/test/unchecked?${query}`);
      if (code === 'none') {
        // A cast to varchar(3) truncates silently: not an error at all.
        expect(response.statusCode).toBe(200);
        continue;
      }
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ message: expect.any(String), errors: { input: [expect.any(String)] } });
      expect(response.body).not.toMatch(/invalid input|syntax|integer|out of range for|byte sequence|0x00|select/i);
    }
  });
});
