// Jest's order for test parts (scripts/jest-parts.mjs, docs/testing.md#test-parts): the heaviest part first, by the
// weight written in its first line, so the two workers end together. Jest's own order needs timings from an earlier
// run, which a clean clone does not have, and falls back to the files' sizes.
const { readFileSync } = require('node:fs');

const weight = (file) => Number(/^\/\/ weight: ([\d.]+)/.exec(readFileSync(file, 'utf8'))?.[1] ?? 0);

module.exports = class PartOrder {
  sort(tests) {
    return [...tests].sort((a, b) => weight(b.path) - weight(a.path));
  }

  /** Jest hands every run's results to its sequencer; this order keeps none. */
  cacheResults() {}
};
