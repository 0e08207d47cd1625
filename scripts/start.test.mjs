// `npm start` twice in one checkout (docs/operations.md#one-site-per-data-folder): the second says which site runs and
// exits, touching nothing; the first keeps answering. Runs the built site (after `npm test`'s build step).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './stack.mjs';

/** A port free right now, with the five after it (the remotes and the blog service take base + 1..5). */
async function freeBase() {
  for (let base = 9700; base < 9900; base += 10) {
    const free = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(
        (offset) =>
          new Promise((resolve) => {
            const server = createServer();
            server.once('error', () => resolve(false));
            server.listen(base + offset, () => server.close(() => resolve(true)));
          }),
      ),
    );
    if (free.every(Boolean)) return base;
  }
  throw new Error('no free ports');
}

function start(env) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.output = '';
  child.stdout.on('data', (chunk) => {
    child.output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    child.output += chunk;
  });
  child.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  return child;
}

async function waitFor(child, text, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (!child.output.includes(text)) {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}:\n${child.output.slice(-3000)}`);
    if (Date.now() > until) throw new Error(`no "${text}" within ${timeoutMs} ms:\n${child.output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test('a second npm start in the same checkout says the site runs, and the first keeps answering', async () => {
  const base = await freeBase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'eulangjobs-start-'));
  const env = {
    SKIP_BUILD: '1',
    PORT: String(base),
    PG_PORT: String(base + 8),
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    SMTP_URL: '',
  };
  const first = start(env);
  try {
    await waitFor(first, 'EuLangJobs is running', 240_000);
    const second = start(env);
    const code = await Promise.race([
      second.exited,
      new Promise((resolve) => setTimeout(() => resolve('timeout'), 120_000).unref()),
    ]);
    if (code === 'timeout') second.kill('SIGKILL');
    assert.equal(code, 1, second.output);
    assert.match(second.output, /EuLangJobs is already running/);
    assert.match(second.output, new RegExp(`http://localhost:${base}`));
    assert.match(second.output, /Nothing was changed/);
    // It stopped before installing or building anything, and started no process of its own.
    assert.doesNotMatch(second.output, /\[api\]|Lockfile|build/);
    const health = await fetch(`http://localhost:${base}/api/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: 'ok', database: 'ok' });
  } finally {
    first.kill('SIGINT');
    await first.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
