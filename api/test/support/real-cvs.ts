// What the real-CV suites (test/services/cv-extraction-real*.test.ts) share: where the hard cases are and the
// bench's rule for "the same entry" (docs/cv-extraction.md#how-the-bench-scores), taken from the bench itself so
// that a test passes exactly when the bench would count the entry.
import { join } from 'node:path';
import { norm, sameDates, sameNames } from '../../../bench/cv-scoring.mjs';

export { norm };

/** The hard cases of the corpus, each CV beside its truth file. */
export const REAL_CVS_DIR = join(__dirname, '..', 'fixtures', 'cvs', 'real');

export type Entry = Record<string, string | null>;

/**
 * The bench's matching of entries (title, organisation and dates under the keys given): the truth's entries no
 * proposal gives, and the proposals that are no entry of the truth. A null organisation in the truth matches any.
 */
export function matchEntries(truth: Entry[], proposed: Entry[], keys: string[]) {
  const used = new Set<number>();
  const missing = truth.filter((entry) => {
    const hit = proposed.findIndex((p, i) => !used.has(i) && sameNames(entry, p, keys) && sameDates(entry, p, keys));
    if (hit >= 0) used.add(hit);
    return hit < 0;
  });
  return { missing, extra: proposed.filter((_, i) => !used.has(i)) };
}
