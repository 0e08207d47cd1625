// The traffic-shaped bench (docs/search.md#the-traffic-bench; issue 31's budgets): guests, signed-in candidates and
// recruiters over a long tail of distinct job lists, job pages, matchings, favourites, applications, applicants and
// CV search, against the production build on the generated database (traffic-data.mjs, built once). Prints
// p50/p95/p99 per call kind for one client (the latency budgets), then throughput and percentiles at 20 and 100
// connections, then times the job-alert sweep over every candidate's alerts. Needs a build (pnpm -r build).
// BENCH_JOBS, BENCH_CANDIDATES: the database's size; BENCH_CACHE=off: the guests' list cache off (the budgets' case);
// BENCH_SAMPLES: sequential requests (1,000); BENCH_SECONDS: length of each concurrent phase (15);
// BENCH_USERS: candidates signed in (300, a fifth as many recruiters); BENCH_PORT, BENCH_PG_PORT (support.mjs);
// BENCH_SLOWEST: how many of the one client's slowest requests to name, with their URLs (10), to see what a p95 is.
// BENCH_WARM_UP_SECONDS: how long the unmeasured warm-up runs, at 8 connections, before the figures (30).
// BENCH_LISTS_HELD: share of job lists asked with `_lists=none`, by a client that holds the reference lists (0.8).
// BENCH_PREWARM=0: the database as the disk and the kernel left it. By default every table and index is first read
// into PostgreSQL's shared buffers (pg_prewarm): the figures are those of a server that has run for a while, whose
// buffers hold its database, not of the first minutes after a start (docs/search.md#session-30-on-the-traffic-bench).
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { ROOT } from '../scripts/stack.mjs';
import { cpuUse, cpuUseLine } from './cpu-time.mjs';
import { machineSpeedLine } from './machine-speed.mjs';
import { BENCH_PG_PORT, withSite } from './support.mjs';
import { isFailure, openConnection, signInAll } from './traffic-client.mjs';
import { CANDIDATES, DATA_DIR, JOBS, openPool, prepareTrafficDatabase, prewarm } from './traffic-data.mjs';
import { createMix, LISTS_HELD, loadCatalogue } from './traffic-mix.mjs';

const CACHE = process.env.BENCH_CACHE !== 'off';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const USERS = Number(process.env.BENCH_USERS ?? 300);
const SLOWEST = Number(process.env.BENCH_SLOWEST ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 30);
const PREWARM = process.env.BENCH_PREWARM !== '0';
const PG_DIR = path.join(DATA_DIR, 'postgres');
const BUDGET = { list: 30, account: 100, throughput: 400, sweepSeconds: 60 };
const ACCOUNT_KINDS = new Set(['matchings', 'cv search', 'applicants']);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs the mix on `connections` clients until `count` requests or `seconds` have passed; failures apart. */
async function phase(base, mix, xsrf, { connections, count = Number.POSITIVE_INFINITY, seconds = 3600 }) {
  const byKind = new Map();
  const failures = new Map();
  /** Every successful request's time, kind and URL, for the slowest to be named. */
  const timed = [];
  const deadline = Date.now() + seconds * 1000;
  let sent = 0;
  let ok = 0;
  const record = (key, ms) => {
    if (!byKind.has(key)) byKind.set(key, []);
    byKind.get(key).push(ms);
  };
  const worker = async () => {
    const connection = openConnection(base);
    while (sent < count && Date.now() < deadline) {
      sent++;
      const request = mix.next();
      const started = performance.now();
      try {
        const response = await connection.send(request, xsrf);
        const ms = performance.now() - started;
        if (isFailure(request, response)) {
          const key = `${request.kind} ${response.status}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
          continue;
        }
        ok++;
        timed.push({ ms, kind: request.listKind ?? request.kind, url: request.url });
        record(request.kind, ms);
        if (request.listKind) record(request.listKind, ms);
      } catch (error) {
        const key = `${request.kind} ${error.cause?.code ?? error.message}`;
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    }
    connection.close();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { byKind, failures, ok, rate: ok / elapsed, elapsed, timed };
}

function budgetOf(kind) {
  if (kind.startsWith('list: ')) return BUDGET.list;
  return ACCOUNT_KINDS.has(kind) ? BUDGET.account : null;
}

function report(title, result, { budgets }) {
  console.log(
    `\n${title}: ${result.ok} successful in ${result.elapsed.toFixed(1)} s = ${result.rate.toFixed(0)} requests/s`,
  );
  console.log('  kind                      count     p50      p95      p99');
  let over = 0;
  const kinds = [...result.byKind.keys()].sort((a, b) => a.localeCompare(b));
  for (const kind of kinds) {
    const times = result.byKind.get(kind).sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    const budget = budgets ? budgetOf(kind) : null;
    const verdict = budget === null ? '' : p95 < budget ? `  p95 < ${budget} ms: within` : `  p95 < ${budget} ms: OVER`;
    if (budget !== null && p95 >= budget) over++;
    const ms = (value) => `${value.toFixed(1).padStart(7)}`;
    console.log(
      `  ${kind.padEnd(24)} ${String(times.length).padStart(6)} ${ms(times[Math.floor(times.length / 2)])} ${ms(p95)} ${ms(percentile(times, 99))}${verdict}`,
    );
  }
  for (const [key, n] of result.failures) console.log(`  FAILED ${key}: ${n}`);
  return over;
}

/**
 * The job-alert sweep as the worker runs it (api/dist), over every alert made due again: each alert's mark set to a
 * day before the newest job, so the jobs of that day are new to it. The generated data is kept between runs: a mark
 * of `now() - 1 day` found no new job a day after the data was built, and the sweep mailed nothing.
 */
async function timeSweep(base, pool) {
  const api = createRequire(path.join(ROOT, 'api', 'package.json'));
  const { createDb, createPool } = api('./dist/db/database.js');
  const { createReferenceCache } = api('./dist/services/reference.js');
  const { sweepJobAlerts } = api('./dist/services/job-alerts/sweep.js');
  await pool.query(`UPDATE job_alerts SET last_run_at = NULL,
    mark_published_at = (SELECT max(published_at) FROM jobs WHERE status = 'active') - interval '1 day', mark_job_id = 0`);
  await pool.query(`DELETE FROM outbox`);
  // How many different searches the alerts hold: alerts of one search could share its query.
  const { rows } = await pool.query('SELECT count(DISTINCT path)::int AS searches FROM job_alerts');
  const sweepPool = createPool(`postgres://postgres:postgres@localhost:${BENCH_PG_PORT}/postgres`);
  // The sweep's clients may still be closing when the site stops: their last error must not crash the bench.
  sweepPool.on('error', () => undefined);
  const db = createDb(sweepPool);
  try {
    const started = performance.now();
    const done = await sweepJobAlerts({
      db,
      reference: createReferenceCache(db),
      config: { publicUrl: base, jobAlerts: { worker: 'separate', sweepSeconds: 60, secret: null } },
      log: { info: () => undefined, warn: () => undefined },
    });
    return { ...done, searches: rows[0].searches, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.destroy();
  }
}

await prepareTrafficDatabase();
await withSite(
  async (base) => {
    // One connection: setseed below holds for the queries after it.
    const pool = openPool(1);
    try {
      // Earlier runs' uses of the CV search quota would refuse this run's (docs/security.md#call-quotas).
      await pool.query('DELETE FROM call_quota_uses');
      await pool.query('SELECT setseed(0.5)');
      if (PREWARM) await prewarm(pool);
      const catalogue = await loadCatalogue(pool);
      const started = performance.now();
      const sessions = await signInAll(base, pool, USERS);
      console.log(
        `${JOBS} jobs, ${CANDIDATES} candidates; signed in ${sessions.candidates.length} candidates and ` +
          `${sessions.recruiters.length} recruiters in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
          `guests' list cache ${CACHE ? 'as configured' : 'off'}; ` +
          `api processes ${process.env.API_PROCESSES ?? 'as by default (one per core, at most 4)'} on ${availableParallelism()} cores`,
      );
      console.log(machineSpeedLine());
      const mix = createMix(catalogue, { candidate: sessions.candidates, recruiter: sessions.recruiters });
      // Warm-up, not counted in the figures below (its rate is printed): 10 s over several connections, since one
      // keep-alive connection reaches one api process only (docs/operations.md#api-processes), and a process that
      // has served a few hundred requests is not yet the one that has served for hours (V8 has not optimised its
      // code, its PostgreSQL connections have not cached their catalogues and plans): docs/search.md#the-traffic-bench.
      // Its rate every 10 s says whether the server has stopped getting faster (docs/search.md#the-traffic-bench).
      const rates = [];
      for (let done = 0; done < WARM_UP_SECONDS; done += 10) {
        const seconds = Math.min(10, WARM_UP_SECONDS - done);
        rates.push((await phase(base, mix, sessions.xsrf, { connections: 8, seconds })).rate.toFixed(0));
      }
      console.log(
        `warm-up, ${WARM_UP_SECONDS} s at 8 connections: ${rates.join(', ')} requests/s a 10 s (not counted)`,
      );
      const sequential = await phase(base, mix, sessions.xsrf, { connections: 1, count: SAMPLES });
      const over = report(`One client, ${SAMPLES} requests`, sequential, { budgets: true });
      if (SLOWEST > 0) console.log(`  the ${SLOWEST} slowest:`);
      for (const { ms, kind, url } of sequential.timed.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST))
        console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${kind.padEnd(22)} ${url}`);
      for (const connections of [20, 100]) {
        const before = cpuUse(PG_DIR);
        const result = await phase(base, mix, sessions.xsrf, { connections, seconds: SECONDS });
        const cores = cpuUseLine(before, cpuUse(PG_DIR), result.ok);
        report(`${connections} connections, ${SECONDS} s`, result, { budgets: false });
        console.log(
          `  throughput ${result.rate.toFixed(0)} successful requests/s: ` +
            `${result.rate >= BUDGET.throughput ? 'within' : 'UNDER'} the ${BUDGET.throughput} requests/s budget`,
        );
        // Where the cores went: a rate under budget with idle cores is a wait, with busy ones a cost.
        console.log(cores);
      }
      const { lists, repeats } = mix.stats;
      console.log(
        `\njob lists: ${lists}, repeats of an earlier list ${((100 * repeats) / lists).toFixed(1)} %, ` +
          `${(100 * LISTS_HELD).toFixed(0)} % asked without the reference lists (_lists=none, BENCH_LISTS_HELD)`,
      );
      console.log(over === 0 ? 'every latency budget met (one client)' : `${over} call kinds OVER their p95 budget`);
      const sweep = await timeSweep(base, pool);
      console.log(
        `job-alert sweep: ${sweep.alerts} alerts (${sweep.searches} different searches), ${sweep.mails} mails ` +
          `queued in ${sweep.seconds.toFixed(1)} s: ` +
          `${sweep.seconds < BUDGET.sweepSeconds ? 'within' : 'OVER'} the ${BUDGET.sweepSeconds} s budget`,
      );
      // A sweep that mails nothing has timed nothing: say so rather than print a figure within budget.
      if (sweep.mails === 0) console.log('  NO MAIL queued: the sweep found no new job, its time measures nothing');
      // Again at the end: a busy machine's speed moves within a run.
      console.log(machineSpeedLine());
    } finally {
      await pool.end();
    }
  },
  // WORKER=off: no sweep inside the api during the requests; the bench times the sweep itself, alone.
  { dataDir: DATA_DIR, env: { WORKER: 'off', ...(CACHE ? {} : { JOB_LIST_CACHE_SECONDS: '0' }) } },
);
