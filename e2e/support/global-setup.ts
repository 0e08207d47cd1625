import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailSink } from './mail-sink';
import { E2E_BASE_PORT, E2E_PG_PORT, E2E_SMTP_PORT, STATE_FILE } from './ports';

export default async function globalSetup() {
  // scripts/ is plain ESM shared with `npm start`.
  const { startStack, waitForHealth } = await import('../../scripts/stack.mjs');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'eulangjobs-e2e-'));
  // Before the stack: the api's first mail finds the relay listening (docs/testing.md#one-mail-sink).
  await startMailSink();
  const stack = startStack({
    basePort: E2E_BASE_PORT,
    pgPort: E2E_PG_PORT,
    dataDir,
    quiet: !process.env.E2E_VERBOSE,
    // Mail goes to the run's mail sink, and alerts are swept every two seconds instead of every minute
    // (docs/operations.md#job-alerts).
    env: {
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_POLL_MS: '500',
      MAIL_RETRY_BASE_MS: '1000',
      JOB_ALERTS_SWEEP_SECONDS: '2',
      // Every test registers its own people, all from this one address: the suite makes more than the hour's 60
      // registrations one address may (docs/security.md#call-quotas), as a career event's venue would.
      REGISTER_QUOTA_PER_HOUR: '1000',
    },
  });
  await waitForHealth(`http://localhost:${E2E_BASE_PORT}/api/health`, 180_000);
  const pids = Object.fromEntries([...stack.remotes].map(([name, child]) => [name, child.pid]));
  // The UTC day the demo jobs' dates are anchored at (api/src/db/seed/index.ts): the screenshots freeze the clock on it.
  const seedDay = new Date().toISOString().slice(0, 10);
  writeFileSync(
    STATE_FILE,
    JSON.stringify({ api: stack.api.pid, remotes: pids, blog: stack.blog?.pid ?? 0, dataDir, seedDay }),
  );
}
