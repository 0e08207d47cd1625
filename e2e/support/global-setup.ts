import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_BASE_PORT, E2E_PG_PORT, STATE_FILE } from './ports';

export default async function globalSetup() {
  // scripts/ is plain ESM shared with `npm start`.
  const { startStack, waitForHealth } = await import('../../scripts/stack.mjs');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eulangjobs-e2e-'));
  const stack = startStack({ basePort: E2E_BASE_PORT, pgPort: E2E_PG_PORT, dataDir, quiet: !process.env.E2E_VERBOSE });
  await waitForHealth(`http://localhost:${E2E_BASE_PORT}/api/health`, 180_000);
  const pids = Object.fromEntries([...stack.remotes].map(([name, child]) => [name, child.pid]));
  // The UTC day the demo jobs' dates are anchored at (api/src/db/seed/index.ts): the screenshots freeze the clock on it.
  const seedDay = new Date().toISOString().slice(0, 10);
  writeFileSync(STATE_FILE, JSON.stringify({ api: stack.api.pid, remotes: pids, dataDir, seedDay }));
}
