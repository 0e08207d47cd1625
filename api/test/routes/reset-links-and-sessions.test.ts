import { GOOD_PASSWORD, post, register, uniqueEmail, useTestApp } from '../helper';
import { lastMailText } from '../support/outbox';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const NEW_PASSWORD = 'amber-lighthouse-77';

/**
 * docs/security.md#reset-links-and-sessions: once the owner secures the account (a new password, a new email),
 * whoever can still read the old mailbox or holds another session loses it.
 */
describe('reset links and sessions after a change of password or email', () => {
  const t = useTestApp({ PUBLIC_URL: 'https://eulangjobs.test' });

  /** A new candidate with a second session (another device) and a reset link mailed to its address. */
  async function accountWithResetLink() {
    const { email, response } = await register(t.app);
    const token = response.json().token as string;
    const other = await post(t.app, '/api/auth/login', { email, password: GOOD_PASSWORD });
    expect((await post(t.app, '/api/auth/password/email', { email })).statusCode).toBe(200);
    const mail = await lastMailText(t.db, email);
    const link = /\/password\/reset\/([A-Za-z0-9_-]+)\?email=/.exec(mail)?.[1] as string;
    return { email, token, otherToken: other.json().token as string, link };
  }

  const useLink = (link: string, email: string) =>
    post(t.app, '/api/auth/password/reset', {
      token: link,
      email,
      password: 'taken-over-by-someone-9',
      password_confirmation: 'taken-over-by-someone-9',
    });
  const me = (token: string) => t.app.inject({ url: '/api/auth/me', headers: bearer(token) });

  it('a password change closes the open reset links and ends the other sessions', async () => {
    const { email, token, otherToken, link } = await accountWithResetLink();
    const changed = await post(
      t.app,
      '/api/candidates/account-settings/update-password',
      { current_password: GOOD_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      { headers: bearer(token) },
    );
    expect(changed.statusCode).toBe(200);
    const refused = await useLink(link, email);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.token).toEqual([
      'This password reset link is invalid or has expired. Please ask for a new one.',
    ]);
    expect((await post(t.app, '/api/auth/login', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await me(otherToken)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('an email change closes the open reset links, for the old address and the new, and ends the other sessions', async () => {
    const { email, token, otherToken, link } = await accountWithResetLink();
    const moved = uniqueEmail('moved');
    const changed = await post(
      t.app,
      '/api/candidates/account-settings/update-email',
      { email: moved, password: GOOD_PASSWORD },
      { headers: bearer(token) },
    );
    expect(changed.statusCode).toBe(200);
    expect((await useLink(link, email)).statusCode).toBe(422);
    expect((await useLink(link, moved)).statusCode).toBe(422);
    expect((await post(t.app, '/api/auth/login', { email: moved, password: GOOD_PASSWORD })).statusCode).toBe(200);
    expect((await me(otherToken)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('a link works only with the address it was mailed to, while that is still the account’s', async () => {
    const { email, link } = await accountWithResetLink();
    // The address changed some other way (not through the settings, which close the links anyway).
    const moved = uniqueEmail('elsewhere');
    await t.db.updateTable('users').set({ email: moved }).where('email', '=', email).execute();
    expect((await useLink(link, moved)).statusCode).toBe(422);
    expect((await useLink(link, email)).statusCode).toBe(422);
    expect((await post(t.app, '/api/auth/login', { email: moved, password: GOOD_PASSWORD })).statusCode).toBe(200);
  });

  it('an open link still works when nothing changed', async () => {
    const { email, token, link } = await accountWithResetLink();
    const answer = await post(t.app, '/api/auth/password/reset', {
      token: link,
      email,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(answer.statusCode).toBe(200);
    // A reset is made signed out: every session ends.
    expect((await me(token)).statusCode).toBe(401);
  });
});
