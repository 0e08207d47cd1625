// The site's addresses and who may say them (docs/operations.md): its public origin, the proxies it trusts, the blog.
import type { Env } from './read';

/**
 * PUBLIC_URL (an http(s) origin), else PUBLIC_HOST (a host name served over https; the older setting), else the
 * local URL the server listens on.
 */
export function publicUrl(env: Env, port: number): string {
  const raw = env.PUBLIC_URL?.trim();
  if (raw) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new Error(`PUBLIC_URL must be an absolute http(s) URL such as https://www.example.com, got "${raw}"`);
    }
    if (
      (url.protocol !== 'http:' && url.protocol !== 'https:') ||
      url.pathname.replace(/\/+$/, '') !== '' ||
      url.search ||
      url.hash
    ) {
      throw new Error(
        `PUBLIC_URL must be an http(s) origin without a path, such as https://www.example.com, got "${raw}"`,
      );
    }
    return url.origin;
  }
  const host = env.PUBLIC_HOST?.trim()
    .replace(/^https?:\/\//, '')
    .replace(/\/+$/, '');
  if (host) return new URL(`https://${host}`).origin;
  return `http://localhost:${port}`;
}

/**
 * TRUST_PROXY: a comma-separated list of proxy addresses or CIDR ranges (or proxy-addr's names loopback,
 * linklocal, uniquelocal). Trusting every sender would let anyone choose their own address and host.
 */
export function trustedProxies(env: Env): false | string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || ['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on', '*'].includes(raw.toLowerCase())) {
    throw new Error(
      "TRUST_PROXY must list the proxies' addresses or CIDR ranges (e.g. 10.0.0.0/8), not trust every sender",
    );
  }
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export function blogApiUrl(env: Env, port: number): string {
  const raw = env.BLOG_API_URL?.trim();
  if (!raw) return `http://localhost:${port + 5}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`BLOG_API_URL must be an absolute http(s) URL such as https://example.com/blog, got "${raw}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password)
    throw new Error(`BLOG_API_URL must be an http(s) URL without query, fragment or credentials, got "${raw}"`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
