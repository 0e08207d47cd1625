import { sql } from 'kysely';
import type { Db } from '../../src/db/database';
import { type JobFilters, searchJobs } from '../../src/services/jobs/search';
import { MAX_KEYWORD_WORDS, searchesTitleWords } from '../../src/services/jobs/title-words';

/**
 * The job lists' answers as the predicates on jobs give them, written out as searchJobs had them before the facets
 * tables and the keyword index (docs/search.md#what-the-fixes-of-issue-31-bought), beside what searchJobs answers:
 * the tests of the lists' indexes ask that both agree on varied filters. `db`: the test app's handle, read when used.
 */
export function searchOracle(db: () => Db) {
  /** Every matching active, unexpired job, newest first, by the predicates on jobs that searchJobs had. */
  const expected = async (filters: JobFilters) => {
    const keywords = filters.keywords?.trim() ?? '';
    // The title's rule (docs/search.md#title-words), on the title itself: every word of the keywords inside a word of
    // the title, a word of one or two letters as a whole word.
    const words = (text: unknown) => sql`unnest(tsvector_to_array(to_tsvector('simple', immutable_unaccent(${text}))))`;
    const rows = await sql<{ id: number }>`
      SELECT jobs.id FROM jobs
      WHERE jobs.status = 'active' AND (jobs.expires_at IS NULL OR jobs.expires_at > now())
        AND (${filters.languageIds.length === 0} OR EXISTS (
          SELECT 1 FROM job_languages jl WHERE jl.job_id = jobs.id AND jl.language_id = ANY(${filters.languageIds}::int[])
          GROUP BY jl.job_id HAVING count(DISTINCT jl.language_id) = ${filters.languageIds.length}::int))
        AND (${filters.skillId === null} OR EXISTS (
          SELECT 1 FROM job_skills js WHERE js.job_id = jobs.id AND js.skill_id = ${filters.skillId ?? 0}::int))
        AND (${filters.countryId === null} OR jobs.country_id = ${filters.countryId ?? 0}::int)
        AND (${filters.cityId === null} OR jobs.city_id = ${filters.cityId ?? 0}::int)
        AND (${filters.remote === null} OR jobs.remote_type = ${filters.remote ?? ''})
        AND (${filters.experience.length === 0} OR jobs.experience = ANY(${filters.experience}::int[]))
        AND (${filters.employmentTypes.length === 0} OR jobs.employment_type = ANY(${filters.employmentTypes}::int[]))
        AND (${!filters.latests} OR jobs.published_at > now() - interval '7 days')
        AND (${keywords === ''}
          OR jobs.search @@ websearch_to_tsquery('simple', immutable_unaccent(${keywords}))
          OR (${searchesTitleWords(keywords)} AND EXISTS (SELECT 1 FROM ${words(keywords)} AS k(w))
            AND (SELECT count(*) FROM ${words(keywords)} AS k(w)) <= ${MAX_KEYWORD_WORDS} AND NOT EXISTS (
            SELECT 1 FROM ${words(keywords)} AS k(w) WHERE NOT EXISTS (
              SELECT 1 FROM ${words(sql`jobs.title`)} AS t(w)
              WHERE t.w = k.w OR (length(k.w) >= 3 AND strpos(t.w, k.w) > 0)))))
      ORDER BY jobs.published_at DESC, jobs.id DESC`.execute(db());
    return rows.rows.map((row) => row.id);
  };

  /** What searchJobs answers: every page of 3, joined, and the total. */
  const searched = async (filters: JobFilters) => {
    const ids: number[] = [];
    let total = -1;
    for (let from = 0; ; from += 3) {
      const found = await searchJobs(db(), filters, { from, size: 3 });
      total = found.total;
      ids.push(...found.ids);
      if (found.ids.length < 3) break;
    }
    return { ids, total };
  };

  const expectSame = async (filters: JobFilters) => {
    const want = await expected(filters);
    const got = await searched(filters);
    expect({ filters, ...got }).toEqual({ filters, ids: want, total: want.length });
  };

  return { expected, expectSame };
}
