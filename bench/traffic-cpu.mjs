// CPU per request, by call kind (docs/search.md#cpu-per-request): what the api process and its PostgreSQL spend on
// one request of each kind of the traffic bench's mix, read from /proc as CPU time over requests served, so the
// figure does not depend on how busy the machine is (wall time does). Starts the api alone on the traffic
// database (traffic-data.mjs, built once; the guests' list cache off, no worker), signs in like traffic.mjs, then
// sends each kind's requests apart, a few connections at a time, and last the whole mix in its order.
// BENCH_JOBS, BENCH_CANDIDATES, BENCH_PORT, BENCH_PG_PORT as traffic.mjs; BENCH_PER_KIND: requests per kind (300);
// BENCH_PREWARM=0 as traffic.mjs. BENCH_CPU_PROF=dir: the api runs under `node --cpu-prof` and writes its profile
// there when it stops.
// BENCH_NODE_ARGS: Node options for this api's process only (`--max-semi-space-size=32`), to compare a runtime flag
// with BENCH_COMPARE=api/dist (the same code, without them).
// BENCH_STATEMENTS=n: also the n statements PostgreSQL spent most time on over each measured kind (pg-statements.mjs).
// BENCH_COMPARE=dir (with BENCH_ROUNDS, 2 by default): a second api built from other code (a copy of an earlier `api/dist`, e.g. `api/dist-base`) on
// the same database and port + 1; each kind is measured on both, alternately (before, after, before, after), so the
// machine's load weighs on both alike. It also prints the bytes each answer took on the wire.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, stopStack, waitForHealth } from '../scripts/stack.mjs';
import { cpuOf, postgresCpu } from './cpu-time.mjs';
import { machineSpeedLine } from './machine-speed.mjs';
import { printStatements, resetStatements } from './pg-statements.mjs';
import { BENCH_PG_PORT, BENCH_PORT } from './support.mjs';
import { isFailure, openConnection, signInAll } from './traffic-client.mjs';
import { CANDIDATES, DATA_DIR, JOBS, openPool, prepareTrafficDatabase, prewarm } from './traffic-data.mjs';
import { createMix, loadCatalogue } from './traffic-mix.mjs';

const PER_KIND = Number(process.env.BENCH_PER_KIND ?? 300);
// BENCH_CONNECTIONS: how many requests are in flight at once (4): more, to see what a request costs under load.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const COMPARE = process.env.BENCH_COMPARE;
// BENCH_KINDS: only these call kinds, comma-separated (`job page,matchings`), and not the mix: one kind's profile.
const KINDS = process.env.BENCH_KINDS ? new Set(process.env.BENCH_KINDS.split(',')) : null;
// BENCH_PREWARM=0: the database as the disk left it; by default read into the shared buffers first, as traffic.mjs.
const PREWARM = process.env.BENCH_PREWARM !== '0';
const PG_DIR = path.join(DATA_DIR, 'postgres');
const STATEMENTS = Number(process.env.BENCH_STATEMENTS ?? 0);
// BENCH_ROUNDS: with BENCH_COMPARE, how many times each kind goes to both apis in turn (2).
const COMPARE_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

async function send(base, requests, xsrf) {
  let next = 0;
  let failed = 0;
  let bytes = 0;
  const worker = async () => {
    const connection = openConnection(base);
    while (next < requests.length) {
      const request = requests[next++];
      const response = await connection.send(request, xsrf);
      bytes += response.bytes;
      if (isFailure(request, response)) failed++;
    }
    connection.close();
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { failed, bytes };
}

async function measure(base, api, requests, xsrf) {
  const before = { api: cpuOf(api.pid), pg: postgresCpu(PG_DIR), client: process.cpuUsage() };
  const { failed, bytes } = await send(base, requests, xsrf);
  const client = process.cpuUsage(before.client);
  const n = requests.length;
  return {
    n,
    failed,
    bytes: bytes / n,
    api: (cpuOf(api.pid) - before.api) / n,
    pg: (postgresCpu(PG_DIR) - before.pg) / n,
    client: (client.user + client.system) / 1000 / n,
  };
}

await prepareTrafficDatabase();
// The api alone (no remote is asked for here). With DATA_DIR it starts the bench database's PostgreSQL itself; the
// api to compare with (BENCH_COMPARE) connects to it. `--cpu-prof` is refused in NODE_OPTIONS: it goes on the
// command line. One api process (API_PROCESSES=1): its CPU is read from its pid, which serves every request.
const startApi = (dist, port, env, nodeArgs = []) =>
  spawn(
    process.execPath,
    [
      ...nodeArgs,
      ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : []),
      path.join(dist, 'server.js'),
    ],
    {
      cwd: ROOT,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORT: String(port),
        WORKER: 'off',
        JOB_LIST_CACHE_SECONDS: '0',
        API_PROCESSES: '1',
        ...env,
      },
    },
  );
const NODE_ARGS = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
const api = startApi('api/dist', BENCH_PORT, { PG_PORT: String(BENCH_PG_PORT), DATA_DIR }, NODE_ARGS);
let other = null;
const base = `http://localhost:${BENCH_PORT}`;
try {
  await waitForHealth(`${base}/api/health`, 300_000);
  const otherBase = `http://localhost:${BENCH_PORT + 1}`;
  if (COMPARE) {
    other = startApi(COMPARE, BENCH_PORT + 1, {
      DATABASE_URL: `postgres://postgres:postgres@localhost:${BENCH_PG_PORT}/postgres`,
      DEMO_DATA: '0',
    });
    await waitForHealth(`${otherBase}/api/health`, 300_000);
  }
  const pool = openPool(1);
  let mix;
  let xsrf;
  try {
    await pool.query('DELETE FROM call_quota_uses');
    // The kept matchings of an earlier run: each run's candidates are ranked afresh at their first request.
    await pool.query('DELETE FROM kept_matchings');
    await pool.query('SELECT setseed(0.5)');
    if (PREWARM) await prewarm(pool);
    const catalogue = await loadCatalogue(pool);
    const sessions = await signInAll(base, pool, Number(process.env.BENCH_USERS ?? 300));
    xsrf = sessions.xsrf;
    mix = createMix(catalogue, { candidate: sessions.candidates, recruiter: sessions.recruiters });
  } finally {
    await pool.end();
  }
  const all = Array.from({ length: PER_KIND * 12 }, () => mix.next());
  await send(base, all.slice(0, 200), xsrf); // warm-up: JIT, caches, pool
  if (COMPARE) await send(otherBase, all.slice(0, 200), xsrf);
  const byKind = new Map();
  for (const request of all.slice(200)) {
    const kind = request.listKind ?? request.kind;
    if (!byKind.has(kind)) byKind.set(kind, []);
    if (byKind.get(kind).length < PER_KIND) byKind.get(kind).push(request);
  }
  console.log(machineSpeedLine());
  console.log(`${JOBS} jobs, ${CANDIDATES} candidates; CPU ms per request (api process, its PostgreSQL, this client)`);
  console.log('  kind                      count      api       pg   client   bytes');
  const row = (kind, r) =>
    console.log(
      `  ${kind.padEnd(24)} ${String(r.n).padStart(6)} ${r.api.toFixed(2).padStart(8)} ${r.pg.toFixed(2).padStart(8)} ${r.client.toFixed(2).padStart(8)} ${r.bytes.toFixed(0).padStart(7)}${r.failed ? `  FAILED ${r.failed}` : ''}`,
    );
  // With BENCH_COMPARE: before (the other api), after (this one), twice, each kind in turn.
  const rounds = COMPARE
    ? Array.from({ length: COMPARE_ROUNDS }, () => [
        ['before', otherBase, other],
        ['after', base, api],
      ]).flat()
    : [['', base, api]];
  // The mix goes on from round to round (both apis get the same requests in a round): a round that sent the same
  // requests again would find in an api's memory what a longer stream of new requests would not
  // (docs/search.md#tried-and-dropped-in-session-33).
  const mixedRounds = Array.from({ length: COMPARE ? COMPARE_ROUNDS : 1 }, () =>
    Array.from({ length: PER_KIND * 4 }, () => mix.next()),
  );
  const kinds = KINDS ? [...KINDS] : [...[...byKind.keys()].sort((a, b) => a.localeCompare(b)), 'the mix'];
  for (const kind of kinds) {
    for (const [index, [label, url, server]] of rounds.entries()) {
      const requests = kind === 'the mix' ? mixedRounds[Math.floor(index / 2)] : byKind.get(kind);
      if (!requests) throw new Error(`BENCH_KINDS: no call kind "${kind}" (${[...byKind.keys()].join(', ')})`);
      if (STATEMENTS) await resetStatements();
      row(`${kind}${label ? ` ${label}` : ''}`, await measure(url, server, requests, xsrf));
      if (STATEMENTS) await printStatements(requests.length, STATEMENTS);
    }
  }
  console.log(`load average: ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  console.log(machineSpeedLine());
} finally {
  other?.kill('SIGTERM');
  await stopStack({ api, remotes: new Map(), blog: null });
}
