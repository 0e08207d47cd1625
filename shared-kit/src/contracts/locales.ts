// The interface languages and how a request's language is chosen (docs/i18n.md#choosing-the-language).
// Pure: the api and the front ends both use it (front ends through `shared-kit/constants`).

export const LOCALES = ['en', 'de', 'fr', 'es', 'it', 'pl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a visitor's choice (set by the language switcher and at sign-in from the account). */
export const LOCALE_COOKIE = 'locale';
/** A year: the choice outlives sessions. */
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Each language named in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pl: 'Polski',
};

/**
 * The `Intl` locale of each interface language: English is British English (day before month, 24-hour clock), as
 * suits a European job board; the others take their own defaults (docs/i18n.md#formats).
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-GB', de: 'de', fr: 'fr', es: 'es', it: 'it', pl: 'pl' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * A stored or sent language when it is one of ours, else `fallback` (English unless said): the language of a mail
 * to an account (`users.locale`, which may be empty or a language the site no longer offers).
 */
export function localeOr(value: string | null | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(value) ? value : fallback;
}

/** Browsers send a few entries; a longer header is read only this far (every input has a bound). */
const MAX_ACCEPT_LANGUAGE = 512;

/**
 * The best interface language for an `Accept-Language` header: the highest-weighted entry whose primary subtag is one
 * of ours ('pl-PL' counts as 'pl'), else the default. Entries with q=0 are refused languages.
 */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  let best: Locale = DEFAULT_LOCALE;
  let bestWeight = 0;
  for (const entry of acceptLanguage.slice(0, MAX_ACCEPT_LANGUAGE).split(',')) {
    const [tag = '', ...params] = entry.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (isLocale(primary) && Number.isFinite(weight) && weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}

/** The language of a request: the cookie when it names one of ours, else `Accept-Language`. */
export function chooseLocale(
  cookieValue: string | undefined | null,
  acceptLanguage: string | undefined | null,
): Locale {
  return isLocale(cookieValue) ? cookieValue : negotiateLocale(acceptLanguage);
}
