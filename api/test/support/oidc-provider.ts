import { type ChildProcessByStdio, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

export type TestClient = { client_id: string; client_secret: string; redirect_uris: string[] };
export type TestAccount = {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
};

export type LocalProvider = {
  issuer: string;
  /** The account the provider logs in at the next authorisation request. */
  nextLogin: (account: TestAccount) => Promise<void>;
  /** Makes the token endpoint answer (503) only after `ms`; 0 restores it. */
  tokenDelay: (ms: number) => Promise<void>;
  /** The next token response carries a forged ID token: its claims changed by `claims`, then signed as `mode` says. */
  forgeNextIdToken: (mode: 'altered' | 'unsigned' | 'resigned', claims: Record<string, unknown>) => Promise<void>;
  stop: () => Promise<void>;
};

/** Starts test/support/oidc-provider-server.mjs (a real oidc-provider on 127.0.0.1) and waits for its issuer. */
export async function startLocalProvider(clients: TestClient[]): Promise<LocalProvider> {
  const child: ChildProcessByStdio<Writable, Readable, Readable> = spawn(
    process.execPath,
    [path.join(__dirname, 'oidc-provider-server.mjs')],
    {
      env: { ...process.env, OIDC_TEST_CLIENTS: JSON.stringify(clients) },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  // Its errors, without its start-up warnings (Node 20 is not its supported runtime; the in-memory adapter).
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (!line.startsWith('oidc-provider WARNING')) process.stderr.write(`oidc-provider-server: ${line}\n`);
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the local OpenID provider did not start in 10 s')), 10_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the local OpenID provider exited (${code})`));
    });
    createInterface({ input: child.stdout }).once('line', (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { issuer: string }).issuer);
    });
  });
  return {
    issuer,
    nextLogin: (account) => control(issuer, 'next-login', account),
    tokenDelay: (ms) => control(issuer, 'token-delay', { ms }),
    forgeNextIdToken: (mode, claims) => control(issuer, 'forge-id-token', { mode, claims }),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // Closing stdin ends it (see the server); the signal is for a server that hangs.
        child.stdin.end();
        setTimeout(() => child.kill('SIGKILL'), 2000).unref();
      }),
  };
}

async function control(issuer: string, what: string, body: object): Promise<void> {
  const response = await fetch(`${issuer}/test/${what}`, { method: 'POST', body: JSON.stringify(body) });
  if (response.status !== 204) throw new Error(`${what}: ${response.status}`);
}

/**
 * A user agent for the provider's side of the flow: follows redirects by hand with a cookie jar (the provider's
 * session and interaction cookies), and stops at the first redirect to `stopAt` (the shell's /auth/callback).
 */
export async function browseToCallback(startUrl: string, stopAt: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(startUrl);
  for (let hop = 0; hop < 10; hop++) {
    if (url.href.startsWith(stopAt)) return url;
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const expired = attributes.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a) || /^\s*max-age=0\s*$/i.test(a));
      if (expired) jar.delete(name);
      else jar.set(name, pair.slice(at + 1).trim());
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(
        `the provider answered ${response.status} at ${url.pathname}: ${(await response.text()).slice(0, 500)}`,
      );
    }
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}
