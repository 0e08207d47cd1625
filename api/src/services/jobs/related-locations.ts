// Where else a job's company, or a job with the same title, is hiring (the job page's related locations).
import { sql } from 'kysely';
import type { Locale, RelatedLocations } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { HttpError } from '../../lib/http-errors';
import { cityName } from '../place-names';
import type { ReferenceData } from '../reference';
import { activeJobs } from './search';

const MAX_PLACES = 12;

/**
 * Other cities and countries where the job's company, or a job with the same title, is hiring now (the job's own
 * city and country excluded), most jobs first. Each entry carries its slug, so the page links /jobs-in-{slug}; cities
 * are named in `locale` (docs/i18n.md#place-names).
 */
export async function relatedLocations(
  db: Db,
  reference: ReferenceData,
  jobId: number,
  locale: Locale,
): Promise<RelatedLocations> {
  const job = await db
    .selectFrom('jobs')
    .select(['id', 'company_id', 'title', 'city_id', 'country_id'])
    .where('id', '=', jobId)
    .executeTakeFirst();
  if (!job) throw new HttpError(404, text('api.job.notFound'), text('api.job.gone'));
  const places = await db
    .selectFrom('jobs')
    .select(['city_id', 'country_id', (eb) => eb.fn.countAll<number>().as('jobs')])
    .where(activeJobs)
    .where('id', '<>', job.id)
    .where((eb) =>
      eb.or([
        eb('company_id', '=', job.company_id),
        // Same expression as the trigram index on titles.
        eb(sql`immutable_unaccent(lower(title))`, '=', sql`immutable_unaccent(lower(${job.title}))`),
      ]),
    )
    .groupBy(['city_id', 'country_id'])
    .execute();
  const cityById = new Map(reference.cities.map((c) => [c.id, c]));
  const countryById = new Map(reference.countryList.map((c) => [c.id, c]));
  const cities = new Map<number, number>();
  const countries = new Map<number, number>();
  for (const place of places) {
    const count = Number(place.jobs);
    if (place.city_id !== null && place.city_id !== job.city_id)
      cities.set(place.city_id, (cities.get(place.city_id) ?? 0) + count);
    if (place.country_id !== null && place.country_id !== job.country_id)
      countries.set(place.country_id, (countries.get(place.country_id) ?? 0) + count);
  }
  const top = (counts: Map<number, number>) =>
    [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, MAX_PLACES);
  return {
    cities: top(cities).flatMap(([id, jobs]) => {
      const city = cityById.get(id);
      return city ? [{ slug: city.slug, name: cityName(city, locale), country_slug: city.country_slug, jobs }] : [];
    }),
    countries: top(countries).flatMap(([id, jobs]) => {
      const country = countryById.get(id);
      return country ? [{ ...country, jobs }] : [];
    }),
  };
}
