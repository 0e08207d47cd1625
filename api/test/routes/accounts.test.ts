import { GOOD_PASSWORD, login, post, register, useTestApp, xsrfHeaders } from '../helper';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('accounts', () => {
  const t = useTestApp({ PUBLIC_HOST: 'eulangjobs.test' });

  describe('register', () => {
    it('creates a candidate, signs it in and answers like login', async () => {
      const { email, response } = await register(t.app, { referral_platform: 'linkedin' });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        route: '/welcome',
        hasAppToken: false,
        user: {
          email,
          type: 'candidate',
          nombre: 'Lena',
          apellidos: 'Novak',
          referral_platform: 'linkedin',
          languages: [],
          virtual_events: [],
        },
      });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user.token).toBe(body.token);
      expect(body.tasks).toMatchObject({ general_information: 0, languages: 0 });
      // The token works, and the password is stored hashed with argon2id (docs/auth.md#stored-passwords).
      expect((await t.app.inject({ url: '/api/candidates/profile', headers: bearer(body.token) })).statusCode).toBe(
        200,
      );
      const row = await t.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(GOOD_PASSWORD);
      // ...and the new account logs in with it.
      expect((await post(t.app, '/api/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(200);
    });

    it('creates a company account with its company', async () => {
      const { email, response } = await register(t.app, {
        type: 'company',
        company_name: 'Fjord Analytics AS',
        apellidos: undefined,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ route: '/company/jobs', tasks: null, user: { email, type: 'company' } });
      const row = await t.db
        .selectFrom('users')
        .innerJoin('companies', 'companies.id', 'users.company_id')
        .select(['companies.name', 'companies.slug'])
        .where('users.email', '=', email)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ name: 'Fjord Analytics AS', slug: expect.stringMatching(/^fjord-analytics-as/) });
    });

    it('answers 422 naming every missing field', async () => {
      const response = await post(t.app, '/api/auth/register', {});
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors).sort()).toEqual([
        'email',
        'nombre',
        'password',
        'password_confirmation',
        'type',
      ]);
    });

    it.each([
      [
        'too short',
        { password: 'short-pw', password_confirmation: 'short-pw' },
        'password',
        'The password must be at least 10 characters.',
      ],
      [
        'a common password',
        { password: 'password123', password_confirmation: 'password123' },
        'password',
        'This password is too common. Please choose another one.',
      ],
      [
        'the email as password',
        {
          email: 'someone.long@example.test',
          password: 'someone.long@example.test',
          password_confirmation: 'someone.long@example.test',
        },
        'password',
        'The password must not be your email address.',
      ],
      [
        'a confirmation that does not match',
        { password_confirmation: 'violet-harbour-43' },
        'password_confirmation',
        'The password field confirmation does not match.',
      ],
      ['an invalid email', { email: 'not-an-email' }, 'email', 'The email field must be a valid email address.'],
      ['an unknown type', { type: 'admin' }, 'type', 'The selected type is invalid.'],
      ['a company without its name', { type: 'company' }, 'company_name', 'The company name field is required.'],
    ])('refuses %s with 422 on the field', async (_name, overrides, field, message) => {
      const { response } = await register(t.app, overrides);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toContain(message);
    });

    it('refuses an email that is taken, whatever its case', async () => {
      const { response } = await register(t.app, { email: 'Candidate@Example.com' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ email: ['The email has already been taken.'] });
    });

    it('needs the XSRF header like every state-changing call', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { type: 'candidate' },
      });
      expect(response.statusCode).toBe(419);
    });
  });

  describe('login answer', () => {
    it("includes the candidate's languages, strongest first, and registered events", async () => {
      const { response } = await register(t.app);
      const { user, token } = response.json();
      await t.db
        .insertInto('candidate_virtual_events')
        .values({ user_id: user.id, fk_virtual_event_id: 25, origin: 'test' })
        .execute();
      await t.db
        .insertInto('candidate_languages')
        .values([
          { user_id: user.id, language_id: 1, level: 2 },
          { user_id: user.id, language_id: 2, level: 4 },
        ])
        .execute();
      const me = await t.app.inject({ url: '/api/auth/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.virtual_events).toEqual([{ fk_virtual_event_id: 25 }]);
      expect(me.json().user.languages.map((l: { level: number }) => l.level)).toEqual([4, 2]);
    });
  });

  describe('session token', () => {
    it('lives exactly 24 hours from login, and is dead after', async () => {
      const token = await login(t.app, 'company@example.com');
      const row = await t.db
        .selectFrom('auth_tokens')
        .select(['id', 'created_at', 'expires_at'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBeGreaterThan(24 * 3600 * 1000 - 5000);
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBeLessThanOrEqual(24 * 3600 * 1000 + 5000);
      const headers = { ...(await xsrfHeaders(t.app)), ...bearer(token) };
      expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(200);
      // Move the session 24 hours and one second into the past.
      const shift = 24 * 3600 * 1000 + 1000;
      await t.db
        .updateTable('auth_tokens')
        .set({
          created_at: new Date(row.created_at.getTime() - shift),
          expires_at: new Date(row.expires_at.getTime() - shift),
        })
        .where('id', '=', row.id)
        .execute();
      const after = await t.app.inject({ url: '/api/auth/me', headers });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({
        message: 'Unauthenticated.',
        toasts: [{ message: 'Your session has expired. Please log in again.' }],
      });
    });

    it('logout kills it on the server', async () => {
      const token = await login(t.app, 'company@example.com');
      const headers = { ...(await xsrfHeaders(t.app)), ...bearer(token) };
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).json()).toEqual({
        message: 'Logged out successfully',
      });
      expect((await t.app.inject({ url: '/api/auth/me', headers })).statusCode).toBe(401);
    });
  });

  describe('password reset by mail', () => {
    const outboxFor = (email: string) =>
      t.db
        .selectFrom('outbox')
        .select(['to_address', 'subject', 'body_text'])
        .where('to_address', '=', email)
        .orderBy('id', 'desc')
        .execute();
    const linkIn = (body: string) => {
      const match = /https:\/\/eulangjobs\.test\/password\/reset\/([A-Za-z0-9_-]+)\?email=(\S+)/.exec(body);
      if (!match) throw new Error(`no reset link in ${body}`);
      return { token: match[1] as string, email: decodeURIComponent(match[2] as string) };
    };

    it('answers the same for known and unknown emails; only a known one gets mail', async () => {
      const { email } = await register(t.app);
      const known = await post(t.app, '/api/auth/password/email', { email: email.toUpperCase() });
      const unknown = await post(t.app, '/api/auth/password/email', { email: 'no-such-account@example.test' });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(await outboxFor('no-such-account@example.test')).toEqual([]);
      const [mail] = await outboxFor(email);
      expect(mail?.subject).toBe('Reset your EuLangJobs password');
      expect(linkIn(mail?.body_text ?? '').email).toBe(email);
    });

    it('resets with the mailed token once; old sessions die; the token is stored hashed', async () => {
      const { email, response } = await register(t.app);
      const oldToken = response.json().token;
      await post(t.app, '/api/auth/password/email', { email });
      const [mail] = await outboxFor(email);
      const { token } = linkIn(mail?.body_text ?? '');
      const stored = await t.db.selectFrom('password_resets').select('token_hash').execute();
      expect(stored.some((row) => row.token_hash.toString('base64url') === token)).toBe(false);

      const newPassword = 'amber-lighthouse-77';
      const reset = { token, email, password: newPassword, password_confirmation: newPassword };
      const weak = await post(t.app, '/api/auth/password/reset', {
        ...reset,
        password: 'short',
        password_confirmation: 'short',
      });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().errors.password).toEqual(['The password must be at least 10 characters.']);
      // A wrong email with the right token does nothing.
      expect(
        (await post(t.app, '/api/auth/password/reset', { ...reset, email: 'candidate@example.com' })).statusCode,
      ).toBe(422);

      const ok = await post(t.app, '/api/auth/password/reset', reset);
      expect(ok.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(oldToken) })).statusCode).toBe(401);
      expect((await post(t.app, '/api/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(422);
      expect((await post(t.app, '/api/auth/login', { email, password: newPassword })).statusCode).toBe(200);

      const again = await post(t.app, '/api/auth/password/reset', {
        ...reset,
        password: 'second-attempt-99',
        password_confirmation: 'second-attempt-99',
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.token).toEqual([
        'This password reset link is invalid or has expired. Please ask for a new one.',
      ]);
    });

    it('a token older than 60 minutes is refused', async () => {
      const { email } = await register(t.app);
      await post(t.app, '/api/auth/password/email', { email });
      const [mail] = await outboxFor(email);
      const { token } = linkIn(mail?.body_text ?? '');
      await t.db
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('used_at', 'is', null)
        .execute();
      const response = await post(t.app, '/api/auth/password/reset', {
        token,
        email,
        password: 'amber-lighthouse-77',
        password_confirmation: 'amber-lighthouse-77',
      });
      expect(response.statusCode).toBe(422);
    });

    it('the link lives 60 minutes', async () => {
      const { email } = await register(t.app);
      await post(t.app, '/api/auth/password/email', { email });
      const row = await t.db
        .selectFrom('password_resets')
        .innerJoin('users', 'users.id', 'password_resets.user_id')
        .select(['password_resets.created_at', 'password_resets.expires_at'])
        .where('users.email', '=', email)
        .executeTakeFirstOrThrow();
      expect(Math.round((row.expires_at.getTime() - row.created_at.getTime()) / 60000)).toBe(60);
    });
  });

  describe('backdoor', () => {
    const issue = async (adminToken: string, email: string) =>
      post(t.app, '/api/admin/backdoor-tokens', { email }, { headers: bearer(adminToken) });

    it('an admin issues a 5-minute, single-use link that loads the user', async () => {
      const admin = await login(t.app, 'admin@example.com');
      const issued = await issue(admin, 'Candidate@Example.com');
      expect(issued.statusCode).toBe(200);
      const { token, email, url, expires_at } = issued.json();
      expect(email).toBe('candidate@example.com');
      expect(new URL(url).pathname).toBe('/backdoor');
      expect(new URL(url).searchParams.get('token')).toBe(token);
      const ttl = Date.parse(expires_at) - Date.now();
      expect(ttl).toBeGreaterThan(4.9 * 60 * 1000);
      expect(ttl).toBeLessThanOrEqual(5 * 60 * 1000);

      const wrongEmail = await post(t.app, '/api/auth/loadUserWithToken', { token, email: 'company@example.com' });
      expect(wrongEmail.statusCode).toBe(422);
      const loaded = await post(t.app, '/api/auth/loadUserWithToken', { token, email });
      expect(loaded.statusCode).toBe(200);
      expect(loaded.json()).toMatchObject({
        user: { email: 'candidate@example.com', type: 'candidate' },
        route: '/jobs',
      });
      expect((await t.app.inject({ url: '/api/auth/me', headers: bearer(loaded.json().token) })).statusCode).toBe(200);
      const again = await post(t.app, '/api/auth/loadUserWithToken', { token, email });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toBe('This login link is invalid or has expired.');
    });

    it('an expired token is refused', async () => {
      const admin = await login(t.app, 'admin@example.com');
      const { token, email } = (await issue(admin, 'company@example.com')).json();
      await t.db
        .updateTable('backdoor_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('used_at', 'is', null)
        .execute();
      expect((await post(t.app, '/api/auth/loadUserWithToken', { token, email })).statusCode).toBe(422);
    });

    it('only admins issue them, never for admin accounts', async () => {
      const candidate = await login(t.app, 'candidate@example.com');
      expect((await issue(candidate, 'company@example.com')).statusCode).toBe(403);
      expect((await post(t.app, '/api/admin/backdoor-tokens', { email: 'company@example.com' })).statusCode).toBe(401);
      const admin = await login(t.app, 'admin@example.com');
      expect((await issue(admin, 'admin@example.com')).statusCode).toBe(422);
      expect((await issue(admin, 'nobody-here@example.test')).statusCode).toBe(404);
    });
  });
});
