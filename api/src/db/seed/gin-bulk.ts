import type pg from 'pg';

/**
 * Runs a bulk load of jobs with the GIN indexes' pending lists on, then merges them and turns them off again.
 *
 * Why: the GIN indexes keep no pending list (migration 249, docs/search.md#gin-indexes-without-a-pending-list), so a
 * search never reads entries written since the last merge; but then each written job puts its hundred-odd entries in
 * the index one by one, 3 ms a job instead of 1 ms. A bulk load (the demo's 3,000 jobs at a first start, the bench's
 * 200,000) pays that only once, merged in one pass at the end. The indexes are read from the catalogue, so a GIN
 * index added later is covered too.
 */
export async function withGinPendingLists<T>(client: pg.Pool | pg.PoolClient, load: () => Promise<T>): Promise<T> {
  const { rows } = await client.query<{ name: string }>(`
    SELECT quote_ident(index.relname) AS name
    FROM pg_class index
    JOIN pg_am am ON am.oid = index.relam
    JOIN pg_namespace ns ON ns.oid = index.relnamespace
    WHERE am.amname = 'gin' AND ns.nspname = current_schema() AND 'fastupdate=off' = ANY(index.reloptions)`);
  for (const { name } of rows) await client.query(`ALTER INDEX ${name} SET (fastupdate = on)`);
  try {
    return await load();
  } finally {
    for (const { name } of rows) {
      await client.query(`ALTER INDEX ${name} SET (fastupdate = off)`);
      await client.query(`SELECT gin_clean_pending_list('${name}'::regclass)`);
    }
  }
}
