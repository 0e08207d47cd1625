import { sql } from 'kysely';
import { insertJobs } from '../../src/db/seed';
import { noFilters, searchJobs } from '../../src/services/jobs/search';
import { fixtureJobId } from '../fixtures';
import { searchOracle } from '../support/job-search-oracle';
import { recordingDb, useAppWithPool } from '../support/query-plans';

// The language-only and keyword lists of issue 31 (docs/search.md#what-the-fixes-of-issue-31-bought): their
// answers stay those of the predicates on jobs, written out here as they were, on varied input.
describe('one-language, one-skill and keyword job lists: the answers of the predicates on jobs, from an index', () => {
  const { t, pool } = useAppWithPool();

  const { expected, expectSame } = searchOracle(() => t.db);

  const languageIds = async () =>
    (await sql<{ id: number }>`SELECT DISTINCT language_id AS id FROM job_languages ORDER BY 1`.execute(t.db)).rows.map(
      (row) => row.id,
    );

  describe('one language', () => {
    it('lists the active jobs of each language, newest first, with every filter the list can add', async () => {
      const ids = await languageIds();
      expect(ids.length).toBeGreaterThan(3);
      for (const id of ids) {
        await expectSame({ ...noFilters(), languageIds: [id] });
        await expectSame({ ...noFilters(), languageIds: [id], experience: [3] });
        await expectSame({ ...noFilters(), languageIds: [id], employmentTypes: [1, 2] });
        await expectSame({ ...noFilters(), languageIds: [id], latests: true });
      }
    });

    it('follows a job whose languages, status or expiry change', async () => {
      const lisbon = await fixtureJobId(t.db, 'customer-service-representative-with-dutch-lisbon');
      const polish = (
        await t.db.selectFrom('languages').select('id').where('slug', '=', 'Polish').executeTakeFirstOrThrow()
      ).id;
      const dutch = (
        await t.db.selectFrom('languages').select('id').where('slug', '=', 'Dutch').executeTakeFirstOrThrow()
      ).id;
      const idsOf = async (language: number) =>
        (await searchJobs(t.db, { ...noFilters(), languageIds: [language] }, { from: 0, size: 100 })).ids;
      const job = await t.db
        .selectFrom('jobs')
        .select(['status', 'expires_at'])
        .where('id', '=', lisbon)
        .executeTakeFirstOrThrow();
      try {
        expect(await idsOf(dutch)).toContain(lisbon);
        await t.db.insertInto('job_languages').values({ job_id: lisbon, language_id: polish, level: 3 }).execute();
        expect(await idsOf(polish)).toContain(lisbon);
        await expectSame({ ...noFilters(), languageIds: [polish] });
        await t.db.deleteFrom('job_languages').where('job_id', '=', lisbon).where('language_id', '=', dutch).execute();
        expect(await idsOf(dutch)).not.toContain(lisbon);
        await t.db.updateTable('jobs').set({ status: 'paused' }).where('id', '=', lisbon).execute();
        expect(await idsOf(polish)).not.toContain(lisbon);
        await t.db.updateTable('jobs').set({ status: 'active' }).where('id', '=', lisbon).execute();
        expect(await idsOf(polish)).toContain(lisbon);
        await t.db
          .updateTable('jobs')
          .set({ expires_at: new Date(Date.now() - 60_000) })
          .where('id', '=', lisbon)
          .execute();
        expect(await idsOf(polish)).not.toContain(lisbon);
        await expectSame({ ...noFilters(), languageIds: [polish] });
      } finally {
        await t.db.deleteFrom('job_languages').where('job_id', '=', lisbon).where('language_id', '=', polish).execute();
        await t.db
          .insertInto('job_languages')
          .values({ job_id: lisbon, language_id: dutch, level: 4 })
          .onConflict((oc) => oc.doNothing())
          .execute();
        await t.db.updateTable('jobs').set(job).where('id', '=', lisbon).execute();
      }
      expect(await idsOf(dutch)).toContain(lisbon);
      await expectSame({ ...noFilters(), languageIds: [dutch] });
    });

    it('counts and pages on the index of job_language_facets, reading no jobs row', async () => {
      const german = (
        await t.db.selectFrom('languages').select('id').where('slug', '=', 'German').executeTakeFirstOrThrow()
      ).id;
      const recording = recordingDb(pool);
      const found = await searchJobs(recording.db, { ...noFilters(), languageIds: [german] }, { from: 0, size: 20 });
      expect(found.total).toBeGreaterThan(20);
      const plans = await recording.plans();
      // One query: the walk of the first 1,001 entries is counted and the page cut out of it.
      expect(plans).toHaveLength(1);
      for (const plan of plans) {
        // An index-only scan needs the table's pages marked all-visible, which depends on when autovacuum last
        // ran, and the planner takes a bitmap scan of the same index when its statistics are older than the rows the
        // other files added: the test asks that an index of the facets answers, not which scan of it.
        expect(plan).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) job_language_facets_/);
        expect(plan).not.toMatch(/ on jobs\b/);
      }
    });
  });

  describe('one skill (job_skill_facets, migration 234)', () => {
    const skillIds = async () =>
      (await sql<{ id: number }>`SELECT DISTINCT skill_id AS id FROM job_skills ORDER BY 1`.execute(t.db)).rows.map(
        (row) => row.id,
      );

    it('lists the active jobs of each skill, newest first, with every filter the list can add', async () => {
      // Every board skill, with jobs (the test data tags a few) or without.
      const ids = (await t.db.selectFrom('skills').select('id').where('board', '=', true).execute()).map((r) => r.id);
      expect((await skillIds()).length).toBeGreaterThanOrEqual(3);
      for (const id of ids) {
        await expectSame({ ...noFilters(), skillId: id });
        await expectSame({ ...noFilters(), skillId: id, experience: [3] });
        await expectSame({ ...noFilters(), skillId: id, employmentTypes: [1, 2] });
        await expectSame({ ...noFilters(), skillId: id, latests: true });
      }
    });

    it('follows a job whose skills, status or expiry change', async () => {
      const lisbon = await fixtureJobId(t.db, 'customer-service-representative-with-dutch-lisbon');
      const skill = (await t.db.selectFrom('skills').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
      const idsOf = async () =>
        (await searchJobs(t.db, { ...noFilters(), skillId: skill }, { from: 0, size: 100 })).ids;
      const job = await t.db
        .selectFrom('jobs')
        .select(['status', 'expires_at'])
        .where('id', '=', lisbon)
        .executeTakeFirstOrThrow();
      const had = await t.db
        .selectFrom('job_skills')
        .select('skill_id')
        .where('job_id', '=', lisbon)
        .where('skill_id', '=', skill)
        .executeTakeFirst();
      try {
        await t.db.deleteFrom('job_skills').where('job_id', '=', lisbon).where('skill_id', '=', skill).execute();
        expect(await idsOf()).not.toContain(lisbon);
        await t.db.insertInto('job_skills').values({ job_id: lisbon, skill_id: skill }).execute();
        expect(await idsOf()).toContain(lisbon);
        await expectSame({ ...noFilters(), skillId: skill });
        await t.db.updateTable('jobs').set({ status: 'paused' }).where('id', '=', lisbon).execute();
        expect(await idsOf()).not.toContain(lisbon);
        await t.db.updateTable('jobs').set({ status: 'active' }).where('id', '=', lisbon).execute();
        expect(await idsOf()).toContain(lisbon);
        await t.db
          .updateTable('jobs')
          .set({ expires_at: new Date(Date.now() - 60_000) })
          .where('id', '=', lisbon)
          .execute();
        expect(await idsOf()).not.toContain(lisbon);
        await expectSame({ ...noFilters(), skillId: skill });
      } finally {
        await t.db.updateTable('jobs').set(job).where('id', '=', lisbon).execute();
        if (!had)
          await t.db.deleteFrom('job_skills').where('job_id', '=', lisbon).where('skill_id', '=', skill).execute();
      }
      await expectSame({ ...noFilters(), skillId: skill });
    });

    it('counts and pages on the index of job_skill_facets, reading no jobs row', async () => {
      const [skill] = (
        await sql<{
          id: number;
        }>`SELECT skill_id AS id FROM job_skills GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`.execute(t.db)
      ).rows;
      const recording = recordingDb(pool);
      const found = await searchJobs(recording.db, { ...noFilters(), skillId: skill.id }, { from: 0, size: 2 });
      expect(found.total).toBeGreaterThan(0);
      const plans = await recording.plans();
      expect(plans.length).toBeGreaterThan(0);
      for (const plan of plans) {
        expect(plan).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) job_skill_facets_/);
        expect(plan).not.toMatch(/ on jobs\b/);
      }
    });
  });

  describe('keywords', () => {
    // Accents, umlauts, Polish and Greek letters, compound words, phrases, exclusions, LIKE's special characters.
    const inputs = [
      'developpeur',
      'Développeur',
      'DÉVELOPPEUR full stack',
      'entwickler',
      'Softwareentwickler',
      'verstarkung',
      'Verstärkung',
      'ausführliche beschreibung',
      'Inżynier',
      'inzynier oprogramowania',
      'międzynarodową',
      'μηχανικός',
      'customer service',
      '"customer service"',
      'dutch -lisbon',
      'dutch or polish',
      'account manager 1',
      '50%',
      'a_b',
      'hr',
      'HR manager',
      'it',
      'c#',
      "o'reilly",
      // More words than the title is searched for: the search document only.
      'senior software entwickler developer engineer manager analyst consultant berlin',
      '',
      '   ',
    ];

    it('finds the same jobs in the same order as the predicates on jobs, alone and with a language', async () => {
      const german = (
        await t.db.selectFrom('languages').select('id').where('slug', '=', 'German').executeTakeFirstOrThrow()
      ).id;
      let nonEmpty = 0;
      // A place and one experience: keys of the same index as the keywords (docs/search.md#one-index-for-keyword-lists).
      const place = await sql<{ country_id: number; experience: number }>`SELECT country_id, experience FROM jobs
        WHERE status = 'active' AND country_id IS NOT NULL AND experience IS NOT NULL
        GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`.execute(t.db);
      const [{ country_id: countryId, experience } = { country_id: 0, experience: 0 }] = place.rows;
      for (const keywords of inputs) {
        await expectSame({ ...noFilters(), keywords });
        await expectSame({ ...noFilters(), keywords, languageIds: [german] });
        await expectSame({ ...noFilters(), keywords, countryId, experience: [experience] });
        await expectSame({ ...noFilters(), keywords, remote: 'remote' });
        if ((await expected({ ...noFilters(), keywords })).length > 0) nonEmpty += 1;
      }
      // The inputs do find jobs (a comparison of empty lists would prove nothing).
      expect(nonEmpty).toBeGreaterThan(12);
    });

    /** Active remote jobs of these titles, published now, their URLs `{prefix}-{n}` (removed by each describe). */
    const publish = (titles: string[], prefix: string) =>
      insertJobs(
        pool,
        titles.map((title, i) => ({
          description: 'A job.',
          content_lang: 'en',
          company_id: 2,
          city_id: null,
          country_id: null,
          url: `${prefix}-${i}`,
          title,
          remote_type: 'remote',
          experience: 1,
          employment_type: 1,
          salary: null,
          published_at: new Date(),
          expires_at: null,
          status: 'active' as const,
          languages: [],
          skill_ids: [],
        })),
      );

    // The matches of a keyword come from its GIN indexes and a jobs row each; with fewer than the count's cap,
    // the page is sorted out of the rows the count read, not read again by a second query. Before it, the keyword's
    // title words are looked up in their vocabulary (docs/search.md#title-words).
    it('counts and pages a keyword list of fewer matches than the cap in one query on its GIN indexes', async () => {
      const recording = recordingDb(pool);
      const found = await searchJobs(recording.db, { ...noFilters(), keywords: 'entwickler' }, { from: 0, size: 20 });
      expect(found.total).toBeGreaterThan(0);
      expect(found.ids).toEqual(await expected({ ...noFilters(), keywords: 'entwickler' }));
      const plans = await recording.plans();
      // On these few dozen jobs the planner may walk a covering index instead; on the bench's 200,000 it takes
      // the bitmaps of jobs_active_search (docs/search.md#one-index-for-keyword-lists).
      expect(plans).toHaveLength(2);
      expect(plans[0]).toMatch(/ on job_title_words\b/);
      expect(plans[0]).not.toMatch(/ on jobs\b/);
      expect(plans[1]).not.toMatch(/Seq Scan on jobs/);
    });

    // docs/search.md#title-words
    describe('inside the words of titles', () => {
      afterAll(async () => {
        await pool.query(`DELETE FROM jobs WHERE url LIKE 'title-words-%'`);
      });
      const found = async (keywords: string) =>
        (await searchJobs(t.db, { ...noFilters(), keywords }, { from: 0, size: 50 })).ids;

      it('finds a job by a word its title brought, as soon as it is published or renamed', async () => {
        expect(await found('zorblatt')).toEqual([]);
        await publish(['Senior Qwzorblattentwickler (m/w/d)'], 'title-words-new');
        const [id] = await found('zorblatt');
        expect(id).toBeDefined();
        expect(await found('zorblatt')).toEqual(await expected({ ...noFilters(), keywords: 'zorblatt' }));
        await pool.query(`UPDATE jobs SET title = 'Junior Flumrixberater' WHERE id = $1`, [id]);
        expect(await found('zorblatt')).toEqual([]);
        expect(await found('flumrix')).toEqual([id]);
      });

      it('tests a keyword word inside more title words than the search lists as a substring of the title', async () => {
        // 101 distinct words containing 'kwyx': more than a tsquery of the title words takes (MAX_WORDS).
        await publish(
          Array.from({ length: 102 }, (_, i) => `Kwyx${i}pert Berater`),
          'title-words-many',
        );
        const recording = recordingDb(pool);
        const ids = (
          await searchJobs(recording.db, { ...noFilters(), keywords: 'kwyx berater' }, { from: 0, size: 200 })
        ).ids;
        expect(ids).toHaveLength(102);
        expect(ids).toEqual(await expected({ ...noFilters(), keywords: 'kwyx berater' }));
        const [, search] = await recording.plans();
        expect(search).toContain('~~');
      });
    });

    // docs/search.md#short-keywords
    describe('of fewer than three letters', () => {
      beforeAll(async () => {
        await publish(['HR Business Partner', 'Three-shift Warehouse Operator'], 'short-keywords');
      });
      afterAll(async () => {
        await pool.query(`DELETE FROM jobs WHERE url LIKE 'short-keywords-%'`);
      });

      // Their substring test read every active job (a sequential scan, or the whole trigram index): 190-350 ms on
      // the bench's 200,000 jobs.
      it('finds them as a word, not as letters inside other words', async () => {
        const titles = async (keywords: string) => {
          const { ids } = await searchJobs(t.db, { ...noFilters(), keywords }, { from: 0, size: 50 });
          const rows = ids.length ? await t.db.selectFrom('jobs').select('title').where('id', 'in', ids).execute() : [];
          return rows.map((row) => row.title);
        };
        expect(await titles('hr')).toContain('HR Business Partner');
        expect(await titles('hr')).not.toContain('Three-shift Warehouse Operator');
        // Three letters in a row still find them inside a compound.
        expect(await titles('shift')).toContain('Three-shift Warehouse Operator');
      });
    });
  });
});
