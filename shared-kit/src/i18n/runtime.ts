import { type Messages, setupI18n } from '@lingui/core';
import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-kit/constants';

/** A package's messages for one language: id -> message (compiled at build time, ICU source in tests). */
export type Catalogue = Messages;
/** Loads a package's catalogue for a language, usually a dynamic import of `locales/<locale>.json`. */
export type CatalogueLoader = (locale: Locale) => Promise<Catalogue>;
/** Message id and ICU values -> text in the active language. */
export type Translate<Id extends string = string> = (id: Id, values?: Record<string, unknown>) => string;

/** The page's one instance: every package's catalogue is merged into it, ids prefixed by their package. */
export const i18n = setupI18n();

const loaders = new Set<CatalogueLoader>();
const loaded = new Map<CatalogueLoader, Set<Locale>>();

async function load(loader: CatalogueLoader, locale: Locale): Promise<void> {
  const done = loaded.get(loader) ?? new Set<Locale>();
  loaded.set(loader, done);
  if (done.has(locale)) return;
  i18n.load(locale, await loader(locale));
  done.add(locale);
}

export function currentLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * Adds a package's catalogue and loads it for the active language. A remote calls it (through CatalogueGate) before
 * its first screen renders; later switches load it with everyone else's.
 */
export async function registerCatalogue(loader: CatalogueLoader, locale: Locale = currentLocale()): Promise<void> {
  loaders.add(loader);
  await load(loader, locale);
}

/**
 * Loads every registered catalogue for the language, then switches to it: no screen ever shows a mixture of the old
 * and new languages, or message ids, while a catalogue is on its way.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  await Promise.all([...loaders].map((loader) => load(loader, locale)));
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Text for code outside React (notices, titles); components use useTranslate so they re-render on a switch. */
export const translate: Translate = (id, values) => i18n._(id, values);
