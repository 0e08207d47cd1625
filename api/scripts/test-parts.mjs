// The API test files gathered into a few jest files, "parts" (docs/testing.md#api-test-parts). Jest gives every test
// file a fresh module registry, so each of the 136 files loaded the api's 1,951 modules again and built its app from
// them: about 0.6 s of set-up a file. A part requires its files one after another, each inside a `describe` named
// for it, so their hooks and tests keep to that file while the modules are loaded once per part.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const API = path.resolve(import.meta.dirname, '..');
/** Generated for each run, not kept: `.cache/` is ignored by git, Biome, the type-check and knip. */
const PARTS_DIR = path.join(API, '.cache', 'test-parts');
/** Jest's `--testMatch` for the parts. */
export const PARTS_MATCH = '<rootDir>/.cache/test-parts/*.run.ts';
/** Seconds each file took in a two-worker pass (session 20), the weights that balance the parts. */
const DURATIONS = JSON.parse(readFileSync(path.join(API, 'test', 'durations.json'), 'utf8'));

/** Every `*.test.ts` under api/test, as paths from api/ (`test/routes/auth.test.ts`), sorted. */
export function testFiles(dir = 'test') {
  return readdirSync(path.join(API, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return testFiles(file);
      return entry.name.endsWith('.test.ts') ? [file] : [];
    })
    .sort();
}

/**
 * `files` in `count` parts of about equal time: the longest file first into the part that has least so far (a file
 * not measured yet counts as the median). A part's weight is written in its first line for test-part-order.cjs, which
 * runs the heaviest first, so the two workers end together.
 */
export function splitIntoParts(files, count) {
  const known = files.map((file) => DURATIONS[file]).filter((seconds) => seconds !== undefined);
  const median = known.sort((a, b) => a - b)[Math.floor(known.length / 2)] ?? 1;
  const weight = (file) => DURATIONS[file] ?? median;
  const parts = Array.from({ length: Math.min(count, files.length) }, () => ({ weight: 0, files: [] }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = parts.reduce((least, part) => (part.weight < least.weight ? part : least));
    lightest.files.push(file);
    lightest.weight += weight(file);
  }
  return parts.filter((part) => part.files.length > 0);
}

/** Writes the parts' files (PARTS_DIR/part-NN.run.ts), replacing an earlier run's. */
export function writeParts(parts) {
  rmSync(PARTS_DIR, { recursive: true, force: true });
  mkdirSync(PARTS_DIR, { recursive: true });
  parts.forEach((part, index) => {
    const lines = [
      `// weight: ${part.weight.toFixed(1)}`,
      '// Written by api/scripts/test-parts.mjs for one run of the API tests: each file inside a describe named for it.',
      ...part.files.map(
        (file) => `describe(${JSON.stringify(file)}, () => { require(${JSON.stringify(path.join(API, file))}); });`,
      ),
    ];
    writeFileSync(path.join(PARTS_DIR, `part-${String(index + 1).padStart(2, '0')}.run.ts`), `${lines.join('\n')}\n`);
  });
}
