import { fixtureJobId } from '../fixtures';
import { buildTestApp, login, type TestApp, xsrfHeaders } from '../helper';

describe('/api/candidates/favorites', () => {
  let t: TestApp;
  let candidate: Record<string, string>;
  let userId: number;
  const idOf = (url: string) => fixtureJobId(t.db, url);

  beforeAll(async () => {
    t = await buildTestApp();
    const token = await login(t.app, 'candidate@example.com');
    candidate = { authorization: `Bearer ${token}`, ...(await xsrfHeaders(t.app)) };
    userId = (
      await t.db.selectFrom('users').select('id').where('email', '=', 'candidate@example.com').executeTakeFirstOrThrow()
    ).id;
    await t.db.deleteFrom('favorites').where('user_id', '=', userId).execute();
  });
  afterAll(async () => {
    await t.db.deleteFrom('favorites').where('user_id', '=', userId).execute();
    await t.close();
  });

  const list = async (query = '') => {
    const response = await t.app.inject({ url: `/api/candidates/favorites${query}`, headers: candidate });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const add = (offer_id: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/candidates/favorites', headers: candidate, payload: { offer_id } });

  it('full cycle: empty, add (idempotent), list with job and paging, filter, remove', async () => {
    expect(await list()).toEqual({
      total: 0,
      favorites: [],
      lastPage: 1,
      currentPage: 1,
      hasFavorites: false,
      totalExpired: 0,
    });

    const paris = await idOf('developpeur-full-stack-paris');
    const expired = await idOf('expired-greek-job');
    const first = await add(paris);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ favorite: { offer_id: paris, created_at: expect.any(String) } });
    const again = await add(paris);
    expect(again.statusCode).toBe(200);
    expect(again.json().favorite).toEqual(first.json().favorite);
    expect((await add(expired)).statusCode).toBe(201);

    const all = await list();
    expect(all).toMatchObject({ total: 2, lastPage: 1, currentPage: 1, hasFavorites: true, totalExpired: 1 });
    expect(all.favorites[0]).toMatchObject({ offer_id: expired, job: { id: expired, available: false } });
    expect(all.favorites[1].job).toMatchObject({ id: paris, extra: { favorite: true } });

    expect((await list('?rows=1&page=2')).favorites.map((f: { offer_id: number }) => f.offer_id)).toEqual([paris]);
    expect(await list('?rows=1&page=2')).toMatchObject({ lastPage: 2, currentPage: 2 });
    expect((await list('?status=expired')).total).toBe(1);
    expect((await list('?status=active')).favorites[0].offer_id).toBe(paris);
    const search = await list('?search=developpeur');
    expect(search).toMatchObject({ total: 1, hasFavorites: true, totalExpired: 1 });
    // `%` and `_` are searched as themselves, not as LIKE's wildcards.
    expect(await list('?search=%25')).toMatchObject({ total: 0, favorites: [], hasFavorites: true });
    expect((await list('?search=_')).total).toBe(0);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/candidates/favorites/${paris}`,
      headers: candidate,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Favorite removed' });
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/candidates/favorites/${paris}`, headers: candidate }))
        .statusCode,
    ).toBe(200);
    expect((await list()).total).toBe(1);
  });

  it('422 for an unknown job, a missing or malformed offer_id, bad query', async () => {
    for (const offerId of [99999999, 'abc', undefined]) {
      const response = await add(offerId);
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['offer_id']);
    }
    const bad = await t.app.inject({ url: '/api/candidates/favorites?status=gone&rows=0', headers: candidate });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['rows', 'status']);
  });

  it('auth matrix: guest 401, company 403, on every call', async () => {
    const xsrf = await xsrfHeaders(t.app);
    const company = { authorization: `Bearer ${await login(t.app, 'company@example.com')}`, ...xsrf };
    const calls = [
      { method: 'GET' as const, url: '/api/candidates/favorites' },
      { method: 'POST' as const, url: '/api/candidates/favorites', payload: { offer_id: 1 } },
      { method: 'DELETE' as const, url: '/api/candidates/favorites/1' },
    ];
    for (const call of calls) {
      expect((await t.app.inject({ ...call, headers: xsrf })).statusCode).toBe(401);
      expect((await t.app.inject({ ...call, headers: company })).statusCode).toBe(403);
    }
  });

  it('XSRF: state-changing calls without the header are refused with 419', async () => {
    const { authorization } = candidate;
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/candidates/favorites',
      headers: { authorization },
      payload: { offer_id: 1 },
    });
    expect(post.statusCode).toBe(419);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/candidates/favorites/1',
      headers: { authorization },
    });
    expect(del.statusCode).toBe(419);
  });
});
