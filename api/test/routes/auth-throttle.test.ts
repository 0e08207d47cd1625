import { addressOf } from '../../src/lib/client-address';
import { SLOW_DOWN_MS } from '../../src/services/auth-throttle';
import { GOOD_PASSWORD, post, register, uniqueEmail, useTestApp } from '../helper';
import { lastMailText } from '../support/outbox';

const WRONG = 'wrong-password-1';

describe('throttling of password and token guesses', () => {
  const t = useTestApp();

  /** A new account (a candidate unless `fields` say otherwise), registered from `from`. */
  async function newAccount(from: string, fields: Record<string, unknown> = {}) {
    const { email, response } = await register(t.app, fields, from);
    expect(response.statusCode).toBe(200);
    return { email, token: response.json().token as string };
  }
  const login = (email: string, password: string, from: string, headers: Record<string, string> = {}) =>
    post(t.app, '/api/auth/login', { email, password }, { from, headers });

  it('blocks an account+address pair after 5 failures, says when to retry, and lifts the block after 15 minutes', async () => {
    const { email } = await newAccount('10.11.0.1');
    for (let i = 0; i < 5; i++) expect((await login(email, WRONG, '10.11.0.66')).statusCode).toBe(422);
    const blocked = await login(email, GOOD_PASSWORD, '10.11.0.66');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json().message).toBe('Too many failed attempts. Please try again in 15 minutes.');
    // Failures are rows in the database, which every replica reads; once older than the window they stop counting.
    await t.db
      .updateTable('auth_failures')
      .set({ created_at: new Date(Date.now() - 16 * 60 * 1000) })
      .execute();
    expect((await login(email, GOOD_PASSWORD, '10.11.0.66')).statusCode).toBe(200);
  });

  it('the owner, from another address, still logs in while an attacker is throttled on the account', async () => {
    const { email } = await newAccount('10.12.0.1');
    for (let i = 0; i < 6; i++) await login(email, WRONG, '198.51.100.7');
    expect((await login(email, WRONG, '198.51.100.7')).statusCode).toBe(429);
    expect((await login(email, GOOD_PASSWORD, '10.12.0.1')).statusCode).toBe(200);
    // The owner's success does not forgive the attacker's failures.
    expect((await login(email, GOOD_PASSWORD, '198.51.100.7')).statusCode).toBe(429);
  });

  it('an account failing from many addresses is slowed down, not blocked: the owner still gets in', async () => {
    const { email } = await newAccount('10.19.0.1');
    for (let i = 0; i < 20; i++) expect((await login(email, WRONG, `198.18.${i}.1`)).statusCode).toBe(422);
    const started = Date.now();
    expect((await login(email, GOOD_PASSWORD, '10.19.0.1')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_DOWN_MS);
  });

  it('blocks an address after 20 failures whatever accounts it tries; other addresses are not affected', async () => {
    for (let i = 0; i < 20; i++) expect((await login(uniqueEmail('spray'), WRONG, '10.13.0.1')).statusCode).toBe(422);
    expect((await login('candidate@example.com', 'demo-password', '10.13.0.1')).statusCode).toBe(429);
    expect((await login('candidate@example.com', 'demo-password', '10.13.0.2')).statusCode).toBe(200);
  });

  it('counts failures with absurd headers and inputs: a 3,000-character X-Forwarded-For, a huge password', async () => {
    const { email } = await newAccount('10.14.0.1');
    const forwarded = Array.from({ length: 300 }, (_, i) => `10.${i % 250}.0.${i % 200}`)
      .join(', ')
      .slice(0, 3000);
    expect(forwarded.length).toBe(3000);
    const attempts = [
      () => login(email, WRONG, '10.14.0.9', { 'x-forwarded-for': forwarded }),
      () => login(email, 'x'.repeat(200), '10.14.0.9', { 'x-forwarded-for': `${'f'.repeat(2990)}, 1.2.3.4` }),
      () => login(` ${email.toUpperCase()} `, WRONG, '10.14.0.9', { 'x-forwarded-host': 'evil.example' }),
      () => login(email, WRONG, '10.14.0.9', { 'x-forwarded-for': '' }),
      () => login(email, WRONG, '10.14.0.9', { 'x-real-ip': '1.1.1.1' }),
    ];
    for (const attempt of attempts) expect((await attempt()).statusCode).toBe(422);
    expect((await login(email, GOOD_PASSWORD, '10.14.0.9')).statusCode).toBe(429);
    // Only hashes are stored: no raw email or header.
    const rows = await t.db.selectFrom('auth_failures').selectAll().execute();
    for (const row of rows) {
      expect(row.account_key.length).toBe(32);
      expect(row.address_key.length).toBe(32);
    }
  });

  it('a rotating X-Forwarded-For does not escape the per-address limit (no proxy is trusted by default)', async () => {
    const { email } = await newAccount('10.15.0.1');
    for (let i = 0; i < 5; i++) {
      expect((await login(email, WRONG, '10.15.0.9', { 'x-forwarded-for': `203.0.113.${i + 1}` })).statusCode).toBe(
        422,
      );
    }
    expect((await login(email, GOOD_PASSWORD, '10.15.0.9', { 'x-forwarded-for': '203.0.113.200' })).statusCode).toBe(
      429,
    );
  });

  it('counts one IPv6 subscriber (a /64) as one address', async () => {
    expect(addressOf('2001:db8:1:2:aaaa::1')).toBe(addressOf('2001:0db8:0001:0002:ffff:1:2:3'));
    expect(addressOf('2001:db8:1:2::1')).not.toBe(addressOf('2001:db8:1:3::1'));
    expect(addressOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    const { email } = await newAccount('10.16.0.1');
    for (let i = 0; i < 5; i++) await login(email, WRONG, `2001:db8:77:1::${i + 1}`);
    expect((await login(email, GOOD_PASSWORD, '2001:db8:77:1:ffff::9')).statusCode).toBe(429);
  });

  it.each(['candidates', 'companies'])('throttles current-password guesses in %s account settings', async (kind) => {
    const from = kind === 'candidates' ? '10.17.0.1' : '10.17.0.2';
    const fields = kind === 'candidates' ? {} : { type: 'company', company_name: `Firm ${from}` };
    const { token } = await newAccount(from, fields);
    const auth = { authorization: `Bearer ${token}` };
    const updatePassword = (current: string) =>
      post(
        t.app,
        `/api/${kind}/account-settings/update-password`,
        { current_password: current, password: 'new-harbour-43', password_confirmation: 'new-harbour-43' },
        { from, headers: auth },
      );
    for (let i = 0; i < 3; i++) expect((await updatePassword(`${WRONG}${i}`)).statusCode).toBe(422);
    // update-email checks the same password and counts towards the same limit.
    for (let i = 0; i < 2; i++) {
      const response = await post(
        t.app,
        `/api/${kind}/account-settings/update-email`,
        { email: uniqueEmail('moved'), password: WRONG },
        { from, headers: auth },
      );
      expect(response.statusCode).toBe(422);
    }
    const blocked = await updatePassword(GOOD_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toMatch(/^Too many failed attempts\. Please try again in \d+ minutes\.$/);
  });

  it('throttles backdoor and password-reset token guesses', async () => {
    const { email } = await newAccount('10.18.0.1');
    for (let i = 0; i < 5; i++) {
      expect(
        (await post(t.app, '/api/auth/loadUserWithToken', { token: `guess-${i}`, email }, { from: '10.18.0.9' }))
          .statusCode,
      ).toBe(422);
    }
    expect(
      (await post(t.app, '/api/auth/loadUserWithToken', { token: 'guess-x', email }, { from: '10.18.0.9' })).statusCode,
    ).toBe(429);
    const reset = (token: string) =>
      post(
        t.app,
        '/api/auth/password/reset',
        { token, email, password: 'new-harbour-43', password_confirmation: 'new-harbour-43' },
        { from: '10.18.0.9' },
      );
    for (let i = 0; i < 5; i++) expect((await reset(`guess-${i}`)).statusCode).toBe(422);
    expect((await reset('guess-x')).statusCode).toBe(429);
  });

  /** How many answers of each status, for guesses sent at once. */
  function tally(answers: { statusCode: number }[]) {
    const counts: Record<number, number> = {};
    for (const { statusCode } of answers) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
    return counts;
  }

  it('20 wrong token guesses sent at once on one account from one address: exactly 5 are checked', async () => {
    const { email } = await newAccount('10.20.0.1');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          t.app,
          '/api/auth/password/reset',
          { token: `burst-${i}`, email, password: 'new-harbour-43', password_confirmation: 'new-harbour-43' },
          { from: '10.20.0.9' },
        ),
      ),
    );
    expect(tally(answers)).toEqual({ 422: 5, 429: 15 });
  });

  it('30 wrong token guesses sent at once at 30 accounts from one address: exactly 20 are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          t.app,
          '/api/auth/loadUserWithToken',
          { token: `spray-${i}`, email: uniqueEmail('spray') },
          { from: '10.21.0.9' },
        ),
      ),
    );
    expect(tally(answers)).toEqual({ 422: 20, 429: 10 });
  });

  it('20 wrong passwords sent at once on one account from one address: 5 are checked, however they arrive', async () => {
    const { email } = await newAccount('10.22.0.1');
    const burst = await Promise.all(Array.from({ length: 20 }, () => login(email, WRONG, '10.22.0.9')));
    const checked = burst.filter((answer) => answer.statusCode === 422).length;
    // Those not checked are refused: blocked (429), or the hashing queue had no place for them (503, not counted).
    expect(checked).toBeLessThanOrEqual(5);
    expect(burst.every((answer) => [422, 429, 503].includes(answer.statusCode))).toBe(true);
    let more = 0;
    while ((await login(email, WRONG, '10.22.0.9')).statusCode === 422) more++;
    expect(checked + more).toBe(5);
    expect((await login(email, GOOD_PASSWORD, '10.22.0.9')).statusCode).toBe(429);
  });

  it('20 wrong current passwords sent at once in account settings: 5 are checked, however they arrive', async () => {
    const { token } = await newAccount('10.23.0.1');
    const change = (current: string) =>
      post(
        t.app,
        '/api/candidates/account-settings/update-password',
        { current_password: current, password: 'new-harbour-43', password_confirmation: 'new-harbour-43' },
        { from: '10.23.0.1', headers: { authorization: `Bearer ${token}` } },
      );
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => change(`${WRONG}${i}`)));
    const checked = burst.filter((answer) => answer.statusCode === 422).length;
    expect(checked).toBeLessThanOrEqual(5);
    let more = 0;
    while ((await change(WRONG)).statusCode === 422) more++;
    expect(checked + more).toBe(5);
    expect((await change(GOOD_PASSWORD)).statusCode).toBe(429);
  });

  it('a completed password reset forgives its address the failed logins on the account', async () => {
    const { email } = await newAccount('10.24.0.1');
    for (let i = 0; i < 5; i++) expect((await login(email, WRONG, '10.24.0.9')).statusCode).toBe(422);
    expect((await login(email, GOOD_PASSWORD, '10.24.0.9')).statusCode).toBe(429);
    expect((await post(t.app, '/api/auth/password/email', { email }, { from: '10.24.0.9' })).statusCode).toBe(200);
    const mail = await lastMailText(t.db, email);
    const token = /\/password\/reset\/([A-Za-z0-9_-]+)\?/.exec(mail)?.[1] as string;
    const reset = await post(
      t.app,
      '/api/auth/password/reset',
      { token, email, password: 'new-harbour-43', password_confirmation: 'new-harbour-43' },
      { from: '10.24.0.9' },
    );
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'new-harbour-43', '10.24.0.9')).statusCode).toBe(200);
  });

  it('failures older than a day are trimmed as new ones are written', async () => {
    const { email } = await newAccount('10.25.0.1');
    expect((await login(email, WRONG, '10.25.0.9')).statusCode).toBe(422);
    const keys = await t.db
      .selectFrom('auth_failures')
      .select(['id', 'address_key'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('auth_failures')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where('id', '=', keys.id)
      .execute();
    expect((await login(email, WRONG, '10.25.0.9')).statusCode).toBe(422);
    const left = await t.db
      .selectFrom('auth_failures')
      .select('id')
      .where('address_key', '=', keys.address_key)
      .execute();
    expect(left.map((row) => row.id)).not.toContain(keys.id);
    expect(left).toHaveLength(1);
  });
});
