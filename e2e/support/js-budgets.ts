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
// Raise one only with the reason in the commit.
export const JS_BUDGETS: Record<string, JsBudget> = {
  // 127.5 KB recorded
  '/': {
    budget: 134144,
    files: {
      'shell/vendor.js': 72399,
      'shell/kit.js': 22838,
      'shell/main.js': 22669,
      'shell/271.js': 6855,
      'shell/messages-en.js': 2439,
      'shell/1028.js': 1785,
      'shell/shell-pages-en-json.js': 1615,
    },
  },
  // 142.7 KB recorded
  '/jobs': {
    budget: 150016,
    files: {
      'shell/vendor.js': 72399,
      'shell/kit.js': 22838,
      'shell/main.js': 22669,
      'mfe-jobs/__federation_expose_routes.js': 8515,
      'shell/271.js': 6855,
      'mfe-jobs/remoteEntry.js': 5432,
      'mfe-jobs/8399.js': 3188,
      'shell/messages-en.js': 2439,
      'mfe-jobs/jobs-messages-en-json.js': 1793,
    },
  },
  // 142.7 KB recorded
  'a job page': {
    budget: 150016,
    files: {
      'shell/vendor.js': 72399,
      'shell/kit.js': 22838,
      'shell/main.js': 22669,
      'mfe-jobs/__federation_expose_routes.js': 8515,
      'shell/271.js': 6855,
      'mfe-jobs/remoteEntry.js': 5432,
      'mfe-jobs/8399.js': 3188,
      'shell/messages-en.js': 2439,
      'mfe-jobs/jobs-messages-en-json.js': 1793,
    },
  },
  // 166.5 KB recorded
  '/blog': {
    budget: 175104,
    files: {
      'shell/vendor.js': 72399,
      'shell/kit.js': 22838,
      'shell/main.js': 22669,
      'shell/387.js': 19586,
      'mfe-jobs/__federation_expose_routes.js': 8515,
      'shell/271.js': 6855,
      'mfe-jobs/remoteEntry.js': 5432,
      'mfe-jobs/3962.js': 3793,
      'mfe-jobs/5473.js': 3353,
      'shell/messages-en.js': 2439,
      'mfe-jobs/jobs-messages-en-json.js': 1793,
      'mfe-jobs/jobs-pages-en-json.js': 871,
    },
  },
  // 142.5 KB recorded
  '/career-events': {
    budget: 150016,
    files: {
      'shell/vendor.js': 72399,
      'shell/kit.js': 22838,
      'shell/main.js': 22669,
      'mfe-events/__federation_expose_routes.js': 7565,
      'shell/271.js': 6855,
      'mfe-events/remoteEntry.js': 5641,
      'mfe-events/events-messages-en-json.js': 5515,
      'shell/messages-en.js': 2439,
    },
  },
  // 145.6 KB recorded
  '/account/dashboard': {
    budget: 153088,
    files: {
      'shell/vendor.js': 72399,
      'shell/kit.js': 22838,
      'shell/main.js': 22669,
      'mfe-candidate/candidate-messages-en-json.js': 9359,
      'shell/271.js': 6855,
      'mfe-candidate/remoteEntry.js': 5611,
      'mfe-candidate/page-account-dashboard.js': 4041,
      'shell/messages-en.js': 2439,
      'shell/4668.js': 1451,
      'mfe-candidate/__federation_expose_routes.js': 1439,
    },
  },
  // 145.0 KB recorded
  '/company/dashboard': {
    budget: 152576,
    files: {
      'shell/vendor.js': 72399,
      'shell/kit.js': 22838,
      'shell/main.js': 22669,
      'mfe-company/company-messages-en-json.js': 10092,
      'shell/271.js': 6855,
      'mfe-company/remoteEntry.js': 5718,
      'mfe-company/__federation_expose_routes.js': 2457,
      'shell/messages-en.js': 2439,
      'mfe-company/page-company-dashboard.js': 1534,
      'shell/4668.js': 1451,
    },
  },
  // 144.5 KB recorded
  '/admin': {
    budget: 152064,
    files: {
      'shell/vendor.js': 72399,
      'shell/kit.js': 22838,
      'shell/main.js': 22669,
      'mfe-events/__federation_expose_routes.js': 7565,
      'shell/271.js': 6855,
      'mfe-events/remoteEntry.js': 5641,
      'mfe-events/events-messages-en-json.js': 5515,
      'shell/messages-en.js': 2439,
      'mfe-events/8276.js': 2003,
    },
  },
};
