// The names of what a job refers to by id, for hydration: its languages and skills
// (docs/search.md#tag-names-kept-in-memory), its city, country and remote type
// (docs/search.md#a-jobs-card-from-its-own-row). Joining them per job was most of a list's hydration in PostgreSQL;
// hydration now reads the job's own row and takes the names from here.
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';

export type TagName = { slug: string; name: string };
type CityRow = TagName & { country_slug: string };
type CountryRow = TagName & { id: number; continente: number | null; iso2: string | null };

/**
 * A language's or skill's slug and name never change once written (languages are reference data; a skill tag is
 * only ever inserted, services/skill-tags.ts); cities, countries and remote types are reference data the seed writes.
 * The TTL bounds what an operator changes by hand. The bound keeps the candidates' own tags (skills of no job) from
 * growing the cache without end, though only jobs' ids are asked here.
 */
const KEPT = { max: 20_000, ttl: 10 * 60_000 };
const languages = new LRUCache<number, TagName>(KEPT);
const skills = new LRUCache<number, TagName>(KEPT);
const cities = new LRUCache<number, CityRow>(KEPT);
const countries = new LRUCache<number, CountryRow>(KEPT);
const remoteTypes = new LRUCache<string, TagName>(KEPT);

/** Reads the rows of `ids` that `kept` lacks, in one query, and keeps them. */
async function keep<Key extends number | string, Row>(
  kept: LRUCache<Key, Row & {}>,
  ids: Iterable<Key>,
  read: (missing: Key[]) => Promise<(Row & { key: Key })[]>,
) {
  const missing = [...new Set(ids)].filter((id) => !kept.has(id));
  if (missing.length === 0) return;
  for (const { key, ...row } of await read(missing)) kept.set(key, row as unknown as Row & {});
}

const tagRows = (db: Db, table: 'languages' | 'skills') => (missing: number[]) =>
  db
    .selectFrom(table)
    .select(['id as key', 'slug', 'name'])
    .where('id', '=', (eb) => eb.fn.any(eb.val(missing)))
    .execute();

/**
 * The names of these languages and skills: from memory, the ones not known yet in one query per table. An id with no
 * row (deleted meanwhile) has no name; the caller leaves it out.
 */
export async function tagNames(db: Db, languageIds: Iterable<number>, skillIds: Iterable<number>) {
  await Promise.all([
    keep(languages, languageIds, tagRows(db, 'languages')),
    keep(skills, skillIds, tagRows(db, 'skills')),
  ]);
  return {
    language: (id: number) => languages.get(id),
    skill: (id: number) => skills.get(id),
  };
}

/** The rows of these cities, countries and remote types (by slug), as `tagNames` reads names. */
export async function placeRows(
  db: Db,
  cityIds: Iterable<number>,
  countryIds: Iterable<number>,
  remoteSlugs: Iterable<string>,
) {
  await Promise.all([
    keep(cities, cityIds, (missing) =>
      db
        .selectFrom('cities')
        .innerJoin('countries', 'countries.id', 'cities.country_id')
        .select(['cities.id as key', 'cities.slug', 'cities.name', 'countries.slug as country_slug'])
        .where('cities.id', '=', (eb) => eb.fn.any(eb.val(missing)))
        .execute(),
    ),
    keep(countries, countryIds, (missing) =>
      db
        .selectFrom('countries')
        .select(['id as key', 'id', 'slug', 'name', 'continente', 'iso2'])
        .where('id', '=', (eb) => eb.fn.any(eb.val(missing)))
        .execute(),
    ),
    keep(remoteTypes, remoteSlugs, (missing) =>
      db
        .selectFrom('remote_types')
        .select(['slug as key', 'slug', 'name'])
        .where('slug', '=', (eb) => eb.fn.any(eb.val(missing)))
        .execute(),
    ),
  ]);
  return {
    city: (id: number | null) => (id === null ? undefined : cities.get(id)),
    country: (id: number | null) => (id === null ? undefined : countries.get(id)),
    remote: (slug: string | null) => (slug === null ? undefined : remoteTypes.get(slug)),
  };
}

/**
 * A language with its level as one integer, language id x 10 + level: what `jobs.language_codes` and
 * `jobs.mandatory_languages` hold (migration 241's `job_language_copies`) and what a candidate's card reads.
 */
export const languageOfCode = (code: number) => Math.floor(code / 10);

/** The level of a language code: only the candidates' scale 1-4 goes on the wire, 0 is "not given". */
export function levelOfCode(code: number): 1 | 2 | 3 | 4 | null {
  const level = code % 10;
  return level === 1 || level === 2 || level === 3 || level === 4 ? level : null;
}

/** By name as PostgreSQL's C collation orders it (code points), the order the joined names had. */
export const byName = (a: TagName, b: TagName) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
