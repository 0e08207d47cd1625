import { sql } from 'kysely';
import type { Db } from '../db/database';
import { activeJobs, jobIsAvailable } from './jobs/search';

/**
 * The sitemap's reads. Job files are fixed id ranges (file n holds the active jobs with id in
 * ((n-1)*size, n*size]): each file is one range scan of the primary key, and a job stays in the same file for
 * its whole life, so crawlers do not see files reshuffle as other jobs expire.
 */

/** Non-empty job files with their newest change, in one pass over the active jobs. */
export async function jobFiles(db: Db, size: number): Promise<{ file: number; lastmod: Date }[]> {
  const rows = await db
    .selectFrom('jobs')
    .where(activeJobs)
    .select([
      sql<number>`((jobs.id - 1) / ${size})::int + 1`.as('file'),
      sql<Date>`max(greatest(jobs.updated_at, jobs.published_at))`.as('lastmod'),
    ])
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .execute();
  return rows.map((row) => ({ file: Number(row.file), lastmod: row.lastmod }));
}

export async function jobsOfFile(db: Db, file: number, size: number): Promise<{ url: string; lastmod: Date }[]> {
  return db
    .selectFrom('jobs')
    .where(activeJobs)
    .where('jobs.id', '>', (file - 1) * size)
    .where('jobs.id', '<=', file * size)
    .select(['jobs.url', sql<Date>`greatest(jobs.updated_at, jobs.published_at)`.as('lastmod')])
    .orderBy('jobs.id')
    .execute();
}

export type ListGroup = { countryId: number | null; languageId: number | null; remote: string | null; lastmod: Date };

/**
 * Job lists that have results: per language, per country, per country + language, per remote type. One
 * grouping-sets query; GROUPING() tells which set a row belongs to (a NULL key alone cannot: a job may have no
 * country or no remote type).
 */
export async function listGroups(db: Db): Promise<ListGroup[]> {
  const { rows } = await sql<{
    g: number;
    country_id: number | null;
    language_id: number | null;
    remote_type: string | null;
    lastmod: Date;
  }>`
    SELECT GROUPING(jobs.country_id, jl.language_id, jobs.remote_type) AS g,
           jobs.country_id, jl.language_id, jobs.remote_type,
           max(greatest(jobs.updated_at, jobs.published_at)) AS lastmod
    FROM jobs
    LEFT JOIN job_languages jl ON jl.job_id = jobs.id
    WHERE ${jobIsAvailable}
    GROUP BY GROUPING SETS ((jl.language_id), (jobs.country_id), (jobs.country_id, jl.language_id), (jobs.remote_type))
  `.execute(db);
  // Bits of g, high to low: country, language, remote; a set bit means "not in this grouping set".
  const wanted = new Set([0b101, 0b011, 0b001, 0b110]);
  return rows
    .filter((row) => wanted.has(row.g))
    .filter(
      (row) =>
        (row.g & 0b100 ? true : row.country_id !== null) &&
        (row.g & 0b010 ? true : row.language_id !== null) &&
        (row.g & 0b001 ? true : row.remote_type !== null),
    )
    .map((row) => ({
      countryId: row.g & 0b100 ? null : row.country_id,
      languageId: row.g & 0b010 ? null : row.language_id,
      remote: row.g & 0b001 ? null : row.remote_type,
      lastmod: row.lastmod,
    }));
}

/** Companies with a minisite service, with the newest change among their active jobs. */
export async function minisites(db: Db): Promise<{ slug: string; lastmod: Date }[]> {
  const { rows } = await sql<{ slug: string; lastmod: Date }>`
    SELECT c.slug, coalesce(max(greatest(jobs.updated_at, jobs.published_at)), c.created_at) AS lastmod
    FROM companies c
    LEFT JOIN jobs ON jobs.company_id = c.id AND ${jobIsAvailable}
    WHERE c.has_minisite_service
    GROUP BY c.id
    ORDER BY c.slug
  `.execute(db);
  return rows;
}

export async function careerEventPaths(db: Db): Promise<{ path: string }[]> {
  return db.selectFrom('career_events').select('landing_path as path').orderBy('id').execute();
}
