// The names of the languages and skills a job carries, by id, for hydration (docs/search.md#tag-names-kept-in-memory).
// Joining them per job and building their JSON objects in PostgreSQL was half of a list's hydration: 0.6 of 0.9 ms
// for 20 jobs on the bench's data. Hydration now reads the ids and takes the names from here.
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database';

export type TagName = { slug: string; name: string };

/**
 * A language's or skill's slug and name never change once written (languages are reference data; a skill tag is
 * only ever inserted, services/skill-tags.ts); the TTL bounds what an operator changes by hand. The bound keeps the
 * candidates' own tags (skills of no job) from growing the cache without end, though only jobs' ids are asked here.
 */
const KEPT = { max: 20_000, ttl: 10 * 60_000 };
const languages = new LRUCache<number, TagName>(KEPT);
const skills = new LRUCache<number, TagName>(KEPT);

async function namesOf(db: Db, table: 'languages' | 'skills', kept: LRUCache<number, TagName>, ids: Set<number>) {
  const missing = [...ids].filter((id) => !kept.has(id));
  if (missing.length === 0) return;
  const rows = await db
    .selectFrom(table)
    .select(['id', 'slug', 'name'])
    .where('id', '=', (eb) => eb.fn.any(eb.val(missing)))
    .execute();
  for (const row of rows) kept.set(row.id, { slug: row.slug, name: row.name });
}

/**
 * The names of these languages and skills: from memory, the ones not known yet in one query per table. An id with no
 * row (deleted meanwhile) has no name; the caller leaves it out.
 */
export async function tagNames(db: Db, languageIds: Set<number>, skillIds: Set<number>) {
  await Promise.all([namesOf(db, 'languages', languages, languageIds), namesOf(db, 'skills', skills, skillIds)]);
  return {
    language: (id: number) => languages.get(id),
    skill: (id: number) => skills.get(id),
  };
}

/** By name as PostgreSQL's C collation orders it (code points), the order the joined names had. */
export const byName = (a: TagName, b: TagName) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
