// The traffic-shaped bench (docs/search.md#the-traffic-bench; issue 31's budgets): guests, signed-in candidates and
// recruiters over a long tail of distinct job lists, job pages, matchings, favourites, applications, applicants and
// CV search, against the production build on the generated database (traffic-data.mjs, built once). Prints
// p50/p95/p99 per call kind for one client (the latency budgets), then throughput and percentiles at 20 and 100
// connections, then times the job-alert sweep over every candidate's alerts, alone and then beside one paced client's
// requests (traffic-sweep.mjs). Needs a build (pnpm -r build).
// BENCH_JOBS, BENCH_CANDIDATES: the database's size; BENCH_CACHE=off: the guests' list cache off (the budgets' case);
// BENCH_SAMPLES: sequential requests (1,000); BENCH_SECONDS: length of each concurrent phase (15);
// BENCH_USERS: candidates signed in (300, a fifth as many recruiters); BENCH_PORT, BENCH_PG_PORT (support.mjs);
// BENCH_SLOWEST: how many of the one client's slowest requests to name, with their URLs (10), to see what a p95 is.
// BENCH_WARM_UP_SECONDS: the least the unmeasured warm-up runs before the figures (60), at BENCH_WARM_UP_CONNECTIONS
// (20); it goes on, 10 s at a time and at most WARM_UP_MAX_SECONDS, while the server is still getting faster.
// BENCH_LISTS_HELD: share of job lists asked with `_lists=none`, by a client that holds the reference lists (0.8).
// BENCH_SWEEP_CLIENT_RATE: requests a second of the client timed beside the sweeps after the first (50).
// BENCH_JOB_WRITES: job edits a second while the requests are measured (0.5, traffic-writes.mjs; 0 for none).
// BENCH_PREWARM=0: the database as the disk and the kernel left it. By default every table and index is first read
// into PostgreSQL's shared buffers (pg_prewarm): the figures are those of a server that has run for a while, whose
// buffers hold its database, not of the first minutes after a start (docs/search.md#session-30-on-the-traffic-bench).
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { cpuPerRequest, cpuUse, cpuUseLine } from './cpu-time.mjs';
import { machineSpeedLine } from './machine-speed.mjs';
import { withSite } from './support.mjs';
import { isFailure, openConnection, signInAll } from './traffic-client.mjs';
import { CANDIDATES, DATA_DIR, JOBS, openPool, prepareTrafficDatabase, prewarm } from './traffic-data.mjs';
import { createMix, LISTS_HELD, loadCatalogue } from './traffic-mix.mjs';
import { checkOwnExtra } from './traffic-extra.mjs';
import { prepareSweep } from './traffic-sweep.mjs';
import { JOB_WRITES, startJobWrites } from './traffic-writes.mjs';

const CACHE = process.env.BENCH_CACHE !== 'off';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const USERS = Number(process.env.BENCH_USERS ?? 300);
const SLOWEST = Number(process.env.BENCH_SLOWEST ?? 10);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 60);
const WARM_UP_CONNECTIONS = Number(process.env.BENCH_WARM_UP_CONNECTIONS ?? 20);
const WARM_UP_MAX_SECONDS = 180;
const PREWARM = process.env.BENCH_PREWARM !== '0';
const PG_DIR = path.join(DATA_DIR, 'postgres');
const BUDGET = { list: 30, account: 100, throughput: 400, sweepSeconds: 60 };
const ACCOUNT_KINDS = new Set(['matchings', 'cv search', 'applicants']);
const SWEEP_CLIENT_RATE = Number(process.env.BENCH_SWEEP_CLIENT_RATE ?? 50);
// Beside the sweep, a kind's p95 over a handful of requests is its slowest one: the sweep runs again, up to
// MAX_SWEEPS_BESIDE times in all, until every kind with a latency budget has MIN_BESIDE requests beside it.
const MIN_BESIDE = 20;
const MAX_SWEEPS_BESIDE = 4;

/** True while the last 10 s window served more than 5 % above the mean of the two before it. */
function stillWarming(windows) {
  if (windows.length < 3) return true;
  const [a, b, last] = windows.slice(-3).map((w) => w.rate);
  return last > 1.05 * ((a + b) / 2);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/**
 * Runs the mix on `connections` clients until `count` requests or `seconds` have passed, or `until()` says so;
 * failures apart. With `gapMs`, each client starts a request at most every `gapMs` (a paced load, not the most the
 * site can take).
 */
async function phase(
  base,
  mix,
  xsrf,
  { connections, count = Number.POSITIVE_INFINITY, seconds = 3600, until = () => false, gapMs = 0, byKind = new Map() },
) {
  const failures = new Map();
  /** Every successful request's time, kind and URL, for the slowest to be named. */
  const timed = [];
  // On the monotonic clock: this machine's wall clock was seen stepping seconds forward within a phase, which ended
  // a 15 s phase after 10.8 s.
  const deadline = performance.now() + seconds * 1000;
  let sent = 0;
  let ok = 0;
  const record = (key, ms) => {
    if (!byKind.has(key)) byKind.set(key, []);
    byKind.get(key).push(ms);
  };
  const worker = async () => {
    const connection = openConnection(base);
    while (sent < count && performance.now() < deadline && !until()) {
      sent++;
      const request = mix.next();
      const started = performance.now();
      const paced = gapMs > 0 ? new Promise((resolve) => setTimeout(resolve, gapMs)) : null;
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
      } finally {
        if (paced) await paced;
      }
    }
    connection.close();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  return { byKind, failures, ok, rate: ok / elapsed, elapsed, timed };
}

/**
 * A sweep's figures in one line: its alerts, mails and seconds against the budget, and the longest stalls of its
 * event loop (what each request of an api process running the sweep inline would wait at most). A sweep that mails
 * nothing has timed nothing: the line says so rather than give a figure within budget.
 */
function sweepLine(title, sweep) {
  const verdict = sweep.seconds < BUDGET.sweepSeconds ? 'within' : 'OVER';
  return (
    `${title}: ${sweep.alerts} alerts (${sweep.searches} different searches), ${sweep.mails} mails queued in ` +
    `${sweep.seconds.toFixed(1)} s: ${verdict} the ${BUDGET.sweepSeconds} s budget; its event loop stalled ` +
    `${sweep.stallP99} ms at p99, ${sweep.stallMax} ms at most` +
    (sweep.mails === 0 ? '\n  NO MAIL queued: the sweep found no new job, its time measures nothing' : '')
  );
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

await prepareTrafficDatabase();
await withSite(
  async (base) => {
    // One connection: setseed below holds for the queries after it.
    const pool = openPool(1);
    try {
      // Earlier runs' uses of the CV search quota would refuse this run's (docs/security.md#call-quotas).
      await pool.query('DELETE FROM call_quota_uses');
      // The kept matchings of an earlier run: each run's candidates are ranked afresh at their first request.
      await pool.query('DELETE FROM kept_matchings');
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
      const own = await checkOwnExtra(base, pool, sessions);
      console.log(
        `signed-in answers: ${own.checks} checks of ${own.candidates} candidates' own extra (favourite, application), ` +
          (own.mismatches.length === 0 ? 'all right' : `${own.mismatches.length} WRONG`),
      );
      for (const mismatch of own.mismatches) console.log(`  WRONG ${mismatch}`);
      console.log(machineSpeedLine());
      const mix = createMix(catalogue, { candidate: sessions.candidates, recruiter: sessions.recruiters });
      // Companies edit jobs from the warm-up to the last loaded phase: a board where nothing changes would measure
      // caches that never miss.
      const writes = startJobWrites(catalogue.jobIds);
      // Warm-up, not counted in the figures below: a process that has served a few thousand requests is not yet the
      // one that has served for hours (V8 has not optimised its code, each PostgreSQL connection has not yet settled on
      // its prepared statements' generic plans nor cached its catalogues). At the loaded phases' 20 connections, so
      // that every connection of both api processes' pools is warm, and since one keep-alive connection reaches one
      // api process only (docs/operations.md#api-processes). It goes on while a 10 s window still serves more than
      // the two before it: docs/search.md#the-warm-up.
      const windows = [];
      for (let done = 0; done < WARM_UP_MAX_SECONDS; done += 10) {
        const before = cpuUse(PG_DIR);
        const window = await phase(base, mix, sessions.xsrf, { connections: WARM_UP_CONNECTIONS, seconds: 10 });
        windows.push({ rate: window.rate, ...cpuPerRequest(before, cpuUse(PG_DIR), window.ok) });
        if (done + 10 >= WARM_UP_SECONDS && !stillWarming(windows)) break;
      }
      console.log(
        `warm-up at ${WARM_UP_CONNECTIONS} connections, ${windows.length * 10} s (not counted), each 10 s: ` +
          windows.map((w) => `${w.rate.toFixed(0)}/s ${w.busy.toFixed(1)} (${w.pg.toFixed(1)}) ms`).join(', ') +
          " (requests a second; CPU a request, PostgreSQL's in brackets)",
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
      const written = await writes.stop();
      const { lists, repeats } = mix.stats;
      console.log(
        `\njob lists: ${lists}, repeats of an earlier list ${((100 * repeats) / lists).toFixed(1)} %, ` +
          `${(100 * LISTS_HELD).toFixed(0)} % asked without the reference lists (_lists=none, BENCH_LISTS_HELD); ` +
          `${written} jobs edited meanwhile (${JOB_WRITES} a second, BENCH_JOB_WRITES)`,
      );
      console.log(over === 0 ? 'every latency budget met (one client)' : `${over} call kinds OVER their p95 budget`);
      const sweep = await (await prepareSweep(base, pool))();
      console.log(`\n${sweepLine('job-alert sweep', sweep)}`);
      // The same sweep again with requests beside it (issue 31: "without blocking requests"): one client paced at
      // SWEEP_CLIENT_RATE requests/s, timed against the same budgets as the one client above. The sweep runs again
      // while a kind with a budget has fewer than MIN_BESIDE requests (the plain list is about 1 % of the mix).
      const judged = [...sequential.byKind.keys()].filter((kind) => budgetOf(kind) !== null);
      const besideByKind = new Map();
      const enoughBeside = () => judged.every((kind) => (besideByKind.get(kind)?.length ?? 0) >= MIN_BESIDE);
      const swept = [];
      let sweeping = true;
      const sweeps = (async () => {
        try {
          while (swept.length < MAX_SWEEPS_BESIDE) {
            swept.push(await (await prepareSweep(base, pool))());
            if (enoughBeside()) break;
          }
        } finally {
          sweeping = false;
        }
      })();
      const during = await phase(base, mix, sessions.xsrf, {
        connections: 1,
        until: () => !sweeping,
        gapMs: 1000 / SWEEP_CLIENT_RATE,
        byKind: besideByKind,
      });
      await sweeps;
      const overDuring = report(
        `One client at ${SWEEP_CLIENT_RATE} requests/s during ${swept.length} sweep${swept.length > 1 ? 's' : ''}`,
        during,
        { budgets: true },
      );
      const few = judged.filter((kind) => (besideByKind.get(kind)?.length ?? 0) < MIN_BESIDE);
      if (few.length > 0)
        console.log(`  fewer than ${MIN_BESIDE} requests (a p95 that is their slowest or nearly): ${few.join(', ')}`);
      for (const [n, sweep] of swept.entries()) console.log(sweepLine(`  sweep ${n + 1} beside it`, sweep));
      console.log(
        overDuring === 0
          ? '  every latency budget met during the sweep'
          : `  ${overDuring} call kinds OVER their p95 budget during the sweep`,
      );
      // Again at the end: a busy machine's speed moves within a run.
      console.log(machineSpeedLine());
    } finally {
      await pool.end();
    }
  },
  // WORKER=off: no sweep inside the api during the requests; the bench times the sweep itself, alone.
  { dataDir: DATA_DIR, env: { WORKER: 'off', ...(CACHE ? {} : { JOB_LIST_CACHE_SECONDS: '0' }) } },
);
