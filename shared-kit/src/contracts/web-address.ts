import { PROFILE_LIMITS } from './account-constants';

/**
 * The one rule of a web address a person types for others to follow (docs/input-validation.md#web-addresses): http
 * or https, a host with a dot, no user name or password; a bare `www.example.com` gets `https://`. Anything else
 * (`javascript:`, `data:`, `//host`, `mailto:`, a relative path) is not one. Returns the address normalised, or null.
 * Every such field goes through it (a candidate's online profiles, a company's website and a job's application link,
 * an event sponsor's link); a field may ask more of it (https only, a linkedin.com host).
 */
export function webAddress(value: string): URL | null {
  const trimmed = value.trim();
  // `//host` reads as "same scheme, any host" in a page: refused rather than guessed.
  if (trimmed === '' || trimmed.startsWith('//')) return null;
  // A scheme of its own stays (and must be http or https); a bare host gets https:// in front.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.hostname.includes('.') || url.username || url.password) return null;
    return url;
  } catch {
    return null;
  }
}

const LINKEDIN_HOST = /(^|\.)linkedin\.com$/;

/**
 * One of a candidate's online profiles as typed (docs/candidate-area.md#online-profiles), checked by the one rule the
 * api saves by and the profile form checks before sending: blank removes it; else a web address (webAddress), a
 * linkedin.com host for the LinkedIn profile, and at most PROFILE_LIMITS.url characters once normalised. Returns the
 * address to store (null: remove), or what is wrong.
 */
export function onlineProfileOf(
  kind: 'linkedin' | 'website',
  value: string,
): { href: string | null } | { problem: 'format' | 'linkedin' | 'tooLong' } {
  if (!value.trim()) return { href: null };
  const url = webAddress(value);
  if (!url) return { problem: 'format' };
  if (kind === 'linkedin' && !LINKEDIN_HOST.test(url.hostname.toLowerCase())) return { problem: 'linkedin' };
  if (url.href.length > PROFILE_LIMITS.url) return { problem: 'tooLong' };
  return { href: url.href };
}
