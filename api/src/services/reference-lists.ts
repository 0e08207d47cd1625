// The reference lists the account forms choose from (docs/contracts.md#reference-lists), read from the reference
// data the api keeps in memory (services/reference.ts) and put in the caller's language.
import { type CityChoice, type CountryChoice, countryName, INTL_LOCALES, type Locale } from 'shared-kit/contracts';
import { text } from '../i18n/catalogues';
import { notFound } from '../lib/http-errors';
import { cityName } from './place-names';
import type { ReferenceData } from './reference';

const collator = (locale: Locale) => new Intl.Collator(INTL_LOCALES[locale], { sensitivity: 'base', numeric: true });

/**
 * Every country of the country list (never 249: docs/product-rules.md#constants-and-limits), named in `locale`
 * where its ISO code is known, and sorted by that name as the language sorts it (German files "Österreich" under O,
 * Polish puts "Łotwa" after "Litwa").
 */
export function countryChoices(reference: ReferenceData, locale: Locale): CountryChoice[] {
  const compare = collator(locale);
  return reference.countryList
    .map(({ id, slug, name }) => {
      const iso2 = reference.countryIso2.get(id) ?? null;
      return { id, slug, name: countryName({ name, iso2 }, locale), iso2 };
    })
    .sort((a, b) => compare.compare(a.name, b.name));
}

/**
 * The cities of one country of the list, named in `locale` (docs/i18n.md#place-names) and sorted by that name; a
 * country that is not in the list (unknown, or 249) is a 404.
 */
export function cityChoices(reference: ReferenceData, countryId: number, locale: Locale): CityChoice[] {
  if (!reference.countryList.some((country) => country.id === countryId)) {
    throw notFound(text('api.country.notFound'));
  }
  const compare = collator(locale);
  return reference.cities
    .filter((city) => city.country_id === countryId)
    .map(({ id, slug, name }) => ({ id, slug, name: cityName({ slug, name }, locale) }))
    .sort((a, b) => compare.compare(a.name, b.name));
}
