import { buildTestApp, useTestApp } from '../helper';

describe('error answers', () => {
  const t = useTestApp();

  it('an unknown /api route is a 404 in the error shape', async () => {
    for (const [method, url] of [
      ['GET', '/api/does-not-exist'],
      ['GET', '/api'],
      ['DELETE', '/api/jobs'],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: { cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.', toasts: [{ message: expect.any(String) }] });
    }
  });

  it('malformed JSON is a 400 with a toast', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x', 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().toasts).toHaveLength(1);
  });

  it('an unexpected error is a generic 500: no stack trace, no SQL, no internal message', async () => {
    // Nothing listens on port 1: every query fails with a connection error naming host and port.
    const broken = await buildTestApp({}, 'postgres://postgres:postgres@127.0.0.1:1/postgres');
    const response = await broken.app.inject('/api/company-landing');
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toEqual({ message: 'Server Error', toasts: [{ message: expect.any(String) }] });
    expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|select|\bat\b|\.ts|Error:/i);
    await broken.close();
  });
});
