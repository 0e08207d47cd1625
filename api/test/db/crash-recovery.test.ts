// Long because its five cases share the one set-up of a real api process on its own PostgreSQL (the helpers below):
// killed, restarted, doubled and run as several processes, each read back from the outside.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { freePort } from '../support/free-port';
import path from 'node:path';
import { PACKAGE_DIR } from '../../src/config';
import { createDb, createPool } from '../../src/db/database';
import { isAlive, readLockFile } from '../../src/db/leftover-postgres';
import { insertJobs, seedCompanies } from '../../src/db/seed';
import { fillerJobs } from '../fixtures';
import { makeShellDist, TEST_ENV } from '../helper';

/**
 * The real api server process (`node dist/server.js`) with its embedded PostgreSQL on a temporary data folder is
 * killed with SIGKILL under write load and started again the same way: it must come back by itself and every write
 * it acknowledged must be there (docs/operations.md, "Crash recovery").
 */

let PORT: number;
let PG_PORT: number;
let BASE: string;
const PASSWORD = 'crash-test-Pa55word!';
// Double-submit XSRF: any value works as long as the cookie and the header agree.
const XSRF = { cookie: 'XSRF-TOKEN=crash-test', 'x-xsrf-token': 'crash-test' };

let dataDir: string;
let shellDist: string;
let api: ChildProcess | null = null;
let output = '';

function startApi(env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, [path.join(PACKAGE_DIR, 'dist/server.js')], {
    env: {
      ...process.env,
      ...TEST_ENV,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PG_PORT: String(PG_PORT),
      DATA_DIR: dataDir,
      SHELL_DIST: shellDist,
      DEMO_DATA: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      // Production without a real payment provider: allowed on purpose (docs/operations.md#payments).
      ALLOW_TEST_PAYMENTS: '1',
      // Smaller than the default (a quarter of the machine's memory, at most 1 GB): the first test checks it is used.
      EMBEDDED_PG_SHARED_BUFFERS_MB: '64',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return child;
}

async function waitForHealth(child: ChildProcess, timeoutMs = 45_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}:\n${output.slice(-3000)}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the api did not answer within ${timeoutMs} ms:\n${output.slice(-3000)}`);
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

type Acknowledged = { registrations: string[]; favourites: { email: string; jobId: number }[] };

/** Workers that register candidates and save favourites until the api stops answering; only 2xx answers count. */
async function writeLoad(jobIds: number[], workers: number, acknowledged: Acknowledged, stop: { now: boolean }) {
  let counter = 0;
  const worker = async (w: number) => {
    while (!stop.now) {
      const email = `crash-${w}-${counter++}-${Date.now()}@example.test`;
      try {
        const registered = await fetch(`${BASE}/api/auth/register`, {
          method: 'POST',
          // A connection handed to a process as it was killed may never be answered: not acknowledged, not waited for.
          signal: AbortSignal.timeout(10_000),
          headers: { ...XSRF, 'content-type': 'application/json' },
          body: JSON.stringify({
            type: 'candidate',
            email,
            password: PASSWORD,
            password_confirmation: PASSWORD,
            nombre: 'Crash',
          }),
        });
        if (registered.status !== 200) return;
        acknowledged.registrations.push(email);
        const { token } = (await registered.json()) as { token: string };
        for (const jobId of [jobIds[counter % jobIds.length], jobIds[(counter + 1) % jobIds.length]]) {
          const saved = await fetch(`${BASE}/api/candidates/favorites`, {
            method: 'POST',
            signal: AbortSignal.timeout(10_000),
            headers: { ...XSRF, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ offer_id: jobId }),
          });
          if (saved.status !== 201) return;
          acknowledged.favourites.push({ email, jobId });
        }
      } catch {
        return; // the api is gone
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
}

async function expectAllThere(acknowledged: Acknowledged) {
  const pool = createPool(`postgres://postgres:postgres@localhost:${PG_PORT}/postgres`, 1);
  try {
    const users = await pool.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [
      acknowledged.registrations,
    ]);
    expect(new Set(users.rows.map((row) => row.email))).toEqual(new Set(acknowledged.registrations));
    const favourites = await pool.query<{ email: string; job_id: number }>(
      'SELECT u.email, f.job_id FROM favorites f JOIN users u ON u.id = f.user_id WHERE u.email = ANY($1)',
      [acknowledged.registrations],
    );
    const found = new Set(favourites.rows.map((row) => `${row.email} ${row.job_id}`));
    for (const { email, jobId } of acknowledged.favourites) expect(found).toContain(`${email} ${jobId}`);
  } finally {
    await pool.end();
  }
}

/** Eight jobs of the test's database for the load to save, made when the test runs alone on a new data folder. */
async function jobsToSave(): Promise<number[]> {
  const pool = createPool(`postgres://postgres:postgres@localhost:${PG_PORT}/postgres`, 2);
  try {
    const found = (await pool.query<{ id: number }>('SELECT id FROM jobs ORDER BY id LIMIT 8')).rows.map((r) => r.id);
    if (found.length > 0) return found;
    await seedCompanies(createDb(pool));
    return await insertJobs(pool, fillerJobs(8));
  } finally {
    await pool.end();
  }
}

/** Runs the load for a moment, then SIGKILLs the api in the middle of it. */
async function killUnderLoad(child: ChildProcess, jobIds: number[], acknowledged: Acknowledged) {
  const stop = { now: false };
  const load = writeLoad(jobIds, 6, acknowledged, stop);
  const before = acknowledged.favourites.length;
  await waitUntil(() => acknowledged.favourites.length - before >= 10, 20_000);
  child.kill('SIGKILL');
  await exited(child);
  stop.now = true;
  await load;
}

beforeAll(async () => {
  PORT = Number(process.env.CRASH_TEST_PORT) || (await freePort());
  PG_PORT = Number(process.env.CRASH_TEST_PG_PORT) || (await freePort());
  BASE = `http://127.0.0.1:${PORT}`;
  // The test runs the server as deployed: build dist/ from the current source first (swc, about a second).
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: PACKAGE_DIR, stdio: 'ignore' });
  dataDir = mkdtempSync(path.join(tmpdir(), 'eulangjobs-crash-'));
  shellDist = makeShellDist();
});

afterAll(async () => {
  if (api && api.exitCode === null && api.signalCode === null) {
    api.kill('SIGTERM');
    await exited(api);
  }
  // Never leave a PostgreSQL behind, whatever happened above.
  const lock = await readLockFile(path.join(dataDir, 'postgres'));
  if (lock && isAlive(lock.pid)) process.kill(lock.pid, 'SIGQUIT');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(shellDist, { recursive: true, force: true });
});

test('after kill -9 under write load the api starts again by itself and every acknowledged write is there', async () => {
  const databaseDir = path.join(dataDir, 'postgres');
  // Without the watchdog: the postmaster is orphaned, as when the watchdog dies with the api.
  api = startApi({ EMBEDDED_PG_WATCHDOG: '0' });
  await waitForHealth(api);

  const pool = createPool(`postgres://postgres:postgres@localhost:${PG_PORT}/postgres`, 2);
  // The api starts its PostgreSQL with the configured memory (docs/operations.md#the-embedded-postgresqls-memory).
  expect((await pool.query('SHOW shared_buffers')).rows[0].shared_buffers).toBe('64MB');
  const db = createDb(pool);
  await seedCompanies(db);
  const jobIds = await insertJobs(pool, fillerJobs(8));
  await db.destroy();

  const acknowledged: Acknowledged = { registrations: [], favourites: [] };
  await killUnderLoad(api, jobIds, acknowledged);
  expect(acknowledged.favourites.length).toBeGreaterThanOrEqual(10);

  // What the issue saw: the postmaster outlives the api and holds the port and the data folder.
  const orphan = await readLockFile(databaseDir);
  expect(orphan && isAlive(orphan.pid)).toBe(true);

  // Started as `npm start` does: with the watchdog (the default).
  api = startApi();
  await waitForHealth(api);
  expect(output).toContain('an embedded PostgreSQL from an earlier run is still running');
  expect(orphan && isAlive(orphan.pid)).toBe(false);
  await expectAllThere(acknowledged);

  // With the watchdog, the postmaster stops by itself when the api is killed.
  const watched = await readLockFile(databaseDir);
  await killUnderLoad(api, jobIds, acknowledged);
  expect(await waitUntil(() => !isAlive(watched?.pid ?? 0), 15_000)).toBe(true);

  api = startApi();
  await waitForHealth(api);
  await expectAllThere(acknowledged);

  // A clean stop leaves nothing running.
  const last = await readLockFile(databaseDir);
  api.kill('SIGTERM');
  await exited(api);
  expect(api.exitCode).toBe(0);
  expect(isAlive(last?.pid ?? 0)).toBe(false);
  expect(existsSync(path.join(databaseDir, 'postmaster.pid'))).toBe(false);
  expect(readFileSync(path.join(databaseDir, 'PG_VERSION'), 'utf8')).toBeTruthy();
});

test('a lock file naming a process that is not our PostgreSQL (a reused pid) does not block the start', async () => {
  const databaseDir = path.join(dataDir, 'postgres');
  expect(existsSync(path.join(databaseDir, 'PG_VERSION'))).toBe(true);
  // What a PostgreSQL killed together with its api leaves in a container whose pids start over: a lock file whose
  // pid now belongs to some other live process. PostgreSQL alone would refuse ("Is another postmaster running?").
  // It runs as the user PostgreSQL runs as (a process of another user could not be a postmaster: PostgreSQL
  // ignores those itself).
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
  const asPostgres = process.getuid?.() === 0 ? { uid: id('-u'), gid: id('-g') } : {};
  const unrelated = spawn('sleep', ['60'], { stdio: 'ignore', ...asPostgres });
  try {
    writeFileSync(
      path.join(databaseDir, 'postmaster.pid'),
      `${unrelated.pid}\n${databaseDir}\n${Math.floor(Date.now() / 1000)}\n${PG_PORT}\n/tmp\nlocalhost\n  0 0\nready   \n`,
    );
    api = startApi();
    await waitForHealth(api);
    expect(output).toContain('removing a stale PostgreSQL lock file');
    expect(isAlive(unrelated.pid ?? 0)).toBe(true);
    api.kill('SIGTERM');
    await exited(api);
    expect(api.exitCode).toBe(0);
  } finally {
    unrelated.kill('SIGKILL');
  }
});

test('a second api on the same data folder says which one runs there and leaves it answering', async () => {
  api = startApi();
  await waitForHealth(api);
  const first = api;
  const firstDatabase = await readLockFile(path.join(dataDir, 'postgres'));
  output = '';
  // Another port for its HTTP server, the same data folder (and so the same PostgreSQL): what a second `npm start`
  // of the checkout did, which stopped the first one's database "left from an earlier run".
  const second = startApi({ PORT: String(await freePort()) });
  await exited(second);
  expect(second.exitCode).toBe(1);
  expect(output).toContain(`is in use by process ${first.pid}`);
  expect(output).toContain(`serving http://localhost:${PORT}`);
  expect(output).not.toContain('still running: stopping it');

  // The first one never noticed: same PostgreSQL, and it reads and writes.
  expect((await readLockFile(path.join(dataDir, 'postgres')))?.pid).toBe(firstDatabase?.pid);
  expect((await fetch(`${BASE}/api/health`)).status).toBe(200);
  const registered = await fetch(`${BASE}/api/auth/register`, {
    method: 'POST',
    headers: { ...XSRF, 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'candidate',
      email: `second-start-${Date.now()}@example.test`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      nombre: 'Second',
    }),
  });
  expect(registered.status).toBe(200);

  // Its lock dies with it, however it ends: after kill -9, the next start takes the folder.
  first.kill('SIGKILL');
  await exited(first);
  api = startApi();
  await waitForHealth(api);
  api.kill('SIGTERM');
  await exited(api);
  expect(api.exitCode).toBe(0);
});

test('PostgreSQL killed under the api during writes: the api answers again within seconds, every acknowledged write kept', async () => {
  const databaseDir = path.join(dataDir, 'postgres');
  api = startApi();
  await waitForHealth(api);
  const jobIds = await jobsToSave();

  const acknowledged: Acknowledged = { registrations: [], favourites: [] };
  const stop = { now: false };
  const load = writeLoad(jobIds, 6, acknowledged, stop);
  await waitUntil(() => acknowledged.favourites.length >= 10, 20_000);
  const postmaster = await readLockFile(databaseDir);
  // The database dies, not the api: what a second start used to do to the first one, or the out-of-memory killer.
  process.kill(postmaster?.pid ?? 0, 'SIGKILL');
  await load;
  stop.now = true;
  const killedAt = Date.now();

  // The same api process answers again, by itself, within seconds.
  await waitForHealth(api, 20_000);
  expect(Date.now() - killedAt).toBeLessThan(20_000);
  expect(api.exitCode).toBeNull();
  expect(output).toContain('embedded PostgreSQL stopped under the api: starting it again');
  expect((await readLockFile(databaseDir))?.pid).not.toBe(postmaster?.pid);
  await expectAllThere(acknowledged);
  // And it writes again.
  const more: Acknowledged = { registrations: [], favourites: [] };
  const again = { now: false };
  const writes = writeLoad(jobIds, 1, more, again);
  await waitUntil(() => more.favourites.length >= 2, 10_000);
  again.now = true;
  await writes;
  expect(more.favourites.length).toBeGreaterThanOrEqual(2);

  api.kill('SIGTERM');
  await exited(api);
  expect(api.exitCode).toBe(0);
});

/** The api processes a primary forked: its children running dist/server.js (docs/operations.md#api-processes). */
function apiProcessesOf(primary: number): number[] {
  return readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      return parent === primary && command.includes('server.js') ? [Number(entry)] : [];
    } catch {
      return []; // gone meanwhile
    }
  });
}

test('several api processes: they serve one database, one that dies is replaced, a stop ends them all and it', async () => {
  const databaseDir = path.join(dataDir, 'postgres');
  api = startApi({ API_PROCESSES: '3' });
  await waitForHealth(api);
  const primary = api.pid ?? 0;
  expect(await waitUntil(() => apiProcessesOf(primary).length === 3, 15_000)).toBe(true);
  // The primary says the api is ready once all of them listen.
  expect(await waitUntil(() => output.includes('"processes":3'), 15_000)).toBe(true);

  const jobIds = await jobsToSave();

  // Writes from several connections, which the primary hands to its processes in turn, into the one database.
  const acknowledged: Acknowledged = { registrations: [], favourites: [] };
  const stop = { now: false };
  const load = writeLoad(jobIds, 6, acknowledged, stop);
  await waitUntil(() => acknowledged.favourites.length >= 10, 20_000);

  // One killed (the out-of-memory killer, a crash): the primary starts another, and the site answers throughout.
  const [victim] = apiProcessesOf(primary);
  process.kill(victim, 'SIGKILL');
  expect(
    await waitUntil(() => {
      const now = apiProcessesOf(primary);
      return now.length === 3 && !now.includes(victim);
    }, 15_000),
  ).toBe(true);
  await waitForHealth(api);
  expect(output).toContain('an api process stopped: starting another');
  stop.now = true;
  await load;
  await expectAllThere(acknowledged);

  // SIGTERM to the primary: its processes stop, then its PostgreSQL, and it exits cleanly.
  const children = apiProcessesOf(primary);
  const postmaster = await readLockFile(databaseDir);
  api.kill('SIGTERM');
  await exited(api);
  expect(api.exitCode).toBe(0);
  expect(children.filter((pid) => isAlive(pid))).toEqual([]);
  expect(isAlive(postmaster?.pid ?? 0)).toBe(false);
});
