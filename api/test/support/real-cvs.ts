// What the real-CV suites (test/services/cv-extraction-real*.test.ts) share: where the hard cases are and the
// bench's rule for "the same entry" (docs/cv-extraction.md#how-the-bench-scores).
import { join } from 'node:path';
import { fold } from '../../src/services/cv-extraction/sections';

/** The hard cases of the corpus, each CV beside its truth file. */
export const REAL_CVS_DIR = join(__dirname, '..', 'fixtures', 'cvs', 'real');

export type Entry = Record<string, string | null>;

/** Case, accents, punctuation and spacing folded away. */
export const norm = (text: string | null | undefined) =>
  fold(text ?? '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[b.length];
}

/** The bench's rule: equal, one begins the other and is half its length at least, or 85 % alike. */
function similar(truth: string | null, proposed: string | null): boolean {
  const a = norm(truth);
  const b = norm(proposed);
  if (!a || !b) return false;
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.startsWith(`${short} `) && short.length * 2 >= long.length) return true;
  return 1 - distance(a, b) / long.length >= 0.85;
}

/** A date agrees to the precision the truth gives; a present end (null) needs an open end. */
const sameDate = (truth: string | null, proposed: string | null) =>
  truth === null ? !proposed : !!proposed && proposed.startsWith(truth);

/**
 * The bench's matching of entries (title, organisation and dates under the keys given): the truth's entries no
 * proposal gives, and the proposals that are no entry of the truth. A null organisation in the truth matches any.
 */
export function matchEntries(truth: Entry[], proposed: Entry[], [title, place, start, end]: string[]) {
  const used = new Set<number>();
  const missing = truth.filter((entry) => {
    const hit = proposed.findIndex(
      (p, i) =>
        !used.has(i) &&
        similar(entry[title], p[title]) &&
        (entry[place] === null || similar(entry[place], p[place])) &&
        sameDate(entry.start, p[start]) &&
        (sameDate(entry.end, p[end]) || (entry.start === entry.end && !p[end])),
    );
    if (hit >= 0) used.add(hit);
    return hit < 0;
  });
  return { missing, extra: proposed.filter((_, i) => !used.has(i)) };
}
