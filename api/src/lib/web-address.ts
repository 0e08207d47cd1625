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
