// Language and country names on the home page, in the interface language (docs/i18n.md#formats).
import {
  DEFAULT_LOCALE,
  type Locale,
  POPULAR_LANGUAGE_CODES,
  POPULAR_LOCATION_CODES,
  type POPULAR_LANGUAGES,
} from 'shared-kit/constants';
import { slugToName } from 'shared-kit/routes';

type Language = (typeof POPULAR_LANGUAGES)[number];
type Country = keyof typeof POPULAR_LOCATION_CODES;

/**
 * English keeps the site's own names, the ones its URLs and job-list titles use ("Czech Republic", where
 * `Intl.DisplayNames` says "Czechia"); other languages get the platform's name from the ISO code.
 */
export function languageName(language: Language, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return language;
  return new Intl.DisplayNames([locale], { type: 'language' }).of(POPULAR_LANGUAGE_CODES[language]) ?? language;
}

export function countryName(country: Country, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return slugToName(country);
  return new Intl.DisplayNames([locale], { type: 'region' }).of(POPULAR_LOCATION_CODES[country]) ?? slugToName(country);
}
