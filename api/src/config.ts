import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The api package directory: the same from src/ (tests, tsc) and from dist/ (production). */
export const PACKAGE_DIR = path.resolve(__dirname, '..');
export const REPO_DIR = path.resolve(PACKAGE_DIR, '..');

export type Config = {
  port: number;
  host: string;
  /** Public host name for canonical links; null means "the request's Host header". */
  publicHost: string | null;
  logLevel: string;
  databaseUrl: string | null;
  pgPort: number;
  dataDir: string;
  /** undefined: seed demo data only into a fresh embedded database; true: always (if not yet); false: never. */
  demoData: boolean | undefined;
  /** Where each remote's mf-manifest.json lives: served to the shell as /remotes.json. */
  remoteManifests: { mfe_jobs: string; mfe_candidate: string; mfe_company: string; mfe_events: string };
  siteId: string;
  shellDist: string;
  appVersion: string;
  adminDashboardUrl: string;
  /** Social logins (OpenID Connect) configured by OIDC_{GOOGLE|LINKEDIN}_{ISSUER,CLIENT_ID,CLIENT_SECRET}. */
  oidc: OidcProviderConfig[];
  /** How long a guest's job-list answer may be reused while jobs do not change (docs/search.md); 0: no cache. */
  jobListCacheSeconds: number;
};

export type OidcProviderConfig = { id: 'google' | 'linkedin'; name: string; issuer: string; clientId: string; clientSecret: string };

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

type Env = Record<string, string | undefined>;

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be an integer port number, got "${raw}"`);
  }
  return value;
}

function seconds(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 86_400) {
    throw new Error(`${name} must be a whole number of seconds between 0 and 86400, got "${raw}"`);
  }
  return value;
}

function text(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  return raw ? raw : fallback;
}

function flag(env: Env, name: string): boolean | undefined {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return undefined;
  return ['1', 'true', 'yes', 'on'].includes(raw);
}

/** Reads the configuration from the environment; every value has a safe default for local development. */
export function loadConfig(env: Env = process.env): Config {
  const remote = (name: string, port: number) => text(env, name, `http://localhost:${port}/mf-manifest.json`);
  const shellDist = text(env, 'SHELL_DIST', '../shell/dist');
  const dataDir = text(env, 'DATA_DIR', path.join(REPO_DIR, 'data'));
  return {
    port: int(env, 'PORT', 8080),
    host: text(env, 'HOST', '0.0.0.0'),
    publicHost: env.PUBLIC_HOST?.trim() || null,
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    pgPort: int(env, 'PG_PORT', 5433),
    dataDir: path.resolve(dataDir),
    demoData: flag(env, 'DEMO_DATA'),
    remoteManifests: {
      mfe_jobs: remote('REMOTE_JOBS_URL', 8081),
      mfe_candidate: remote('REMOTE_CANDIDATE_URL', 8082),
      mfe_company: remote('REMOTE_COMPANY_URL', 8083),
      mfe_events: remote('REMOTE_EVENTS_URL', 8084),
    },
    siteId: text(env, 'SITE_ID', 'eulangjobs'),
    // Relative to the api package, not to the working directory.
    shellDist: path.resolve(PACKAGE_DIR, shellDist),
    appVersion: text(env, 'APP_VERSION', packageVersion()),
    adminDashboardUrl: text(env, 'ADMIN_DASHBOARD_URL', 'http://localhost:8090/admin'),
    oidc: oidcProviders(env),
    jobListCacheSeconds: seconds(env, 'JOB_LIST_CACHE_SECONDS', 10),
  };
}
