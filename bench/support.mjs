// Shared by the bench scripts: find a running site, or start the production build on bench ports.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, stopStack, waitForHealth } from '../scripts/stack.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Uses BENCH_BASE_URL, or a site already running on :8080, or starts one on :7080 with its own database
 * (in `dataDir`, kept between runs when given).
 */
export async function withSite(run, { dataDir, env } = {}) {
  const given = process.env.BENCH_BASE_URL ?? (!dataDir && (await answers('http://localhost:8080/api/health')) ? 'http://localhost:8080' : null);
  if (given) return run(given);
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'eulangjobs-bench-'));
  const stack = startStack({ basePort: 7080, pgPort: 7433, dataDir: dir, quiet: true, env });
  try {
    await waitForHealth('http://localhost:7080/api/health', 300_000);
    return await run('http://localhost:7080');
  } finally {
    await stopStack(stack);
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
  }
}
