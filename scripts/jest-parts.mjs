// Test files gathered into a few jest files, "parts" (docs/testing.md#test-parts). Jest gives every test file a fresh
// module registry (and the front ends' a fresh jsdom), so every file loaded the same modules again: the api's 1,951
// for each API test file, React, Testing Library and shared-kit for each front-end one. A part requires its files one
// after another, each inside a `describe` named for it, so each file's hooks and tests keep to that file while the
// modules are loaded once per part. The API tests and the front ends' unit tests run so in `npm test`; one file named
// on the command line still runs on its own.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where a package's parts are written for a run: `.cache/` is ignored by git, Biome, the type-check and knip. */
export const partsDir = (packageDir) => path.join(packageDir, '.cache', 'test-parts');
/** Jest's `--testMatch` for the parts of every project it runs. */
export const PARTS_MATCH = '<rootDir>/.cache/test-parts/*.run.ts';
/** Jest's `--testSequencer` for the parts: the heaviest first. */
export const PART_ORDER = path.join(import.meta.dirname, 'jest-part-order.cjs');

/** The files under `dir` (absolute paths, sorted) whose path `matches`. */
export function filesUnder(dir, matches) {
  const walk = (folder) =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) return walk(file);
      return matches(file) ? [file] : [];
    });
  return walk(dir).sort();
}

/**
 * `files` in `count` parts of about equal weight: the heaviest file first into the part that has least so far
 * (the longest-processing-time rule), so that two workers taking the heaviest part first end together.
 */
export function splitIntoParts(files, count, weightOf) {
  const parts = Array.from({ length: Math.min(count, files.length) }, () => ({ weight: 0, files: [] }));
  for (const file of [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b))) {
    const lightest = parts.reduce((least, part) => (part.weight < least.weight ? part : least));
    lightest.files.push(file);
    lightest.weight += weightOf(file);
  }
  return parts.filter((part) => part.files.length > 0);
}

/**
 * Writes `parts` (their files as absolute paths) into `dir` as `part-NN.run.ts`, replacing an earlier run's. Each
 * describe is named by the file's path from `root`, so a failure names its file. The weight in a part's first line is
 * what jest-part-order.cjs sorts by. `beforeFile`, a module's absolute path, is run before each file's own hooks.
 */
export function writeParts(dir, parts, root, beforeFile = null) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  parts.forEach((part, index) => {
    const lines = [
      `// weight: ${part.weight.toFixed(1)}`,
      '// Written by scripts/jest-parts.mjs for one run: each test file inside a describe named for it.',
      ...(beforeFile ? [`const beforeFile = require(${JSON.stringify(beforeFile)});`] : []),
      ...part.files.map(
        (file) =>
          `describe(${JSON.stringify(path.relative(root, file))}, () => { ` +
          `${beforeFile ? 'beforeAll(beforeFile); ' : ''}require(${JSON.stringify(file)}); });`,
      ),
    ];
    writeFileSync(path.join(dir, `part-${String(index + 1).padStart(2, '0')}.run.ts`), `${lines.join('\n')}\n`);
  });
}
