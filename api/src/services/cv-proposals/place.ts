// The place a CV names ("Berlin, Deutschland", "Kraków", "Lyon, France"), read as the profile's own country and city
// choices (docs/product-rules.md#cv-extraction): a profile's location is its country and city, which the job
// matching and the company's search read; the free-text field is only for what the reference lists do not know.
import { LOCALES } from 'shared-kit/contracts';
import type { ReferenceData } from '../reference';

/** Compared without case and accents ("Kraków" is "krakow"), a slug's hyphens as spaces. */
const plain = (value: string) =>
  value.normalize('NFD').replace(/\p{M}/gu, '').replace(/-/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();

// Country names in every interface language (a German CV says "Deutschland", a Polish one "Niemcy"), built once.
const regionNames = LOCALES.map((locale) => new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }));

function countryNames(country: ReferenceData['countryList'][number]): string[] {
  const iso = country.iso2 ?? '';
  const names = [country.name, country.slug];
  if (/^[A-Z]{2}$/i.test(iso)) {
    names.push(iso);
    for (const display of regionNames) names.push(display.of(iso.toUpperCase()) ?? '');
  }
  return names.filter(Boolean).map(plain);
}

export type MatchedPlace = { countryId: number | null; cityId: number | null };

/** The country and city of the reference lists that `text` names, each null when none fits. */
export function matchPlace(reference: ReferenceData, text: string): MatchedPlace {
  const parts = text
    .split(/\s*[,/(]\s*|\)/)
    .map(plain)
    .filter(Boolean)
    .slice(0, 6);
  const country = reference.countryList.find((one) => countryNames(one).some((name) => parts.includes(name)));
  const cities = reference.cities.filter(
    (city) => parts.includes(plain(city.name)) || parts.includes(plain(city.slug)),
  );
  // A city of the named country first (there is a Valencia in Spain and one in Venezuela), else the only one.
  const city = country
    ? cities.find((one) => one.country_id === country.id)
    : cities.length === 1
      ? cities[0]
      : undefined;
  return { countryId: country?.id ?? city?.country_id ?? null, cityId: city?.id ?? null };
}
