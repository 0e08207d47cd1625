// Shared by the bench scripts: find a running site, or start the production build on bench ports.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, stopStack, waitForHealth } from '../scripts/stack.mjs';

// Ports of the site a bench starts itself: overridable so that several people can run benches on one machine.
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 7080);
export const BENCH_PG_PORT = Number(process.env.BENCH_PG_PORT ?? 7433);

export { CHROMIUM, CHROMIUM_ARGS } from '../scripts/ensure-chromium.mjs';

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Uses BENCH_BASE_URL, or a site already running on :8080, or starts one on BENCH_PORT (7080) with its own database
 * (in `dataDir`, kept between runs when given).
 */
export async function withSite(run, { dataDir, env } = {}) {
  const given =
    process.env.BENCH_BASE_URL ??
    (!dataDir && (await answers('http://localhost:8080/api/health')) ? 'http://localhost:8080' : null);
  if (given) return run(given);
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'eulangjobs-bench-'));
  const stack = startStack({ basePort: BENCH_PORT, pgPort: BENCH_PG_PORT, dataDir: dir, quiet: true, env });
  try {
    await waitForHealth(`http://localhost:${BENCH_PORT}/api/health`, 300_000);
    return await run(`http://localhost:${BENCH_PORT}`);
  } finally {
    await stopStack(stack);
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
  }
}
