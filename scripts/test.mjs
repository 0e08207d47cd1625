// `npm test`: the whole suite, as CI runs it: install, lint, import boundaries, no SQL in routes, import cycles,
// doc references, the design system's rules, dead code, type-check, build, the generated database types, unit and
// API tests, then browser tests in Debian's chromium against the production build (docs/testing.md).
//
// Steps run in phases: the steps of one phase do not depend on each other and run side by side (their output is
// printed when each ends); a phase starts when the one before it has passed. The machine this runs on may have two
// cores: the API tests and the browser tests each use both, so each has a phase of its own. The front ends' unit
// tests are one jest over the six packages on two workers (docs/testing.md#where-the-time-goes), beside the steps
// after the build that mostly wait (a database starting, `npm start`).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { PART_ORDER, PARTS_MATCH } from './jest-parts.mjs';
import { pageAtFailure } from './page-at-failure.mjs';
import { PNPM_VERSION } from './pnpm.mjs';
import { ROOT } from './stack.mjs';
import { writeFrontEndParts } from './unit-test-parts.mjs';

const pnpm = ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
const node = process.execPath;
const FRONT_ENDS = ['shared-kit', 'shell', 'mfe-jobs', 'mfe-candidate', 'mfe-company', 'mfe-events'];
// Any front end's jest (the same version in each); each project keeps its own jest.config.cjs. Its files run in parts
// (docs/testing.md#test-parts), written before the step.
const jest = [
  'shell/node_modules/.bin/jest',
  '--projects',
  ...FRONT_ENDS,
  '--maxWorkers=2',
  '--testMatch',
  PARTS_MATCH,
  '--testSequencer',
  PART_ORDER,
];

/**
 * Each step: its name, its command, what to do before it (may throw) and what to add to the summary when it fails.
 * @type {Array<Array<[string, string[], (() => void)?, (() => string[])?]>>}
 */
const phases = [
  [['install', [...pnpm, 'install', '--frozen-lockfile']]],
  [
    ['lint and format', ['node_modules/.bin/biome', 'check', '.']],
    ['import boundaries', [node, 'scripts/check-boundaries.mjs']],
    // Every query is in api/src/services; routes only hand the database to them (docs/code-checks.md#no-sql-in-routes).
    ['no SQL in routes', [node, 'scripts/check-no-sql-in-routes.mjs']],
    // No module of a package's src imports itself back at run time (docs/code-checks.md#no-import-cycles).
    ['import cycles', [node, 'scripts/check-import-cycles.mjs']],
    ['doc references', [node, 'scripts/check-doc-links.mjs']],
    // Controls and colours come only from shared-kit/ui (docs/code-checks.md#one-design-system).
    ['design system', [node, 'scripts/check-design-system.mjs']],
    // A source file over 400 lines says why at its top (docs/code-checks.md#files-that-say-why-they-are-long).
    ['file length', [node, 'scripts/check-file-length.mjs']],
    // Every installed package admits Node 20 (docs/code-checks.md#every-package-runs-on-node-20).
    ['node engines', [node, 'scripts/check-engines.mjs']],
    // Every peer dependency installed at a version its dependent asks for (docs/code-checks.md#every-peer-at-the-version-it-asks-for).
    ['peer dependencies', [...pnpm, 'peers', 'check']],
    // Unused files, exports and dependencies (knip.jsonc).
    ['dead code', ['node_modules/.bin/knip']],
    ['type-check', [...pnpm, '-r', 'typecheck']],
  ],
  [['build', [...pnpm, '-r', '--workspace-concurrency=2', 'build']]],
  [
    // After the build: the front ends' chunks must not contain TypeBox (the first render of /jobs stays small).
    ['no TypeBox in front ends', [node, 'scripts/check-front-end-typebox.mjs']],
    // After the build: it migrates a temporary database with the api's built code.
    ['database types', [...pnpm, '--filter', 'api', 'db:types:check']],
    [
      'script tests',
      [
        node,
        '--test',
        'scripts/serve-static.test.mjs',
        'scripts/check-design-system.test.mjs',
        'scripts/check-no-sql-in-routes.test.mjs',
        'scripts/check-import-cycles.test.mjs',
        'scripts/check-file-length.test.mjs',
        'scripts/check-engines.test.mjs',
        'scripts/page-at-failure.test.mjs',
        'tooling/federation-semver.test.mjs',
        // After the build: it runs `npm start` twice on the built site.
        'scripts/start.test.mjs',
      ],
    ],
    ['unit tests', jest, () => writeFrontEndParts(FRONT_ENDS)],
    // The blog's tests start their own PostgreSQL (TEST_PG_PORT, else 5498) and run the api from its sources.
    ['blog tests', [...pnpm, '--filter', 'blog', 'test']],
  ],
  // Most files two at a time, each jest worker on its own database (docs/testing.md#api-tests).
  [['API tests', [...pnpm, '--filter', 'api', 'test']]],
  [
    [
      'browser tests',
      [...pnpm, '--filter', 'e2e', 'test'],
      ensureChromium,
      () => pageAtFailure(join(ROOT, 'e2e', 'test-results')),
    ],
  ],
];

/**
 * A failed test's line in jest's (`●`, `FAIL`), Playwright's (`✘`, its closing `N failed` and the `[project] › file`
 * lines under it) or Node's test runner's (`not ok`) output; and what Playwright says of why: the error's first
 * line, the spec's line it stopped on (`> 71 |`) and where (`at …/keyboard.spec.ts:71:22`, or a helper's file). A
 * browser test that fails once in a while on CI only is then diagnosed from the summary alone.
 */
const FAILURE_LINE =
  /^\s*(✘|●(?! Console)|FAIL |not ok |\d+ (failed|flaky)\b|\[[\w -]+\] › |Error: |> ?\d+ \||at \S+\.ts:\d+:\d+$)/;
const FAILURES_SHOWN = 16;

/**
 * Runs one step; its output goes straight to the terminal when it runs alone, else is kept until it ends. Either
 * way it is kept, so that the summary can name the failed tests: a CI log is often read from its end only.
 */
function runStep([name, [command, ...args], before, explain], alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const done = (ok, output = '') => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) console.log(`\n=== ${name} (${ok ? 'ok' : 'FAILED'}, ${seconds} s) ===\n${output}`);
      const lines = output.split('\n').filter((line) => line.trim());
      // A check that is no test runner (lint, a code check) says what failed in its last lines.
      const failed = lines.filter((line) => FAILURE_LINE.test(line));
      const failures = ok ? [] : (failed.length > 0 ? failed : lines).slice(-FAILURES_SHOWN);
      const explained = ok ? [] : (explain?.() ?? []);
      resolve({ name, ok, seconds, failures: [...failures.map((line) => line.trim()), ...explained] });
    };
    try {
      before?.();
    } catch (error) {
      done(false, error.message);
      return;
    }
    if (alone) console.log(`\n=== ${name} ===`);
    const env = { ...process.env, CI: process.env.CI ?? 'true' };
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    const keep = (stream) => (chunk) => {
      chunks.push(chunk);
      if (alone) stream.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('error', (error) => done(false, error.message));
    child.on('close', (code) => done(code === 0, Buffer.concat(chunks).toString()));
  });
}

const results = [];
const started = Date.now();
for (const phase of phases) {
  results.push(...(await Promise.all(phase.map((step) => runStep(step, phase.length === 1)))));
  if (results.some((r) => !r.ok)) break;
}

console.log('\n=== summary ===');
for (const { name, ok, seconds, failures } of results) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  for (const line of failures) console.log(`       ${line}`);
}
console.log(`whole suite: ${Math.round((Date.now() - started) / 1000)} s`);
const failed = results.some((r) => !r.ok) || results.length < phases.flat().length;
process.exit(failed ? 1 : 0);
