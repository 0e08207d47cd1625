import { type RawBuilder, sql } from 'kysely';
import { broadTerms } from '../../src/services/jobs/broad-terms';
import { noFilters, searchJobs } from '../../src/services/jobs/search';
import { WALKS_IN_ORDER, withLanguageOnJobs } from '../support/job-languages';
import { searchOracle } from '../support/job-search-oracle';
import { recordingDb, useAppWithPool } from '../support/query-plans';

// A list of a language on most jobs and one other walks the other's rows of job_language_facets and tests the broad
// one on each entry (migration 248, docs/search.md#a-language-on-most-jobs-and-one-other): its answers stay those of
// the predicates on jobs, in every place, and two narrow languages keep the GIN index on jobs.
describe('a broad language and one other: the answers of the predicates on jobs, from the other language’s facets', () => {
  const { t, pool } = useAppWithPool();
  const { expectSame } = searchOracle(() => t.db);

  const numbers = async (query: RawBuilder<{ v: number }>) => (await query.execute(t.db)).rows.map((row) => row.v);
  const idOf = async (table: 'languages' | 'countries' | 'cities', slug: string) =>
    (await t.db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

  /**
   * English on most jobs, as on a real board, but not on every one (so the test on each entry has jobs to leave out),
   * for the time of `test`; the planner's statistics then say it is broad (broad-terms.ts).
   */
  const withEnglishOnMostJobs = async (test: (english: number) => Promise<void>) => {
    const english = await idOf('languages', 'English');
    await withLanguageOnJobs(t.db, english, sql`id % 5 <> 0`, () => test(english));
  };

  it('lists the active jobs of English and each other language, in each country, city and remote type', () =>
    withEnglishOnMostJobs(async (english) => {
      expect((await broadTerms(t.db)).languages.has(english)).toBe(true);
      const withoutEnglish = await numbers(sql`SELECT count(*)::int AS v FROM jobs
      WHERE status = 'active' AND NOT ${english}::int = ANY(language_ids)`);
      expect(withoutEnglish[0]).toBeGreaterThan(0);
      const others = await numbers(sql`SELECT DISTINCT language_id AS v FROM job_languages
      WHERE language_id <> ${english}::int ORDER BY 1`);
      const countries = await numbers(sql`SELECT DISTINCT country_id AS v FROM jobs WHERE country_id IS NOT NULL`);
      const cities = await numbers(sql`SELECT DISTINCT city_id AS v FROM jobs WHERE city_id IS NOT NULL`);
      expect(others.length).toBeGreaterThan(3);
      for (const other of others) {
        // Either order: the walk is the narrow language's, whichever the address names first.
        const pair = { ...noFilters(), languageIds: [english, other] };
        await expectSame(pair);
        await expectSame({ ...pair, languageIds: [other, english] });
        for (const countryId of countries) await expectSame({ ...pair, countryId });
        for (const cityId of cities) await expectSame({ ...pair, cityId });
        for (const remote of ['remote', 'hybrid', 'on-site']) await expectSame({ ...pair, remote });
        await expectSame({ ...pair, experience: [3], employmentTypes: [1, 2] });
        await expectSame({ ...pair, remote: 'remote', latests: true });
      }
    }));

  it('drops a job that loses the broad language from the pair’s list', () =>
    withEnglishOnMostJobs(async (english) => {
      const dutch = await idOf('languages', 'Dutch');
      const [job] = await numbers(sql`SELECT id AS v FROM jobs WHERE status = 'active'
      AND language_ids @> ARRAY[${english}::int, ${dutch}::int] ORDER BY id LIMIT 1`);
      if (job === undefined) throw new Error('no active job has English and Dutch');
      const pair = { ...noFilters(), languageIds: [english, dutch] };
      const ids = async () => (await searchJobs(t.db, pair, { from: 0, size: 100 })).ids;
      const before = await t.db.selectFrom('job_languages').selectAll().where('job_id', '=', job).execute();
      expect(await ids()).toContain(job);
      try {
        await t.db.deleteFrom('job_languages').where('job_id', '=', job).where('language_id', '=', english).execute();
        expect(await ids()).not.toContain(job);
        await expectSame(pair);
      } finally {
        await t.db.deleteFrom('job_languages').where('job_id', '=', job).execute();
        await t.db.insertInto('job_languages').values(before).execute();
      }
      expect(await ids()).toContain(job);
    }));

  it('walks the narrow language’s index, by place or not, reading no jobs row; two narrow languages read jobs', () =>
    withEnglishOnMostJobs(async (english) => {
      const dutch = await idOf('languages', 'Dutch');
      // Dutch on a fifth more of the jobs: still narrow, but on enough entries that walking it by place beats walking
      // it newest first (on a handful of entries every index ties, support/job-languages.ts).
      await withLanguageOnJobs(t.db, dutch, sql`id % 5 = 1`, async () => {
        const cases = [
          [{}, 'job_language_facets_newest'],
          [{ countryId: await idOf('countries', 'Portugal') }, 'job_language_facets_country'],
          [{ cityId: await idOf('cities', 'Lisbon') }, 'job_language_facets_city'],
          [{ remote: 'remote' }, 'job_language_facets_remote'],
        ] as const;
        for (const [place, index] of cases) {
          const recording = recordingDb(pool);
          await searchJobs(
            recording.db,
            { ...noFilters(), languageIds: [english, dutch], ...place },
            { from: 0, size: 20 },
          );
          const plans = await recording.plans(WALKS_IN_ORDER);
          expect(plans).toHaveLength(1);
          // The index, not which scan of it (as in job-list-language-places.test.ts).
          expect(plans[0]).toMatch(new RegExp(`(Index (Only )?Scan using|Bitmap Index Scan on) ${index}\\b`));
          expect(plans[0]).toMatch(new RegExp(`language_id = ${dutch}\\b`));
          expect(plans[0]).not.toMatch(/ on jobs\b/);
        }
      });
      // Two languages neither of which is on most jobs: the GIN index intersects them.
      const broad = (await broadTerms(t.db)).languages;
      const narrowOnes = await numbers(sql`SELECT DISTINCT language_id AS v FROM job_languages ORDER BY 1`);
      const [first, second] = narrowOnes.filter((id) => !broad.has(id));
      if (first === undefined || second === undefined)
        throw new Error('the test data has fewer than two narrow languages');
      const narrow = recordingDb(pool);
      await searchJobs(narrow.db, { ...noFilters(), languageIds: [first, second] }, { from: 0, size: 20 });
      const [plan] = await narrow.plans();
      expect(plan).toMatch(/ on jobs\b/);
      expect(plan).not.toMatch(/job_language_facets/);
    }));
});
