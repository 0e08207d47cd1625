import { sql } from 'kysely';
import { CALL_QUOTAS } from '../../src/plugins/call-quota';
import { GOOD_PASSWORD, post, register, uniqueEmail, useTestApp, xsrfHeaders } from '../helper';

// The quotas of the calls that cost real work (docs/security.md#call-quotas), through the data export: its quota is
// the smallest that a test can use up quickly.
describe('call quotas', () => {
  const t = useTestApp();
  const { max } = CALL_QUOTAS['data-export'];

  const signedIn = async () => {
    const { response } = await register(t.app);
    const token = response.json().token as string;
    return { ...(await xsrfHeaders(t.app)), authorization: `Bearer ${token}` };
  };
  const exportWith = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/candidates/export', headers });

  it('answers 429 with Retry-After and a translated message once a candidate has used the window up', async () => {
    const headers = await signedIn();
    for (let use = 1; use <= max; use += 1) expect((await exportWith(headers)).statusCode).toBe(200);

    const refused = await exportWith({ ...headers, 'accept-language': 'de' });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CALL_QUOTAS['data-export'].windowSeconds);
    expect(refused.json().message).toMatch(/zu oft/);
  });

  it('counts each candidate on their own, and does nothing for a guest the auth guard refuses', async () => {
    const busy = await signedIn();
    for (let use = 1; use <= max + 1; use += 1) await exportWith(busy);
    expect((await exportWith(busy)).statusCode).toBe(429);

    expect((await exportWith(await signedIn())).statusCode).toBe(200);
    expect((await exportWith({ ...(await xsrfHeaders(t.app)) })).statusCode).toBe(401);
  });

  it('counts in the database, so a second api replica sees the same uses', async () => {
    const headers = await signedIn();
    for (let use = 1; use <= max; use += 1) await exportWith(headers);
    // Other files' quotas (CV search...) share the database: only this call's keys count here.
    const key = (
      await t.db
        .selectFrom('call_quota_uses')
        .select(['key', 'uses'])
        .where('key', 'like', 'data-export:user:%')
        .orderBy('uses', 'desc')
        .execute()
    )[0];
    expect(key?.uses).toBeGreaterThanOrEqual(max);
    expect(key?.key).toMatch(/^data-export:user:\d+$/);
  });

  /** Uses `name`'s window up for a client address, as if it had made every call of it. */
  async function useUp(name: keyof typeof CALL_QUOTAS, address: string) {
    const { max, windowSeconds } = CALL_QUOTAS[name];
    await sql`
      INSERT INTO call_quota_uses (key, window_start, uses)
      VALUES (${`${name}:address:${address}`},
        to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}), ${max})
      ON CONFLICT (key, window_start) DO UPDATE SET uses = ${max}`.execute(t.db);
  }

  it('counts registrations per client address before anything is hashed; another address still registers', async () => {
    await useUp('register', '10.26.0.9');
    const email = uniqueEmail('quota');
    const refused = await register(t.app, { email }, '10.26.0.9');
    expect(refused.response.statusCode).toBe(429);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.response.json().message).toMatch(/^You have done this too often for now\. Please try again in/);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    expect((await register(t.app, {}, '10.26.0.10')).response.statusCode).toBe(200);
  });

  describe('with REGISTER_QUOTA_PER_HOUR=2', () => {
    const small = useTestApp({ REGISTER_QUOTA_PER_HOUR: '2' });
    it('refuses the third registration of the hour from one address, and only that address', async () => {
      for (let use = 1; use <= 2; use += 1) {
        expect((await register(small.app, {}, '10.28.0.9')).response.statusCode).toBe(200);
      }
      expect((await register(small.app, {}, '10.28.0.9')).response.statusCode).toBe(429);
      expect((await register(small.app, {}, '10.28.0.10')).response.statusCode).toBe(200);
    });
  });

  it('counts reset mails and resets together per client address', async () => {
    await useUp('password-reset', '10.27.0.9');
    const mail = await post(t.app, '/api/auth/password/email', { email: uniqueEmail('quota') }, { from: '10.27.0.9' });
    expect(mail.statusCode).toBe(429);
    const reset = await post(
      t.app,
      '/api/auth/password/reset',
      { token: 'x', email: uniqueEmail('quota'), password: GOOD_PASSWORD, password_confirmation: GOOD_PASSWORD },
      { from: '10.27.0.9' },
    );
    expect(reset.statusCode).toBe(429);
    const elsewhere = await post(
      t.app,
      '/api/auth/password/email',
      { email: uniqueEmail('q') },
      { from: '10.27.0.10' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('sweeps windows older than two days as it counts', async () => {
    const old = `data-export:user:swept-${Date.now()}`;
    await sql`INSERT INTO call_quota_uses (key, window_start, uses) VALUES (${old}, now() - interval '3 days', 1)`.execute(
      t.db,
    );
    // The sweep runs on one use in SWEEP_EVERY, drawn at random: this use draws it.
    const draw = jest.spyOn(Math, 'random').mockReturnValue(0);
    try {
      expect((await exportWith(await signedIn())).statusCode).toBe(200);
    } finally {
      draw.mockRestore();
    }
    const left = await t.db.selectFrom('call_quota_uses').select('key').where('key', '=', old).executeTakeFirst();
    expect(left).toBeUndefined();
  });
});
