import { buildTestApp, type TestApp, xsrfHeaders } from '../helper';

// The full flow against a real local provider (oidc-provider in a child process) is still to be written; these
// cover configuration, the unreachable provider and a refused state.
describe('social login (OpenID Connect)', () => {
  let plain: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
    configured = await buildTestApp({
      PUBLIC_HOST: 'eulangjobs.test',
      OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9/',
      OIDC_GOOGLE_CLIENT_ID: 'client-id',
      OIDC_GOOGLE_CLIENT_SECRET: 'client-secret',
      OIDC_LINKEDIN_ISSUER: 'http://127.0.0.1:9',
      OIDC_LINKEDIN_CLIENT_ID: 'only-an-id',
    });
  });
  afterAll(async () => {
    await plain.close();
    await configured.close();
  });

  it('lists no provider unless one is fully configured', async () => {
    expect((await plain.app.inject('/api/auth/providers')).json()).toEqual({ providers: [] });
    expect((await configured.app.inject('/api/auth/providers')).json()).toEqual({
      providers: [{ id: 'google', name: 'Google', start_url: '/api/auth/oidc/google/start' }],
    });
    expect((await configured.app.inject('/api/auth/oidc/linkedin/start')).statusCode).toBe(404);
  });

  it('an unreachable provider is a 503 with a message, not a crash', async () => {
    const response = await configured.app.inject('/api/auth/oidc/google/start');
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe('Google login is not available right now. Please try again later.');
  });

  it('refuses a callback whose state it never issued', async () => {
    const response = await configured.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/callback',
      headers: await xsrfHeaders(configured.app),
      payload: { code: 'any-code', state: 'never-issued' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('The login could not be verified. Please try again.');
  });
});
