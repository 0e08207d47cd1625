// The api as several HTTP processes on one machine (docs/operations.md#api-processes). One Node process computes one
// answer at a time: on the traffic bench (two cores) a single api process was the bottleneck, runnable but waiting
// for a core a third of the time while PostgreSQL's backends took it, and the machine still had idle time. Several
// processes share the port (node:cluster hands each new connection to one of them); each is an api replica like
// any other (its own pool, caches and queue worker; docs/architecture.md), so nothing else changes.
import cluster, { type Worker } from 'node:cluster';
import Fastify from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db';
import { loggerOptions } from './logger';

/** Set by the primary in the environment of the processes it forks: the prepared database they connect to. */
export const PREPARED_DATABASE_URL = 'API_PREPARED_DATABASE_URL';

/** A process that dies this soon after the previous death is a crash loop: the primary stops rather than fork on. */
const CRASH_LOOP_MS = 10_000;
const MAX_QUICK_DEATHS = 5;
const STOP_WAIT_MS = 15_000;

/**
 * The primary: opens the database once (the embedded PostgreSQL, migrations, seeds), forks `config.apiProcesses`
 * processes that serve HTTP on it, forks a new one when one dies, and on SIGTERM/SIGINT stops them all before it
 * stops the database.
 */
export async function runPrimary(config: Config): Promise<void> {
  const log = Fastify({ logger: loggerOptions(config.logLevel) }).log;
  // Its pool prepared the database; it serves no request, so its connections close when idle (30 s).
  const database = await openDatabase(config, log);

  let stopping = false;
  let quickDeaths = 0;
  let lastDeath = 0;
  const fork = (): Worker => cluster.fork({ [PREPARED_DATABASE_URL]: database.connectionString });

  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening !== config.apiProcesses) return;
    log.info({ processes: config.apiProcesses }, readyLine(config));
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    quickDeaths = now - lastDeath < CRASH_LOOP_MS ? quickDeaths + 1 : 1;
    lastDeath = now;
    log.error({ process: worker.id, code, signal }, 'an api process stopped: starting another');
    if (quickDeaths >= MAX_QUICK_DEATHS) {
      log.error('api processes keep stopping: exiting');
      void stop(1);
      return;
    }
    fork();
  });

  const stop = async (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    await Promise.all(workers.map((worker) => stopWorker(worker)));
    await database.close();
    log.info('bye');
    process.exit(exitCode);
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));

  // One after another: each starts its queue worker as it starts, and two creating pg-boss's queue at the same
  // moment deadlocked in PostgreSQL (the loser exited and was forked again).
  for (let i = 0; i < config.apiProcesses; i += 1) {
    const started = fork();
    await new Promise<void>((resolve) => {
      started.once('listening', () => resolve());
      started.once('exit', () => resolve());
    });
    if (stopping) return;
  }
}

/** The line that says the api serves, with where (one process says it, or the primary once all of them listen). */
export function readyLine(config: Pick<Config, 'host' | 'port'>): string {
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `EuLangJobs api ready at http://${shown}:${config.port} (API docs: http://${shown}:${config.port}/api/docs)`;
}

/** Asks one process to stop as a lone api does (SIGTERM: close HTTP, then its pool), then kills it if it lingers. */
function stopWorker(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    worker.once('exit', () => resolve());
    worker.process.kill('SIGTERM');
    setTimeout(() => worker.process.kill('SIGKILL'), STOP_WAIT_MS).unref();
  });
}
