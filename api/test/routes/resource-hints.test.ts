import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildTestApp, login, type TestApp } from '../helper';

// The real production builds (what users get): `pnpm -r build` must have run.
const SHELL_DIST = path.resolve(__dirname, '../../../shell/dist');
const JOBS_DIST = path.resolve(__dirname, '../../../mfe-jobs/dist');
const CANDIDATE_DIST = path.resolve(__dirname, '../../../mfe-candidate/dist');

describe('resource hints in the page head for the first render', () => {
  let t: TestApp;
  let remote: http.Server;
  let remoteOrigin: string;
  beforeAll(async () => {
    for (const file of [path.join(SHELL_DIST, 'startup-files.json'), path.join(JOBS_DIST, 'mf-manifest.json')]) {
      if (!existsSync(file)) throw new Error(`${file} missing: run pnpm -r build first`);
    }
    // A remote deployment serving the real manifests of mfe-jobs and mfe-candidate.
    remote = http.createServer((request, response) => {
      const dist = { '/mf-manifest.json': JOBS_DIST, '/candidate/mf-manifest.json': CANDIDATE_DIST }[request.url ?? ''];
      if (!dist) return response.writeHead(404).end();
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(readFileSync(path.join(dist, 'mf-manifest.json')));
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    remoteOrigin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
    t = await buildTestApp({
      SHELL_DIST,
      REMOTE_JOBS_URL: `${remoteOrigin}/mf-manifest.json`,
      REMOTE_CANDIDATE_URL: `${remoteOrigin}/candidate/mf-manifest.json`,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => remote.close(resolve));
  });

  const page = async (url: string, cookie?: string) =>
    (await t.app.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } })).body;

  it('links the startup styles of the shell build, which all exist, and requests none of its scripts before the first paint', async () => {
    const files = JSON.parse(readFileSync(path.join(SHELL_DIST, 'startup-files.json'), 'utf8')) as string[];
    expect(files.some((file) => /\.js$/.test(file))).toBe(true);
    const html = await page('/');
    for (const file of files) {
      expect(existsSync(path.join(SHELL_DIST, file))).toBe(true);
      // The scripts: main.js requests them once the page has painted.
      if (file.endsWith('.css')) expect(html).toContain(`<link rel="stylesheet" href="/${file}">`);
      else expect(html).not.toContain(`/${file}"`);
    }
    expect(html).not.toMatch(/<link rel="(preload|prefetch)"/);
  });

  it('writes the remote registry into the page, so the shell needs no /remotes.json request', async () => {
    const match = /<script id="remote-registry" type="application\/json">([\s\S]*?)<\/script>/.exec(
      await page('/login'),
    );
    expect(JSON.parse(match?.[1] ?? 'null')).toEqual({ remotes: t.config.remoteManifests });
  });

  /** The page once the api has read the remote's manifest (in the background, after the first page that needs it). */
  const pageWithRemoteFiles = async (url: string, cookie?: string) => {
    let html = await page(url, cookie);
    for (let attempt = 0; attempt < 40 && !html.includes('remoteEntry.js'); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      html = await page(url, cookie);
    }
    return html;
  };

  const deferredHints = (html: string) => {
    const match = /<script id="deferred-hints" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    return match ? (JSON.parse(match[1]) as unknown[]) : null;
  };

  it('on a job page links the remote styles and leaves its entry and exposed chunks for after the first paint', async () => {
    const manifest = JSON.parse(readFileSync(path.join(JOBS_DIST, 'mf-manifest.json'), 'utf8'));
    const exposed = manifest.exposes.find((item: { name: string }) => item.name === 'routes');
    // Not the manifest: the shell registers the remote by its entry and never fetches it (docs/delivery.md).
    const first = await page('/jobs');
    expect(JSON.stringify(deferredHints(first) ?? [])).not.toContain('mf-manifest.json');
    // The api reads the manifest in the background: a later page has the files.
    const html = await pageWithRemoteFiles('/jobs-in-Germany');
    for (const file of exposed.assets.css.sync)
      expect(html).toContain(`<link rel="stylesheet" href="${remoteOrigin}/${file}">`);
    // Not the area's catalogue: on a public page it is asked for by the area (see the account page below).
    expect(deferredHints(html)).toEqual([
      { rel: 'prefetch', href: `${remoteOrigin}/remoteEntry.js`, as: 'script' },
      ...exposed.assets.js.sync.map((file: string) => ({
        rel: 'prefetch',
        href: `${remoteOrigin}/${file}`,
        as: 'script',
      })),
    ]);
    // Nothing the browser would fetch before the first paint besides the document and its styles.
    expect(html).not.toMatch(/<link rel="(preload|prefetch)"/);
  });

  it('preloads nothing of a remote on a page the shell renders itself', async () => {
    const html = await page('/login');
    expect(deferredHints(html)).toBeNull();
    expect(html).not.toMatch(/<link rel="(preload|prefetch)"/);
  });

  it('on an account page asked with a session cookie hints the area: entry, exposed chunks, no manifest, no stylesheet', async () => {
    const manifest = JSON.parse(readFileSync(path.join(CANDIDATE_DIST, 'mf-manifest.json'), 'utf8'));
    const exposed = manifest.exposes.find((item: { name: string }) => item.name === 'routes');
    const signedIn = `auth_token${t.config.siteId}=a-session-token; locale=en`;
    const html = await pageWithRemoteFiles('/account/dashboard', signedIn);
    const base = `${remoteOrigin}/candidate`;
    // Then the page's own chunk (named by the area for the route's id) and the area's catalogue in the page's
    // language, which the area's module would ask for only once it runs: one round trip less.
    const chunk = (prefix: string) => exposed.assets.js.async.find((file: string) => file.startsWith(prefix));
    expect(chunk('page-account-dashboard.')).toBeDefined();
    expect(chunk('candidate-messages-en-json.')).toBeDefined();
    expect(deferredHints(html)).toEqual([
      { rel: 'prefetch', href: `${base}/remoteEntry.js`, as: 'script' },
      ...exposed.assets.js.sync.map((file: string) => ({ rel: 'prefetch', href: `${base}/${file}`, as: 'script' })),
      ...[chunk('candidate-messages-en-json.'), chunk('page-account-dashboard.')]
        .sort((a, b) => exposed.assets.js.async.indexOf(a) - exposed.assets.js.async.indexOf(b))
        .map((file) => ({ rel: 'prefetch', href: `${base}/${file}`, as: 'script' })),
      ...exposed.assets.css.sync.map((file: string) => ({ rel: 'prefetch', href: `${base}/${file}`, as: 'style' })),
    ]);
    // Nothing of the area blocks the shell's script: the page has no server-rendered content to style; the area's
    // stylesheet is prefetched with its scripts, for the area's own link to find.
    expect(html).not.toContain(`<link rel="stylesheet" href="${base}/`);
    // The shell's startup scripts are preloaded: no content of the page's own paints before them.
    const files = JSON.parse(readFileSync(path.join(SHELL_DIST, 'startup-files.json'), 'utf8')) as string[];
    for (const file of files.filter((name) => name.endsWith('.js')))
      expect(html).toContain(`<link rel="preload" as="script" href="/${file}">`);
    // And the shell's catalogue in the page's language, which its first render waits for.
    const catalogue = readdirSync(SHELL_DIST).find((file) => /^messages-en\.\w+\.js$/.test(file));
    expect(html).toContain(`<link rel="preload" as="script" href="/${catalogue}">`);
    // The remote's origin is connected to while the page's own files download.
    expect(html).toContain(`<link rel="preconnect" href="${new URL(remoteOrigin).origin}">`);
  });

  it("hints the area's catalogue in the page's language", async () => {
    const signedIn = `auth_token${t.config.siteId}=a-session-token; locale=de`;
    const html = await pageWithRemoteFiles('/account/my-profile', signedIn);
    const hinted = JSON.stringify(deferredHints(html));
    expect(hinted).toMatch(/candidate-messages-de-json\.\w+\.js/);
    expect(hinted).not.toContain('candidate-messages-en-json');
    expect(hinted).toMatch(/page-account-my-profile\.\w+\.js/);
    expect(hinted).not.toContain('page-account-dashboard');
  });

  it("links the area's stylesheet on the candidate's dashboard written for them, styled at its first paint", async () => {
    const manifest = JSON.parse(readFileSync(path.join(CANDIDATE_DIST, 'mf-manifest.json'), 'utf8'));
    const styles = manifest.exposes.find((item: { name: string }) => item.name === 'routes').assets.css.sync;
    expect(styles.length).toBeGreaterThan(0);
    const token = await login(t.app, 'candidate@example.com');
    const html = await pageWithRemoteFiles('/account/dashboard', `auth_token${t.config.siteId}=${token}`);
    expect(html).toContain('id="candidate-dashboard-heading"');
    for (const file of styles)
      expect(html).toContain(`<link rel="stylesheet" href="${remoteOrigin}/candidate/${file}">`);
    // Another account page (no content of the area's): the stylesheet is only prefetched.
    const other = await pageWithRemoteFiles('/account/my-cvs', `auth_token${t.config.siteId}=${token}`);
    expect(other).not.toMatch(/<link rel="stylesheet" href="[^"]*\/candidate\//);
  });

  it('hints nothing of an account area to a visitor without a session cookie, who is sent to log in', async () => {
    const html = await page('/account/dashboard', 'locale=en');
    expect(deferredHints(html)).toBeNull();
    expect(html).not.toMatch(/<link rel="(preload|prefetch)"/);
    expect(html).not.toContain('id="first-requests"');
  });

  it("names an account page's first api requests, for main.js to start, only to a visitor with a session cookie", async () => {
    const firstRequests = (html: string) => {
      const json = /<script id="first-requests" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
      return json === undefined ? null : JSON.parse(json);
    };
    const signedIn = `auth_token${t.config.siteId}=a-session-token; locale=en`;
    expect(firstRequests(await page('/account/dashboard', signedIn))).toEqual(['/api/candidates/dashboard']);
    expect(firstRequests(await page('/account/matchings', signedIn))).toEqual(['/api/app/matchings?page=1&_size=7']);
    expect(firstRequests(await page('/company/dashboard', signedIn))).toEqual(['/api/companies/dashboard']);
    // Another page of the matchings asks for its own; a page without a listed request and a public page name none.
    expect(firstRequests(await page('/account/matchings/2', signedIn))).toBeNull();
    expect(firstRequests(await page('/account/my-cvs', signedIn))).toBeNull();
    expect(firstRequests(await page('/jobs', signedIn))).toBeNull();
  });
});
