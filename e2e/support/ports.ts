// The browser tests use their own ports and database, so they never touch a running `npm start`.
export const E2E_BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 9080);
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT ?? 9433);
export const REMOTE_PORTS = {
  mfe_jobs: E2E_BASE_PORT + 1,
  mfe_candidate: E2E_BASE_PORT + 2,
  mfe_company: E2E_BASE_PORT + 3,
  mfe_events: E2E_BASE_PORT + 4,
} as const;
/** The blog service (blog/, docs/blog.md): its own process, read by the api's proxy and page server. */
export const BLOG_PORT = E2E_BASE_PORT + 5;
/**
 * The stack's api sends its mail here (SMTP_URL): the run's mail sink listens on it with a real SMTP server from the
 * global set-up to the teardown (support/mail-sink.ts).
 */
export const E2E_SMTP_PORT = E2E_BASE_PORT + 9;
/** The mail sink's HTTP side: what reached an address (`GET /mails?to=`), for the specs that read mail. */
export const E2E_MAIL_SINK_PORT = E2E_BASE_PORT + 8;
/** A second deployment of mfe-jobs that registry.spec.ts serves and points the site at. */
export const OTHER_REMOTE_PORT = E2E_BASE_PORT + 10;
// Per base port, so two checkouts can run their browser tests side by side.
export const STATE_FILE = `/tmp/eulangjobs-e2e-stack-${E2E_BASE_PORT}.json`;
