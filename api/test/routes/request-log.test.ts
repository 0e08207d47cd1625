import { rmSync } from 'node:fs';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb, createPool } from '../../src/db/database';
import { makeShellDist, TEST_ENV } from '../helper';

// One log line per request (docs/operations.md#logs): under traffic each line is a synchronous write, so a request
// writes one, with what an operator reads, and no secret of its URL.
describe('the request log', () => {
  const pool = createPool(process.env.TEST_DATABASE_URL ?? '', 2);
  pool.on('error', () => undefined);
  const shellDist = makeShellDist();
  const lines: Record<string, unknown>[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = loadConfig({
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? '',
      SHELL_DIST: shellDist,
      ...TEST_ENV,
    });
    app = await buildApp({ config, db: createDb(pool), logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(shellDist, { recursive: true, force: true });
  });

  it('writes one line per request: method, path, status, time and request id, secrets masked', async () => {
    lines.length = 0;
    const response = await app.inject({ url: '/api/ping?token=secret-value' });
    const missing = await app.inject({ url: '/api/no-such-call' });
    expect(missing.statusCode).toBe(404);
    // The ping writes nothing of its own: its one line is the request's. (A 404 also says "not found".)
    const first = lines.filter((line) => line.reqId !== undefined && line.url === '/api/ping?token=[redacted]');
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ method: 'GET', statusCode: response.statusCode, msg: 'request' });
    expect(typeof first[0]?.responseTime).toBe('number');
    const second = lines.filter((line) => line.msg === 'request' && line.url === '/api/no-such-call');
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ method: 'GET', statusCode: 404 });
    expect(second[0]?.reqId).not.toBe(first[0]?.reqId);
    expect(JSON.stringify(lines)).not.toContain('secret-value');
  });
});
