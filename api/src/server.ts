import cluster from 'node:cluster';
import Fastify from 'fastify';
import { PREPARED_DATABASE_URL, readyLine, runPrimary } from './api-processes';
import app, { serverOptions } from './app';
import { type Config, ConfigurationError, loadConfig } from './config';
import { connectDatabase, type Database, type Logger, openDatabase } from './db';
import { OwnedElsewhere } from './lib/single-owner';

/**
 * Entry point. With one api process (API_PROCESSES=1): the Fastify server (and its logger) first, then the database
 * (embedded or DATABASE_URL), then the app. With more, this process is their primary (api-processes.ts): it opens
 * the database and forks the processes that serve, which connect to it. SIGTERM/SIGINT close HTTP, then the pool,
 * then the embedded PostgreSQL.
 */
async function main() {
  const config = loadConfig();
  const prepared = process.env[PREPARED_DATABASE_URL];
  if (cluster.isWorker && prepared) {
    await serve(config, (log) => Promise.resolve(connectDatabase(prepared, log)));
  } else if (config.apiProcesses > 1) {
    await runPrimary(config);
  } else {
    await serve(config, (log) => openDatabase(config, log));
  }
}

/** Serves HTTP on the database `open` gives, until SIGTERM/SIGINT (or, in a forked process, its primary's end). */
async function serve(config: Config, open: (log: Logger) => Promise<Database>) {
  const server = Fastify(serverOptions(config));
  const log = server.log;
  const database = await open(log);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      await server.close();
      await database.close();
      log.info('bye');
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A forked process whose primary is gone (killed, crashed) stops too, rather than serve on alone.
  if (cluster.isWorker) process.on('disconnect', () => void shutdown('primary gone'));

  try {
    await server.register(app, { config, db: database.db });
    await server.listen({ port: config.port, host: config.host });
  } catch (error) {
    log.error({ err: error }, 'could not start');
    await database.close();
    process.exit(1);
  }
  if (cluster.isWorker) return; // the primary says when all of them are ready
  log.info(readyLine(config));
}

main().catch((error: unknown) => {
  // Start failed before or while opening the database.
  if (error instanceof OwnedElsewhere) {
    // Not a crash: the site already runs on this data (docs/operations.md#one-site-per-data-folder).
    console.error(`EuLangJobs api not started: the ${error.message}. Stop that one first.`);
  } else if (error instanceof ConfigurationError) {
    // A setting to change, not a crash: its reason alone, without a stack.
    console.error(`EuLangJobs api not started: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
