import { login, post, register, useTestApp, xsrfHeaders } from '../helper';

// The account's language (docs/i18n.md#choosing-the-language, docs/contracts.md#interface-language).
describe('the account’s interface language', () => {
  const t = useTestApp();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const localeCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'locale');
  const storedLocale = async (email: string) =>
    (await t.db.selectFrom('users').select('locale').where('email', '=', email).executeTakeFirstOrThrow()).locale;
  const putLocale = async (token: string | null, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/locale',
      headers: { ...(await xsrfHeaders(t.app)), ...(token ? bearer(token) : {}) },
      payload: payload as object,
    });

  it('PUT /api/account/locale keeps the choice of any signed-in user and sets the cookie', async () => {
    for (const type of ['candidate', 'company'] as const) {
      const { email, response } = await register(
        t.app,
        type === 'company' ? { type, company_name: 'Kraków Soft' } : {},
      );
      expect(response.statusCode).toBe(200);
      // A new account has no choice yet: no cookie at sign-in.
      expect(localeCookieOf(response)).toBeUndefined();
      expect(await storedLocale(email)).toBeNull();
      const answer = await putLocale(response.json().token, { locale: 'pl' });
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
      expect(localeCookieOf(answer)).toMatchObject({ value: 'pl', path: '/', sameSite: 'Lax', maxAge: 31536000 });
      expect(await storedLocale(email)).toBe('pl');
    }
  });

  it('refuses a guest (401) and a language that is not one of ours (422 naming locale), in the caller’s language', async () => {
    expect((await putLocale(null, { locale: 'pl' })).statusCode).toBe(401);
    const { response } = await register(t.app);
    const token = response.json().token;
    for (const payload of [{ locale: 'xx' }, { locale: 'PL' }, {}, { locale: 'pl'.repeat(5000) }, { locale: 3 }]) {
      const answer = await putLocale(token, payload);
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual(['locale']);
    }
    expect((await putLocale(token, { locale: 'xx' })).json().errors.locale).toEqual([
      'The selected language is invalid.',
    ]);
  });

  it('a sign-in (password and backdoor) sets the cookie from the account', async () => {
    const { email, response } = await register(t.app);
    await putLocale(response.json().token, { locale: 'de' });
    const loggedIn = await post(t.app, '/api/auth/login', { email, password: 'violet-harbour-42' });
    expect(loggedIn.statusCode).toBe(200);
    expect(localeCookieOf(loggedIn)?.value).toBe('de');

    const admin = await login(t.app, 'admin@example.com');
    const issued = await post(t.app, '/api/admin/backdoor-tokens', { email }, { headers: bearer(admin) });
    const loaded = await post(t.app, '/api/auth/loadUserWithToken', { token: issued.json().token, email });
    expect(loaded.statusCode).toBe(200);
    expect(localeCookieOf(loaded)?.value).toBe('de');
  });

  describe('POST /api/locale (the switcher without JavaScript)', () => {
    const form = (body: string, cookie?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/locale',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        payload: body,
      });

    it('sets the cookie and goes back to a path of the site, without an XSRF token', async () => {
      const answer = await form('locale=pl&next=%2Fjobs-in-Spain%3Fkeywords%3Djava');
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/jobs-in-Spain?keywords=java');
      expect(localeCookieOf(answer)?.value).toBe('pl');
      expect(answer.headers['cache-control']).toBe('no-store');
      // Non-ASCII paths are sent percent-encoded.
      expect((await form(`locale=de&next=${encodeURIComponent('/jobs-in-Kraków')}`)).headers.location).toBe(
        '/jobs-in-Krak%C3%B3w',
      );
    });

    it.each([
      ['missing', 'locale=pl'],
      ['another site', 'locale=pl&next=https%3A%2F%2Fevil.test%2F'],
      ['protocol-relative', 'locale=pl&next=%2F%2Fevil.test'],
      ['a backslash', 'locale=pl&next=%2F%5Cevil.test'],
      ['a path that normalises to another host', 'locale=pl&next=%2F.%2F%2Fevil.test'],
      ['not a path', 'locale=pl&next=jobs'],
      ['too long', `locale=pl&next=%2F${'a'.repeat(2000)}`],
      ['javascript', 'locale=pl&next=javascript%3Aalert(1)'],
    ])('sends anything but a path of the site home: %s', async (_what, body) => {
      const answer = await form(body);
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/');
    });

    it('a control character in next is a 422 naming next, as in any text field', async () => {
      const answer = await form('locale=pl&next=%2Fjobs%0D%0ASet-Cookie%3A%20x%3D1');
      expect(answer.statusCode).toBe(422);
      expect(Object.keys(answer.json().errors)).toEqual(['next']);
      expect(answer.headers['set-cookie']?.toString() ?? '').not.toContain('x=1');
    });

    it('a language that is not one of ours is a 422 naming locale', async () => {
      for (const body of ['locale=xx&next=%2F', 'next=%2F', `locale=${'x'.repeat(5000)}`]) {
        const answer = await form(body);
        expect(answer.statusCode).toBe(422);
        expect(Object.keys(answer.json().errors)).toEqual(['locale']);
      }
      const polish = await t.app.inject({
        method: 'POST',
        url: '/api/locale',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'pl' },
        payload: 'locale=xx',
      });
      expect(polish.json().errors.locale).toEqual(['Wybrana wartość pola język jest nieprawidłowa.']);
    });

    it('keeps the choice in the account when the session cookie is a live token', async () => {
      const { email, response } = await register(t.app);
      const token = response.json().token;
      const answer = await form('locale=it&next=%2Fjobs', `auth_tokeneulangjobs=${token}`);
      expect(answer.statusCode).toBe(303);
      expect(await storedLocale(email)).toBe('it');
      // A dead or foreign token changes no account, and the switch still works.
      const stranger = await form('locale=fr&next=%2Fjobs', 'auth_tokeneulangjobs=not-a-token');
      expect(stranger.statusCode).toBe(303);
      expect(await storedLocale(email)).toBe('it');
    });
  });

  it('a new account keeps the language it was registered in: the switcher’s cookie, else the browser’s', async () => {
    const registerWith = async (headers: Record<string, string>) => {
      const xsrf = await xsrfHeaders(t.app);
      const email = `registered-in-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { ...xsrf, ...headers, cookie: [xsrf.cookie, headers.cookie].filter(Boolean).join('; ') },
        payload: {
          type: 'candidate',
          email,
          password: 'violet-harbour-42',
          password_confirmation: 'violet-harbour-42',
          nombre: 'Zofia',
        },
      });
      expect(response.statusCode).toBe(200);
      return email;
    };
    const switched = await registerWith({ cookie: 'locale=pl', 'accept-language': 'de-DE,de;q=0.9' });
    expect(await storedLocale(switched)).toBe('pl');
    expect(await storedLocale(await registerWith({ 'accept-language': 'it-IT,it;q=0.9,en;q=0.5' }))).toBe('it');
    expect(await storedLocale(await registerWith({ cookie: 'locale=xx', 'accept-language': 'fr' }))).toBe('fr');

    // What it is for: mails written later, with no request of the candidate's to say the language (a stage mail, a
    // job alert, here a reset asked from a German browser), are in the language the account was made in.
    await post(t.app, '/api/auth/password/email', { email: switched }, { headers: { 'accept-language': 'de' } });
    const mail = await t.db
      .selectFrom('outbox')
      .select('subject')
      .where('to_address', '=', switched)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Zresetuj hasło do EuLangJobs');
  });

  it('the reset mail is written in the account’s language, else the request’s', async () => {
    const outbox = async (email: string) =>
      await t.db
        .selectFrom('outbox')
        .select(['subject', 'body_text'])
        .where('to_address', '=', email)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    const chose = await register(t.app);
    await putLocale(chose.response.json().token, { locale: 'pl' });
    await post(t.app, '/api/auth/password/email', { email: chose.email }, { headers: { 'accept-language': 'de' } });
    const polish = await outbox(chose.email);
    expect(polish.subject).toBe('Zresetuj hasło do EuLangJobs');
    expect(polish.body_text).toMatch(
      /^Dzień dobry, Lena!\n\nKtoś \(mamy nadzieję, że Ty\) poprosił .* w ciągu 60 minut/,
    );

    const unchosen = await register(t.app);
    await post(t.app, '/api/auth/password/email', { email: unchosen.email }, { headers: { 'accept-language': 'de' } });
    const german = await outbox(unchosen.email);
    expect(german.subject).toBe('Setzen Sie Ihr EuLangJobs-Passwort zurück');
    expect(german.body_text).toContain('Hallo Lena,');
    expect(german.body_text).toContain('innerhalb von 60 Minuten');
  });
});
