import { EXCLUDED_COUNTRY_ID } from 'shared-kit/contracts';
import type { City, Country, Language, Remote } from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { createCachedValue } from '../lib/cache';

type WithId<T> = T & { id: number };

/** Reference lists, read on nearly every job-list request: kept in memory and refreshed after a short TTL. */
export type ReferenceData = {
  languages: WithId<Language>[];
  /** Every country, including the excluded pseudo-country 249 (lookups); lists use `countryList`. */
  countries: Country[];
  countryList: Country[];
  cities: WithId<City & { country_id: number }>[];
  /** Remote work types (remote, hybrid, on-site; docs/contracts.md#jobs); answered on the wire as `remotes`. */
  remoteTypes: Remote[];
  skills: WithId<{ slug: string; name: string }>[];
  keywords: WithId<{ slug: string; name: string }>[];
  /** The sectors of a candidate's interests (`GET /api/sectors`), by English name. */
  sectors: WithId<{ slug: string; name: string }>[];
  languageBySlug: Map<string, WithId<Language>>;
  countryBySlug: Map<string, Country>;
  cityBySlug: Map<string, WithId<City & { country_id: number }>>;
  remoteTypeBySlug: Map<string, Remote>;
  /** ISO 3166-1 alpha-2 code by country id, where known (migration 010): names countries in any language. */
  countryIso2: Map<number, string>;
};

async function load(db: Db): Promise<ReferenceData> {
  const [languages, countryRows, cities, remoteTypes, skills, keywords, sectors] = await Promise.all([
    db.selectFrom('languages').select(['id', 'slug', 'name']).orderBy('name').execute(),
    db.selectFrom('countries').select(['id', 'slug', 'name', 'continente', 'iso2']).orderBy('name').execute(),
    db
      .selectFrom('cities')
      .innerJoin('countries', 'countries.id', 'cities.country_id')
      .select(['cities.id', 'cities.slug', 'cities.name', 'cities.country_id', 'countries.slug as country_slug'])
      .orderBy('cities.name')
      .execute(),
    db.selectFrom('remote_types').select(['slug', 'name']).orderBy('position').execute(),
    // The board's tags only: a candidate's own tags are no reference data (services/skill-tags.ts).
    db.selectFrom('skills').select(['id', 'slug', 'name']).where('board', '=', true).orderBy('name').execute(),
    db.selectFrom('keywords').select(['id', 'slug', 'name']).orderBy('name').execute(),
    db.selectFrom('sectors').select(['id', 'slug', 'name']).orderBy('name').execute(),
  ]);
  // Slugs are matched case-insensitively: the client normalises the case by redirect
  // (docs/product-rules.md#path-names-and-canonical-paths).
  const bySlug = <T extends { slug: string }>(rows: T[]) => new Map(rows.map((row) => [row.slug.toLowerCase(), row]));
  const countryIso2 = new Map(countryRows.flatMap(({ id, iso2 }) => (iso2 ? [[id, iso2] as const] : [])));
  // The code goes on the wire too: the screens name each country in the interface language (docs/i18n.md#formats).
  const countries = countryRows;
  return {
    languages,
    countries,
    countryList: countries.filter((country) => country.id !== EXCLUDED_COUNTRY_ID),
    cities,
    remoteTypes,
    skills,
    keywords,
    sectors,
    languageBySlug: bySlug(languages),
    countryBySlug: bySlug(countries),
    cityBySlug: bySlug(cities),
    remoteTypeBySlug: bySlug(remoteTypes),
    countryIso2,
  };
}

export function createReferenceCache(db: Db, ttlMs = 60_000): () => Promise<ReferenceData> {
  return createCachedValue(() => load(db), { ttlMs });
}
