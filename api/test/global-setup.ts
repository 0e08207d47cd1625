import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, createPool } from '../src/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { migrate } from '../src/db/migrate';
import { insertJobs, seedCompanies, seedDemoAccounts, seedReference } from '../src/db/seed';
import { FILLER_COUNT, FIXTURE_JOBS, fillerJobs } from './fixtures';
import { databaseUrl, workerDatabaseName } from './support/databases';

const quiet = { info: () => {}, debug: () => {}, error: (...args: unknown[]) => console.error(...args) };

/**
 * One embedded PostgreSQL for the whole run, on its own port and a temporary data directory, with fixture data,
 * copied once per jest worker (worker-database.ts picks a worker's copy): files run side by side on their own data.
 */
export default async function globalSetup(globalConfig: { maxWorkers: number }) {
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
  // A template must have no session while it is copied: the copies are made from the (still empty) demo database.
  const copier = createPool(databaseUrl('demo_seed', embedded.connectionString), 1);
  try {
    for (let worker = 1; worker <= Math.max(1, globalConfig.maxWorkers); worker += 1) {
      await copier.query(`CREATE DATABASE ${workerDatabaseName(worker)} TEMPLATE postgres`);
    }
  } finally {
    await copier.end();
  }
  process.env.TEST_SEEDED_DATABASE_URL = embedded.connectionString;
  // What a file sees before worker-database.ts sets its worker's copy (and what --runInBand's worker 1 gets).
  process.env.TEST_DATABASE_URL = databaseUrl(workerDatabaseName(1), embedded.connectionString);
  process.env.TEST_DEMO_DATABASE_URL = databaseUrl('demo_seed', embedded.connectionString);
  (globalThis as Record<string, unknown>).__EMBEDDED_PG__ = { stop: embedded.stop, dataDir };
}
