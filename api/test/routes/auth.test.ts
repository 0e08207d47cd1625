import { login, useTestApp, xsrfHeaders } from '../helper';
import { newCompany } from '../support/company';

describe('auth', () => {
  const t = useTestApp();

  const postLogin = async (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: await xsrfHeaders(t.app),
      payload: payload as object,
    });

  it('logs a candidate in: user, token, route, tasks', async () => {
    const response = await postLogin({ email: 'Candidate@Example.com', password: 'demo-password' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({
      email: 'candidate@example.com',
      nombre: 'Maria',
      apellidos: 'García López',
      type: 'candidate',
      token: body.token,
    });
    expect(Date.parse(body.user.token_expiration) - Date.now()).toBeGreaterThan(23.9 * 3600 * 1000);
    expect(body.route).toBe('/jobs');
    expect(body.hasAppToken).toBe(false);
    expect(body.tasks).toMatchObject({ general_information: 1, languages: 1, cv: 0 });
    expect(body.user).not.toHaveProperty('password_hash');
  });

  it('the user carries the login timestamp, the session ending 24 h after it, the same in /api/auth/me', async () => {
    const before = Date.now();
    const body = (await postLogin({ email: 'candidate@example.com', password: 'demo-password' })).json();
    const after = Date.now();
    const { loginTimestamp, token_expiration } = body.user;
    expect(loginTimestamp).toBeGreaterThanOrEqual(before);
    expect(loginTimestamp).toBeLessThanOrEqual(after);
    expect(Date.parse(token_expiration) - loginTimestamp).toBe(24 * 3600 * 1000);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json().user.loginTimestamp).toBe(loginTimestamp);
  });

  it('sends companies to /company/jobs, without tasks', async () => {
    const body = (await postLogin({ email: 'company@example.com', password: 'demo-password' })).json();
    expect(body.user.type).toBe('company');
    expect(body.route).toBe('/company/jobs');
    expect(body.tasks).toBeNull();
  });

  it('stores only a hash of the token', async () => {
    const token = await login(t.app, 'admin@example.com');
    const rows = await t.db.selectFrom('auth_tokens').select('token_hash').execute();
    expect(rows.some((row) => row.token_hash.toString('base64url') === token)).toBe(false);
  });

  it.each([
    ['a wrong password', { email: 'candidate@example.com', password: 'wrong-password' }],
    ['an unknown email', { email: 'nobody@example.com', password: 'demo-password' }],
  ])('refuses %s with 422 on email', async (_name, payload) => {
    const response = await postLogin(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('validates the body: 422 naming each missing field', async () => {
    const response = await postLogin({});
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.errors).toEqual({
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
    expect(body.message).toBe('The email field is required. (and 1 more error)');
  });

  it('logout revokes the token; the token is dead afterwards', async () => {
    const token = await login(t.app, 'candidate@example.com');
    const headers = { ...(await xsrfHeaders(t.app)), authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/candidates/profile', headers })).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/candidates/profile', headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(401);
  });

  it('logout without a token is 401', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: await xsrfHeaders(t.app) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Unauthenticated.');
  });

  it('an expired token is dead', async () => {
    const token = await login(t.app, 'candidate@example.com');
    await t.db
      .updateTable('auth_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('revoked', '=', false)
      .execute();
    const response = await t.app.inject({
      url: '/api/candidates/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it("a company user's company is read with the session at each call: an account left without one is refused", async () => {
    const { token, email } = await newCompany(t, { company_name: `No company ${Date.now()}` });
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ url: '/api/companies/applicants', headers })).statusCode).toBe(200);
    await t.db.updateTable('users').set({ company_id: null }).where('email', '=', email).execute();
    const refused = await t.app.inject({ url: '/api/companies/applicants', headers });
    expect(refused.statusCode).toBe(403);
  });
});
