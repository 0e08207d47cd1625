// The remotes' static server as a real process over the production build of mfe-jobs (what users get):
// precompressed brotli/gzip, revalidation with 304, immutable hashed chunks, CORS, no cookies, no source maps.
// Run: node --test scripts/serve-static.test.mjs   (after pnpm -r build)
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ROOT } from './stack.mjs';

const DIST = path.join(ROOT, 'mfe-jobs', 'dist');
const PORT = Number(process.env.STATIC_TEST_PORT ?? 30210);
const BASE = `http://localhost:${PORT}`;

/** Raw bytes as sent: node's fetch would decode them, so use http directly. */
async function get(pathname, headers = {}, method = 'GET') {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    const request = http.request(`${BASE}${pathname}`, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe('static server of the remotes (real process, production build)', () => {
  let server;
  let chunk;
  before(async () => {
    assert.ok(existsSync(path.join(DIST, 'mf-manifest.json')), `no production build in ${DIST}: run pnpm -r build`);
    chunk = readdirSync(DIST).find((file) => /^__federation_expose_routes\.[0-9a-f]{8}\.js$/.test(file));
    assert.ok(chunk, 'no hashed exposed chunk in the build');
    server = spawn(process.execPath, [path.join(ROOT, 'scripts/serve-static.mjs'), DIST, '--port', String(PORT)], {
      stdio: 'pipe',
    });
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (data) => data.toString().includes('serving') && resolve());
      server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  });
  after(() => server?.kill('SIGTERM'));

  for (const [encoding, suffix, decode] of [
    ['br', '.br', brotliDecompressSync],
    ['gzip', '.gz', gunzipSync],
  ]) {
    it(`sends the ${encoding} file written at build time for the manifest, remoteEntry.js and chunks`, async () => {
      for (const file of ['mf-manifest.json', 'remoteEntry.js', chunk]) {
        const response = await get(`/${file}`, { 'accept-encoding': encoding });
        assert.equal(response.status, 200, file);
        assert.equal(response.headers['content-encoding'], encoding, file);
        assert.match(response.headers.vary, /Accept-Encoding/i);
        assert.ok(response.body.equals(readFileSync(path.join(DIST, file + suffix))), file);
        assert.ok(decode(response.body).equals(readFileSync(path.join(DIST, file))), file);
      }
    });
  }

  it('prefers brotli when the browser accepts both; identity for a client that accepts neither', async () => {
    const both = await get('/remoteEntry.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    assert.equal(both.headers['content-encoding'], 'br');
    const none = await get('/remoteEntry.js');
    assert.equal(none.headers['content-encoding'], undefined);
    assert.ok(none.body.equals(readFileSync(path.join(DIST, 'remoteEntry.js'))));
  });

  it('revalidates the manifest always and remoteEntry.js after ten seconds: ETag, 304 when unchanged', async () => {
    for (const [file, cache] of [
      ['mf-manifest.json', 'no-cache'],
      ['remoteEntry.js', 'public, max-age=10'],
    ]) {
      const first = await get(`/${file}`, { 'accept-encoding': 'br' });
      assert.equal(first.headers['cache-control'], cache, file);
      assert.ok(first.headers.etag, file);
      assert.ok(first.headers['last-modified'], file);
      const again = await get(`/${file}`, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag });
      assert.equal(again.status, 304, file);
      assert.equal(again.body.length, 0, file);
      assert.equal(again.headers['access-control-allow-origin'], '*', file);
    }
  });

  it('caches content-hashed chunks for a year as immutable, with CORS and without cookies', async () => {
    const response = await get(`/${chunk}`, { 'accept-encoding': 'br', origin: 'http://localhost:8080' });
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.match(response.headers['content-type'], /javascript/);
    assert.equal(response.headers['set-cookie'], undefined);
  });

  it('answers CORS preflights, refuses writes, 404s unknown files and paths outside the build', async () => {
    const preflight = await get('/remoteEntry.js', { origin: 'http://localhost:8080' }, 'OPTIONS');
    assert.equal(preflight.status, 204);
    assert.match(preflight.headers['access-control-allow-methods'], /GET/);
    assert.equal((await get('/remoteEntry.js', {}, 'POST')).status, 405);
    assert.equal((await get('/missing.0123abcd.js')).status, 404);
    assert.equal((await get('/..%2f..%2fpackage.json')).status, 404);
    assert.equal((await get('/%E0%A4%A')).status, 400);
  });

  it('has no source maps to serve', async () => {
    assert.deepEqual(
      readdirSync(DIST).filter((file) => file.endsWith('.map')),
      [],
    );
    assert.doesNotMatch(readFileSync(path.join(DIST, chunk), 'utf8'), /sourceMappingURL/);
  });
});
