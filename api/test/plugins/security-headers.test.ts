import { buildTestApp, useTestApp } from '../helper';

/** The CSP as a map of directive to its sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('security headers', () => {
  const t = useTestApp({ TRUST_PROXY: '10.98.0.1' });

  it.each([
    ['a page', '/jobs', 200],
    ['an api answer', '/api/ping', 200],
    ['a 404', '/api/no-such-thing', 404],
    ['a validation error', '/api/job?id=abc', 422],
    ['robots.txt', '/robots.txt', 200],
  ])('are on %s', async (_what, url, status) => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(status);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const policy = csp(response.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    // Frames: only the blob: addresses a page makes of a file it fetched (the company's CV preview), no origin.
    expect(policy.get('frame-src')).toEqual(['blob:']);
    // Scripts from this site and the remotes' origins (TEST_ENV's registry) only; nothing inline, no eval.
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'http://localhost:8083',
      'http://localhost:8084',
      'https://cdn.example.test',
    ]);
    expect(policy.get('connect-src')).toContain('https://cdn.example.test');
    // Nothing inline anywhere: no event attributes, no inline styles; forms post and <base> point here only.
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
    expect([...policy.values()].flat()).not.toContain("'unsafe-eval'");
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    // The blog's own images (a real WordPress serves them from its origin: docs/blog.md#the-proxy).
    expect(policy.get('img-src')).toContain(new URL(t.config.blog.apiUrl).origin);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
    // Plain http (here and in development): no HSTS, no upgrade of requests.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('HSTS only when the request came over https through a trusted proxy', async () => {
    const viaProxy = await t.app.inject({
      url: '/api/ping',
      remoteAddress: '10.98.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const forged = await t.app.inject({
      url: '/api/ping',
      remoteAddress: '192.0.2.5',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('an https PUBLIC_URL upgrades insecure requests', async () => {
    const https = await buildTestApp({ PUBLIC_URL: 'https://www.eulangjobs.test' });
    try {
      const policy = csp((await https.app.inject('/api/ping')).headers['content-security-policy']);
      expect(policy.has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('the Swagger UI has its own policy: its files only, still not frameable', async () => {
    let response = await t.app.inject('/api/docs');
    for (let hops = 0; response.statusCode === 302 && hops < 3; hops++) {
      response = await t.app.inject(new URL(String(response.headers.location), 'http://localhost/api/docs/').pathname);
    }
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
    const policy = csp(response.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
