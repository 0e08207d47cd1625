import type { Config } from '../config';

/**
 * The site's public origin for absolute links, from configuration only (PUBLIC_URL). The request is not
 * consulted: a Host or X-Forwarded-Host header chosen by the sender must never end up in a mail, a cached
 * robots.txt or a canonical link (docs/security.md). The second parameter is accepted, and ignored, so that
 * callers written as `publicOrigin(config, request)` keep working.
 */
export function publicOrigin(config: Config, _request?: unknown): string {
  return config.publicUrl;
}

/** A stored URL (logos are kept as site paths, `/static/logos/x.svg`) as an absolute one on our origin. */
export const absoluteUrl = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
