import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { asAutovacuumLeavesThem } from './query-plans';

/**
 * Puts a language on the jobs `pick` chooses (a condition on `jobs.id`) for the time of `test`, then takes it away:
 * job_languages rows, whose triggers rewrite jobs.language_ids and the facets, then the planner's statistics.
 *
 * Why: the tests' few dozen jobs carry each language a handful of times, and on so few entries every index of
 * job_language_facets costs the same to the planner, so which one a plan walks was a coin toss (a CI run walked the
 * newest-first index for Dutch in Portugal). A language on many jobs gives the planner the choice a real board gives
 * it. The tables are then vacuumed and analysed, as autovacuum keeps a live board's (`asAutovacuumLeavesThem`).
 */
export async function withLanguageOnJobs(
  db: Db,
  languageId: number,
  pick: RawBuilder<boolean>,
  test: () => Promise<void>,
): Promise<void> {
  const added = await sql<{ job_id: number }>`
    INSERT INTO job_languages (job_id, language_id, mandatory, level)
    SELECT id, ${languageId}::int, false, NULL FROM jobs
    WHERE NOT ${languageId}::int = ANY(language_ids) AND ${pick}
    RETURNING job_id`.execute(db);
  await asAutovacuumLeavesThem(db, ['jobs', 'job_language_facets']);
  try {
    await test();
  } finally {
    const ids = added.rows.map((row) => row.job_id);
    if (ids.length > 0) {
      await db.deleteFrom('job_languages').where('language_id', '=', languageId).where('job_id', 'in', ids).execute();
    }
    await asAutovacuumLeavesThem(db, ['jobs', 'job_language_facets']);
  }
}

/**
 * Planner settings for `recordingDb(...).plans`: the walks in index order only. A real board's list of a language
 * has thousands of entries, and the count stops at 1,001 of them in index order; the tests' dozens of entries fit in
 * one page, where a bitmap scan of any index on the language and a sort cost the planner least, so it would pick one
 * of them at random. Without those two, the index whose columns hold the list's place reads fewest entries.
 */
export const WALKS_IN_ORDER = ['enable_bitmapscan = off', 'enable_sort = off'];
