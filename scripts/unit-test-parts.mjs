// The front ends' unit test files in parts for `npm test` (scripts/jest-parts.mjs, docs/testing.md#test-parts).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { filesUnder, partsDir, splitIntoParts, writeParts } from './jest-parts.mjs';
import { ROOT } from './stack.mjs';

/** About how many parts for all the front ends' files, shared out by the packages' sizes. */
const PARTS = 12;

/** A package's test files (`src/**\/__tests__/**\/*.test.ts(x)`, what jest.frontend.cjs matches), absolute. */
const testFiles = (dir) => filesUnder(dir, (file) => /\/__tests__\/.*\.test\.tsx?$/.test(file));

/**
 * A file that replaces a module (`jest.mock`) has a part of its own: the replacement must be in place before anything
 * loads the module, which another file of a shared part would already have done.
 */
const mocksModules = (file) => readFileSync(file, 'utf8').includes('jest.mock(');

/** Writes each package's parts; a file weighs its size, the measure jest itself falls back to. */
export function writeFrontEndParts(packages) {
  const files = new Map(packages.map((name) => [name, testFiles(path.join(ROOT, name, 'src'))]));
  const size = (file) => statSync(file).size;
  const total = [...files.values()].flat().reduce((sum, file) => sum + size(file), 0);
  for (const [name, all] of files) {
    const shared = all.filter((file) => !mocksModules(file));
    const own = all.filter(mocksModules).map((file) => ({ weight: size(file), files: [file] }));
    const count = Math.ceil((PARTS * shared.reduce((sum, file) => sum + size(file), 0)) / total);
    const parts = [...splitIntoParts(shared, count, size), ...own];
    writeParts(partsDir(path.join(ROOT, name)), parts, ROOT, path.join(ROOT, 'jest.fresh-page.cjs'));
  }
}
