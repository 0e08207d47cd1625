import { sql } from 'kysely';
import { POPULAR_LANGUAGES, POPULAR_LOCATIONS, type PopularCounts } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import type { ReferenceData } from '../reference';
import { activeJobs } from './search';

/**
 * The live counts beside the home page's popular links (docs/search.md#popular-counts): how many jobs
 * `/jobs-for-{language}-speakers` and `/jobs-in-{location}` list, by the job list's own rules (available jobs,
 * the language among the job's languages, the job's country, 'Remote' as the remote type), counted exactly rather
 * than capped at the list's 1000. One pass over the covering index of active jobs (migration 061) with one
 * filtered count per link: a single query whatever the number of links. `GET /api/jobs/popular` and the
 * server-rendered home page both read it through the versioned cache of app.ts (`fastify.popularCounts`).
 */
export async function countPopularJobs(db: Db, reference: ReferenceData): Promise<PopularCounts> {
  const languageIds = POPULAR_LANGUAGES.map((slug) => reference.languageBySlug.get(slug.toLowerCase())?.id ?? null);
  const locationIds = POPULAR_LOCATIONS.map((slug) =>
    slug === 'Remote' ? null : (reference.countryBySlug.get(slug.toLowerCase())?.id ?? null),
  );
  // A slug missing from the reference lists counts nothing (FALSE), and the query keeps one column per link.
  const counts = [
    ...languageIds.map((id) => (id === null ? sql`FALSE` : sql`jobs.language_ids @> ARRAY[${id}::int]`)),
    ...POPULAR_LOCATIONS.map((slug, index) => {
      if (slug === 'Remote') return sql`jobs.remote_type = 'remote'`;
      const id = locationIds[index];
      return id === null || id === undefined ? sql`FALSE` : sql`jobs.country_id = ${id}::int`;
    }),
  ].map((condition, index) => sql<number>`count(*) FILTER (WHERE ${condition})::int`.as(`c${index}`));
  const row = (await db.selectFrom('jobs').where(activeJobs).select(counts).executeTakeFirstOrThrow()) as Record<
    string,
    number
  >;
  const count = (index: number) => Number(row[`c${index}`] ?? 0);
  return {
    languages: POPULAR_LANGUAGES.map((slug, index) => ({ slug, count: count(index) })),
    locations: POPULAR_LOCATIONS.map((slug, index) => ({ slug, count: count(POPULAR_LANGUAGES.length + index) })),
  };
}
