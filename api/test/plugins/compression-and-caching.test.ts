import http from 'node:http';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from '../helper';

// Against the real production build of the shell (what users get): `pnpm -r build` must have run.
const SHELL_DIST = path.resolve(__dirname, '../../../shell/dist');

function hashedShellScript(): string {
  if (!existsSync(path.join(SHELL_DIST, 'index.html'))) {
    throw new Error(`no shell production build in ${SHELL_DIST}: run pnpm -r build first`);
  }
  const name = readdirSync(SHELL_DIST).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
  if (!name) throw new Error('no hashed main.<hash>.js in the shell build');
  return name;
}

describe('compression and caching of api answers and shell assets', () => {
  let t: TestApp;
  let script: string;
  beforeAll(async () => {
    script = hashedShellScript();
    t = await buildTestApp({ SHELL_DIST });
  });
  /** Apps a test built for itself, closed after the others. */
  const after: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of after) await close();
    await t.close();
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('answers JSON in %s when the client accepts it', async (encoding, decode) => {
    const plain = await t.app.inject({ url: '/api/jobs' });
    const response = await t.app.inject({ url: '/api/jobs', headers: { 'accept-encoding': encoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // The same jobs (the timing field differs from one answer to the next).
    expect(JSON.parse(decode(response.rawPayload).toString('utf8')).jobs.data).toEqual(plain.json().jobs.data);
  });

  it('sends a compressed list whole, with its length, not streamed in chunks', async () => {
    // Over a real socket (an injected answer carries a length either way), with the guests' cache off (it keeps
    // answers compressed already), as a signed-in candidate's list always is. The list is larger than the library's
    // default bound for compressing in one call on two cores (8 KB): docs/search.md#compression.
    const uncached = await buildTestApp({ SHELL_DIST, JOB_LIST_CACHE_SECONDS: '0' });
    after.push(() => uncached.close());
    const plain = await uncached.app.inject({ url: '/api/jobs' });
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    const base = await uncached.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(`${base}/api/jobs`, { headers: { 'accept-encoding': 'br' } }, resolve).on('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(JSON.parse(brotliDecompressSync(body).toString('utf8')).jobs.data).toEqual(plain.json().jobs.data);
  });

  it('prefers brotli when both are accepted, and sends identity to a client that accepts neither', async () => {
    const both = await t.app.inject({ url: '/api/jobs', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(both.headers['content-encoding']).toBe('br');
    const none = await t.app.inject({ url: '/api/jobs', headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(() => none.json()).not.toThrow();
  });

  it('compresses the server-rendered HTML page', async () => {
    const response = await t.app.inject({ url: '/jobs', headers: { accept: 'text/html', 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain(`/${script}`);
    // Pages carry the XSRF cookie.
    expect(response.cookies.some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
  });

  it.each([
    ['br', '.br'],
    ['gzip', '.gz'],
  ])(
    'sends the %s file written at build time for a shell asset, cached a year as immutable',
    async (encoding, suffix) => {
      const response = await t.app.inject({ url: `/${script}`, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The bytes are the precompressed file's, not compressed again per request.
      expect(response.rawPayload.equals(readFileSync(path.join(SHELL_DIST, script + suffix)))).toBe(true);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('sends a shell asset uncompressed to a client that accepts no encoding', async () => {
    const response = await t.app.inject({ url: `/${script}` });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBe(statSync(path.join(SHELL_DIST, script)).size);
  });

  it('answers 304 to a revalidation by ETag; a hashed file sends no Last-Modified or Accept-Ranges', async () => {
    const first = await t.app.inject({ url: `/${script}`, headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['last-modified']).toBeUndefined();
    expect(first.headers['accept-ranges']).toBeUndefined();
    const byEtag = await t.app.inject({
      url: `/${script}`,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(byEtag.statusCode).toBe(304);
    expect(byEtag.rawPayload.length).toBe(0);
  });

  it('revalidates an unhashed file by its date too', async () => {
    const first = await t.app.inject({ url: '/startup-files.json' });
    const lastModified = first.headers['last-modified'] as string;
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(lastModified).toBeTruthy();
    const byDate = await t.app.inject({ url: '/startup-files.json', headers: { 'if-modified-since': lastModified } });
    expect(byDate.statusCode).toBe(304);
  });

  it('sets no cookie on static answers, with or without compression', async () => {
    for (const url of [`/${script}`, '/remotes.json', '/robots.txt']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect({ url, cookie: response.headers['set-cookie'] }).toEqual({ url, cookie: undefined });
    }
    const api = await t.app.inject({ url: '/api/ping' });
    expect(api.cookies.some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
  });

  it("sends a static file the headers that protect a file, not a document's policies", async () => {
    const response = await t.app.inject({ url: `/${script}`, headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(response.headers['content-security-policy']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBeUndefined();
    // Pages keep them.
    expect((await t.app.inject('/jobs')).headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('ships no source maps in the shell build and serves none', async () => {
    expect(readdirSync(SHELL_DIST).filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(readFileSync(path.join(SHELL_DIST, script), 'utf8')).not.toContain('sourceMappingURL');
    expect((await t.app.inject({ url: `/${script}.map` })).statusCode).toBe(404);
  });
});
