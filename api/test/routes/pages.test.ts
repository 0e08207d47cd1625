import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../helper';

describe('HTML pages and static files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_HOST: 'www.eulangjobs.test' });
  });
  afterAll(() => t.close());

  const appConfig = (html: string) => {
    const match = /<script id="app-config" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    return match ? JSON.parse(match[1] as string) : null;
  };

  it('serves the shell index.html with the head filled for the path', async () => {
    const response = await t.app.inject({ url: '/jobs', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    // /jobs takes its title from the job-list SEO data (seo-pages.test.ts covers the rest).
    expect(html).toContain('<title>Jobs in Europe | EuLangJobs</title>');
    expect(html).not.toContain('Shell placeholder title');
    expect(html).not.toContain('content="placeholder"');
    expect(html).toMatch(/<meta name="description" content="[^"]+multilingual[^"]*">/);
    expect(html).toContain('<link rel="canonical" href="https://www.eulangjobs.test/jobs">');
    expect(html).toContain('<script defer src="/main.0123456789abcdef.js"></script>');
    expect(appConfig(html)).toEqual({ siteId: 'eulangjobs', version: '9.9.9-test', adminDashboardUrl: 'https://admin.example.test/admin' });
    // The XSRF cookie is set on pages too.
    expect(response.cookies.some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
  });

  it('uses a per-route title and a generic one otherwise; private pages are noindex', async () => {
    const title = async (url: string) => /<title>(.*?)<\/title>/.exec((await t.app.inject(url)).body)?.[1];
    expect(await title('/')).toBe('EuLangJobs - Jobs in Europe for multilingual candidates');
    expect(await title('/login')).toBe('Log in | EuLangJobs');
    expect(await title('/some/unknown/page')).toBe('EuLangJobs');
    expect((await t.app.inject('/account/my-cvs')).body).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('escapes what it puts into the head', async () => {
    const response = await t.app.inject('/jobs-in-"><script>alert(1)</script>');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    // An unknown location: 404 with the shell (the SPA shows its not-found), noindex, nothing injected.
    const unknown = await t.app.inject('/jobs-in-"><img src=x onerror=alert(1)>');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex, follow">');
    expect(unknown.body).not.toContain('<img src=x');
  });

  it('serves static assets with long caching when hashed, 404 for unknown asset paths', async () => {
    const hashed = await t.app.inject('/main.0123456789abcdef.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await t.app.inject('/favicon.svg');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
    const missing = await t.app.inject('/missing.0123456789abcdef.js');
    expect(missing.statusCode).toBe(404);
    expect((await t.app.inject('/../package.json')).statusCode).toBe(404);
  });

  it('does not serve index.html as a static file', async () => {
    const response = await t.app.inject('/index.html');
    expect(response.body).toContain('app-config');
  });

  it('GET /robots.txt allows all but private areas and names the sitemap', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /account');
    expect(response.body).toContain('Disallow: /company/dashboard');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).not.toMatch(/Disallow: \/jobs/);
    expect(response.body).toContain('Sitemap: https://www.eulangjobs.test/sitemap.xml');
  });

  it('answers 503 with a small page when the shell is not built', async () => {
    const other = await buildTestApp();
    rmSync(path.join(other.config.shellDist, 'index.html'));
    const response = await other.app.inject('/jobs');
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('The shell is not built');
    await other.close();
  });
});
