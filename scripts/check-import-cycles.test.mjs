// What scripts/check-import-cycles.mjs counts as an import and which cycles it names
// (docs/code-checks.md#no-import-cycles).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { findCycles, runtimeImports } from './check-import-cycles.mjs';

test('counts the imports that run, not the type-only ones, the lazy ones or the commented ones', () => {
  const source = [
    "import { a } from './a';",
    "import b, { type B } from './b';",
    "import * as c from './c';",
    "import './d.css';",
    "export { e } from './e';",
    "export * from './f';",
    'import {',
    '  g,',
    '  h,',
    "} from './gh';",
    "const i = require('./i');",
    "import type { T } from './types';",
    "export type { U } from './types';",
    "import { type V, type W } from './types';",
    "const lazy = import('./lazy');",
    "// import { x } from './commented';",
    "/* export * from './commented' */",
  ].join('\n');
  assert.deepEqual(runtimeImports(source), ['./a', './b', './c', './d.css', './e', './f', './gh', './i']);
});

test('names each cycle once, from its first file, the first file repeated at the end', () => {
  const graph = new Map([
    ['seed/index.ts', ['seed/landing-pages.ts', 'seed/job-generator.ts']],
    ['seed/landing-pages.ts', ['seed/index.ts', 'seed/job-generator.ts']],
    ['seed/job-generator.ts', []],
    ['a.ts', ['b.ts']],
    ['b.ts', ['c.ts']],
    ['c.ts', ['a.ts', 'b.ts']],
    ['self.ts', ['self.ts']],
  ]);
  assert.deepEqual(findCycles(graph), [
    ['a.ts', 'b.ts', 'c.ts', 'a.ts'],
    ['seed/index.ts', 'seed/landing-pages.ts', 'seed/index.ts'],
    ['self.ts', 'self.ts'],
  ]);
});

test('finds nothing in a graph that only flows one way', () => {
  const graph = new Map([
    ['app.ts', ['routes/a.ts', 'routes/b.ts']],
    ['routes/a.ts', ['services/x.ts']],
    ['routes/b.ts', ['services/x.ts']],
    ['services/x.ts', []],
  ]);
  assert.deepEqual(findCycles(graph), []);
});

test('the packages of this repository have no cycle', () => {
  const script = fileURLToPath(new URL('./check-import-cycles.mjs', import.meta.url));
  const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});
