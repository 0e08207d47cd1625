import type { JsBudget } from './js-bytes';

// Recorded by e2e/tests/js-budget.spec.ts (JS_BUDGET_PRINT=1) on the production build of 2026-11-29, issue 28's
// bytes (the form toolkit out of shared-kit/ui's first-render chunk, the events' registration form a chunk of its own,
// the remotes on the shell's federation bundler runtime: every route 0.8-4.8 KB down; the figures before are in
// docs/delivery.md); each budget is the total plus 2.5 %, rounded up to 512 bytes (docs/delivery.md#the-guard).
// Re-recorded 2026-11-29 (issue 28, fourth session): the remotes registered by their entry (no manifest snapshot and
// preload plugins in the shell's `main`), a loading bar of our own instead of nprogress, the guard waiting for the app's
// first commit (the home page's chunk and catalogues were sometimes left out on a busy machine).
// Re-recorded 2026-11-29 (issue 28, session 7): react-router's unused parts out of `vendor` (its top-level contexts and
// components marked pure, Link and NavLink of our own), remotes built without a standalone page, the minisite header
// and the empty list's suggestions chunks of their own (docs/delivery.md#react-router-what-we-use).
// Re-recorded 2026-11-29 (issue 28, session 8): the forms' and account areas' bounds out of shared-kit/constants and
// the shell's `kit` (shared-kit/account-rules, a file of its own), the admin's event editor a chunk of its own.
// Re-recorded 2026-11-30 (issue 28, session 15): the federation core without its snapshot handler, error texts and
// semver parser, the page table, the account menu and the account areas' constants out of the first render
// (docs/delivery.md#figures-session-15).
// Re-recorded 2026-11-30 (issue 28, session 16): our own reader of the compiled messages instead of Lingui's runtime
// (2.6 KB of `vendor`), the menu button and the spinner out of `kit`, the file download on first use, the federation
// runtime's preloading (which needs the snapshots we leave out) out of `main` (docs/delivery.md#figures-session-16).
// Raise one only with the reason in the commit.
// A file several routes download is the same file of the same build, so its figure is written once below: the shell's
// first render on every route, a remote's entry on each route of that remote.

/** The shell's files every route downloads before it is usable. */
const SHELL = {
  'shell/vendor.js': 69828,
  'shell/kit.js': 22588,
  'shell/main.js': 21913,
  'shell/271.js': 6866,
  'shell/messages-en.js': 2439,
};

/** The shell's chunks both signed-in dashboards download. */
const SHELL_SIGNED_IN = {
  'shell/4668.js': 1457,
  'shell/6601.js': 1343,
};

/** mfe-jobs' entry, routes and messages: the job list, a job's page and the blog. */
const MFE_JOBS = {
  'mfe-jobs/__federation_expose_routes.js': 8515,
  'mfe-jobs/remoteEntry.js': 5400,
  'mfe-jobs/jobs-messages-en-json.js': 1793,
};

/** mfe-events' entry, routes and messages: the career events and the admin. */
const MFE_EVENTS = {
  'mfe-events/__federation_expose_routes.js': 7565,
  'mfe-events/remoteEntry.js': 5626,
  'mfe-events/events-messages-en-json.js': 5515,
};

/** The job list and a job's page download the same files: the job's page is a route of the same chunk. */
const JOB_BOARD = { ...SHELL, ...MFE_JOBS, 'mfe-jobs/8399.js': 3188 };

export const JS_BUDGETS: Record<string, JsBudget> = {
  // 124.1 KB recorded
  '/': {
    budget: 130560,
    files: { ...SHELL, 'shell/1028.js': 1785, 'shell/shell-pages-en-json.js': 1615 },
  },
  // 139.2 KB recorded; the budget is issue 28's 140 KB, below the usual 2.5 % over the figure
  '/jobs': { budget: 143360, files: JOB_BOARD },
  // 139.2 KB recorded
  'a job page': { budget: 146432, files: JOB_BOARD },
  // 163.0 KB recorded
  '/blog': {
    budget: 171520,
    files: {
      ...SHELL,
      ...MFE_JOBS,
      'shell/387.js': 19586,
      'mfe-jobs/3962.js': 3793,
      'mfe-jobs/5473.js': 3353,
      'mfe-jobs/jobs-pages-en-json.js': 871,
    },
  },
  // 139.0 KB recorded
  '/career-events': { budget: 145920, files: { ...SHELL, ...MFE_EVENTS } },
  // 143.5 KB recorded
  '/account/dashboard': {
    budget: 151040,
    files: {
      ...SHELL,
      ...SHELL_SIGNED_IN,
      'mfe-candidate/candidate-messages-en-json.js': 9359,
      'mfe-candidate/remoteEntry.js': 5620,
      'mfe-candidate/page-account-dashboard.js': 4041,
      'mfe-candidate/__federation_expose_routes.js': 1439,
    },
  },
  // 142.9 KB recorded
  '/company/dashboard': {
    budget: 150016,
    files: {
      ...SHELL,
      ...SHELL_SIGNED_IN,
      'mfe-company/company-messages-en-json.js': 10092,
      'mfe-company/remoteEntry.js': 5787,
      'mfe-company/__federation_expose_routes.js': 2462,
      'mfe-company/page-company-dashboard.js': 1534,
    },
  },
  // 141.0 KB recorded
  '/admin': { budget: 147968, files: { ...SHELL, ...MFE_EVENTS, 'mfe-events/8276.js': 2003 } },
};
