import { sql } from 'kysely';
import { noFilters, searchJobs } from '../../src/services/jobs/search';
import { WALKS_IN_ORDER } from '../support/job-languages';
import { searchOracle } from '../support/job-search-oracle';
import { asAutovacuumLeavesThem, recordingDb, useAppWithPool } from '../support/query-plans';

// A list whose only indexed filter is an experience walks that experience's entries of jobs_active_experience
// (migration 250, docs/search.md#experience-on-its-own-index): its answers stay those of the predicates on jobs.
describe('a job list by experience: from its own index, the answers of the predicates on jobs', () => {
  const { t, pool } = useAppWithPool();
  const { expectSame } = searchOracle(() => t.db);

  /** The experiences the jobs have, each once. */
  const experiences = async () => {
    const distinct = sql<{ v: number }>`
      SELECT DISTINCT experience AS v FROM jobs WHERE experience IS NOT NULL ORDER BY 1`;
    return (await distinct.execute(t.db)).rows.map((row) => row.v);
  };

  it('lists the active jobs of each experience, alone, with contract types, fresh ones only, several at once', async () => {
    const all = await experiences();
    expect(all.length).toBeGreaterThan(2);
    for (const experience of all) {
      await expectSame({ ...noFilters(), experience: [experience] });
      await expectSame({ ...noFilters(), experience: [experience], employmentTypes: [1] });
      await expectSame({ ...noFilters(), experience: [experience], employmentTypes: [2, 3] });
      await expectSame({ ...noFilters(), experience: [experience], latests: true });
    }
    await expectSame({ ...noFilters(), experience: all.slice(0, 3) });
  });

  it('follows a job whose experience, status or expiry changes', async () => {
    const [first, second] = await experiences();
    const job = await t.db
      .selectFrom('jobs')
      .select(['id', 'experience', 'status', 'expires_at'])
      .where('experience', '=', first ?? 0)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const idsOf = async (experience: number) =>
      (await searchJobs(t.db, { ...noFilters(), experience: [experience] }, { from: 0, size: 100 })).ids;
    try {
      expect(await idsOf(first ?? 0)).toContain(job.id);
      await t.db.updateTable('jobs').set({ experience: second }).where('id', '=', job.id).execute();
      expect(await idsOf(first ?? 0)).not.toContain(job.id);
      expect(await idsOf(second ?? 0)).toContain(job.id);
      await t.db.updateTable('jobs').set({ status: 'paused' }).where('id', '=', job.id).execute();
      expect(await idsOf(second ?? 0)).not.toContain(job.id);
      await t.db
        .updateTable('jobs')
        .set({ status: 'active', expires_at: new Date(Date.now() - 60_000) })
        .where('id', '=', job.id)
        .execute();
      expect(await idsOf(second ?? 0)).not.toContain(job.id);
    } finally {
      await t.db
        .updateTable('jobs')
        .set({ experience: job.experience, status: job.status, expires_at: job.expires_at })
        .where('id', '=', job.id)
        .execute();
    }
    expect(await idsOf(first ?? 0)).toContain(job.id);
  });

  it('counts and pages on the experience index, in one statement', async () => {
    await asAutovacuumLeavesThem(t.db, ['jobs']);
    const [experience] = await experiences();
    for (const employmentTypes of [[], [1]]) {
      const recording = recordingDb(pool);
      const filters = { ...noFilters(), experience: [experience ?? 0], employmentTypes };
      await searchJobs(recording.db, filters, { from: 0, size: 20 });
      // In index order, as on a board of thousands of jobs of one experience (support/job-languages.ts).
      const plans = await recording.plans(WALKS_IN_ORDER);
      expect(plans).toHaveLength(1);
      // As in job-list-indexes.test.ts: the index, not which scan of it (that depends on when autovacuum ran).
      expect(plans[0]).toMatch(/(Index (Only )?Scan using|Bitmap Index Scan on) jobs_active_experience\b/);
      expect(plans[0]).not.toMatch(/jobs_active_facets/);
    }
  });
});
