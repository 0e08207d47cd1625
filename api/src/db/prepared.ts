// Named prepared statements for the queries that run on most requests and whose planning is a large share of their
// cost (docs/search.md#prepared-hydration): PostgreSQL plans an unnamed query again at every call, while a named
// statement is parsed once per connection and, after five calls, runs a cached generic plan when that costs no more.
import { type Compilable, sql } from 'kysely';
import type pg from 'pg';
import type { Db } from './database';

/**
 * The SQL texts run as named statements, with their names. Only `prepared()` adds to it, and each prepared query has
 * a few fixed texts (ids through `oneOf`: an `IN` list below ten ids, one array from ten): a few dozen in all.
 * The cap keeps a mistake from filling every connection's memory with statements: past it, queries run unnamed.
 */
const statementNames = new Map<string, string>();
const MAX_STATEMENTS = 128;

/** Runs `query` as a named prepared statement (through the pool of `preparingPool`); answers its rows. */
export async function prepared<Row>(db: Pick<Db, 'executeQuery'>, query: Compilable<Row>): Promise<Row[]> {
  const compiled = query.compile();
  if (!statementNames.has(compiled.sql) && statementNames.size < MAX_STATEMENTS)
    statementNames.set(compiled.sql, `prepared_${statementNames.size + 1}`);
  return (await db.executeQuery(compiled)).rows;
}

/** `prepared` for a query of at most one row: the row, or undefined. */
export async function preparedFirst<Row>(
  db: Pick<Db, 'executeQuery'>,
  query: Compilable<Row>,
): Promise<Row | undefined> {
  return (await prepared(db, query))[0];
}

/**
 * `column` is one of `ids`, in a prepared statement's text that PostgreSQL runs on its generic plan
 * (docs/search.md#prepared-statements-for-the-hot-queries). Its generic plan assumes ten elements in an array
 * parameter: against the custom plan of fewer ids it never won, so a job page's hydration (one id) and a matchings
 * page's (seven) were planned again at every call. Fewer than ten ids are written as a list of as many parameters
 * (one text per count, nine at most), ten or more as one array (one text whatever the count).
 */
export function oneOf(column: string, ids: readonly number[]) {
  if (ids.length === 0) return sql<boolean>`FALSE`;
  if (ids.length >= ARRAY_FROM) return sql<boolean>`${sql.ref(column)} = any(${ids}::int[])`;
  return sql<boolean>`${sql.ref(column)} IN (${sql.join(ids.map((id) => sql`${id}::int`))})`;
}

/** What of `ids` changes the text `oneOf` writes: their count below ten, else nothing (a query template's shape). */
export function oneOfShape(ids: readonly number[]): string {
  return ids.length >= ARRAY_FROM ? 'array' : String(ids.length);
}

/** PostgreSQL's estimate of an array parameter's length (`estimate_array_length`). */
const ARRAY_FROM = 10;

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
