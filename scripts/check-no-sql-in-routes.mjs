// Routes stay thin (docs/code-checks.md#no-sql-in-routes, api/README.md#conventions): a file under api/src/routes
// (or api/src/plugins, the mechanisms every route goes through) parses the request, authorises and answers; every query and rule is in api/src/services. A route may hand the
// database handle to a service (`listAlerts(fastify.db, id)`), never use it itself:
// - no Kysely query builder started (`.selectFrom(`, `.insertInto(`, `.updateTable(`, `.deleteFrom(`,
//   `.transaction(`, ...), whatever it is called on;
// - no `sql` template, and no value imported from `kysely` or from api/src/db (a type such as `Db` is fine);
// - no member of the handle read (`fastify.db.fn`, `context.db?.x`) and no alias of it (`const db = fastify.db`,
//   `const { db } = fastify`): an alias is how a query slips back in.
// Comments are not code and are skipped. Run directly it prints every place as file:line and exits 1; `databaseUses`
// is exported for its test (scripts/check-no-sql-in-routes.test.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withoutComments } from './source-text.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Routes, and the plugins that every route goes through: mechanisms, whose queries are services' too. */
const CHECKED = ['api/src/routes', 'api/src/plugins'];

/**
 * Route files that still use the database, as `path: reason`, each to move to a service. Keep it empty: a new
 * entry needs the lead's word and an issue that moves it.
 */
const ALLOWED = {};

const RULES = [
  [
    /\.\s*(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom|transaction|connection|executeQuery|withSchema|introspection)\s*\(/g,
    (m) => `a query (.${m[1]}): move it to a service`,
  ],
  [/(?<![\w$.])sql\s*(?:<[^`;]*?>)?\s*`/g, () => 'an sql`` template: move the query to a service'],
  [
    /^\s*import\s+(?!type\s)[^'";]*?from\s*['"](kysely|(?:\.\.?\/)+(?:[\w-]+\/)*db(?:\/[^'"]*)?)['"]/gm,
    (m) => `imports '${m[1]}': only types may come from there`,
  ],
  [/\.db\s*(?:\?\.|\.|\[)/g, () => "reads the database handle's members: hand the handle to a service"],
  [
    /\b(?:const|let|var)\s+[\w$]+\s*(?::[^=]+)?=\s*[\w$.]+\.db\s*[;\n]/g,
    () => 'an alias of the database handle: hand fastify.db to a service',
  ],
  [/\b(?:const|let|var)\s*\{[^}]*\bdb\b[^}]*\}\s*=/g, () => 'an alias of the database handle: hand it to a service'],
];

/** Where a route file's source uses the database: `[{ line, what }]`, by line. */
export function databaseUses(source) {
  const code = withoutComments(source);
  const lineOf = (index) => code.slice(0, index).split('\n').length;
  const found = [];
  for (const [pattern, say] of RULES)
    for (const match of code.matchAll(pattern)) found.push({ line: lineOf(match.index), what: say(match) });
  return found.sort((a, b) => a.line - b.line);
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (/\.(ts|tsx|mts|cts|js|mjs)$/.test(entry.name)) yield full;
  }
}

function check() {
  const problems = [];
  for (const file of CHECKED.flatMap((dir) => [...walk(path.join(ROOT, dir))])) {
    const where = path.relative(ROOT, file).split(path.sep).join('/');
    if (ALLOWED[where]) continue;
    for (const { line, what } of databaseUses(readFileSync(file, 'utf8'))) problems.push(`${where}:${line}: ${what}`);
  }
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = check();
  if (problems.length) {
    console.error(
      `Database use in route and plugin files (${problems.length}; docs/code-checks.md#no-sql-in-routes):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log('Routes and plugins use no database: every query is in api/src/services.');
}
