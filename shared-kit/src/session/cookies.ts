// Tiny cookie helpers: document.cookie is all the auth cookies need.
import { decodeUriPart } from '../contracts/uri';

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    const key = (at === -1 ? pair : pair.slice(0, at)).trim();
    if (key === name) {
      const value = at === -1 ? '' : pair.slice(at + 1).trim();
      return decodeUriPart(value);
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  // docs/product-rules.md#session-lifetime-and-cookies asks for Secure; browsers drop a Secure cookie set from a
  // plain-http page other than localhost, and jsdom (tests) drops it on http://localhost too, so the flag is set only
  // on https pages. Production is always https.
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // Max-Age rather than Expires: relative, so a wrong client clock does not shorten or lengthen it.
  const maxAge = Math.round(days * 24 * 60 * 60);
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is missing in Firefox/Safari and jsdom
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: see writeCookie
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}
