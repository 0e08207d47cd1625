import { DEFAULT_LOCALE, type Locale } from 'shared-kit/contracts';

/**
 * A language or country named in `locale` (`Intl.DisplayNames`), else as stored (docs/i18n.md#on-the-server): the
 * job pages' heads and the country list of the account forms say the same names.
 */
export function displayName(locale: Locale, type: 'language' | 'region', code: string | null, stored: string): string {
  // The stored names are English and are what the English pages have always said ("Czech Republic", not
  // "Czechia"): English keeps them.
  if (!code || locale === DEFAULT_LOCALE) return stored;
  try {
    return new Intl.DisplayNames([locale], { type, fallback: 'none' }).of(code) ?? stored;
  } catch {
    return stored;
  }
}
