// The job-alert sweep of the traffic bench (docs/search.md#the-sweep-beside-requests), in a process of its own as
// `WORKER=separate` runs it, so that the bench's client can time requests to the site meanwhile without the sweep's
// work delaying the client. `prepareSweep()` starts this file; run as a script, it sweeps and prints one line of
// JSON: the alerts, mails and seconds, and the longest stalls of its event loop. The default `WORKER=inline` runs the
// same sweep inside an api process, where a stall of the sweep is a stall of every request that process holds.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { ROOT } from '../scripts/stack.mjs';
import { BENCH_PG_PORT } from './support.mjs';

/**
 * Makes every alert due again, each alert's mark set to a day before the newest job, so the jobs of that day are new
 * to it. The generated data is kept between runs: a mark of `now() - 1 day` found no new job a day after the data
 * was built, and the sweep mailed nothing. Answers how many different searches the alerts hold.
 */
async function makeAlertsDue(pool) {
  await pool.query(`UPDATE job_alerts SET last_run_at = NULL,
    mark_published_at = (SELECT max(published_at) FROM jobs WHERE status = 'active') - interval '1 day', mark_job_id = 0`);
  await pool.query('DELETE FROM outbox');
  const { rows } = await pool.query('SELECT count(DISTINCT path)::int AS searches FROM job_alerts');
  return rows[0].searches;
}

/** The sweep as the worker runs it (api/dist), with its own pool; answers what it did and how long it took. */
async function sweep(base) {
  const api = createRequire(path.join(ROOT, 'api', 'package.json'));
  const { createDb, createPool } = api('./dist/db/database.js');
  const { createReferenceCache } = api('./dist/services/reference.js');
  const { sweepJobAlerts } = api('./dist/services/job-alerts/sweep.js');
  const sweepPool = createPool(`postgres://postgres:postgres@localhost:${BENCH_PG_PORT}/postgres`);
  // The sweep's clients may still be closing when the site stops: their last error must not end the process.
  sweepPool.on('error', () => undefined);
  const db = createDb(sweepPool);
  // Its event loop's delays, sampled every 10 ms: how long a request would have waited behind the sweep's own work.
  const stalls = monitorEventLoopDelay({ resolution: 10 });
  try {
    stalls.enable();
    const started = performance.now();
    const done = await sweepJobAlerts({
      db,
      reference: createReferenceCache(db),
      config: { publicUrl: base, jobAlerts: { worker: 'separate', sweepSeconds: 60, secret: null } },
      log: { info: () => undefined, warn: () => undefined },
    });
    const seconds = (performance.now() - started) / 1000;
    stalls.disable();
    const ms = (ns) => Number((ns / 1e6).toFixed(1));
    return { ...done, seconds, stallP99: ms(stalls.percentile(99)), stallMax: ms(stalls.max) };
  } finally {
    await db.destroy();
  }
}

/**
 * Makes the alerts due (through `pool`) and answers a function that sweeps them in a child process, so that what runs
 * beside the sweep can start with it. That function answers the sweep's figures (alerts, mails, seconds, stallP99
 * and stallMax in ms, searches) when the child has ended.
 */
export async function prepareSweep(base, pool) {
  const searches = await makeAlertsDue(pool);
  return () => sweepInChild(base, searches);
}

async function sweepInChild(base, searches) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), base], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`the sweep's process ended with ${code}: ${output}`);
  return { ...JSON.parse(output.trim().split('\n').pop()), searches };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(await sweep(process.argv[2]))}\n`);
  // Nothing of the sweep's is left to wait for (its pool is closed); a timer of a module it loaded must not keep
  // the bench waiting. A pipe on stdout is written synchronously on Linux, so the line has left.
  process.exit(0);
}
