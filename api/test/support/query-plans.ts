import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { createPool, type Db } from '../../src/db/database';
import type { Database } from '../../src/db/schema';
import { type TestApp, useTestApp } from '../helper';

/**
 * Vacuums and analyses `tables`, as autovacuum keeps a live board's: the planner's statistics, and the visibility map
 * without which no index can be read alone, so that every candidate index pays a table row per entry. The test
 * database's copy of the demo data is never vacuumed (docs/testing.md#plan-tests).
 */
export async function asAutovacuumLeavesThem(db: Db, tables: string[]): Promise<void> {
  await sql`VACUUM (ANALYZE) ${sql.join(tables.map((table) => sql.table(table)))}`.execute(db);
}

/**
 * A Kysely handle on `pool` that records every query it runs, and `plans()` to read their plans back: the traffic
 * tests (issue 31) check which index a service's own SQL uses, not a copy of it. The plans are asked with sequential
 * scans discouraged: on the tests' few dozen jobs the planner would read the whole table anyway, so the question
 * is whether an index CAN answer the query (without one, the plan still scans, whatever the setting).
 */
export function recordingDb(pool: pg.Pool): {
  db: Db;
  queries: CompiledQuery[];
  /** `settings`: more planner settings for the question, as `name = value` (`SET LOCAL`). */
  plans: (settings?: string[]) => Promise<string[]>;
} {
  const queries: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      // The read of the planner's statistics (services/jobs/broad-terms.ts) runs once per handle and ten minutes,
      // not once per list: the tests count and explain the lists' own queries.
      if (event.level === 'query' && !event.query.sql.includes('FROM pg_stats')) queries.push(event.query);
    },
  });
  const plans = async (settings: string[] = []) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      for (const setting of ['enable_seqscan = off', ...settings]) await client.query(`SET LOCAL ${setting}`);
      const out: string[] = [];
      for (const query of queries) {
        const result = await client.query(`EXPLAIN ${query.sql}`, query.parameters as unknown[]);
        out.push(result.rows.map((row: Record<string, string>) => row['QUERY PLAN']).join('\n'));
      }
      await client.query('ROLLBACK');
      return out;
    } finally {
      client.release();
    }
  };
  return { db, queries, plans };
}

/**
 * The test app and a second, small pool on the test database for `recordingDb` (the plans are asked outside the
 * app's own pool), both closed after the file's tests. Call at the top of a describe.
 */
export function useAppWithPool(env: Record<string, string> = {}): { t: TestApp; pool: pg.Pool } {
  const t = useTestApp(env);
  const pool = createPool(process.env.TEST_DATABASE_URL ?? '', 2);
  afterAll(() => pool.end());
  return { t, pool };
}
