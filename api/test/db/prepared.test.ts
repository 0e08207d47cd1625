import { sql } from 'kysely';
import { createDb, createPool } from '../../src/db/database';
import { hydrateJobs } from '../../src/services/jobs/hydrate';

// The job hydration runs as a named prepared statement (src/db/prepared.ts, docs/search.md#prepared-hydration): one
// statement per count of ids below ten and one for ten and more, kept by the connection, and the same jobs as before.
describe('prepared statements', () => {
  // One connection, so the statements it keeps are the ones these calls made.
  const db = createDb(createPool(process.env.TEST_DATABASE_URL as string, 1));
  afterAll(() => db.destroy());

  const statements = async () =>
    (
      await sql<{
        name: string;
        generic_plans: number;
      }>`SELECT name, generic_plans::int FROM pg_prepared_statements`.execute(db)
    ).rows;

  it('hydrates jobs through named statements on their generic plans, in the order given', async () => {
    const ids = (await db.selectFrom('jobs').select('id').where('status', '=', 'active').limit(40).execute()).map(
      (row) => row.id,
    );
    expect(ids.length).toBeGreaterThan(12);
    // A job page (one id), a matchings page (seven), a list (twelve and more): each count below ten has its own text,
    // ten and more share one.
    for (let i = 0; i < 6; i++) {
      for (const count of [1, 7, 12 + i]) {
        const some = ids.slice(i, i + count).reverse();
        expect((await hydrateJobs(db, some)).map((job) => job.id)).toEqual(some);
      }
    }
    const named = (await statements()).filter((statement) => statement.name.startsWith('prepared_'));
    expect(named).toHaveLength(3);
    // Planned once for all: after its first five runs PostgreSQL settled on the generic plan. With an array of fewer
    // than ten ids, the generic plan never beat the custom one (oneOf).
    for (const statement of named) expect(statement.generic_plans).toBeGreaterThan(0);
  });

  it('runs every other query unnamed', async () => {
    await db.selectFrom('jobs').select('id').where('id', 'in', [1, 2, 3]).execute();
    expect((await statements()).every((statement) => statement.name.startsWith('prepared_'))).toBe(true);
  });
});
