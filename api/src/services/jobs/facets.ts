import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { prepared, preparedFirst } from '../../db/prepared';
import type { BroadTerms } from './broad-terms';
import type { JobFilters, JobSearchResult } from './search';

// The job lists served by a facets table (job_language_facets, job_skill_facets) instead of jobs: searchJobs
// (search.ts) asks facetOf first and, when it answers, searchOneFacet. docs/search.md#the-query

/** The first query's answer when it runs as a prepared statement (it always answers one row). */
export const NO_MATCHES = { count: 0, ids: [] as number[] };

/**
 * A list of one language (beside languages on most jobs, below), or of one skill, and no other skill, company or
 * keywords: served by a facets table (job_language_facets, migrations 232 and 247; job_skill_facets, migration 234),
 * one row per language or skill of every active job, whose B-trees are ordered as the list is. A language's rows
 * carry the job's place, and a B-tree per kind of place orders them by language and place: a list of one language in
 * a country, a city or a remote type walks exactly its jobs (docs/search.md#one-language-in-one-place). A skill's
 * rows carry no place: a skill in a place keeps the place's covering index on jobs (migration 061). A language's rows
 * also carry all the job's languages (migration 248): a list of languages on most jobs and one other walks the
 * other's rows and tests the broad ones on each entry (docs/search.md#a-language-on-most-jobs-and-one-other). Two or
 * more narrow languages keep the GIN index on jobs.language_ids, which intersects them (rare combinations stay a
 * handful of rows); a company (minisite) its own index. docs/search.md#the-query
 */
export type Facet =
  | {
      table: 'job_language_facets';
      column: 'language_id';
      id: number;
      /** The list's other languages, tested on each entry of the walk. */
      others: number[];
    }
  | {
      table: 'job_skill_facets';
      column: 'skill_id';
      id: number;
      others: [];
    };

export function facetOf(filters: JobFilters, broad: BroadTerms): Facet | null {
  if (filters.companyId !== null || filters.keywords?.trim()) return null;
  const placed = filters.countryId !== null || filters.cityId !== null || filters.remote !== null;
  const walked = walkedLanguage(filters.languageIds, broad);
  if (walked !== null && filters.skillId === null) {
    const others = filters.languageIds.filter((id) => id !== walked);
    return { table: 'job_language_facets', column: 'language_id', id: walked, others };
  }
  if (filters.languageIds.length === 0 && filters.skillId !== null && !placed) {
    return { table: 'job_skill_facets', column: 'skill_id', id: filters.skillId, others: [] };
  }
  return null;
}

/**
 * The language whose facets a list walks: its only language, or the only one not on most jobs, the others being on
 * most of its entries, so the walk finds its 1,001 matches soon (with every language broad, the first). Null with no
 * language or with two narrow ones: few jobs have both, and the GIN index finds them without walking either.
 */
function walkedLanguage(ids: readonly number[], broad: BroadTerms): number | null {
  if (ids.length <= 1) return ids[0] ?? null;
  const narrow = ids.filter((id) => !broad.languages.has(id));
  if (narrow.length > 1) return null;
  return narrow[0] ?? ids[0] ?? null;
}

/** The columns both facets tables share, the language's or skill's id as `facet_id`; a language's also its place. */
type FacetRow = {
  facet_id: number;
  job_id: number;
  published_at: Date;
  expires_at: Date | null;
  experience: number | null;
  employment_type: number | null;
  country_id: number | null;
  city_id: number | null;
  remote_type: string | null;
  language_ids: number[] | null;
};

/**
 * A language's rows name the job's place (migration 247) and languages (migration 232); a skill's are only ever asked
 * without them (facetOf).
 */
const LANGUAGE_ROW_COLUMNS = {
  job_language_facets: sql`country_id, city_id, remote_type, language_ids`,
  job_skill_facets: sql`NULL::int AS country_id, NULL::int AS city_id, NULL::text AS remote_type,
    NULL::int[] AS language_ids`,
};

/** The active, unexpired jobs of the list's one language or skill with the filters the facets row carries. */
function facetMatches(db: Db, facet: Facet, filters: JobFilters) {
  // A plain subquery of one table: PostgreSQL pulls it up, so the walk is the table's own B-tree: with a place, the
  // B-tree of the language and that place (with two, the one the planner's statistics say is narrower).
  const rows = sql<FacetRow>`(SELECT ${sql.ref(facet.column)} AS facet_id, job_id, published_at, expires_at,
    experience, employment_type, ${LANGUAGE_ROW_COLUMNS[facet.table]} FROM ${sql.table(facet.table)})`;
  let q = db
    .selectFrom(rows.as('f'))
    .where('f.facet_id', '=', facet.id)
    // The tables hold only status 'active' jobs; the expiry half of jobIsAvailable is tested here.
    .where(sql<boolean>`(f.expires_at IS NULL OR f.expires_at > now())`);
  // One array whatever their number, so the text (and its prepared statement) is one.
  if (facet.others.length > 0) q = q.where(sql<boolean>`f.language_ids @> ${facet.others}::int[]`);
  if (filters.cityId !== null) q = q.where('f.city_id', '=', filters.cityId);
  if (filters.countryId !== null) q = q.where('f.country_id', '=', filters.countryId);
  if (filters.remote !== null) q = q.where('f.remote_type', '=', filters.remote);
  if (filters.experience.length > 0) q = q.where('f.experience', 'in', filters.experience);
  if (filters.employmentTypes.length > 0) q = q.where('f.employment_type', 'in', filters.employmentTypes);
  if (filters.latests) q = q.where('f.published_at', '>', sql<Date>`now() - interval '7 days'`);
  return q;
}

/**
 * searchJobs for a one-language or one-skill list: one index-only walk of its range, newest first, takes the first
 * cap + 1 entries, counts them and cuts the page out of them; only a page past those entries needs a second walk.
 */
export async function searchOneFacet(
  db: Db,
  facet: Facet,
  filters: JobFilters,
  page: { from: number; size: number },
  counting: boolean,
  cap: number,
): Promise<JobSearchResult> {
  const newest = () =>
    facetMatches(db, facet, filters)
      .select(['f.job_id as id', 'f.published_at'])
      .orderBy('f.published_at', 'desc')
      .orderBy('f.job_id', 'desc');
  const firstQuery = db
    .with('matches', () => newest().limit(cap + 1))
    .selectNoFrom([
      sql<number>`(SELECT count(*) FROM matches)::int`.as('count'),
      sql<number[]>`ARRAY(SELECT id FROM matches ORDER BY published_at DESC, id DESC
      OFFSET ${page.from}::int LIMIT ${page.size}::int)`.as('ids'),
    ]);
  // One language or skill alone, or one language in one place (with broad languages or not), is the same walk of one
  // B-tree whatever the ids: planned once per connection (docs/search.md#lists-planned-once). The narrower facets
  // (experience, contract, last 7 days) vary the text.
  const planOnce = filters.experience.length === 0 && filters.employmentTypes.length === 0 && !filters.latests;
  const first = planOnce
    ? ((await preparedFirst(db, firstQuery)) ?? NO_MATCHES)
    : await firstQuery.executeTakeFirstOrThrow();
  const many = first.count > cap;
  // Counting, the cap is the count's (COUNT_CAP in search.ts).
  const total = counting ? Math.min(first.count, cap) : 0;
  const capped = counting && many;
  if (!many || page.from + page.size <= cap + 1) return { ids: first.ids, total, capped };
  const walk = newest().offset(page.from).limit(page.size);
  const rows = planOnce ? await prepared(db, walk) : await walk.execute();
  return { ids: rows.map((row) => row.id), total, capped };
}
