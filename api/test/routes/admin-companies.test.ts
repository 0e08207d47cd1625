import { login, register, useTestApp } from '../helper';

describe('GET /api/admin/companies (the event editor picks participants)', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await login(t.app, 'admin@example.com');
  });
  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('finds companies by a part of their name or slug, case-insensitively, those starting with it first', async () => {
    const some = await t.db
      .selectFrom('companies')
      .select(['id', 'name', 'slug'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const part = some.name.slice(0, 3).toLowerCase();
    const response = await get(`/api/admin/companies?q=${encodeURIComponent(part.toUpperCase())}`, admin);
    expect(response.statusCode).toBe(200);
    const { companies } = response.json() as { companies: { id: number; name: string; slug: string }[] };
    expect(companies.length).toBeGreaterThan(0);
    expect(companies.length).toBeLessThanOrEqual(20);
    expect(companies).toContainEqual({ id: some.id, name: some.name, slug: some.slug });
    for (const company of companies) expect(`${company.name} ${company.slug}`.toLowerCase()).toContain(part);
    const starts = companies.map((company) => company.name.toLowerCase().startsWith(part));
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));

    expect((await get('/api/admin/companies?q=%25', admin)).json().companies).toEqual([]);
    expect((await get('/api/admin/companies?q=zzzz-no-such-company', admin)).json().companies).toEqual([]);
  });

  it('wants a search text (422 naming q), an admin token (401 without, 403 for another type)', async () => {
    const missing = await get('/api/admin/companies', admin);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['q']);
    expect((await get('/api/admin/companies?q=ab')).statusCode).toBe(401);
    const candidate = (await register(t.app)).response.json().token as string;
    expect((await get('/api/admin/companies?q=ab', candidate)).statusCode).toBe(403);
  });
});
