import { type RawBuilder, sql } from 'kysely';
import { noFilters, searchJobs } from '../../src/services/jobs/search';
import { fixtureJobId } from '../fixtures';
import { WALKS_IN_ORDER, withLanguageOnJobs } from '../support/job-languages';
import { searchOracle } from '../support/job-search-oracle';
import { recordingDb, useAppWithPool } from '../support/query-plans';

// A list of one language in one place walks the language's rows of job_language_facets by that place (migration 247,
// docs/search.md#one-language-in-one-place): its answers stay those of the predicates on jobs.
describe('one language in one place: the answers of the predicates on jobs, from the facets of its place', () => {
  const { t, pool } = useAppWithPool();
  const { expectSame } = searchOracle(() => t.db);

  const numbers = async (query: RawBuilder<{ v: number }>) => (await query.execute(t.db)).rows.map((row) => row.v);
  /** The languages, countries, cities and remote types of the jobs, each once. */
  const facets = async () => ({
    languages: await numbers(sql`SELECT DISTINCT language_id AS v FROM job_languages ORDER BY 1`),
    countries: await numbers(sql`SELECT DISTINCT country_id AS v FROM jobs WHERE country_id IS NOT NULL ORDER BY 1`),
    cities: await numbers(sql`SELECT DISTINCT city_id AS v FROM jobs WHERE city_id IS NOT NULL ORDER BY 1`),
    remotes: (
      await sql<{
        v: string;
      }>`SELECT DISTINCT remote_type AS v FROM jobs WHERE remote_type IS NOT NULL ORDER BY 1`.execute(t.db)
    ).rows.map((row) => row.v),
  });

  const idOf = async (table: 'languages' | 'countries' | 'cities', slug: string) =>
    (await t.db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;

  it('lists the active jobs of each language in each country, city and remote type, with the filters a list adds', async () => {
    const { languages, countries, cities, remotes } = await facets();
    expect(languages.length).toBeGreaterThan(3);
    expect(countries.length).toBeGreaterThan(2);
    expect(cities.length).toBeGreaterThan(2);
    expect(remotes.length).toBeGreaterThan(1);
    for (const language of languages) {
      const one = { ...noFilters(), languageIds: [language] };
      for (const countryId of countries) await expectSame({ ...one, countryId });
      for (const cityId of cities) await expectSame({ ...one, cityId });
      for (const remote of remotes) {
        await expectSame({ ...one, remote });
        // `/remote-jobs-in-{place}`: a place and a remote type at once.
        await expectSame({ ...one, remote, countryId: countries[0] ?? null });
        await expectSame({ ...one, remote, cityId: cities[0] ?? null });
      }
      await expectSame({ ...one, countryId: countries[0] ?? null, experience: [3] });
      await expectSame({ ...one, cityId: cities[0] ?? null, employmentTypes: [1, 2] });
      await expectSame({ ...one, remote: 'remote', latests: true });
    }
  });

  it('follows a job that moves to another city, country or remote type', async () => {
    const lisbon = await fixtureJobId(t.db, 'customer-service-representative-with-dutch-lisbon');
    const dutch = await idOf('languages', 'Dutch');
    const job = await t.db
      .selectFrom('jobs')
      .select(['country_id', 'city_id', 'remote_type'])
      .where('id', '=', lisbon)
      .executeTakeFirstOrThrow();
    const other = await t.db
      .selectFrom('jobs')
      .select(['country_id', 'city_id'])
      .where('country_id', '!=', job.country_id ?? 0)
      .where('city_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const remote = job.remote_type === 'remote' ? 'on-site' : 'remote';
    const idsOf = async (place: { countryId?: number | null; cityId?: number | null; remote?: string }) =>
      (await searchJobs(t.db, { ...noFilters(), languageIds: [dutch], ...place }, { from: 0, size: 100 })).ids;
    try {
      expect(await idsOf({ countryId: job.country_id })).toContain(lisbon);
      expect(await idsOf({ cityId: job.city_id })).toContain(lisbon);
      await t.db
        .updateTable('jobs')
        .set({ country_id: other.country_id, city_id: other.city_id, remote_type: remote })
        .where('id', '=', lisbon)
        .execute();
      expect(await idsOf({ countryId: job.country_id })).not.toContain(lisbon);
      expect(await idsOf({ cityId: job.city_id })).not.toContain(lisbon);
      expect(await idsOf({ countryId: other.country_id })).toContain(lisbon);
      expect(await idsOf({ cityId: other.city_id })).toContain(lisbon);
      expect(await idsOf({ remote })).toContain(lisbon);
      await expectSame({ ...noFilters(), languageIds: [dutch], countryId: other.country_id });
      await expectSame({ ...noFilters(), languageIds: [dutch], remote });
    } finally {
      await t.db.updateTable('jobs').set(job).where('id', '=', lisbon).execute();
    }
    expect(await idsOf({ countryId: job.country_id })).toContain(lisbon);
    expect(await idsOf({ remote })).not.toContain(lisbon);
  });

  it('counts and pages on the index of the language and its place, reading no jobs row, in one statement', async () => {
    const dutch = await idOf('languages', 'Dutch');
    // Dutch on half the jobs: on its handful of entries in the demo data every index ties (support/job-languages.ts).
    await withLanguageOnJobs(t.db, dutch, sql`id % 2 = 0`, async () => {
      const places = [
        [{ countryId: await idOf('countries', 'Portugal') }, 'job_language_facets_country'],
        [{ cityId: await idOf('cities', 'Lisbon') }, 'job_language_facets_city'],
        // On-site: 'remote' is on most of the test data's jobs, so the remote index would save the planner nothing
        // over the newest-first one and its table rows (a CI run of session 39 walked that one), as on a board where
        // nearly every job is remote.
        [{ remote: 'on-site' }, 'job_language_facets_remote'],
        // A city and a remote type: either walk, the other tested on its entries (which one follows the statistics).
        [{ cityId: await idOf('cities', 'Lisbon'), remote: 'on-site' }, 'job_language_facets_(city|remote)'],
      ] as const;
      for (const [place, index] of places) {
        const recording = recordingDb(pool);
        await searchJobs(recording.db, { ...noFilters(), languageIds: [dutch], ...place }, { from: 0, size: 20 });
        const plans = await recording.plans(WALKS_IN_ORDER);
        expect(plans).toHaveLength(1);
        // As in job-list-indexes.test.ts: the index, not which scan of it (that depends on when autovacuum ran).
        expect(plans[0]).toMatch(new RegExp(`(Index (Only )?Scan using|Bitmap Index Scan on) ${index}\\b`));
        expect(plans[0]).not.toMatch(/ on jobs\b/);
      }
    });
  });
});
