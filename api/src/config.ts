import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The api package directory: the same from src/ (tests, tsc) and from dist/ (production). */
export const PACKAGE_DIR = path.resolve(__dirname, '..');
export const REPO_DIR = path.resolve(PACKAGE_DIR, '..');

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

function milliseconds(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 600_000) {
    throw new Error(`${name} must be a number of milliseconds between 100 and 600000, got "${raw}"`);
  }
  return value;
}

/**
 * PUBLIC_URL (an http(s) origin), else PUBLIC_HOST (a host name served over https; the older setting), else the
 * local URL the server listens on.
 */
function publicUrl(env: Env, port: number): string {
  const raw = env.PUBLIC_URL?.trim();
  if (raw) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://www.example.com, got "${raw}"`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname.replace(/\/+$/, '') !== '' || url.search || url.hash) {
      throw new Error(`PUBLIC_URL must be an http(s) origin without a path, such as https://www.example.com, got "${raw}"`);
    }
    return url.origin;
  }
  const host = env.PUBLIC_HOST?.trim().replace(/^https?:\/\//, '').replace(/\/+$/, '');
  if (host) return new URL(`https://${host}`).origin;
  return `http://localhost:${port}`;
}

/**
 * TRUST_PROXY: a comma-separated list of proxy addresses or CIDR ranges (or proxy-addr's names loopback,
 * linklocal, uniquelocal). Trusting every sender would let anyone choose their own address and host.
 */
function trustedProxies(env: Env): false | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on', '*'].includes(raw.toLowerCase())) {
    throw new Error('TRUST_PROXY must list the proxies\' addresses or CIDR ranges (e.g. 10.0.0.0/8), not trust every sender');
  }
  return raw.split(',').map((entry) => entry.trim()).filter(Boolean);
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
  const port = int(env, 'PORT', 8080);
  return {
    port,
    host: text(env, 'HOST', '0.0.0.0'),
    publicUrl: publicUrl(env, port),
    trustProxy: trustedProxies(env),
    headersTimeoutMs: milliseconds(env, 'HEADERS_TIMEOUT_MS', 20_000),
    requestTimeoutMs: milliseconds(env, 'REQUEST_TIMEOUT_MS', 30_000),
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
  };
}
