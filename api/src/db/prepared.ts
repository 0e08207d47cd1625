// Named prepared statements for the queries that run on most requests and whose planning is a large share of their
// cost (docs/search.md#prepared-hydration): PostgreSQL plans an unnamed query again at every call, while a named
// statement is parsed once per connection and, after five calls, runs a cached generic plan when that costs no more.
import type { Compilable } from 'kysely';
import type pg from 'pg';
import type { Db } from './database';

/**
 * The SQL texts run as named statements, with their names. Only `prepared()` adds to it, and each prepared query has
 * a fixed text (ids as one array parameter, never an `IN` list of as many parameters): a handful of texts in all.
 * The cap keeps a mistake from filling every connection's memory with statements: past it, queries run unnamed.
 */
const statementNames = new Map<string, string>();
const MAX_STATEMENTS = 64;

/** Runs `query` as a named prepared statement (through the pool of `preparingPool`); answers its rows. */
export async function prepared<Row>(db: Db, query: Compilable<Row>): Promise<Row[]> {
  const compiled = query.compile();
  if (!statementNames.has(compiled.sql) && statementNames.size < MAX_STATEMENTS)
    statementNames.set(compiled.sql, `prepared_${statementNames.size + 1}`);
  return (await db.executeQuery(compiled)).rows;
}

type KyselyPoolClient = Pick<pg.PoolClient, 'query' | 'release'>;
const wrapped = new WeakMap<pg.PoolClient, KyselyPoolClient>();

/**
 * What Kysely's PostgresDialect needs of a pool (`connect` and `end`), around `pool`: its clients run the texts
 * `prepared()` registered as named statements, every other query as pg runs it. One wrapper per client, so Kysely
 * keeps one connection object per client as it does with pg's own.
 */
export function preparingPool(pool: pg.Pool) {
  const preparing = (client: pg.PoolClient): KyselyPoolClient => {
    const known = wrapped.get(client);
    if (known) return known;
    const query = ((text: unknown, values?: unknown[]) => {
      const name = typeof text === 'string' ? statementNames.get(text) : undefined;
      if (name) return client.query({ name, text: text as string, values });
      return client.query(text as string, values);
    }) as pg.PoolClient['query'];
    const wrapper = { query, release: (error?: Error | boolean) => client.release(error) };
    wrapped.set(client, wrapper);
    return wrapper;
  };
  return {
    connect: async () => preparing(await pool.connect()),
    end: () => pool.end(),
  };
}
