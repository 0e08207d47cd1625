// The traffic bench's database (docs/search.md#the-traffic-bench): BENCH_JOBS jobs (200,000), BENCH_CANDIDATES
// candidates (100,000) with languages, skills, places, salary and preferences, 2,000 companies with one recruiter
// each, and the candidates' applications, favourites, saved searches and job alerts, in the proportions below.
// Built once in .cache/traffic-{jobs}-{candidates} and reused; `node bench/traffic-data.mjs` builds it alone.
// Everything after the jobs is set-based SQL (generate_series, one statement per table), never the api: the
// candidates and recruiters get the demo password's hash, so the bench signs them in as a browser would.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, startStack, stopStack, waitForHealth } from '../scripts/stack.mjs';
import { BENCH_PG_PORT, BENCH_PORT } from './support.mjs';

export const JOBS = Number(process.env.BENCH_JOBS ?? 200_000);
export const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const COMPANIES = 2_000;
export const DATA_DIR = process.env.BENCH_DATA_DIR
  ? path.resolve(process.env.BENCH_DATA_DIR)
  : path.join(ROOT, '.cache', `traffic-${JOBS}-${CANDIDATES}`);
export const PASSWORD = 'demo-password';
export const candidateEmail = (n) => `candidate-${n}@bench.test`;
export const recruiterEmail = (n) => `recruiter-${n}@bench.test`;

// pg is the api's dependency; the bench borrows it rather than pinning a second copy.
const pg = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');

/** A pool on the bench site's PostgreSQL (the embedded server's default account). */
export function openPool(max = 4) {
  const pool = new pg.Pool({
    connectionString: `postgres://postgres:postgres@localhost:${BENCH_PG_PORT}/postgres`,
    max,
  });
  // An idle client told the server is going away (the site stopping) must not crash the bench.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Reads the database's tables and indexes into the shared buffers (pg_prewarm, a module shipped with PostgreSQL); the
 * extension is the bench's, created in its database only.
 */
export async function prewarm(pool) {
  const started = performance.now();
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
  const { rows } = await pool.query(
    `SELECT coalesce(sum(pg_prewarm(c.oid, 'buffer')), 0)::bigint AS blocks
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND c.relkind IN ('r', 'i', 'm', 't')`,
  );
  const mb = (Number(rows[0].blocks) * 8) / 1024;
  console.log(
    `prewarmed ${mb.toFixed(0)} MB into the shared buffers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

// Picks from an array ordered most common first: power(random(), k) leans towards the start (k > 1).
const pick = (array, k = 1) => `${array}[1 + floor(power(random(), ${k}) * cardinality(${array}))::int]`;
const BENCH_USERS = `users.email LIKE 'candidate-%@bench.test'`;

/** Statements after the jobs exist, in order; each is one set-based insert. $1 = candidates. */
const STEPS = [
  ['reference', `SELECT setseed(0.31)`],
  [
    'reference',
    `CREATE TEMP TABLE bench_ref AS SELECT
      (SELECT array_agg(id ORDER BY n DESC) FROM (SELECT language_id id, count(*) n FROM job_languages GROUP BY 1) x) langs,
      (SELECT array_agg(id ORDER BY n DESC) FROM (SELECT country_id id, count(*) n FROM jobs GROUP BY 1) x) countries,
      (SELECT array_agg(id ORDER BY id) FROM skills) skills,
      (SELECT array_agg(id ORDER BY id) FROM sectors) sectors,
      (SELECT password_hash FROM users WHERE email = 'candidate@example.com') hash`,
  ],
  [
    'recruiters',
    `INSERT INTO users (email, type, nombre, apellidos, company_id, password_hash, validado)
     SELECT 'recruiter-' || row_number() OVER (ORDER BY c.id) || '@bench.test', 'company', 'Recruiter', c.name, c.id,
       r.hash, true
     FROM companies c, bench_ref r ON CONFLICT DO NOTHING`,
  ],
  [
    'candidates',
    `INSERT INTO users (email, type, nombre, apellidos, fk_pais_id, locale, password_hash, validado, created_at)
     SELECT 'candidate-' || g || '@bench.test', 'candidate',
       (ARRAY['Anna','Marco','Lena','Pierre','Zofia','Lucía','Jan','Sofia','Tom','Ines'])[1 + g % 10],
       (ARRAY['Novak','Rossi','Schmidt','Martin','García','Kowalska','Jansen','Silva'])[1 + g % 8],
       ${pick('r.countries', 1.5)}, (ARRAY['en','de','es','fr','it','pl'])[1 + floor(random() * 6)::int], r.hash, true,
       now() - random() * interval '3 years'
     FROM generate_series(1, $1) g, bench_ref r ON CONFLICT DO NOTHING`,
  ],
  // Six in ten name a city of their country.
  [
    'candidates',
    `UPDATE users SET fk_city_id = c.id, poblacion = c.name FROM (
       SELECT DISTINCT ON (u.id) u.id uid, ci.id, ci.name FROM users u JOIN cities ci ON ci.country_id = u.fk_pais_id
       WHERE u.email LIKE 'candidate-%@bench.test' AND u.id % 5 < 3 ORDER BY u.id, random()) c
     WHERE users.id = c.uid`,
  ],
  [
    'candidates',
    `INSERT INTO candidates (user_id, headline, cvsearch, relocate, destination, categories, working_status,
       salary_from, salary_to, work_permit, work_internship, accepted_at)
     SELECT id, 'Multilingual professional', random() < 0.6, random() < 0.4,
       CASE WHEN random() < 0.3 THEN ARRAY[${pick('r.countries', 2)}] ELSE '{}' END,
       ARRAY[${pick('r.sectors')}, ${pick('r.sectors')}], 1 + floor(random() * 3)::int,
       salary, CASE WHEN salary IS NOT NULL THEN salary + 6000 END, random() < 0.8, random() < 0.1, now()
     FROM (SELECT id, CASE WHEN random() < 0.7 THEN (18 + floor(random() * 50)::int) * 1000 END salary
           FROM users WHERE ${BENCH_USERS}) u, bench_ref r ON CONFLICT DO NOTHING`,
  ],
  // One to four languages (2.5 on average), the job board's most asked for first, levels 1-4.
  [
    'languages',
    `INSERT INTO candidate_languages (user_id, language_id, level)
     SELECT u.id, ${pick('r.langs', 2.5)}, 1 + floor(random() * 4)::int
     FROM (SELECT id, 1 + floor(random() * 4)::int n FROM users WHERE ${BENCH_USERS}) u
       CROSS JOIN LATERAL generate_series(1, u.n), bench_ref r ON CONFLICT DO NOTHING`,
  ],
  [
    'skills',
    `INSERT INTO candidate_skills (user_id, skill_id)
     SELECT u.id, ${pick('r.skills')} FROM (SELECT id, 2 + floor(random() * 7)::int n FROM users WHERE ${BENCH_USERS}) u
       CROSS JOIN LATERAL generate_series(1, u.n), bench_ref r ON CONFLICT DO NOTHING`,
  ],
  [
    'applications',
    `CREATE TEMP TABLE bench_jobs AS
     SELECT row_number() OVER (ORDER BY published_at DESC, id DESC) rn, id FROM jobs WHERE status = 'active'`,
  ],
  ['applications', `ALTER TABLE bench_jobs ADD PRIMARY KEY (rn)`],
  // Three applications per candidate on average (half apply to none or one), to recent jobs far more than old.
  [
    'applications',
    `INSERT INTO applications (job_id, user_id, status, created_at, updated_at)
     SELECT j.id, p.uid, (ARRAY['applied','applied','applied','applied','applied','applied','applied','applied',
       'viewed','viewed','viewed','viewed','in_review','in_review','interview','not_selected','not_selected','offer',
       'viewed','withdrawn'])[1 + floor(random() * 20)::int], p.ts, p.ts
     FROM (SELECT u.id uid, 1 + floor(power(random(), 2) * (SELECT count(*) FROM bench_jobs))::bigint rn,
             now() - random() * interval '60 days' ts
           FROM (SELECT id, floor(power(random(), 2) * 10)::int n FROM users WHERE ${BENCH_USERS}) u
             CROSS JOIN LATERAL generate_series(1, u.n)) p
       JOIN bench_jobs j ON j.rn = p.rn ON CONFLICT DO NOTHING`,
  ],
  [
    'favourites',
    `INSERT INTO favorites (user_id, job_id, created_at)
     SELECT p.uid, j.id, now() - random() * interval '60 days'
     FROM (SELECT u.id uid, 1 + floor(power(random(), 1.5) * (SELECT count(*) FROM bench_jobs))::bigint rn
           FROM (SELECT id, floor(power(random(), 2) * 7)::int n FROM users WHERE ${BENCH_USERS}) u
             CROSS JOIN LATERAL generate_series(1, u.n)) p
       JOIN bench_jobs j ON j.rn = p.rn ON CONFLICT DO NOTHING`,
  ],
  // The searches candidates run: a language and a place, a language alone, a place alone, or remote work; three in
  // ten with a keyword. Saved by three candidates in ten (one to three each), made into alerts by one in five.
  [
    'searches',
    `CREATE TEMP TABLE bench_paths AS
     SELECT u.id uid, row_number() OVER (PARTITION BY u.id) k,
       (CASE floor(random() * 4)::int
          WHEN 0 THEN '/jobs-in-' || c.slug || '-for-' || l.slug || '-speakers'
          WHEN 1 THEN '/jobs-for-' || l.slug || '-speakers'
          WHEN 2 THEN '/jobs-in-' || c.slug
          ELSE '/remote-jobs-for-' || l.slug || '-speakers' END)
       || CASE WHEN random() < 0.3 THEN '?keywords=' || (ARRAY['support','sales','developer','analyst','manager',
            'customer%20service','translator','accountant'])[1 + floor(random() * 8)::int] ELSE '' END path
     FROM (SELECT id, 1 + floor(random() * 3)::int n FROM users WHERE ${BENCH_USERS} AND random() < 0.4) u
       CROSS JOIN LATERAL generate_series(1, u.n)
       CROSS JOIN LATERAL (SELECT ${pick('r.langs', 2)} lid, ${pick('r.countries', 1.5)} cid FROM bench_ref r
                           WHERE u.id > 0) x
       JOIN languages l ON l.id = x.lid JOIN countries c ON c.id = x.cid`,
  ],
  [
    'searches',
    `INSERT INTO candidate_searches (user_id, path, label, created_at)
     SELECT uid, path, 'Bench search', now() - random() * interval '30 days' FROM bench_paths WHERE uid % 4 < 3
     ON CONFLICT DO NOTHING`,
  ],
  // Alerts: due now (never run), their mark a day back, so the sweep finds a day's new jobs for each.
  [
    'alerts',
    `INSERT INTO job_alerts (user_id, path, label, frequency, mark_published_at)
     SELECT uid, path, 'Bench alert', (ARRAY['daily','daily','daily','daily','daily','daily','daily','weekly',
       'weekly','instant'])[1 + floor(random() * 10)::int], now() - interval '1 day'
     FROM bench_paths WHERE k <= 2 AND uid % 2 = 0 ON CONFLICT DO NOTHING`,
  ],
  ['vacuum', `VACUUM (ANALYZE)`],
];

async function run(label, pool, statements, params = []) {
  const client = await pool.connect();
  try {
    for (const [step, text] of statements) {
      const started = Date.now();
      const result = await client.query(text, text.includes('$1') ? params : []);
      const rows = result.rowCount ? ` ${result.rowCount} rows` : '';
      console.log(`  ${label}/${step}:${rows} ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    client.release();
  }
}

async function withStack(work) {
  const stack = startStack({
    basePort: BENCH_PORT,
    pgPort: BENCH_PG_PORT,
    dataDir: DATA_DIR,
    quiet: !process.env.BENCH_VERBOSE,
    blog: false,
    env: { WORKER: 'off' },
  });
  try {
    await waitForHealth(`http://localhost:${BENCH_PORT}/api/health`, 300_000);
    const pool = openPool(1);
    try {
      await work(pool);
    } finally {
      await pool.end();
    }
  } finally {
    await stopStack(stack);
  }
}

/** Builds the database unless its marker says it is there. Needs a build (api/dist). */
export async function prepareTrafficDatabase() {
  const marker = path.join(DATA_DIR, `traffic-generated-${JOBS}-${CANDIDATES}`);
  if (existsSync(marker)) return;
  console.log(`Building the traffic database in ${DATA_DIR} (once): ${JOBS} jobs, ${CANDIDATES} candidates…`);
  mkdirSync(DATA_DIR, { recursive: true });
  const started = Date.now();
  // First start: migrations, reference data, demo accounts; then the companies, before the jobs spread over them.
  await withStack((pool) =>
    run('companies', pool, [
      [
        'insert',
        `INSERT INTO companies (name, slug, sector_id)
         SELECT 'Bench Company ' || g, 'bench-company-' || g,
           (SELECT array_agg(id) FROM sectors)[1 + floor(random() * (SELECT count(*) FROM sectors))::int]
         FROM generate_series(1, GREATEST(0, ${COMPANIES} - (SELECT count(*) FROM companies))) g
         ON CONFLICT DO NOTHING`,
      ],
      [
        'balances',
        `INSERT INTO company_balances (company_id, job_credits, cv_credits) SELECT id, 20, 50 FROM companies
         ON CONFLICT DO NOTHING`,
      ],
    ]),
  );
  const jobs = spawnSync(process.execPath, ['api/dist/db/generate-jobs.js', '--count', String(JOBS)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR, PG_PORT: String(BENCH_PG_PORT) },
  });
  if (jobs.status !== 0) throw new Error('generating jobs failed');
  await withStack((pool) => run('people', pool, STEPS, [CANDIDATES]));
  writeFileSync(marker, new Date().toISOString());
  console.log(`traffic database built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await prepareTrafficDatabase();
