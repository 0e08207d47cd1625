import type pg from 'pg';

/** A GIN index of the current schema: its name, the name quoted for SQL, and its storage options (`fastupdate=off`). */
export type GinIndex = { name: string; quoted: string; options: string[] };

/** Every GIN index of the current schema, by name. */
export async function ginIndexes(client: pg.Pool | pg.PoolClient): Promise<GinIndex[]> {
  const { rows } = await client.query<GinIndex>(`
    SELECT index.relname AS name, quote_ident(index.relname) AS quoted, coalesce(index.reloptions, '{}') AS options
    FROM pg_class index
    JOIN pg_am am ON am.oid = index.relam
    JOIN pg_namespace ns ON ns.oid = index.relnamespace
    WHERE am.amname = 'gin' AND ns.nspname = current_schema()
    ORDER BY 1`);
  return rows;
}

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
  const indexes = (await ginIndexes(client)).filter((index) => index.options.includes('fastupdate=off'));
  for (const { quoted } of indexes) await client.query(`ALTER INDEX ${quoted} SET (fastupdate = on)`);
  try {
    return await load();
  } finally {
    for (const { quoted } of indexes) {
      await client.query(`ALTER INDEX ${quoted} SET (fastupdate = off)`);
      await client.query(`SELECT gin_clean_pending_list($1::regclass)`, [quoted]);
    }
  }
}
