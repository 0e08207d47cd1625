// The api's configuration from its environment (docs/operations.md): every variable, its default and its bounds,
// read and checked once at start. This file is the one list of every setting; the readers of the longer ones are
// beside it (addresses, mail, payments) and the value readers in ./read.ts.
import { readFileSync } from 'node:fs';
import { availableParallelism, totalmem } from 'node:os';
import path from 'node:path';
import type { CvReaderOptions } from '../services/cv-extraction/reader';
import { blogApiUrl, publicUrl, trustedProxies } from './addresses';
import { type ApplicantDigestConfig, applicantDigest, eventsMailbox, type MailConfig } from './mail';
import { type PaymentsConfig, paymentsConfig } from './payments';
import { bounded, type Env, flag, int, text } from './read';

export type { ApplicantDigestConfig, MailConfig } from './mail';
export type { PaymentsConfig, SellerConfig } from './payments';
export { ConfigurationError } from './read';

/** The api package directory: the same from src/ (tests, tsc) and from dist/ (production). */
export const PACKAGE_DIR = path.resolve(__dirname, '../..');
const REPO_DIR = path.resolve(PACKAGE_DIR, '..');

export type Config = {
  port: number;
  host: string;
  /**
   * The site's public origin (scheme, host, port; no path), the only source of absolute links: mail, backdoor,
   * robots.txt, sitemaps, canonical, Open Graph, JSON-LD. Never taken from a request (docs/security.md).
   */
  publicUrl: string;
  /**
   * Addresses or CIDR ranges of the reverse proxies whose X-Forwarded-* headers are believed; false: none (the
   * default), so the client address is the socket's and a forged header changes nothing.
   */
  trustProxy: false | string[];
  /** A request must have sent its headers within this many ms and all of its body within requestTimeoutMs. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  logLevel: string;
  /**
   * How many processes serve HTTP (docs/operations.md#api-processes): API_PROCESSES, by default one per core, at
   * most four. One Node process computes one answer at a time, so a single one leaves a core to PostgreSQL alone.
   */
  apiProcesses: number;
  databaseUrl: string | null;
  pgPort: number;
  /**
   * The embedded PostgreSQL's shared buffers, in MB (docs/operations.md#the-embedded-postgresqls-memory): a
   * quarter of the machine's memory, between 128 MB and 1 GB, unless set.
   */
  pgSharedBuffersMb: number;
  dataDir: string;
  /** undefined: seed demo data only into a fresh embedded database; true: always (if not yet); false: never. */
  demoData: boolean | undefined;
  /** Where each remote's mf-manifest.json lives: served to the shell as /remotes.json. */
  remoteManifests: { mfe_jobs: string; mfe_candidate: string; mfe_company: string; mfe_events: string };
  /**
   * Where each remote that renders first HTML deploys its server module (docs/architecture.md#one-rendering): by
   * default `server/render.js` beside its manifest; REMOTE_JOBS_SERVER_URL, REMOTE_EVENTS_SERVER_URL,
   * REMOTE_COMPANY_SERVER_URL and REMOTE_CANDIDATE_SERVER_URL override it (an http(s) or file: URL).
   */
  remoteServerModules: { mfe_jobs: string; mfe_events: string; mfe_company: string; mfe_candidate: string };
  siteId: string;
  shellDist: string;
  /** The shell's server module (docs/architecture.md#one-rendering): its build's `server/render.js` beside its files. */
  shellServerModule: string;
  appVersion: string;
  adminDashboardUrl: string;
  /** Social logins (OpenID Connect) configured by OIDC_{GOOGLE|LINKEDIN}_{ISSUER,CLIENT_ID,CLIENT_SECRET}. */
  oidc: OidcProviderConfig[];
  mail: MailConfig;
  jobAlerts: JobAlertsConfig;
  /** How long a guest's job-list answer may be reused while jobs do not change (docs/search.md); 0: no cache. */
  jobListCacheSeconds: number;
  /** How long the job page's related-job lists are reused at one jobs version; 0 searches every time. */
  relatedJobsCacheSeconds: number;
  /**
   * COMPANY_REJECTION_DELAY_MINUTES: how long after a company rejects an applicant the message to the candidate
   * is sent, so a hasty rejection can be undone or its text edited (docs/company-area.md#applicants).
   */
  rejectionDelayMinutes: number;
  /**
   * COMPANY_STAGE_MAIL_DELAY_MINUTES: how long after a company moves an applicant on (viewed, in review, interview,
   * offer) the mail to the candidate goes, so a wrong click undone in time sends nothing
   * (docs/operations.md#mails-about-applications).
   */
  stageMailDelayMinutes: number;
  /**
   * When a company that chose one mail a day gets its digest of new applicants
   * (docs/company-area.md#mails-about-new-applicants): COMPANY_DIGEST_HOUR (0 to 23) in COMPANY_DIGEST_TIME_ZONE.
   */
  applicantDigest: ApplicantDigestConfig;
  payments: PaymentsConfig;
  blog: BlogConfig;
  /** How many CVs are read at once, wait, and for how long (docs/security.md#isolated-file-reading). */
  cvReading: CvReaderOptions;
  /**
   * Registrations one client address may make in an hour (REGISTER_QUOTA_PER_HOUR, docs/security.md#call-quotas):
   * a venue whose guests all register over its one address may need more. Null: the default of CALL_QUOTAS.
   */
  registerQuotaPerHour: number | null;
};

/** Where the blog is read (docs/blog.md#the-proxy, docs/operations.md#the-blog). */
export type BlogConfig = {
  /**
   * BLOG_API_URL: the WordPress site's root (http(s), a path allowed: https://example.com/blog), no trailing slash;
   * its REST root is `${apiUrl}/wp-json/`. The blog service of this repository or a real WordPress.
   */
  apiUrl: string;
  /** BLOG_TIMEOUT_MS: how long one read of the blog may take before the blog counts as down. */
  timeoutMs: number;
};

/** The job queue and the alerts it runs (docs/operations.md#job-alerts). */
export type JobAlertsConfig = {
  /**
   * WORKER: 'inline' (default) runs the queue's worker inside every api replica; 'separate' leaves it to
   * `node api/dist/worker.js`; 'off' runs no alerts at all (tests that do not want a background queue).
   */
  worker: 'inline' | 'separate' | 'off';
  /** JOB_ALERTS_SWEEP_SECONDS: how often the sweeper runs (60: every minute by the queue's cron). */
  sweepSeconds: number;
  /** JOB_ALERTS_SECRET: the HMAC key of unsubscribe links; null: the database's own random one (migration 097). */
  secret: string | null;
};

export type OidcProviderConfig = {
  id: 'google' | 'linkedin';
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
};

const OIDC_PROVIDERS = [
  { id: 'google', name: 'Google', env: 'GOOGLE' },
  { id: 'linkedin', name: 'LinkedIn', env: 'LINKEDIN' },
] as const;

/** A provider counts as configured only with all three values. */
function oidcProviders(env: Env): OidcProviderConfig[] {
  return OIDC_PROVIDERS.flatMap(({ id, name, env: key }) => {
    const issuer = env[`OIDC_${key}_ISSUER`]?.trim().replace(/\/+$/, '');
    const clientId = env[`OIDC_${key}_CLIENT_ID`]?.trim();
    const clientSecret = env[`OIDC_${key}_CLIENT_SECRET`]?.trim();
    return issuer && clientId && clientSecret ? [{ id, name, issuer, clientId, clientSecret }] : [];
  });
}

/** Each process holds a pool of 10 connections: four of them stay well inside PostgreSQL's default 100. */
const MAX_DEFAULT_API_PROCESSES = 4;

/**
 * PostgreSQL's own default (128 MB) holds the search indexes of a small board only: at 200,000 jobs the job table
 * alone is 531 MB, and a list's pages then come from the kernel's cache on every request (docs/search.md#shared-buffers).
 * A quarter of the memory is PostgreSQL's usual advice. It is no longer capped at 1 GB: a kernel that pages out files
 * left unread for a minute (as virtual machines that give memory back to their host do) sent the rest of a 2.5 GB
 * board to the disk on every long-tail request (docs/operations.md#the-embedded-postgresqls-memory). 8 GB at most,
 * beyond which PostgreSQL's advice sees little gain; PostgreSQL takes the memory as it fills it.
 */
function defaultSharedBuffersMb(): number {
  const quarter = Math.floor(totalmem() / 4 / 1024 / 1024);
  return Math.min(8192, Math.max(128, quarter));
}

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function workerMode(env: Env): JobAlertsConfig['worker'] {
  const raw = env.WORKER?.trim().toLowerCase() || 'inline';
  if (raw !== 'inline' && raw !== 'separate' && raw !== 'off')
    throw new Error(`WORKER must be inline, separate or off, got "${raw}"`);
  return raw;
}

function alertsSecret(env: Env): string | null {
  const raw = env.JOB_ALERTS_SECRET?.trim();
  if (!raw) return null;
  if (raw.length < 32) throw new Error('JOB_ALERTS_SECRET must be at least 32 characters long');
  return raw;
}

/** Reads the configuration from the environment; every value has a safe default for local development. */
export function loadConfig(env: Env = process.env): Config {
  const remote = (name: string, port: number) => text(env, name, `http://localhost:${port}/mf-manifest.json`);
  const shellDist = text(env, 'SHELL_DIST', '../shell/dist');
  const dataDir = text(env, 'DATA_DIR', path.join(REPO_DIR, 'data'));
  const port = int(env, 'PORT', 8080);
  const site = publicUrl(env, port);
  const mailFrom = text(env, 'MAIL_FROM', 'EuLangJobs <no-reply@eulangjobs.localhost>');
  return {
    port,
    host: text(env, 'HOST', '0.0.0.0'),
    publicUrl: site,
    trustProxy: trustedProxies(env),
    headersTimeoutMs: bounded(env, 'HEADERS_TIMEOUT_MS', 20_000, 100, 600_000),
    requestTimeoutMs: bounded(env, 'REQUEST_TIMEOUT_MS', 30_000, 100, 600_000),
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    apiProcesses: bounded(env, 'API_PROCESSES', Math.min(availableParallelism(), MAX_DEFAULT_API_PROCESSES), 1, 16),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    pgPort: int(env, 'PG_PORT', 5433),
    pgSharedBuffersMb: bounded(env, 'EMBEDDED_PG_SHARED_BUFFERS_MB', defaultSharedBuffersMb(), 16, 65_536),
    dataDir: path.resolve(dataDir),
    demoData: flag(env, 'DEMO_DATA'),
    remoteManifests: {
      mfe_jobs: remote('REMOTE_JOBS_URL', 8081),
      mfe_candidate: remote('REMOTE_CANDIDATE_URL', 8082),
      mfe_company: remote('REMOTE_COMPANY_URL', 8083),
      mfe_events: remote('REMOTE_EVENTS_URL', 8084),
    },
    remoteServerModules: {
      mfe_jobs: text(env, 'REMOTE_JOBS_SERVER_URL', new URL('server/render.js', remote('REMOTE_JOBS_URL', 8081)).href),
      mfe_events: text(
        env,
        'REMOTE_EVENTS_SERVER_URL',
        new URL('server/render.js', remote('REMOTE_EVENTS_URL', 8084)).href,
      ),
      mfe_company: text(
        env,
        'REMOTE_COMPANY_SERVER_URL',
        new URL('server/render.js', remote('REMOTE_COMPANY_URL', 8083)).href,
      ),
      mfe_candidate: text(
        env,
        'REMOTE_CANDIDATE_SERVER_URL',
        new URL('server/render.js', remote('REMOTE_CANDIDATE_URL', 8082)).href,
      ),
    },
    siteId: text(env, 'SITE_ID', 'eulangjobs'),
    // Relative to the api package, not to the working directory.
    shellDist: path.resolve(PACKAGE_DIR, shellDist),
    shellServerModule: path.resolve(
      PACKAGE_DIR,
      text(env, 'SHELL_SERVER_MODULE', path.join(shellDist, 'server/render.js')),
    ),
    appVersion: text(env, 'APP_VERSION', packageVersion()),
    // The site's own admin area by default (docs/events.md#the-admin-area); another origin keeps the token hand-over.
    adminDashboardUrl: text(env, 'ADMIN_DASHBOARD_URL', `${site}/admin`),
    oidc: oidcProviders(env),
    mail: {
      smtpUrl: env.SMTP_URL?.trim() || null,
      from: mailFrom,
      eventsMailbox: eventsMailbox(env, mailFrom),
      devOutboxPage: !env.SMTP_URL?.trim() && env.NODE_ENV !== 'production',
      pollMs: bounded(env, 'MAIL_POLL_MS', 2_000, 10, 3_600_000),
      retryBaseMs: bounded(env, 'MAIL_RETRY_BASE_MS', 30_000, 10, 3_600_000),
      maxAttempts: bounded(env, 'MAIL_MAX_ATTEMPTS', 8, 1, 100),
    },
    jobListCacheSeconds: bounded(env, 'JOB_LIST_CACHE_SECONDS', 10, 0, 86_400),
    relatedJobsCacheSeconds: bounded(env, 'RELATED_JOBS_CACHE_SECONDS', 60, 0, 86_400),
    rejectionDelayMinutes: bounded(env, 'COMPANY_REJECTION_DELAY_MINUTES', 60, 0, 10_080),
    stageMailDelayMinutes: bounded(env, 'COMPANY_STAGE_MAIL_DELAY_MINUTES', 10, 0, 1_440),
    applicantDigest: applicantDigest(env),
    jobAlerts: {
      worker: workerMode(env),
      sweepSeconds: bounded(env, 'JOB_ALERTS_SWEEP_SECONDS', 60, 1, 86_400),
      secret: alertsSecret(env),
    },
    payments: paymentsConfig(env),
    blog: {
      apiUrl: blogApiUrl(env, port),
      timeoutMs: bounded(env, 'BLOG_TIMEOUT_MS', 3_000, 100, 30_000),
    },
    cvReading: cvReadingConfig(env),
    registerQuotaPerHour: env.REGISTER_QUOTA_PER_HOUR ? bounded(env, 'REGISTER_QUOTA_PER_HOUR', 0, 1, 100_000) : null,
  };
}

/** One reader per core but one (the request loop keeps a core), at least one; twice as many may wait. */
function cvReadingConfig(env: Env): CvReaderOptions {
  const processes = bounded(env, 'CV_READERS', Math.min(4, Math.max(1, availableParallelism() - 1)), 1, 32);
  return {
    processes,
    queue: bounded(env, 'CV_READ_QUEUE', 2 * processes, 0, 1_000),
    // The CPU time a reading may spend is its real bound (a CV reads in well under a second of it); the wall clock
    // only stops a reading that hangs, since on a busy machine it counts the others' work too.
    cpuMs: bounded(env, 'CV_READ_CPU_MS', 5_000, 500, 60_000),
    timeoutMs: bounded(env, 'CV_READ_TIMEOUT_MS', 30_000, 1_000, 120_000),
  };
}
