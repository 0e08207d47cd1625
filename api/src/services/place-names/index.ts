// Cities said in the interface language (docs/i18n.md#place-names): the api answers every place in the caller's
// language, and every name of a city finds it.
import { DEFAULT_LOCALE, LOCALES, type Locale } from 'shared-kit/contracts';
import { CITY_NAMES } from './city-names';

type Place = { slug: string; name: string };

/** The city's name in `locale`: our exonym where there is one ("Köln" in German), else the stored name. */
export function cityName(city: Place, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return city.name;
  return CITY_NAMES[city.slug]?.[locale] ?? city.name;
}

/**
 * The city's names in the other interface languages, so that a person who types "Cologne" on a German page (or
 * "Köln" on an English one) finds it; empty for a city every language names alike.
 */
export function otherCityNames(city: Place, locale: Locale): string[] {
  const shown = cityName(city, locale);
  const names = new Set(LOCALES.map((other) => cityName(city, other)));
  names.delete(shown);
  return [...names];
}
