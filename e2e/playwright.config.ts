import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { E2E_BASE_PORT } from './support/ports';

// Browser tests run Debian's chromium (never a downloaded build) against the production build, which
// global-setup starts as separate processes on their own ports, like a deployment.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // No second attempt: a test that passes only when retried is a defect (docs/testing.md#browser-tests).
  retries: 0,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${E2E_BASE_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
});
