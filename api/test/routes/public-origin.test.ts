import { loadConfig } from '../../src/config';
import { buildTestApp, login, post, useTestApp, xsrfHeaders } from '../helper';
import { lastMailText } from '../support/outbox';

const ORIGIN = 'https://www.eulangjobs.test';
/** What an attacker sends to get their host into links: every header a proxy might use. */
const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  forwarded: 'host=evil.example;proto=http',
};

describe('the public origin comes from PUBLIC_URL, never from the request', () => {
  const t = useTestApp({ PUBLIC_URL: `${ORIGIN}/` });

  it('the password reset mail links to the configured origin despite X-Forwarded-Host', async () => {
    const response = await post(
      t.app,
      '/api/auth/password/email',
      { email: 'candidate@example.com' },
      { headers: FORGED },
    );
    expect(response.statusCode).toBe(200);
    const mail = await lastMailText(t.db, 'candidate@example.com');
    expect(mail).toContain(`${ORIGIN}/password/reset/`);
    expect(mail).not.toContain('evil.example');
  });

  it('the backdoor link is on the configured origin', async () => {
    const admin = await login(t.app, 'admin@example.com');
    const response = await post(
      t.app,
      '/api/admin/backdoor-tokens',
      { email: 'company@example.com' },
      { headers: { ...FORGED, authorization: `Bearer ${admin}` } },
    );
    expect(response.statusCode).toBe(200);
    expect(new URL(response.json().url).origin).toBe(ORIGIN);
  });

  it("robots.txt, the sitemap, canonical links and a job page's JSON-LD are on the configured origin", async () => {
    const robots = await t.app.inject({ url: '/robots.txt', headers: FORGED });
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.body).not.toContain('evil.example');
    const sitemap = await t.app.inject({ url: '/sitemap.xml', headers: FORGED });
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/`);
    expect(sitemap.body).not.toContain('evil.example');
    const page = await t.app.inject({ url: '/jobs', headers: { ...FORGED, accept: 'text/html' } });
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}/jobs">`);
    expect(page.body).not.toContain('evil.example');
    // A job page: canonical and the JobPosting JSON-LD.
    const jobPage = await t.app.inject({
      url: '/jobs/softwareentwickler-m-w-d-berlin',
      headers: { ...FORGED, accept: 'text/html' },
    });
    expect(jobPage.body).toContain(`<link rel="canonical" href="${ORIGIN}/jobs/softwareentwickler-m-w-d-berlin">`);
    expect(jobPage.body).toContain('application/ld+json');
    expect(jobPage.body).not.toContain('evil.example');
  });
});

describe('configuration of the origin and of trusted proxies', () => {
  it('defaults to the local URL; PUBLIC_HOST still means https://host', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '7300' }).publicUrl).toBe('http://localhost:7300');
    expect(loadConfig({ PUBLIC_HOST: 'www.example.com' }).publicUrl).toBe('https://www.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://jobs.example.com:8443', PUBLIC_HOST: 'x.example' }).publicUrl).toBe(
      'https://jobs.example.com:8443',
    );
  });

  it('refuses a PUBLIC_URL that is not an http(s) origin, and a TRUST_PROXY that trusts everyone', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'www.example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'https://example.com/jobs' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('X-Forwarded-For names the client only when the connection comes from a configured proxy', async () => {
    const t = await buildTestApp({ TRUST_PROXY: '10.99.0.1' });
    try {
      // Throttling keys on request.ip: through the trusted proxy, each forwarded client has its own counter.
      const email = 'candidate@example.com';
      const headers = await xsrfHeaders(t.app);
      const viaProxy = async (client: string, password?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.99.0.1',
          headers: { ...headers, 'x-forwarded-for': client },
          payload: { email, password: password ?? 'wrong-password-1' },
        });
      for (let i = 0; i < 5; i++) expect((await viaProxy('203.0.113.50')).statusCode).toBe(422);
      expect((await viaProxy('203.0.113.50', 'demo-password')).statusCode).toBe(429);
      expect((await viaProxy('203.0.113.51', 'demo-password')).statusCode).toBe(200);
      // A forwarded "address" of any size or shape is counted as well (it is stored only as a hash).
      const junk = `${'x'.repeat(1500)}, ${'y'.repeat(1500)}`;
      for (let i = 0; i < 5; i++) expect((await viaProxy(junk)).statusCode).toBe(422);
      expect((await viaProxy(junk, 'demo-password')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
