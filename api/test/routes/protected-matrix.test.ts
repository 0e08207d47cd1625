import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import app, { serverOptions } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb, createPool, type Db } from '../../src/db/database';
import { PROTECTED_PREFIXES } from '../../src/plugins/auth';
import { login, makeShellDist, TEST_ENV, xsrfHeaders } from '../helper';

type Who = 'guest' | 'dead token' | 'candidate' | 'company' | 'admin';

/**
 * Every route registered under /api/candidates, /api/companies and /api/admin, found from the app itself (so a new
 * endpoint is covered the day it is added), against no token, a dead token, each wrong type and the right one.
 */
describe('protected endpoints', () => {
  let fastify: FastifyInstance;
  let db: Db;
  const routes: { method: string; url: string; type: string }[] = [];
  const tokens: Partial<Record<Who, string>> = {};

  beforeAll(async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL as string;
    const config = loadConfig({ DATABASE_URL: databaseUrl, SHELL_DIST: makeShellDist(), ...TEST_ENV });
    db = createDb(createPool(databaseUrl, 4));
    fastify = Fastify(serverOptions(config, false));
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const prefix = PROTECTED_PREFIXES.find(([p]) => route.url === p || route.url.startsWith(`${p}/`));
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (prefix && method !== 'HEAD') routes.push({ method, url: route.url, type: prefix[1] });
      }
    });
    await fastify.register(app, { config, db });
    await fastify.ready();

    // The right type is a fresh account of that type, so no call of the matrix touches the demo accounts.
    const register = async (type: 'candidate' | 'company') => {
      const email = `matrix-${type}-${Date.now()}@example.test`;
      const response = await fastify.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: await xsrfHeaders(fastify),
        payload: {
          type,
          email,
          password: 'matrix-password-1',
          password_confirmation: 'matrix-password-1',
          nombre: 'Matrix',
          company_name: 'Matrix Ltd',
        },
      });
      return response.json().token as string;
    };
    tokens.candidate = await register('candidate');
    tokens.company = await register('company');
    tokens.admin = await login(fastify, 'admin@example.com');
    tokens['dead token'] = 'dead-token-that-was-never-issued-0000000000';
  });
  afterAll(async () => {
    await fastify.close();
    await db.destroy();
  });

  it('finds the account-settings routes of both types (the enumeration works)', () => {
    const listed = routes.map((r) => `${r.method} ${r.url}`);
    expect(listed).toEqual(
      expect.arrayContaining([
        'GET /api/candidates/profile',
        'POST /api/candidates/account-settings/update-email',
        'POST /api/candidates/account-settings/update-password',
        'DELETE /api/candidates/account-settings/destroy',
        'PATCH /api/candidates/virtual-event/join-or-leave',
        'GET /api/candidates/go-places',
        'GET /api/admin/events',
        'POST /api/admin/events',
        'GET /api/admin/events/:id',
        'PATCH /api/admin/events/:id',
        'POST /api/admin/events/:id/publish',
        'POST /api/admin/events/:id/unpublish',
        'POST /api/companies/account-settings/update-email',
        'POST /api/companies/account-settings/update-password',
        'POST /api/admin/backdoor-tokens',
        'GET /api/companies/services',
        'GET /api/companies/balances',
        'POST /api/companies/services/purchase',
        'GET /api/companies/services/payments',
        'GET /api/companies/services/payments/:id',
        'GET /api/companies/profile',
        'PUT /api/companies/profile',
        'GET /api/companies/minisite',
        'PUT /api/companies/minisite',
        'POST /api/companies/minisite/logo',
        'POST /api/companies/minisite/images',
        'POST /api/admin/payments/:id/mark-paid',
        'GET /api/admin/pages',
        'GET /api/admin/pages/:key',
        'PUT /api/admin/pages/:key',
        'POST /api/admin/pages/:key/publish',
        'POST /api/admin/pages/:key/rollback',
        'POST /api/admin/uploads',
        'GET /api/admin/blog/posts',
        'POST /api/admin/blog/posts',
        'GET /api/admin/blog/posts/:id',
        'PUT /api/admin/blog/posts/:id',
        'DELETE /api/admin/blog/posts/:id',
        'POST /api/admin/blog/preview',
        'GET /api/admin/blog/categories',
        'POST /api/admin/blog/categories',
        'PUT /api/admin/blog/categories/:id',
        'DELETE /api/admin/blog/categories/:id',
        'POST /api/admin/blog/media',
        'GET /api/admin/jobs',
        'GET /api/admin/jobs/:id',
        'POST /api/admin/jobs/:id/moderation',
      ]),
    );
  });

  const call = async (route: { method: string; url: string }, who: Who) => {
    const url = route.url.replace(/:[A-Za-z_]+\??/g, '1').replace(/\*/g, 'x');
    const headers: Record<string, string> = { ...(await xsrfHeaders(fastify)) };
    const token = tokens[who];
    if (token) headers.authorization = `Bearer ${token}`;
    const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
    return fastify.inject({ method: route.method as 'GET', url, headers, ...(withBody ? { payload: {} } : {}) });
  };

  it('answers 401 without a live token, 403 to every other type, and lets the right type through', async () => {
    expect(routes.length).toBeGreaterThan(6);
    const failures: string[] = [];
    for (const route of routes) {
      for (const who of ['guest', 'dead token', 'candidate', 'company', 'admin'] as Who[]) {
        const response = await call(route, who);
        const expected = who === 'guest' || who === 'dead token' ? 401 : who === route.type ? 'through' : 403;
        const ok =
          expected === 'through' ? ![401, 403, 419].includes(response.statusCode) : response.statusCode === expected;
        if (!ok) failures.push(`${route.method} ${route.url} as ${who}: ${response.statusCode} (expected ${expected})`);
      }
    }
    expect(failures).toEqual([]);
  });
});
