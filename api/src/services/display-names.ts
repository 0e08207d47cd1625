import { DEFAULT_LOCALE, type Locale } from 'shared-kit/contracts';

/**
 * Names already said, by locale, type and code: a new `Intl.DisplayNames` and its lookup cost about 9 µs, and the
 * job-alert sweep says its searches' languages and countries for every alert. The codes come from the reference
 * lists, so the map stays small; past NAMES_KEPT it stops growing.
 */
const namesSaid = new Map<string, string | undefined>();
const NAMES_KEPT = 4_000;

function platformName(locale: Locale, type: 'language' | 'region', code: string): string | undefined {
  const said = `${locale}|${type}|${code}`;
  if (namesSaid.has(said)) return namesSaid.get(said);
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type, fallback: 'none' }).of(code);
  } catch {
    name = undefined;
  }
  if (namesSaid.size < NAMES_KEPT) namesSaid.set(said, name);
  return name;
}

/**
 * A language or country named in `locale` (`Intl.DisplayNames`), else as stored (docs/i18n.md#on-the-server): the
 * job pages' heads and the country list of the account forms say the same names.
 */
export function displayName(locale: Locale, type: 'language' | 'region', code: string | null, stored: string): string {
  // The stored names are English and are what the English pages have always said ("Czech Republic", not
  // "Czechia"): English keeps them.
  if (!code || locale === DEFAULT_LOCALE) return stored;
  return platformName(locale, type, code) ?? stored;
}
