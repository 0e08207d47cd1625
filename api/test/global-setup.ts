import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, createPool } from '../src/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { insertJobs, seedCompanies, seedDemoAccounts, seedReference } from '../src/db/seed';
import { FILLER_COUNT, FIXTURE_JOBS, fillerJobs } from './fixtures';

const quiet = { info: () => {}, debug: () => {}, error: (...args: unknown[]) => console.error(...args) };

/** One embedded PostgreSQL for the whole run, on its own port and a temporary data directory, with fixture data. */
export default async function globalSetup() {
  const port = Number(process.env.TEST_PG_PORT ?? 5499);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'eulangjobs-api-test-'));
  const embedded = await startEmbeddedPostgres({ dataDir, port, log: quiet });
  const pool = createPool(embedded.connectionString);
  const db = createDb(pool);
  try {
    await migrate(pool);
    await seedReference(db);
    await seedCompanies(db);
    await insertJobs(pool, [...FIXTURE_JOBS, ...fillerJobs(FILLER_COUNT)]);
    await seedDemoAccounts(db);
    // A second database for the test that runs the full demo seed.
    await pool.query('CREATE DATABASE demo_seed');
  } finally {
    await db.destroy();
  }
  process.env.TEST_DATABASE_URL = embedded.connectionString;
  process.env.TEST_DEMO_DATABASE_URL = embedded.connectionString.replace(/\/postgres$/, '/demo_seed');
  (globalThis as Record<string, unknown>).__EMBEDDED_PG__ = { stop: embedded.stop, dataDir };
}
