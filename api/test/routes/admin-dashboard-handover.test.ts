import { hashToken } from '../../src/lib/tokens';
import { post as postTo, useTestApp } from '../helper';

describe("the admin's hand-over to the admin dashboard", () => {
  const t = useTestApp();

  const post = (url: string, payload: object) => postTo(t.app, url, payload);

  it('the login answer sends the admin to the dashboard with a single-use 60-second token, never the session token', async () => {
    const response = await post('/api/auth/login', { email: 'admin@example.com', password: 'demo-password' });
    expect(response.statusCode).toBe(200);
    const { route, token: sessionToken } = response.json();
    const url = new URL(route);
    expect(`${url.origin}${url.pathname}`).toBe('https://admin.example.test/admin');
    expect(url.searchParams.get('email')).toBe('admin@example.com');
    const oneTime = url.searchParams.get('token') as string;
    expect(oneTime).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(oneTime).not.toBe(sessionToken);
    expect(route).not.toContain(sessionToken);

    // Stored hashed, for 60 seconds.
    const row = await t.db
      .selectFrom('backdoor_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(oneTime))
      .executeTakeFirstOrThrow();
    expect(row.purpose).toBe('admin-dashboard');
    const ttl = row.expires_at.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);

    // The dashboard trades it, once, for its own admin session.
    const exchanged = await post('/api/auth/loadUserWithToken', { token: oneTime, email: 'admin@example.com' });
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json().user).toMatchObject({ type: 'admin', email: 'admin@example.com' });
    expect(exchanged.json().token).not.toBe(sessionToken);
    expect((await post('/api/auth/loadUserWithToken', { token: oneTime, email: 'admin@example.com' })).statusCode).toBe(
      422,
    );
  });

  it('an expired hand-over token is refused', async () => {
    const { route } = (await post('/api/auth/login', { email: 'admin@example.com', password: 'demo-password' })).json();
    const oneTime = new URL(route).searchParams.get('token') as string;
    await t.db
      .updateTable('backdoor_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(oneTime))
      .execute();
    expect((await post('/api/auth/loadUserWithToken', { token: oneTime, email: 'admin@example.com' })).statusCode).toBe(
      422,
    );
  });

  it('an ordinary backdoor token cannot sign an admin in', async () => {
    // Planted directly: the issuing endpoint already refuses admin accounts; the exchange must refuse too.
    const admin = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@example.com')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('backdoor_tokens')
      .values({
        token_hash: hashToken('planted-backdoor-token'),
        user_id: admin.id,
        issued_by: admin.id,
        expires_at: new Date(Date.now() + 60_000),
        used_at: null,
      })
      .execute();
    expect(
      (await post('/api/auth/loadUserWithToken', { token: 'planted-backdoor-token', email: 'admin@example.com' }))
        .statusCode,
    ).toBe(422);
  });
});

describe("the site's own admin area (the default ADMIN_DASHBOARD_URL)", () => {
  // An empty value takes the default: the public origin + /admin.
  const t = useTestApp({ ADMIN_DASHBOARD_URL: '', PUBLIC_URL: 'https://www.example.test' });

  it('is the default dashboard, told to the pages, and an admin is sent there by path, with no token issued', async () => {
    expect(t.config.adminDashboardUrl).toBe('https://www.example.test/admin');
    const before = await t.db
      .selectFrom('backdoor_tokens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await postTo(t.app, '/api/auth/login', { email: 'admin@example.com', password: 'demo-password' });
    expect(response.statusCode).toBe(200);
    expect(response.json().route).toBe('/admin');
    const after = await t.db
      .selectFrom('backdoor_tokens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const page = await t.app.inject({ method: 'GET', url: '/login' });
    expect(page.body).toContain('"adminDashboardUrl":"https://www.example.test/admin"');
  });
});
