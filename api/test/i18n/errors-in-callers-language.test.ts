import { post, register, useTestApp, xsrfHeaders } from '../helper';

// docs/i18n.md#on-the-server: errors are said in the caller's language (cookie, else Accept-Language), naming each
// field by its label in that language (docs/i18n.md#field-names-in-messages).
describe('errors in the caller’s language', () => {
  const t = useTestApp();

  it('a 404 in Polish and German, and unchanged in English', async () => {
    const said = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/jobs-in-Atlantis', headers })).json();
    expect((await said({})).message).toBe('Unknown location: Atlantis.');
    expect((await said({ 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.5' })).message).toBe(
      'Nieznana lokalizacja: Atlantis.',
    );
    expect((await said({ cookie: 'locale=de' })).message).toBe('Unbekannter Ort: Atlantis.');
    // The cookie (the switcher's choice) wins over the browser's languages.
    expect((await said({ cookie: 'locale=de', 'accept-language': 'pl' })).message).toBe('Unbekannter Ort: Atlantis.');

    const unknownRoute = await t.app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'pl' } });
    expect(unknownRoute.statusCode).toBe(404);
    expect(unknownRoute.json()).toEqual({
      message: 'Nie znaleziono.',
      toasts: [{ message: 'Strona lub zasób, o który prosisz, nie istnieje.' }],
    });
  });

  it('a schema 422 names the field in every language, with the summary counting the rest', async () => {
    const registerWith = (headers: Record<string, string>) =>
      post(t.app, '/api/auth/register', { type: 'candidate', email: 'not-an-email', password: 'x' }, { headers });
    const english = await registerWith({});
    expect(english.statusCode).toBe(422);
    expect(english.json().errors.email).toEqual(['The email field must be a valid email address.']);
    expect(english.json().errors.password_confirmation).toEqual(['The password confirmation field is required.']);

    const polish = await registerWith({ 'accept-language': 'pl' });
    expect(polish.statusCode).toBe(422);
    const body = polish.json();
    expect(body.errors.email).toEqual(['Pole e-mail musi być prawidłowym adresem e-mail.']);
    expect(body.errors.password_confirmation).toEqual(['Pole potwierdzenie hasła jest wymagane.']);
    expect(Object.values(body.errors as Record<string, string[]>).flat()).toHaveLength(3);
    // Polish plural: two more is "few" ("inne błędy"; five would be "many": "innych błędów").
    expect(body.message).toMatch(/^Pole .+ \(i 2 inne błędy\)$/);
    expect(english.json().message).toMatch(/^The .+ \(and 2 more errors\)$/);

    const german = (await registerWith({ 'accept-language': 'de-DE' })).json();
    expect(german.errors.email).toEqual(['Das Feld E-Mail muss eine gültige E-Mail-Adresse sein.']);
    expect(german.message).toMatch(/ \(und 2 weitere Fehler\)$/);
  });

  it('a 422 thrown by a route (the email taken, the password rules) in Polish', async () => {
    const { email } = await register(t.app);
    const fields = { email, password: 'password123', password_confirmation: 'x' };
    const english = await register(t.app, fields);
    expect(english.response.json().errors).toEqual({
      email: ['The email has already been taken.'],
      password: ['This password is too common. Please choose another one.'],
      password_confirmation: ['The password field confirmation does not match.'],
    });
    const xsrf = await xsrfHeaders(t.app);
    const polish = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...xsrf, cookie: `${xsrf.cookie}; locale=pl` },
      payload: { type: 'candidate', nombre: 'Lena', apellidos: 'Novak', ...fields },
    });
    expect(polish.statusCode).toBe(422);
    expect(polish.json().errors).toEqual({
      email: ['Wartość pola e-mail jest już zajęta.'],
      password: ['To hasło jest zbyt popularne. Wybierz inne.'],
      password_confirmation: ['Potwierdzenie pola hasło nie jest zgodne.'],
    });
  });

  it('a 401 and a 429 with a relative time in the language', async () => {
    const guest = await t.app.inject({ url: '/api/candidates/profile', headers: { 'accept-language': 'de' } });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({
      message: 'Nicht angemeldet.',
      toasts: [{ message: 'Bitte melden Sie sich an, um fortzufahren.' }],
    });

    const from = '203.0.113.77';
    const email = 'nobody-pl@example.test';
    let last = await post(t.app, '/api/auth/login', { email, password: 'wrong-1' }, { from });
    for (let i = 0; i < 5; i++) {
      last = await post(
        t.app,
        '/api/auth/login',
        { email, password: `wrong-${i}` },
        { from, headers: { 'accept-language': 'pl' } },
      );
    }
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe('Zbyt wiele nieudanych prób. Spróbuj ponownie za 15 minut.');
  });

  it('Fastify’s own client errors (bad JSON, another media type) in the language too', async () => {
    const send = async (headers: Record<string, string>, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...(await xsrfHeaders(t.app)), ...headers },
        payload,
      });
    const english = await send({ 'content-type': 'application/json' }, '{"email":');
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe('The request body is not valid JSON.');
    const polish = await send({ 'content-type': 'application/json', 'accept-language': 'pl' }, '{"email":');
    expect(polish.json()).toEqual({
      message: 'Treść żądania nie jest prawidłowym JSON-em.',
      toasts: [{ message: 'Treść żądania nie jest prawidłowym JSON-em.' }],
    });
    const media = await send({ 'content-type': 'text/csv', 'accept-language': 'it' }, 'a,b');
    expect(media.statusCode).toBe(415);
    expect(media.json().message).toBe('Questo tipo di corpo della richiesta non è supportato.');
  });

  it('a malformed URL (refused by the router, before any hook) is answered in the language too', async () => {
    const html = await t.app.inject({
      url: '/jobs-in-%E0%A4%A',
      headers: { accept: 'text/html', cookie: 'locale=pl' },
    });
    expect(html.statusCode).toBe(400);
    expect(html.body).toContain('<html lang="pl">');
    expect(html.body).toContain('<h1>Ten adres jest nieprawidłowy</h1>');
    expect(html.body).toContain(
      'Przejdź do <a href="/jobs">wyszukiwarki ofert</a> lub na <a href="/">stronę główną</a>.',
    );
    const api = await t.app.inject({ url: '/api/jobs-in-%E0%A4%A', headers: { 'accept-language': 'de' } });
    expect(api.json().message).toBe('Die Adresse dieser Anfrage ist ungültig.');
  });
});
