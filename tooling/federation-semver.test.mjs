// Run: node --test tooling/federation-semver.test.mjs. The shell's federation runtime decides shared versions with
// this `satisfy` (tooling/federation-semver.mjs): each case below is what npm's semver answers for the same pair,
// except the last three, which it leaves out on purpose (a pre-release within a range, a hyphen range).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { satisfy } from './federation-semver.mjs';

const cases = [
  // Exact versions: what our package.json files pin, and shared-kit's 0.1.0.
  ['19.3.1', '19.3.1', true],
  ['19.3.2', '19.3.1', false],
  ['0.1.0', '0.1.0', true],
  ['0.1.0', '=0.1.0', true],
  ['1.21.1', 'v1.21.1', true],
  // Carets and tildes.
  ['19.4.0', '^19.3.1', true],
  ['20.0.0', '^19.3.1', false],
  ['19.3.0', '^19.3.1', false],
  ['0.1.5', '^0.1.0', true],
  ['0.2.0', '^0.1.0', false],
  ['0.0.4', '^0.0.3', false],
  ['1.9.0', '^1', true],
  ['1.2.9', '~1.2.3', true],
  ['1.3.0', '~1.2.3', false],
  ['1.9.9', '~1', true],
  // Comparators, partial versions and x-ranges.
  ['1.2.3', '<=1.2.3', true],
  ['1.2.4', '<=1.2.3', false],
  ['1.2.9', '<=1.2', true],
  ['1.3.0', '<=1.2', false],
  ['2.0.0', '>1.9.9', true],
  ['1.9.0', '>1', false],
  ['1.5.0', '>=1.2.0 <2.0.0', true],
  ['2.0.0', '>=1.2.0 <2.0.0', false],
  ['1.4.2', '1.x', true],
  ['2.0.0', '1.x', false],
  ['3.1.0', '1.x || >=3', true],
  ['5.0.0', '*', true],
  ['5.0.0', '', true],
  ['1.2.3', '>= 1.2.0', true],
  // Pre-releases match only themselves; a range we cannot read matches nothing.
  ['1.2.3-beta.1', '1.2.3-beta.1', true],
  ['1.2.3-beta.1', '^1.2.0', false],
  ['1.2.3', '1.2.0 - 1.3.0', false],
  ['not a version', '*', false],
];

for (const [version, range, expected] of cases) {
  test(`${version} ${expected ? 'satisfies' : 'does not satisfy'} "${range}"`, () => {
    assert.equal(satisfy(version, range), expected);
  });
}
