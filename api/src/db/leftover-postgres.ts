import { existsSync } from 'node:fs';
import { readdir, readFile, readlink, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Recovery of an embedded PostgreSQL left behind by an api that died without stopping it (`kill -9`, the out-of-
 * memory killer, a crash). The rules are in docs/operations.md ("Crash recovery"):
 * - a postmaster still running on our data directory is stopped cleanly (SIGINT = PostgreSQL's "fast" shutdown:
 *   open transactions roll back, committed ones are on disk), so this start can run its own;
 * - its backends, if the postmaster itself was killed, are waited for (they notice their postmaster is gone);
 * - a lock file whose process is gone is left to PostgreSQL (it recovers it itself), but one whose pid now belongs
 *   to an unrelated process (pids are reused, often in containers) is removed, as PostgreSQL would refuse it.
 */

type Logger = {
  info: (obj: object | string, msg?: string) => void;
  error: (obj: object | string, msg?: string) => void;
};

export type LockFile = { pid: number; dataDir: string; port: number | null; socketDir: string | null };

/** Reads `postmaster.pid`: pid, data directory, start time, port, socket directory, listen address, shmem key, status. */
export async function readLockFile(databaseDir: string): Promise<LockFile | null> {
  const file = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = (await readFile(file, 'utf8')).split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  const port = Number(lines[3]);
  return {
    pid,
    dataDir: lines[1] ?? '',
    port: Number.isInteger(port) && port > 0 ? port : null,
    socketDir: lines[4]?.trim() || null,
  };
}

export function isAlive(pid: number): boolean {
  // 0 and negative numbers mean process groups to kill(2), never one process.
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone we may not signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The PostgreSQL processes working in `databaseDir`: the postmaster and every backend chdir into the data
 * directory, so `/proc/<pid>/cwd` names it (Linux; elsewhere only the lock file's pid is known).
 */
async function postgresProcessesIn(databaseDir: string): Promise<number[]> {
  if (!existsSync('/proc/self/cwd')) return [];
  const found: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if ((await readlink(`/proc/${entry}/cwd`)) !== databaseDir) continue;
      const comm = (await readFile(`/proc/${entry}/comm`, 'utf8')).trim();
      // Backends rename themselves ("postgres: ..."), but comm keeps the binary's name.
      if (comm === 'postgres' || comm.startsWith('postgres')) found.push(Number(entry));
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return found;
}

async function isOurPostmaster(pid: number, databaseDir: string): Promise<boolean> {
  if (!existsSync('/proc/self/cmdline')) return true; // Without /proc, trust the lock file in our directory.
  try {
    const cwd = await readlink(`/proc/${pid}/cwd`);
    if (cwd === databaseDir) return true;
    const args = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
    return args.some((arg) => path.resolve(arg) === databaseDir) && path.basename(args[0] ?? '') === 'postgres';
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitGone(pids: number[], timeoutMs: number): Promise<number[]> {
  const until = Date.now() + timeoutMs;
  let left = pids.filter(isAlive);
  while (left.length > 0 && Date.now() < until) {
    await sleep(100);
    left = left.filter(isAlive);
  }
  return left;
}

function signal(pids: number[], name: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
  }
}

/**
 * Makes `databaseDir` free for a new postmaster. Returns what it did, for the log and the tests.
 * `databaseDir` must be absolute (it is compared with the kernel's view of each process's directory).
 */
export async function recoverLeftoverPostgres(
  databaseDir: string,
  log: Logger,
): Promise<'none' | 'stopped' | 'stale-lock'> {
  const lock = await readLockFile(databaseDir);
  let outcome: 'none' | 'stopped' | 'stale-lock' = 'none';

  if (lock && isAlive(lock.pid) && (await isOurPostmaster(lock.pid, databaseDir))) {
    log.info(
      { postmasterPid: lock.pid, databaseDir },
      'an embedded PostgreSQL from an earlier run is still running: stopping it (fast shutdown)',
    );
    // SIGINT: fast shutdown (roll back open transactions, checkpoint, exit). SIGQUIT, then SIGKILL, only if stuck.
    signal([lock.pid], 'SIGINT');
    let left = await waitGone([lock.pid], 30_000);
    if (left.length > 0) {
      log.error({ postmasterPid: lock.pid }, 'the leftover PostgreSQL did not stop in 30 s: immediate shutdown');
      signal(left, 'SIGQUIT');
      left = await waitGone(left, 5_000);
      signal(left, 'SIGKILL');
      await waitGone(left, 5_000);
    }
    outcome = 'stopped';
  }

  // Backends of a postmaster that was itself killed hold the shared memory until they notice and exit (PostgreSQL
  // refuses to start while they are attached). They exit within a second or so; kill them if they do not.
  const orphans = await postgresProcessesIn(databaseDir);
  if (orphans.length > 0) {
    log.info({ pids: orphans }, 'waiting for PostgreSQL processes left in the data directory to exit');
    signal(orphans, 'SIGTERM');
    const left = await waitGone(orphans, 10_000);
    signal(left, 'SIGKILL');
    await waitGone(left, 5_000);
    if (outcome === 'none') outcome = 'stopped';
  }

  // A lock file still here names a process that is gone (PostgreSQL recovers that itself) or an unrelated process
  // that got the same pid (PostgreSQL would refuse to start: "Is another postmaster running?"). Nothing of ours
  // runs in the directory any more (checked above), so the lock is stale either way: remove it, and the socket
  // lock it wrote with the same pid.
  const stale = await readLockFile(databaseDir);
  if (
    stale &&
    (await postgresProcessesIn(databaseDir)).length === 0 &&
    !(isAlive(stale.pid) && (await isOurPostmaster(stale.pid, databaseDir)))
  ) {
    if (isAlive(stale.pid)) {
      log.info(
        { postmasterPid: stale.pid },
        'removing a stale PostgreSQL lock file (its pid now belongs to another process)',
      );
      await rm(path.join(databaseDir, 'postmaster.pid'), { force: true });
      if (stale.socketDir && stale.port) {
        const socketLock = path.join(stale.socketDir, `.s.PGSQL.${stale.port}.lock`);
        const socketPid = existsSync(socketLock) ? Number((await readFile(socketLock, 'utf8')).split('\n')[0]) : null;
        if (socketPid === stale.pid) await rm(socketLock, { force: true });
      }
      if (outcome === 'none') outcome = 'stale-lock';
    } else if (outcome === 'none') {
      log.info(
        { postmasterPid: stale.pid },
        'the last embedded PostgreSQL did not shut down cleanly: it will recover from its log',
      );
      outcome = 'stale-lock';
    }
  }
  return outcome;
}
