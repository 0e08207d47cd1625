import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '.';
import { generateJobs, seedCompanies } from './seed';

/**
 * Bulk job generator for benchmarks:
 *   node dist/db/generate-jobs.js --count 200000 [--seed 7] [--batch 5000]
 * Uses DATABASE_URL, or starts the embedded PostgreSQL on DATA_DIR/PG_PORT (stop the api first: one server per
 * data directory). Set-based inserts in batches (unnest over arrays), then VACUUM (ANALYZE).
 */
const USAGE = 'usage: node dist/db/generate-jobs.js --count <n> [--seed <n>] [--batch <n>]';

const log = {
  info: (obj: object | string, msg?: string) =>
    console.log(typeof obj === 'string' ? obj : `${msg ?? ''} ${JSON.stringify(obj)}`),
  debug: () => undefined,
  warn: (obj: object | string, msg?: string) =>
    console.warn(typeof obj === 'string' ? obj : `${msg ?? ''} ${JSON.stringify(obj)}`),
  error: (obj: object | string, msg?: string) =>
    console.error(typeof obj === 'string' ? obj : `${msg ?? ''} ${JSON.stringify(obj)}`),
};

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) {
    console.error(`--${name} must be a positive integer\n${USAGE}`);
    process.exit(2);
  }
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: 'string' },
      seed: { type: 'string' },
      batch: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const count = positive('count', values.count, 200_000);
  const batchSize = positive('batch', values.batch, 5000);
  const seed = values.seed === undefined ? undefined : positive('seed', values.seed, 1);

  const config = loadConfig();
  const database = await openDatabase({ ...config, demoData: false }, log);
  try {
    await seedCompanies(database.db);
    const started = Date.now();
    let lastReport = 0;
    await generateJobs(database.pool, {
      count,
      seed,
      batchSize,
      onProgress: (done) => {
        if (done - lastReport >= 20_000 || done === count) {
          lastReport = done;
          console.log(`${done} / ${count} jobs (${((Date.now() - started) / 1000).toFixed(1)} s)`);
        }
      },
    });
    // VACUUM as well: the search's covering indexes (migration 061) answer without reading the table only on
    // pages marked all-visible, which freshly inserted rows are not until a vacuum passes.
    await sql`VACUUM (ANALYZE) jobs, job_languages, job_skills`.execute(database.db);
    const seconds = (Date.now() - started) / 1000;
    console.log(`inserted ${count} jobs in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} jobs/s)`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
