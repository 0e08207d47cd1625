// What scripts/check-engines.mjs reads from pnpm's lockfile and which packages it holds to Node 20
// (docs/code-checks.md#every-package-runs-on-node-20).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { enginesOf, excluding } from './check-engines.mjs';

// The shapes pnpm writes: quoted and bare ranges, scoped names, a package with no engines, the snapshots after.
const LOCKFILE = `lockfileVersion: '9.0'

packages:

  '@testing-library/jest-dom@7.0.1':
    resolution: {integrity: sha512-x}
    engines: {node: '>=22', npm: '>=6'}

  jotai@3.0.1:
    resolution: {integrity: sha512-y}
    engines: {node: '>=22.12.0'}

  ws@8.0.0:
    resolution: {integrity: sha512-v}
    engines: {node: '>=10.0.0'}

  nanoid@6.0.2:
    resolution: {integrity: sha512-z}
    engines: {node: ^22 || ^24 || >=26}
    hasBin: true

  ms@2.1.3:
    resolution: {integrity: sha512-w}

  vite@8.0.0:
    engines: {node: ^20.19.0 || >=22.12.0}

snapshots:

  ws@8.0.0:
    engines: {node: '>=99'}
`;

test("reads each package's node range, quoted or not, and only from the packages section", () => {
  const engines = enginesOf(LOCKFILE);
  assert.deepEqual(Object.fromEntries(engines), {
    '@testing-library/jest-dom@7.0.1': '>=22',
    'jotai@3.0.1': '>=22.12.0',
    'ws@8.0.0': '>=10.0.0',
    'nanoid@6.0.2': '^22 || ^24 || >=26',
    'vite@8.0.0': '^20.19.0 || >=22.12.0',
  });
});

test('names the packages whose range leaves Node 20.19 out, but not a browser library Node never loads', () => {
  assert.deepEqual(excluding(enginesOf(LOCKFILE), '20.19.0'), [
    '@testing-library/jest-dom@7.0.1: node >=22',
    'nanoid@6.0.2: node ^22 || ^24 || >=26',
  ]);
  assert.deepEqual(excluding(new Map([['odd@1.0.0', 'not a range']]), '20.19.0'), []);
});

test("the repository's lockfile passes", () => {
  const script = fileURLToPath(new URL('./check-engines.mjs', import.meta.url));
  const run = spawnSync(process.execPath, [script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});
