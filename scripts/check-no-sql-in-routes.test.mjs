// What scripts/check-no-sql-in-routes.mjs finds in a route file and what it lets through
// (docs/code-checks.md#no-sql-in-routes).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { databaseUses } from './check-no-sql-in-routes.mjs';

const lines = (source) => databaseUses(source.join('\n')).map(({ line }) => line);

test('finds query builders on the handle, on an alias and in a transaction, with their lines', () => {
  const source = [
    "fastify.get('/x', async (request) => {",
    '  const user = await fastify.db',
    "    .selectFrom('users')",
    '    .executeTakeFirst();',
    '  await db.transaction().execute(async (trx) => {',
    "    await trx.insertInto('a').values({}).execute();",
    "    await trx.updateTable('b').set({}).execute();",
    "    await trx.deleteFrom('c').execute();",
    '  });',
    '});',
  ];
  const found = databaseUses(source.join('\n'));
  assert.deepEqual(
    found.filter(({ what }) => what.startsWith('a query')).map(({ line, what }) => [line, what]),
    [
      [3, 'a query (.selectFrom): move it to a service'],
      [5, 'a query (.transaction): move it to a service'],
      [6, 'a query (.insertInto): move it to a service'],
      [7, 'a query (.updateTable): move it to a service'],
      [8, 'a query (.deleteFrom): move it to a service'],
    ],
  );
});

test('finds the sql template and value imports of kysely and of the db folder', () => {
  assert.deepEqual(
    lines([
      "import { sql } from 'kysely';",
      "import { createDb } from '../../db/database';",
      'await sql`SELECT 1`.execute(handle);',
      'const n = sql<number>`count(*)`;',
    ]),
    [1, 2, 3, 4],
  );
});

test("finds the handle's members read and the handle aliased", () => {
  assert.deepEqual(
    lines([
      'const count = fastify.db.fn.countAll();',
      'const db = fastify.db;',
      'const { db: handle } = fastify;',
      'const other = context.db?.selectNoFrom;',
    ]),
    [1, 2, 3, 4],
  );
});

test('lets through a handle passed to a service, type imports, comments and strings', () => {
  assert.deepEqual(
    lines([
      "import type { Db } from '../../db/database';",
      "import type { Selectable } from 'kysely';",
      "import { listAlerts } from '../../services/job-alerts';",
      '// the old code ran fastify.db.selectFrom("users") here; sql`SELECT 1` too',
      "/* await trx.deleteFrom('c') */",
      "const summary = 'Delete the account: deleteFrom users';",
      'const alerts = await listAlerts(fastify.db, signedInUser(request).id);',
      'const context = { db: fastify.db, origin };',
      'const mysql = 1;',
      'const url = "https://example.com/db.selectFrom";',
    ]),
    [],
  );
});

test('the route files of this repository pass', () => {
  const script = fileURLToPath(new URL('./check-no-sql-in-routes.mjs', import.meta.url));
  const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});
