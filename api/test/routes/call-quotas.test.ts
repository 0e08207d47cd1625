import { CALL_QUOTAS } from '../../src/plugins/call-quota';
import { register, useTestApp, xsrfHeaders } from '../helper';

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
});
