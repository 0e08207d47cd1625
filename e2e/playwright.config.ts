import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './support/chromium';
import { E2E_BASE_PORT } from './support/ports';

// Browser tests run Debian's chromium (never a downloaded build) against the production build, which
// global-setup starts as separate processes on their own ports, like a deployment.
//
// Four workers share the one stack: a test spends much of its time waiting (for the api, the remotes, a network
// idle), and two workers left a two-core machine about half idle (docs/testing.md#four-workers-one-stack). Spec files are split between
// them (fullyParallel: false keeps a file's tests in order in one worker; the long files of independent checks, the
// layout guard and the accessibility specs, spread their tests over every worker: docs/testing.md#three-projects).
// The files that need the stack as no other test changes it run after the others, in two projects: 'quiet' (they
// only read the demo data, side by side with each other) depends on 'side by side', and 'alone' (they stop part of
// the stack, one at a time) is the teardown of 'side by side', so it starts once every other test has ended.
// Naming one file on the command line (`npx playwright test tests/x.spec.ts`) runs x with what its project needs
// (for a 'quiet' file, every 'side by side' test first) and then the 'alone' files; add `--no-deps` to run x only.

/**
 * Specs that need the demo data as no other test is changing it, and only read it: the approved screenshots (a job
 * another spec publishes meanwhile would top the list), the apply flow's form test, which reads a demo job's
 * required languages before it applies (a spec editing that job meanwhile made it fail), and the two that count the
 * demo's open jobs (2,914 on /jobs), which any job another spec publishes meanwhile changes. A failure in 'side by
 * side' leaves them unrun ("did not run"): they depend on it.
 */
const QUIET = ['screenshots.spec.ts', 'forms.spec.ts', 'job-search.spec.ts', 'languages-jobs.spec.ts'];

/**
 * Specs that change the stack for everyone while they run: a remote or the blog service stopped (resilience, one of
 * apply's tests, blog-service-down), or the newest job of the whole board written straight into the database
 * (job-alerts: it tops /jobs until the spec removes it, and a card another spec had just read went away under it).
 * Two specs that read mail left this list for the run's one mail sink (docs/testing.md#one-mail-sink): each had
 * listened on the stack's one mail port in turn.
 */
const ALONE = ['resilience.spec.ts', 'apply.spec.ts', 'blog-service-down.spec.ts', 'job-alerts.spec.ts'];

export default defineConfig({
  testDir: './tests',
  // Limits for a two-core machine that other work shares: under its load a test took up to five times its quiet
  // time with two workers (docs/testing.md#four-workers-one-stack). A longer limit costs nothing when the awaited
  // text appears; it only makes a real failure slower to report. No test asserts a time.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  // Four workers over the one stack, in CI too (docs/testing.md#four-workers-one-stack): `--workers=1` for one.
  workers: 4,
  projects: [
    { name: 'side by side', testIgnore: [...QUIET, ...ALONE], teardown: 'alone' },
    { name: 'quiet', testMatch: QUIET, dependencies: ['side by side'] },
    { name: 'alone', testMatch: ALONE, workers: 1 },
  ],
  // The approved screenshots are the same in either project: their names leave the project out.
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  // No second attempt: a test that passes only when retried is a defect (docs/testing.md#browser-tests).
  retries: 0,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: `http://localhost:${E2E_BASE_PORT}`,
    // A trace records every action's snapshots for every test, kept only when it fails; CI shows only the printed
    // error, so there it is off (it cost about a quarter of the browser tests' CPU). E2E_TRACE=1 turns it on in CI.
    trace: process.env.CI && process.env.E2E_TRACE !== '1' ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The visitor asks for reduced motion (docs/testing.md#reduced-motion): shared-kit's base.css ends transitions and
    // animations at once, so a check reads a screen's final state, and no spinner repaints while a test waits.
    reducedMotion: 'reduce',
  },
});
