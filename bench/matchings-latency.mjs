// Latency of `GET /api/app/matchings` as a candidate gets it (docs/product-rules.md#matchings): registers a new
// candidate on a running site (or starts the production build with its demo data, support.mjs), gives them three
// common languages, a country, a skill and a salary through the api, then times the real HTTP answers of the first
// page and a later one and prints p50/p95. Needs a build (npm start or pnpm -r build). BENCH_PORT and BENCH_PG_PORT
// move the site it starts. After its first request a candidate's list is kept (docs/search.md#matchings-kept-per-candidate),
// so these repeats time the kept list.
// BENCH_TRAFFIC=1: on the traffic bench's database instead (traffic-data.mjs, BENCH_JOBS and BENCH_CANDIDATES as
// there), BENCH_USERS of its candidates (100) each ask for their first page twice, one at a time, with no list kept
// before: the first answer ranks afresh (what a candidate pays on a first visit, after a profile change or once many
// jobs were written), the second reads the kept list. Then BENCH_WRITTEN random active jobs (100) are written (an
// edit that changes nothing, as traffic-writes.mjs does) and each asks a third time: the kept list merges them.
import { withSite } from './support.mjs';
import { signInAll } from './traffic-client.mjs';
import { DATA_DIR, JOBS, openPool, prepareTrafficDatabase, prewarm } from './traffic-data.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const TRAFFIC = process.env.BENCH_TRAFFIC === '1';
const USERS = Number(process.env.BENCH_USERS ?? 100);
const WRITTEN = Number(process.env.BENCH_WRITTEN ?? 100);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function candidate(base) {
  const ping = await fetch(`${base}/api/ping`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(ping.headers.get('set-cookie') ?? '')?.[1];
  const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
  const call = async (method, url, body, auth = {}) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...headers, ...auth },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const password = 'violet-harbour-42';
  const { token } = await call('POST', '/api/auth/register', {
    type: 'candidate',
    email: `bench-matchings-${Date.now()}@example.test`,
    password,
    password_confirmation: password,
    nombre: 'Bench',
    apellidos: 'Candidate',
  });
  const auth = { authorization: `Bearer ${token}` };
  const countries = await (await fetch(`${base}/api/countries`)).json();
  const spain = countries.countries.find((c) => c.slug === 'Spain');
  await call(
    'POST',
    '/api/candidates/profile',
    { nombre: 'Bench', apellidos: 'Candidate', fk_pais_id: spain.id },
    auth,
  );
  for (const [language, level] of [
    ['English', 4],
    ['German', 3],
    ['Spanish', 3],
  ]) {
    await call('POST', '/api/candidates/languages', { language, level }, auth);
  }
  await call('POST', '/api/candidates/skills', { tag: 'sql' }, auth);
  await call('PATCH', '/api/candidates/preferences', { salary_from: 30000, relocate: true }, auth);
  return auth;
}

async function time(base, url, auth) {
  const times = [];
  let answer;
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers: auth });
    answer = await response.json();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), total: answer.jobs.total };
}

const line = (label, times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const figure = (p) => percentile(sorted, p).toFixed(1);
  return `${label}: p50 ${figure(50)} ms  p95 ${figure(95)} ms  p99 ${figure(99)} ms (${sorted.length} requests)`;
};

async function firstAndKept(base) {
  const pool = openPool(1);
  try {
    await pool.query('DELETE FROM kept_matchings');
    await prewarm(pool);
    const { candidates } = await signInAll(base, pool, USERS);
    let matched = 0;
    const ask = async (token) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/app/matchings?_size=7`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const answer = await response.json();
      if (!response.ok) throw new Error(`matchings: ${response.status} ${JSON.stringify(answer)}`);
      matched += answer.jobs.total;
      return performance.now() - started;
    };
    const fresh = [];
    const kept = [];
    for (const token of candidates) {
      fresh.push(await ask(token));
      kept.push(await ask(token));
    }
    await pool.query(
      `UPDATE jobs SET updated_at = updated_at
        WHERE id IN (SELECT id FROM jobs WHERE status = 'active' ORDER BY md5(id::text) LIMIT $1)`,
      [WRITTEN],
    );
    const merged = [];
    for (const token of candidates) merged.push(await ask(token));
    console.log(
      `${JOBS} jobs; ${candidates.length} candidates, ${(matched / candidates.length / 3).toFixed(0)} matchings each on average`,
    );
    console.log(line('first request, ranked afresh', fresh));
    console.log(line('second request, the kept list', kept));
    console.log(line(`third, after ${WRITTEN} jobs written: the kept list merging them`, merged));
  } finally {
    await pool.end();
  }
}

if (TRAFFIC) {
  await prepareTrafficDatabase();
  await withSite(firstAndKept, { dataDir: DATA_DIR, env: { WORKER: 'off' } });
} else {
  await withSite(async (base) => {
    const auth = await candidate(base);
    for (const url of ['/api/app/matchings?_size=7', '/api/app/matchings?_size=7&page=5']) {
      const { p50, p95, total } = await time(base, url, auth);
      console.log(
        `${url}  matchings ${total}  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms (${SAMPLES} requests)`,
      );
    }
  });
}
