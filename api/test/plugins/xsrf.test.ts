import { useTestApp, xsrfHeaders } from '../helper';

describe('XSRF double-submit cookie', () => {
  const t = useTestApp();

  const login = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'candidate@example.com', password: 'demo-password' },
    });

  it('sets a readable XSRF-TOKEN cookie on a response to a client without one, and not again', async () => {
    const first = await t.app.inject('/api/ping');
    const cookie = first.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(cookie).not.toHaveProperty('httpOnly');
    expect(cookie?.value.length).toBeGreaterThanOrEqual(32);
    const again = await t.app.inject({ url: '/api/ping', headers: { cookie: `XSRF-TOKEN=${cookie?.value}` } });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it.each([
    ['no cookie and no header', {}],
    ['a cookie but no header', { cookie: 'XSRF-TOKEN=abc' }],
    ['a header that does not match', { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' }],
  ])('refuses a POST with %s: 419', async (_name, headers) => {
    const response = await login(headers as Record<string, string>);
    expect(response.statusCode).toBe(419);
    expect(response.json()).toEqual({
      message: 'CSRF token mismatch.',
      toasts: [{ message: 'Your session has expired. Please reload the page.' }],
    });
  });

  it('accepts a POST whose header matches the cookie', async () => {
    const response = await login(await xsrfHeaders(t.app));
    expect(response.statusCode).toBe(200);
  });
});
