import { GOOD_PASSWORD, post, register as registerAccount, uniqueEmail, useTestApp } from '../helper';
import { legacyHash } from '../support/legacy-password-hash';

const TOO_COMMON = 'This password is too common. Please choose another one.';
/** Today's parameters (docs/auth.md#stored-passwords). */
const CURRENT = /^\$argon2id\$v=19\$m=47104,t=1,p=1\$/;

describe('stored passwords', () => {
  const t = useTestApp({ PUBLIC_HOST: 'eulangjobs.test' });

  const register = (password = GOOD_PASSWORD) =>
    registerAccount(t.app, { password, password_confirmation: password, nombre: 'Hana', apellidos: undefined });
  const storedHash = async (email: string) =>
    (await t.db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow())
      .password_hash;
  const setStoredHash = (email: string, hash: string) =>
    t.db.updateTable('users').set({ password_hash: hash }).where('email', '=', email).execute();
  const login = (email: string, password: string) => post(t.app, '/api/auth/login', { email, password });

  it('a new account stores an argon2id hash with m=46 MiB, t=1, p=1', async () => {
    const { email, response } = await register();
    expect(response.statusCode).toBe(200);
    expect(await storedHash(email)).toMatch(CURRENT);
  });

  it.each([
    ['scrypt N=2^17 (until argon2id)', 131072],
    ['scrypt N=2^14 (before that)', 16384],
  ] as const)('a hash made with %s still logs in, and is replaced by one with the new parameters', async (_made, N) => {
    const { email } = await register();
    const old = legacyHash(GOOD_PASSWORD, N);
    await setStoredHash(email, old);

    // A wrong password changes nothing.
    expect((await login(email, 'violet-harbour-43')).statusCode).toBe(422);
    expect(await storedHash(email)).toBe(old);

    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash(email);
    expect(upgraded).toMatch(CURRENT);
    // Upgraded once: the next login verifies the new hash and leaves it alone.
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200);
    expect(await storedHash(email)).toBe(upgraded);
  });

  it('the password asked for in account settings upgrades an old hash too', async () => {
    const { email, response } = await register();
    const headers = { authorization: `Bearer ${response.json().token}` };
    await setStoredHash(email, legacyHash(GOOD_PASSWORD));
    const moved = uniqueEmail('hashing');
    const answer = await post(
      t.app,
      '/api/candidates/account-settings/update-email',
      { email: moved, password: GOOD_PASSWORD },
      { headers },
    );
    expect(answer.statusCode).toBe(200);
    expect(await storedHash(moved)).toMatch(CURRENT);
    expect((await login(moved, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it.each(['msoracle32re', 'superman2024', 'Password123!'])(
    'registration refuses the common password %s with a 422 on password',
    async (password) => {
      const { email, response } = await register(password);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: [TOO_COMMON] });
      expect(await t.db.selectFrom('users').select('id').where('email', '=', email).execute()).toEqual([]);
    },
  );

  it('a password change refuses a common password with a 422 on password, and keeps the old one', async () => {
    const { email, response } = await register();
    const headers = { authorization: `Bearer ${response.json().token}` };
    const url = '/api/candidates/account-settings/update-password';
    const refused = await post(
      t.app,
      url,
      { current_password: GOOD_PASSWORD, password: 'msoracle32re', password_confirmation: 'msoracle32re' },
      { headers },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ password: [TOO_COMMON] });
    expect((await login(email, GOOD_PASSWORD)).statusCode).toBe(200);
  });
});
