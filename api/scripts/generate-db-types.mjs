// Kysely's table types, generated from the migrated database by kysely-codegen into src/db/generated.ts
// (docs/code-checks.md).
//   node scripts/generate-db-types.mjs          writes src/db/generated.ts (`pnpm --filter api db:types`)
//   node scripts/generate-db-types.mjs --check  fails when the checked-in file differs (`npm test` runs it)
// It starts an embedded PostgreSQL in a temporary folder, applies migrations/*.sql, runs the generator and stops.
// It loads the api's own start and migration code from dist/: build the api first (db:types does).
// The generator's options are in .kysely-codegenrc.json; narrower types than the columns say live in schema.ts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const API = path.resolve(import.meta.dirname, '..');
const DIST = path.join(API, 'dist', 'db');
const OUT_FILE = path.join('src', 'db', 'generated.ts');
const check = process.argv.includes('--check');

if (!existsSync(path.join(DIST, 'embedded.js'))) {
  console.error(`${DIST} is missing: build the api first (pnpm --filter api build).`);
  process.exit(1);
}
const require = createRequire(import.meta.url);
const { startEmbeddedPostgres } = require(path.join(DIST, 'embedded.js'));
const { migrate } = require(path.join(DIST, 'migrate.js'));
const { createPool } = require(path.join(DIST, 'database.js'));

/** A port nobody listens on now (DB_TYPES_PG_PORT chooses one instead). */
async function freePort() {
  if (process.env.DB_TYPES_PG_PORT) return Number(process.env.DB_TYPES_PG_PORT);
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const quiet = { info: () => {}, debug: () => {}, error: (...args) => console.error(...args) };
const dataDir = await mkdtemp(path.join(tmpdir(), 'eulangjobs-db-types-'));
let status = 1;
let embedded;
try {
  embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), log: quiet });
  const pool = createPool(embedded.connectionString, 1);
  try {
    await migrate(pool);
  } finally {
    await pool.end();
  }
  const generator = path.join(API, 'node_modules', '.bin', 'kysely-codegen');
  const args = ['--url', embedded.connectionString, '--out-file', OUT_FILE, ...(check ? ['--verify'] : [])];
  status = spawnSync(generator, args, { cwd: API, stdio: 'inherit' }).status ?? 1;
  if (status !== 0 && check) {
    console.error(`${OUT_FILE} is not what the migrations give: run \`pnpm --filter api db:types\` and commit it.`);
  }
} finally {
  await embedded?.stop();
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(status);
