import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { preparingPool } from './prepared';
import type { Database } from './schema';

export type Db = Kysely<Database>;

// bigint (int8) results, e.g. count(*), as numbers: our counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
// `date` columns as plain 'YYYY-MM-DD' strings: no time-zone shifts for birth dates.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000 });
  // A client checked out of the pool has no 'error' listener of pg's own: when the server goes away between two of
  // its queries (PostgreSQL killed, docs/operations.md#when-postgresql-dies), its 'error' event would crash the
  // process. Its next query fails, and the pool drops it; the idle clients' errors go to the pool's own listener.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

export function createDb(pool: pg.Pool): Db {
  // The pool's clients run the few queries `prepared()` names as prepared statements (prepared.ts).
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
}
