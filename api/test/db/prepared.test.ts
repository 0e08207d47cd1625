import { sql } from 'kysely';
import { createDb, createPool } from '../../src/db/database';
import { hydrateJobs } from '../../src/services/jobs/hydrate';

// The job hydration runs as a named prepared statement (src/db/prepared.ts, docs/search.md#prepared-hydration): one
// statement whatever the number of ids, kept by the connection, and the same jobs as before.
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

  it('hydrates jobs through one named statement for any number of ids, in the order given', async () => {
    const ids = (await db.selectFrom('jobs').select('id').where('status', '=', 'active').limit(40).execute()).map(
      (row) => row.id,
    );
    expect(ids.length).toBeGreaterThan(10);
    for (let i = 0; i < 8; i++) {
      const some = ids.slice(i, i + 1 + i * 4).reverse();
      expect((await hydrateJobs(db, some)).map((job) => job.id)).toEqual(some);
    }
    const named = (await statements()).filter((statement) => statement.name.startsWith('prepared_'));
    expect(named).toHaveLength(1);
    // Planned once for all: after its first five runs PostgreSQL settled on the generic plan.
    expect(named[0]?.generic_plans).toBeGreaterThan(0);
  });

  it('runs every other query unnamed', async () => {
    await db.selectFrom('jobs').select('id').where('id', 'in', [1, 2, 3]).execute();
    expect((await statements()).every((statement) => statement.name.startsWith('prepared_'))).toBe(true);
  });
});
