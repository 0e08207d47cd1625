// Shared by the bench scripts: find a running site, or start the production build on bench ports.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startStack, stopStack, waitForHealth } from '../scripts/stack.mjs';

// Ports of the site a bench starts itself: overridable so that several people can run benches on one machine.
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 7080);
export const BENCH_PG_PORT = Number(process.env.BENCH_PG_PORT ?? 7433);

export { CHROMIUM, CHROMIUM_ARGS } from '../scripts/ensure-chromium.mjs';

// The suffix of the shell's cookie and storage names (shared-kit's session keys).
const SITE_ID = process.env.SITE_ID ?? 'eulangjobs';

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * Uses BENCH_BASE_URL, or a site already running on :8080, or starts one on BENCH_PORT (7080) with its own database
 * (in `dataDir`, kept between runs when given).
 */
export async function withSite(run, { dataDir, env } = {}) {
  const given =
    process.env.BENCH_BASE_URL ??
    (!dataDir && (await answers('http://localhost:8080/api/health')) ? 'http://localhost:8080' : null);
  if (given) return run(given);
  const dir = dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'eulangjobs-bench-'));
  const stack = startStack({ basePort: BENCH_PORT, pgPort: BENCH_PG_PORT, dataDir: dir, quiet: true, env });
  try {
    await waitForHealth(`http://localhost:${BENCH_PORT}/api/health`, 300_000);
    return await run(`http://localhost:${BENCH_PORT}`);
  } finally {
    await stopStack(stack);
    if (!dataDir) rmSync(dir, { recursive: true, force: true });
  }
}

/** Signs in through the api, as the login form does (a demo account by default); answers the token and the user. */
export async function signIn(base, email, password = 'demo-password') {
  const ping = await fetch(`${base}/api/ping`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(ping.headers.get('set-cookie') ?? '')?.[1];
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email, password }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** The session the shell's login leaves (docs/auth.md): its cookies for `base`, and the stored user's key and value. */
export function shellSession(base, login) {
  const { hostname } = new URL(base);
  const cookie = (name, value) => ({ name: `${name}${SITE_ID}`, value, domain: hostname, path: '/' });
  return {
    cookies: [
      cookie('auth_token', login.token),
      cookie('auth_email', login.user.email),
      cookie('login_timestamp', String(Date.now())),
    ],
    storage: [`session_user${SITE_ID}`, JSON.stringify({ ...login.user, loginTimestamp: Date.now() })],
  };
}

/** Leaves that session in a new Playwright context: its cookies, and the stored user before any page's script. */
export async function signInContext(context, base, login) {
  const { cookies, storage } = shellSession(base, login);
  await context.addCookies(cookies);
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), storage);
}
