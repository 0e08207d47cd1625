import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from 'api/src/db/embedded';
import { migrate } from 'api/src/db/migrate';
import pg from 'pg';

const quiet = { info: () => {}, debug: () => {}, error: (...args: unknown[]) => console.error(...args) };

/** One embedded PostgreSQL for the run, migrated by the api's migrations (the api owns the blog's tables). */
export default async function globalSetup() {
  const port = Number(process.env.TEST_PG_PORT ?? 5498);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'eulangjobs-blog-test-'));
  const embedded = await startEmbeddedPostgres({ dataDir, port, log: quiet });
  const pool = new pg.Pool({ connectionString: embedded.connectionString, max: 1 });
  try {
    await migrate(pool);
  } finally {
    await pool.end();
  }
  process.env.TEST_DATABASE_URL = embedded.connectionString;
  (globalThis as Record<string, unknown>).__EMBEDDED_PG__ = { stop: embedded.stop, dataDir };
}
