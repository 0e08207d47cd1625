// The language the page starts in and the visitor's switch (docs/i18n.md#choosing-the-language).
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from 'shared-kit/constants';
import { loadKitMessages } from '../locales';
import { activateLocale, type CatalogueLoader, registerCatalogue } from './runtime';

/**
 * The server chose the language of the HTML (account, cookie, Accept-Language) and wrote it in `<html lang>`; the
 * app starts in the same one, so its first render matches the server's markup.
 */
export function chooseLocaleOnPage(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Keeps a visitor's choice for the server's next page (signed-in users also store it in their account). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/**
 * Before the first render of the shell (or of a remote alone): shared-kit's and the given catalogues are loaded in
 * the page's language and that language is active. Until then the server's markup stays on screen.
 */
export async function startI18n(loaders: CatalogueLoader[]): Promise<void> {
  const locale = chooseLocaleOnPage();
  // Loaded in the page's language now (no language is active yet); activateLocale then finds them loaded.
  await Promise.all([loadKitMessages, ...loaders].map((loader) => registerCatalogue(loader, locale)));
  await activateLocale(locale);
}

/**
 * The language the `locale` cookie names, if one of ours. The api sets it from the account's choice when someone
 * signs in, so the page can follow that choice at once.
 */
export function localeFromCookie(): Locale | null {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return isLocale(value) ? value : null;
}
