// `pnpm --filter api test`: the API tests in two passes (docs/testing.md#api-tests). Most files run two at a time,
// gathered into parts (docs/testing.md#test-parts), each jest worker on its own copy of the seeded database; the
// files that measure time or load the machine on purpose run after them, one at a time, so neither pass slows the
// other's measurements.
// With arguments (`pnpm --filter api test -- test/routes/auth.test.ts`), jest runs just those, in band.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { PART_ORDER, PARTS_MATCH } from '../../scripts/jest-parts.mjs';
import { testFiles, writeApiParts } from './test-parts.mjs';

const jest = createRequire(import.meta.url).resolve('jest/bin/jest');

/**
 * Files whose assertions are timings, or that saturate the CPU on purpose. The burst of sign-ins and the CV bombs
 * assert places in a queue and CPU time, not milliseconds, so they run two at a time with the rest
 * (docs/testing.md#no-timed-assertions), and so does the crash test: its api and PostgreSQL are processes of its
 * own, and it mostly waits for them to start, which the other worker's files fill.
 */
const ONE_AT_A_TIME = [
  'test/slow-clients.test.ts',
  'test/lib/process-pool.test.ts',
  'test/routes/bad-input.test.ts',
  'test/services/cv-file-limits.test.ts',
  'test/services/cv-extraction.test.ts',
];

/**
 * Parts for the two-at-a-time pass: about 25 s of tests each (the longest file, the fuzzing test, is 40 s alone),
 * so that the last part to end leaves the other worker idle for little, while most set-up is shared.
 */
const PARTS = 12;

const run = (args) => spawnSync(process.execPath, [jest, ...args], { stdio: 'inherit' }).status ?? 1;

const extra = process.argv.slice(2);
if (extra.length > 0) process.exit(run(['--runInBand', ...extra]));

const together = testFiles().filter((file) => !ONE_AT_A_TIME.includes(file));
writeApiParts(together, PARTS);
const side = run(['--maxWorkers=2', '--testMatch', PARTS_MATCH, '--testSequencer', PART_ORDER]);
const alone = run(['--runInBand', '--runTestsByPath', ...ONE_AT_A_TIME]);
process.exit(side || alone);
