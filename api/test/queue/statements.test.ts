// pg-boss's statements on the app's pool (api/src/queue/index.ts): one that fails halfway through a transaction must
// not leave its connection in that transaction, or the next request that gets the connection answers 500.
import { createDb, createPool } from '../../src/db/database';
import { kyselyAdapter } from '../../src/queue';

describe("pg-boss's statements on the app's pool", () => {
  // One connection: whatever a statement leaves behind, the next query gets it.
  const pool = createPool(process.env.TEST_DATABASE_URL as string, 1);
  const db = createDb(pool);
  afterAll(() => db.destroy());

  it('rolls back a transaction a multi-statement text leaves open when it fails, so the pool stays usable', async () => {
    const adapter = kyselyAdapter(db);
    await expect(adapter.executeSql('BEGIN; SELECT 1; SELECT 1 / 0; COMMIT;')).rejects.toThrow(/division by zero/);
    // In the transaction the failure aborted, this would fail: "current transaction is aborted".
    expect((await pool.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    expect((await adapter.executeSql('SELECT 41 + 1 AS answer')).rows).toEqual([{ answer: 42 }]);
  });
});
