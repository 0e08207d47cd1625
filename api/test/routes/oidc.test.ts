import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import { oidcHttp } from '../../src/routes/auth/oidc-client';
import { hashToken } from '../../src/lib/tokens';
import { buildTestApp, type TestApp, xsrfHeaders } from '../helper';
import { browseToCallback, type LocalProvider, startLocalProvider, type TestAccount } from '../support/oidc-provider';

// Configuration, the unreachable provider and a refused state; the full flow against a real provider is below.
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

/**
 * The whole flow against a real OpenID provider (oidc-provider, run locally in a child process): the api's /start
 * redirect is followed with fetch through the provider's (automatic) login and consent, and the code and state the
 * provider sends to the shell's /auth/callback are posted to the api as the shell does.
 */
describe('social login against a real OpenID provider', () => {
  const CALLBACK = 'https://eulangjobs.test/auth/callback';
  const CLIENT = {
    client_id: 'eulangjobs-web',
    client_secret: 'test-secret:with/special+chars %',
    redirect_uris: [CALLBACK],
  };
  // A second application of the same provider: its codes and ID tokens must not log anyone in here.
  const OTHER = { client_id: 'other-app', client_secret: 'other-secret', redirect_uris: [CALLBACK] };
  const OLGA: TestAccount = {
    sub: 'olga-1',
    email: 'Olga.Social@Example.test',
    email_verified: true,
    given_name: 'Olga',
    family_name: 'Social',
  };

  let provider: LocalProvider;
  let t: TestApp;
  const logs: string[] = [];
  /** The reasons the api logged for refused callbacks since the last call. */
  const refusals = () =>
    logs.splice(0).flatMap((line) => (line.includes('oidc login refused') ? [JSON.parse(line).reason as string] : []));

  beforeAll(async () => {
    provider = await startLocalProvider([CLIENT, OTHER]);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await buildTestApp(
      {
        PUBLIC_HOST: 'eulangjobs.test',
        OIDC_GOOGLE_ISSUER: provider.issuer,
        OIDC_GOOGLE_CLIENT_ID: CLIENT.client_id,
        OIDC_GOOGLE_CLIENT_SECRET: CLIENT.client_secret,
      },
      undefined,
      { level: 'info', stream },
    );
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });
  beforeEach(() => {
    logs.length = 0;
  });

  const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
  const discovery = async () =>
    (await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()) as {
      authorization_endpoint: string;
    };

  /** GET /start: the provider's authorisation URL and the browser-binding cookie. */
  async function start() {
    const response = await t.app.inject('/api/auth/oidc/google/start');
    expect(response.statusCode).toBe(302);
    const binding = response.cookies.find((c) => c.name === 'oidc_binding');
    if (!binding) throw new Error('no oidc_binding cookie');
    return { authorize: new URL(response.headers.location as string), binding: binding.value, cookie: binding };
  }

  /** Through the provider as `account`; `tamper` may change the authorisation request first (an attacker's edit). */
  async function authorise(account: TestAccount, tamper?: (authorize: URL) => void) {
    await provider.nextLogin(account);
    const started = await start();
    tamper?.(started.authorize);
    const back = await browseToCallback(started.authorize.href, CALLBACK);
    expect(back.searchParams.get('error')).toBeNull();
    const { code, state, iss } = Object.fromEntries(back.searchParams) as Record<string, string>;
    return { code: code as string, state: state as string, ...(iss ? { iss } : {}), binding: started.binding };
  }

  /** POST /callback as the shell does: XSRF header and cookie, plus the binding cookie unless `binding` is null. */
  async function callback(
    response: { code: string; state: string; iss?: string },
    binding: string | null,
  ): Promise<LightMyRequestResponse> {
    const body = { code: response.code, state: response.state, ...(response.iss ? { iss: response.iss } : {}) };
    const xsrf = await xsrfHeaders(t.app);
    const cookie = binding === null ? xsrf.cookie : `${xsrf.cookie}; oidc_binding=${binding}`;
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/callback',
      headers: { ...xsrf, cookie },
      payload: body,
    });
  }

  const expectRefused = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      message: 'The login could not be verified. Please try again.',
      errors: { state: [expect.any(String)] },
    });
  };

  it('/start asks for an authorisation code with PKCE (S256), state and nonce, and keeps only a hash of the state', async () => {
    const { authorize, cookie } = await start();
    expect(authorize.origin + authorize.pathname).toBe((await discovery()).authorization_endpoint);
    const params = Object.fromEntries(authorize.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: CLIENT.client_id,
      redirect_uri: CALLBACK,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(cookie).toMatchObject({ httpOnly: true, path: '/api/auth/oidc', sameSite: 'Lax' });
    const login = await t.db
      .selectFrom('oidc_logins')
      .selectAll()
      .where('state_hash', '=', hashToken(params.state as string))
      .executeTakeFirstOrThrow();
    expect(login.nonce).toBe(params.nonce);
    expect(pkceChallenge(login.code_verifier)).toBe(params.code_challenge);
    expect(params.state).not.toBe(params.nonce);
  });

  it('signs a new user in like a password login, and finds the same user the next time', async () => {
    const first = await authorise(OLGA);
    const response = await callback(first, first.binding);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      user: expect.objectContaining({
        email: 'olga.social@example.test',
        nombre: 'Olga',
        apellidos: 'Social',
        type: 'candidate',
        token: body.token,
      }),
      token: expect.any(String),
      route: '/jobs',
      tasks: expect.anything(),
      hasAppToken: false,
    });
    // The binding cookie is spent.
    expect(response.cookies.find((c) => c.name === 'oidc_binding')).toMatchObject({ value: '', maxAge: 0 });
    const me = await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ id: body.user.id, email: 'olga.social@example.test' });

    // Again, with another email at the provider: the identity (provider, subject) decides, not the email.
    const second = await authorise({ ...OLGA, email: 'olga.new-address@example.test' });
    const again = await callback(second, second.binding);
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toMatchObject({ id: body.user.id, email: 'olga.social@example.test' });
    expect(again.json().token).not.toBe(body.token);
    const identities = await t.db
      .selectFrom('user_identities')
      .selectAll()
      .where('user_id', '=', body.user.id)
      .execute();
    expect(identities).toEqual([expect.objectContaining({ provider: 'google', subject: 'olga-1' })]);
    expect(refusals()).toEqual([]);
  });

  it('a social sign-in sets the locale cookie from the account’s language (docs/i18n.md#choosing-the-language)', async () => {
    const piotr: TestAccount = { ...OLGA, sub: 'piotr-1', email: 'piotr.social@example.test', given_name: 'Piotr' };
    const first = await authorise(piotr);
    const response = await callback(first, first.binding);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'locale')).toBeUndefined();
    await t.db.updateTable('users').set({ locale: 'pl' }).where('id', '=', response.json().user.id).execute();
    const second = await authorise(piotr);
    const again = await callback(second, second.binding);
    expect(again.statusCode).toBe(200);
    expect(again.cookies.find((c) => c.name === 'locale')).toMatchObject({ value: 'pl', path: '/' });
  });

  it('links a verified email to the existing account (a company here), and refuses an admin or an unverified email', async () => {
    const company = await authorise({ sub: 'company-sub', email: 'company@example.com', email_verified: true });
    const response = await callback(company, company.binding);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { email: 'company@example.com', type: 'company' },
      route: '/company/jobs',
      tasks: null,
    });
    // Leave the shared demo account as other tests expect it.
    await t.db.deleteFrom('user_identities').where('subject', '=', 'company-sub').execute();

    const admin = await authorise({ sub: 'admin-sub', email: 'admin@example.com', email_verified: true });
    expectRefused(await callback(admin, admin.binding));
    const unverified = await authorise({
      sub: 'unverified-sub',
      email: 'unverified@example.test',
      email_verified: false,
    });
    expectRefused(await callback(unverified, unverified.binding));
    expect(refusals()).toEqual(['admin account', 'no verified email']);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'unverified@example.test').execute(),
    ).toEqual([]);
  });

  it('refuses a state it did not issue, even with a valid code', async () => {
    const real = await authorise(OLGA);
    expectRefused(await callback({ code: real.code, state: `${real.state}x` }, real.binding));
    expect(refusals()).toEqual(['unknown or expired state']);
  });

  it('a state is single use: a replayed callback is refused', async () => {
    const real = await authorise(OLGA);
    expect((await callback(real, real.binding)).statusCode).toBe(200);
    expectRefused(await callback(real, real.binding));
    expect(refusals()).toEqual(['unknown or expired state']);
  });

  it('refuses a callback from another browser (no or a wrong binding cookie), and that spends the state', async () => {
    const real = await authorise(OLGA);
    expectRefused(await callback(real, null));
    const other = await authorise(OLGA);
    expectRefused(await callback(other, real.binding));
    expectRefused(await callback(other, other.binding));
    expect(refusals()).toEqual(['browser binding mismatch', 'browser binding mismatch', 'unknown or expired state']);
  });

  it('refuses an ID token whose nonce is not the one /start issued (a tampered authorisation request)', async () => {
    const tampered = await authorise(OLGA, (url) => url.searchParams.set('nonce', 'attacker-chosen-nonce'));
    expectRefused(await callback(tampered, tampered.binding));
    expect(refusals()).toEqual([expect.stringMatching(/"nonce" claim/)]);
  });

  it('PKCE is enforced: a code bound to another code challenge cannot be redeemed', async () => {
    const challenge = createHash('sha256').update('attacker-verifier').digest('base64url');
    const tampered = await authorise(OLGA, (url) => url.searchParams.set('code_challenge', challenge));
    expectRefused(await callback(tampered, tampered.binding));
    expect(refusals()).toEqual(['the provider answered 400 invalid_grant']);
  });

  it('refuses a code issued to another client of the same provider', async () => {
    const foreign = await authorise(OLGA, (url) => url.searchParams.set('client_id', OTHER.client_id));
    expectRefused(await callback(foreign, foreign.binding));
    expect(refusals()).toEqual(['the provider answered 400 invalid_grant']);
  });

  it('a provider that does not answer in time is a refused login, not a server error', async () => {
    const real = await authorise(OLGA);
    const timeout = oidcHttp.timeoutMs;
    oidcHttp.timeoutMs = 200;
    await provider.tokenDelay(2000);
    try {
      expectRefused(await callback(real, real.binding));
    } finally {
      oidcHttp.timeoutMs = timeout;
      await provider.tokenDelay(0);
    }
    expect(refusals()).toEqual([expect.stringMatching(/^OAUTH_TIMEOUT: /)]);
  });

  it('says so when the provider names another issuer in its answer', async () => {
    const real = await authorise(OLGA);
    expect(real.iss).toBe(provider.issuer);
    expectRefused(await callback({ ...real, iss: 'https://attacker.example' }, real.binding));
    expect(refusals()).toEqual([expect.stringMatching(/"iss"/)]);
  });

  // The provider's token response carries a forged ID token; nobody is signed in and no account is created.
  it.each([
    [
      'whose claims were changed after signing',
      'altered',
      { email: 'mallory@example.test', sub: 'mallory' },
      /signature/,
    ],
    ['with no signature (alg none)', 'unsigned', { email: 'mallory@example.test', sub: 'mallory' }, /alg/],
    ['signed by the provider for another client', 'resigned', { aud: OTHER.client_id }, /"aud" \(audience\) claim/],
    [
      'signed by the provider with another issuer',
      'resigned',
      { iss: 'https://attacker.example' },
      /"iss" \(issuer\) claim/,
    ],
    ['that has expired', 'resigned', { exp: Math.floor(Date.now() / 1000) - 3600 }, /"exp"/],
  ] as const)('refuses an ID token %s', async (_what, mode, claims, reason) => {
    const real = await authorise(OLGA);
    await provider.forgeNextIdToken(mode, claims);
    expectRefused(await callback(real, real.binding));
    expect(refusals()).toEqual([expect.stringMatching(reason)]);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'mallory@example.test').execute()).toEqual(
      [],
    );
  });
});
