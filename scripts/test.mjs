// `npm test`: the whole suite, as CI runs it: install, lint, import boundaries, no SQL in routes, import cycles,
// doc references, the design system's rules, dead code, type-check, build, the generated database types, unit and
// API tests, then browser tests in Debian's chromium against the production build.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';
import { PNPM_VERSION } from './pnpm.mjs';
import { ROOT } from './stack.mjs';

const pnpm = ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
const steps = [
  ['install', [...pnpm, 'install', '--frozen-lockfile']],
  ['lint and format', ['node_modules/.bin/biome', 'check', '.']],
  ['import boundaries', [process.execPath, 'scripts/check-boundaries.mjs']],
  // Every query is in api/src/services; routes only hand the database to them (docs/code-checks.md#no-sql-in-routes).
  ['no SQL in routes', [process.execPath, 'scripts/check-no-sql-in-routes.mjs']],
  // No module of a package's src imports itself back at run time (docs/code-checks.md#no-import-cycles).
  ['import cycles', [process.execPath, 'scripts/check-import-cycles.mjs']],
  ['doc references', [process.execPath, 'scripts/check-doc-links.mjs']],
  // Controls and colours come only from shared-kit/ui (docs/code-checks.md#one-design-system).
  ['design system', [process.execPath, 'scripts/check-design-system.mjs']],
  // Unused files, exports and dependencies (knip.jsonc).
  ['dead code', ['node_modules/.bin/knip']],
  ['type-check', [...pnpm, '-r', 'typecheck']],
  ['build', [...pnpm, '-r', '--workspace-concurrency=2', 'build']],
  // After the build: the front ends' chunks must not contain TypeBox (the first render of /jobs stays small).
  ['no TypeBox in front ends', [process.execPath, 'scripts/check-front-end-typebox.mjs']],
  // After the build: it migrates a temporary database with the api's built code.
  ['database types', [...pnpm, '--filter', 'api', 'db:types:check']],
  [
    'script tests',
    [
      process.execPath,
      '--test',
      'scripts/serve-static.test.mjs',
      'scripts/check-design-system.test.mjs',
      'scripts/check-no-sql-in-routes.test.mjs',
      'scripts/check-import-cycles.test.mjs',
      // After the build: it runs `npm start` twice on the built site.
      'scripts/start.test.mjs',
    ],
  ],
  ['unit and API tests', [...pnpm, '-r', '--workspace-concurrency=1', '--filter', '!e2e', 'test']],
  ['browser tests', [...pnpm, '--filter', 'e2e', 'test'], ensureChromium],
];

const results = [];
for (const [name, [command, ...args], before] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let ok;
  try {
    before?.();
    ok =
      spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? 'true' } })
        .status === 0;
  } catch (error) {
    console.error(error.message);
    ok = false;
  }
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  if (!ok) break;
}

console.log('\n=== summary ===');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failed = results.some((r) => !r.ok) || results.length < steps.length;
process.exit(failed ? 1 : 0);
