import { createDb, createPool } from '../../src/db/database';
import { balancesOf } from '../../src/services/company-credits';

// A new company's first page asks its dashboard and its credits bar at once, and each makes the balances row if it
// is missing (docs/company-area.md#credits). The race, made deterministic: one transaction has inserted the row and
// not committed; the other call's insert waits on it; once it commits, that call must still answer the balances.
describe('balancesOf on a new company', () => {
  const pool = createPool(process.env.TEST_DATABASE_URL ?? '', 3);
  const db = createDb(pool);
  afterAll(() => db.destroy());

  test('answers the balances when another call made the row at the same moment', async () => {
    const stamp = Date.now();
    const { rows } = await pool.query<{ id: number }>(
      'INSERT INTO companies (name, slug) VALUES ($1, $2) RETURNING id',
      [`Race ${stamp}`, `race-${stamp}`],
    );
    const companyId = rows[0]?.id as number;

    const first = await pool.connect();
    try {
      await first.query('BEGIN');
      await first.query('INSERT INTO company_balances (company_id) VALUES ($1)', [companyId]);
      // The second read starts while the first has not committed: its insert waits on the row's key.
      const second = balancesOf(db, companyId);
      await waitUntilBlocked();
      await first.query('COMMIT');
      await expect(second).resolves.toEqual({ job: 1, cv: 0 });
    } finally {
      first.release();
    }
  });

  /** Until balancesOf's statement waits on a lock (the first transaction's row) in this database. */
  async function waitUntilBlocked() {
    for (let i = 0; i < 200; i += 1) {
      const { rows } = await pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%WITH made AS%'`,
      );
      if ((rows[0]?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the second read never waited on the first insert');
  }
});
