import { Writable } from 'node:stream';
import { loggerOptions, redactUrl } from '../../src/logger';
import { buildTestApp, type TestApp, xsrfHeaders } from '../helper';

describe('logs never carry secrets', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await buildTestApp({}, undefined, { ...(loggerOptions('debug') as object), stream });
  });
  afterAll(() => t.close());

  it('masks tokens in URLs', () => {
    expect(redactUrl('/password/reset/abc123?email=a%40b.c')).toBe('/password/reset/[redacted]?email=a%40b.c');
    expect(redactUrl('/backdoor?token=s3cret&email=a%40b.c')).toBe('/backdoor?token=[redacted]&email=a%40b.c');
    expect(redactUrl('/auth/callback?code=c0de&state=st4te')).toBe('/auth/callback?code=[redacted]&state=[redacted]');
  });

  it('a login, a failed login, a backdoor page and a reset page log no password, token or code', async () => {
    const secret = 'SECRET-never-logged-0123';
    const xsrf = await xsrfHeaders(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: xsrf,
      payload: { email: 'candidate@example.com', password: secret },
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: xsrf,
      payload: { email: 'company@example.com', password: 'demo-password' },
    });
    const token = ok.json().token as string;
    await t.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ url: `/backdoor?token=${secret}&email=a%40b.c` });
    await t.app.inject({ url: `/password/reset/${secret}?email=a%40b.c` });
    await t.app.inject({ url: `/auth/callback?code=${secret}&state=${secret}` });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      headers: xsrf,
      payload: { token: secret, email: 'a@b.c', password: secret, password_confirmation: secret },
    });
    const all = lines.join('');
    expect(all).toContain('/backdoor?token=[redacted]');
    expect(all).not.toContain(secret);
    expect(all).not.toContain(token);
    expect(all).not.toContain('demo-password');
  });
});
