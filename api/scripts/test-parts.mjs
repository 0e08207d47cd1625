// The API test files of the two-at-a-time pass in parts (scripts/jest-parts.mjs, docs/testing.md#test-parts), balanced
// by the time each file took.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder, partsDir, splitIntoParts, writeParts } from '../../scripts/jest-parts.mjs';

const API = path.resolve(import.meta.dirname, '..');
/** Seconds each file took in a two-worker pass (session 20), the weights that balance the parts. */
const DURATIONS = JSON.parse(readFileSync(path.join(API, 'test', 'durations.json'), 'utf8'));

/** Every `*.test.ts` under api/test, as paths from api/ (`test/routes/auth.test.ts`), sorted. */
export const testFiles = () =>
  filesUnder(path.join(API, 'test'), (file) => file.endsWith('.test.ts')).map((file) => path.relative(API, file));

/** Writes `files` (paths from api/) as `count` parts; a file not measured yet weighs the median. */
export function writeApiParts(files, count) {
  const known = Object.values(DURATIONS).sort((a, b) => a - b);
  const median = known[Math.floor(known.length / 2)] ?? 1;
  const parts = splitIntoParts(files, count, (file) => DURATIONS[file] ?? median);
  const absolute = parts.map((part) => ({ ...part, files: part.files.map((file) => path.join(API, file)) }));
  writeParts(partsDir(API), absolute, API);
}
