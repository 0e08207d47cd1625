import Fastify from 'fastify';
import { loadConfig } from './config';
import { createDb, createPool } from './db/database';
import { loggerOptions } from './logger';
import { startQueue } from './queue';
import { createReferenceCache } from './services/reference';

/**
 * The job queue as its own process (docs/operations.md#job-alerts): `WORKER=separate` in the api replicas, then
 * `node api/dist/worker.js` with the same DATABASE_URL (the embedded PostgreSQL belongs to the api process). The
 * api migrates the database; start the worker after it. SIGTERM/SIGINT let a running sweep finish.
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) throw new Error('The worker needs DATABASE_URL: the database of the api replicas');
  // Fastify's logger (pino with the api's redaction), without a server: the worker answers no requests.
  const log = Fastify({ logger: loggerOptions(config.logLevel) }).log;
  const pool = createPool(config.databaseUrl, 4);
  pool.on('error', (error: Error) => log.error({ err: error }, 'idle PostgreSQL client error'));
  const db = createDb(pool);
  const queue = await startQueue({ db, reference: createReferenceCache(db), config, log });
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'worker shutting down');
    await queue.stop();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
