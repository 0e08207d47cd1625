import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PACKAGE_DIR } from '../../src/config';

// The api's log lines leave stdout once per turn of the event loop (src/logger.ts, docs/operations.md#logs): a
// process that logs and then dies of an uncaught error still writes every line, in order.
describe('log output', () => {
  it('writes every line in order, those pending when the process dies of an error too', () => {
    const script = `
      const Fastify = require('fastify');
      const { loggerOptions } = require(${JSON.stringify(path.join(PACKAGE_DIR, 'dist/logger.js'))});
      const log = Fastify({ logger: loggerOptions('info') }).log;
      for (let i = 0; i < 5; i++) log.info({ i }, 'in the first turn');
      setImmediate(() => {
        log.info('in a later turn');
        throw new Error('boom');
      });`;
    const run = spawnSync(process.execPath, ['-e', script], { cwd: PACKAGE_DIR, encoding: 'utf8' });
    expect(run.status).toBe(1);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string; i?: number });
    expect(lines.map((line) => line.msg)).toEqual([...Array(5).fill('in the first turn'), 'in a later turn']);
    expect(lines.slice(0, 5).map((line) => line.i)).toEqual([0, 1, 2, 3, 4]);
    expect(run.stderr).toContain('boom');
  });
});
