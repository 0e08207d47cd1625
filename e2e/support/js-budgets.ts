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
// Raise one only with the reason in the commit.
export const JS_BUDGETS: Record<string, JsBudget> = {
  // 132.6 KB recorded
  '/': {
    budget: 139264,
    files: {
      'shell/vendor.js': 72399,
      'shell/main.js': 24716,
      'shell/kit.js': 23463,
      'shell/4529.js': 7819,
      'shell/messages-en.js': 2439,
      'shell/1028.js': 1722,
      'shell/shell-pages-en-json.js': 1615,
      'shell/kit-pages-en-json.js': 1568,
    },
  },
  // 146.5 KB recorded
  '/jobs': {
    budget: 154112,
    files: {
      'shell/vendor.js': 72399,
      'shell/main.js': 24716,
      'shell/kit.js': 23463,
      'mfe-jobs/__federation_expose_routes.js': 8467,
      'shell/4529.js': 7819,
      'mfe-jobs/remoteEntry.js': 5751,
      'mfe-jobs/8399.js': 3195,
      'shell/messages-en.js': 2439,
      'mfe-jobs/jobs-messages-en-json.js': 1793,
    },
  },
  // 146.5 KB recorded
  'a job page': {
    budget: 154112,
    files: {
      'shell/vendor.js': 72399,
      'shell/main.js': 24716,
      'shell/kit.js': 23463,
      'mfe-jobs/__federation_expose_routes.js': 8467,
      'shell/4529.js': 7819,
      'mfe-jobs/remoteEntry.js': 5751,
      'mfe-jobs/8399.js': 3195,
      'shell/messages-en.js': 2439,
      'mfe-jobs/jobs-messages-en-json.js': 1793,
    },
  },
  // 170.3 KB recorded
  '/blog': {
    budget: 179200,
    files: {
      'shell/vendor.js': 72399,
      'shell/main.js': 24716,
      'shell/kit.js': 23463,
      'shell/387.js': 19586,
      'mfe-jobs/__federation_expose_routes.js': 8467,
      'shell/4529.js': 7819,
      'mfe-jobs/remoteEntry.js': 5751,
      'mfe-jobs/6527.js': 3765,
      'mfe-jobs/5473.js': 3333,
      'shell/messages-en.js': 2439,
      'mfe-jobs/jobs-messages-en-json.js': 1793,
      'mfe-jobs/jobs-pages-en-json.js': 871,
    },
  },
  // 147.7 KB recorded
  '/career-events': {
    budget: 155136,
    files: {
      'shell/vendor.js': 72399,
      'shell/main.js': 24716,
      'shell/kit.js': 23463,
      'shell/4529.js': 7819,
      'mfe-events/__federation_expose_routes.js': 7299,
      'mfe-events/remoteEntry.js': 5988,
      'mfe-events/events-messages-en-json.js': 5506,
      'shell/messages-en.js': 2439,
      'shell/kit-pages-en-json.js': 1568,
    },
  },
  // 149.2 KB recorded
  '/account/dashboard': {
    budget: 156672,
    files: {
      'shell/vendor.js': 72399,
      'shell/main.js': 24716,
      'shell/kit.js': 23463,
      'mfe-candidate/candidate-messages-en-json.js': 9375,
      'shell/4529.js': 7819,
      'mfe-candidate/remoteEntry.js': 5889,
      'mfe-candidate/2451.js': 3685,
      'shell/messages-en.js': 2439,
      'shell/kit-pages-en-json.js': 1568,
      'mfe-candidate/__federation_expose_routes.js': 1442,
    },
  },
  // 148.7 KB recorded
  '/company/dashboard': {
    budget: 156160,
    files: {
      'shell/vendor.js': 72399,
      'shell/main.js': 24716,
      'shell/kit.js': 23463,
      'mfe-company/company-messages-en-json.js': 10083,
      'shell/4529.js': 7819,
      'mfe-company/remoteEntry.js': 5863,
      'shell/messages-en.js': 2439,
      'mfe-company/__federation_expose_routes.js': 2422,
      'shell/kit-pages-en-json.js': 1568,
      'mfe-company/9492.js': 1477,
    },
  },
  // 149.5 KB recorded
  '/admin': {
    budget: 157184,
    files: {
      'shell/vendor.js': 72399,
      'shell/main.js': 24716,
      'shell/kit.js': 23463,
      'shell/4529.js': 7819,
      'mfe-events/__federation_expose_routes.js': 7299,
      'mfe-events/remoteEntry.js': 5988,
      'mfe-events/events-messages-en-json.js': 5506,
      'shell/messages-en.js': 2439,
      'mfe-events/8276.js': 1871,
      'shell/kit-pages-en-json.js': 1568,
    },
  },
};
