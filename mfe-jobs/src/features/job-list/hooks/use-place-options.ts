import { EU_CONTINENTE, EXCLUDED_COUNTRY_ID } from 'shared-kit/constants';
import { useTranslate } from 'shared-kit/i18n';
import { useJobDisplay } from '../../../lib/job-display';
import type { JobsMessageId } from '../../../locales';
import type { Reference } from '../state/job-list-store';
import { useFilterNames } from './use-filter-names';

export type PlaceOption = { value: string; label: string; hint?: string; also?: string[] };

/**
 * The location filter's options, for the app's combobox and the server's form alike (docs/product-rules.md#filters):
 * Remote first, then the EU countries, the other countries (never country 249), then the cities, named in the
 * interface language with their country as a hint and their other names to be found by (docs/i18n.md#place-names).
 */
export function usePlaceOptions(reference: Reference): PlaceOption[] {
  const t = useTranslate<JobsMessageId>();
  const display = useJobDisplay();
  const names = useFilterNames(reference);
  const countries = reference.countries.filter((c) => c.id !== EXCLUDED_COUNTRY_ID);
  const options: PlaceOption[] = [
    { value: 'Remote', label: t('jobs.filters.remoteLocation') },
    ...countries
      .filter((c) => c.continente === EU_CONTINENTE)
      .map((c) => ({ value: c.slug, label: display.country(c) })),
    ...countries
      .filter((c) => c.continente !== EU_CONTINENTE)
      .map((c) => ({ value: c.slug, label: display.country(c) })),
    ...reference.cities.map((c) => ({
      value: c.slug,
      label: c.name,
      hint: names.location(c.country_slug),
      ...(c.also ? { also: c.also } : {}),
    })),
  ];
  return options.filter((option, index, all) => all.findIndex((o) => o.value === option.value) === index);
}
