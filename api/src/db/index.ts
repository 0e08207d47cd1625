import type pg from 'pg';
import type { Config } from '../config';
import { claim, dataFolderResource } from '../lib/single-owner';
import { createDb, createPool, type Db } from './database';
import { startEmbeddedPostgres } from './embedded';
import { migrate } from './migrate';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  seedCompanyLogos,
  seedDemo,
  seedDemoBlog,
  seedDemoEvents,
  seedEventEmployers,
  seedReference,
} from './seed';

export type Logger = {
  info: (obj: object | string, msg?: string) => void;
  debug: (obj: object | string, msg?: string) => void;
  warn: (obj: object | string, msg?: string) => void;
  error: (obj: object | string, msg?: string) => void;
};

export type Database = {
  db: Db;
  pool: pg.Pool;
  /** Where the database is: DATABASE_URL, or the embedded PostgreSQL's address (the api's processes connect to it). */
  connectionString: string;
  /** Closes the pool, then stops the embedded server if we started one. */
  close: () => Promise<void>;
};

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL; migrates; seeds reference data always and demo
 * data into a fresh embedded database (or when DEMO_DATA=1; never when DEMO_DATA=0).
 */
export async function openDatabase(config: Config, log: Logger): Promise<Database> {
  // The embedded database's folder has one owner (docs/operations.md#one-site-per-data-folder): a second api on it
  // stops here, touching nothing, instead of taking the first one's PostgreSQL for a leftover and stopping it.
  const ownership = config.databaseUrl
    ? null
    : await claim(dataFolderResource(config.dataDir), {
        url: config.publicUrl,
        role: 'api',
        parentPid: process.ppid,
      });
  let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> | null;
  try {
    embedded = config.databaseUrl
      ? null
      : await startEmbeddedPostgres({
          dataDir: config.dataDir,
          port: config.pgPort,
          log,
          watchdog: true,
          sharedBuffersMb: config.pgSharedBuffersMb,
          // Five starts failed: exit, so that the supervisor (npm start) starts the api, and PostgreSQL, afresh.
          onLost: (error) => {
            log.error({ err: error }, 'embedded PostgreSQL could not be started again: exiting');
            process.exit(1);
          },
        });
  } catch (error) {
    await ownership?.release();
    throw error;
  }
  const connected = connectDatabase(config.databaseUrl ?? (embedded?.connectionString as string), log);
  const { db, pool } = connected;
  const close = async () => {
    await connected.close();
    await embedded?.stop();
    await ownership?.release();
  };
  try {
    await migrate(pool, log);
    await seedReference(db);
    const wantDemo = config.demoData ?? embedded !== null;
    if (wantDemo) {
      await seedDemo(db, pool, log);
      // Databases seeded before logos were stored get theirs now (a no-op once every demo company has one).
      await seedCompanyLogos(db);
      // The employers of the employer landings, with a few live jobs each (docs/pages.md#the-seeded-landing-pages).
      await seedEventEmployers(db, pool);
      // Databases seeded before career events were data get the demo's participants, cities and slots (once).
      await seedDemoEvents(db);
      // And the demo blog's categories and posts (once; docs/blog.md#the-demo-posts).
      await seedDemoBlog(db);
      log.info(
        { accounts: Object.values(DEMO_ACCOUNTS), password: DEMO_PASSWORD },
        `demo accounts: ${Object.values(DEMO_ACCOUNTS).join(', ')} (password: ${DEMO_PASSWORD})`,
      );
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { ...connected, close };
}

/**
 * A pool on a database that is ready (migrated and seeded): what each of the api's HTTP processes opens when a
 * primary process prepared the database for them (docs/operations.md#api-processes).
 */
export function connectDatabase(connectionString: string, log: Logger): Database {
  const pool = createPool(connectionString);
  pool.on('error', (error: Error & { code?: string }) => {
    // 57P01: the server is shutting down (Ctrl-C reaches the embedded PostgreSQL too): expected, not an error.
    if (error.code === '57P01') log.warn({ code: error.code }, 'PostgreSQL closed an idle connection');
    else log.error({ err: error }, 'idle PostgreSQL client error');
  });
  const db = createDb(pool);
  const close = () => db.destroy().catch((error: unknown) => log.error({ err: error }, 'closing the pool failed'));
  return { db, pool, connectionString, close };
}
