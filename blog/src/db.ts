import pg from 'pg';

/**
 * A small pool: the service reads a few rows per request. Every statement is cancelled after statementTimeoutMs,
 * and a connection attempt gives up after 3 s, so while the database is down (the api starts it) a request fails
 * fast with a 503 instead of hanging.
 */
export function createPool(connectionString: string, options: { max: number; statementTimeoutMs: number }): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 3_000,
    statement_timeout: options.statementTimeoutMs,
    application_name: 'blog',
  });
  // An idle client whose server went away emits 'error' on the pool: without a listener the process would exit.
  pool.on('error', () => {});
  return pool;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EAI_AGAIN',
  // admin_shutdown, crash_shutdown, cannot_connect_now (starting up), too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // query_canceled (statement_timeout)
  '57014',
  // undefined_table: the api has not migrated yet
  '42P01',
  // invalid_catalog_name: the database is not created yet
  '3D000',
]);

/** Whether an error means "the database is not (yet) there" (answer 503 and let the client retry) rather than a bug. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const err = error as { code?: string; message?: string } | null;
  if (!err) return false;
  if (err.code && (UNAVAILABLE_CODES.has(err.code) || err.code.startsWith('08'))) return true;
  return /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED/i.test(err.message ?? '');
}
