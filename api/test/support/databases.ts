/**
 * The URL of another database on the run's PostgreSQL server (same host, port and user): the per-worker copies of
 * the seeded database (global-setup.ts) and the databases some suites make for themselves.
 */
export function databaseUrl(name: string, base = process.env.TEST_DATABASE_URL as string): string {
  return base.replace(/\/[^/?]+$/, `/${name}`);
}

/** The database of jest worker `id` (1 with --runInBand): a copy of the seeded one, made by global-setup.ts. */
export const workerDatabaseName = (id: string | number) => `test_w${id}`;
