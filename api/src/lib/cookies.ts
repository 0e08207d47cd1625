import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from 'shared-kit/contracts';
/**
 * The little cookie handling the api needs (reading one cookie, setting one). @fastify/cookie loads the ESM-only
 * `cookie` package with a dynamic import(), which jest cannot run without experimental VM modules, so we keep this
 * in-house rather than test a different code path from production.
 */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

export type CookieOptions = {
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  httpOnly?: boolean;
  secure?: boolean;
  maxAgeSeconds?: number;
};

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!TOKEN.test(name)) throw new Error(`invalid cookie name ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAgeSeconds)}`);
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  return parts.join('; ');
}

/**
 * The `locale` cookie: the visitor's interface language, kept a year, readable by scripts (the shell's switcher
 * writes it too). docs/i18n.md#choosing-the-language.
 */
export function localeCookie(locale: Locale, secure: boolean): string {
  return serializeCookie(LOCALE_COOKIE, locale, {
    path: '/',
    sameSite: 'Lax',
    secure,
    maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_S,
  });
}
