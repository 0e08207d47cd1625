// The bench's rule for "the same entry" (docs/cv-extraction.md#how-the-bench-scores), in one place: cv-extraction.mjs
// scores with it, and the api's real-CV tests (api/test/support/real-cvs.ts) hold the extraction to it.

/** Case, accents, ligatures, punctuation and spacing do not count. */
export const norm = (text) =>
  String(text ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function levenshtein(a, b) {
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

/**
 * Two titles (or organisations) agree when, normalised, they are equal; or one begins the other at a word boundary
 * and is at least half its length ("Sachsen Logistik GmbH" and "Sachsen Logistik GmbH, Leipzig"); or they differ
 * by at most 15 % of the longer's characters (a lost ligature: "Certicat").
 */
function similar(truth, proposed) {
  const a = norm(truth);
  const b = norm(proposed);
  if (!a || !b) return false;
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (long.startsWith(`${short} `) && short.length * 2 >= long.length) return true;
  return 1 - levenshtein(a, b) / long.length >= 0.85;
}

/** A truth date ("2019-03", "2019", null for present) agrees with a proposal ("2019-03-01") to its precision. */
const sameDate = (truth, proposed) => (truth === null ? !proposed : !!proposed && proposed.startsWith(truth));

// `keys` name the proposal's fields: title, organisation, start and end (['puesto', 'empresa', 'f_inicio', 'f_final']).

/** Title and organisation agree; a truth entry without an organisation (null) checks only the title. */
export const sameNames = (entry, proposal, [title, place]) =>
  similar(entry[title], proposal[title]) && (entry[place] === null || similar(entry[place], proposal[place]));

/** The dates agree; a single date ("Juin 1997") is the start and the end, and an end left open is taken for it too. */
export const sameDates = (entry, proposal, [, , start, end]) =>
  sameDate(entry.start, proposal[start]) &&
  (sameDate(entry.end, proposal[end]) || (entry.start === entry.end && !proposal[end]));
