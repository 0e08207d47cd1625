// The corpus's CVs are data, kept as JSON (cvs.json, heldout-cvs.json); this turns their compact rows back into the
// records build.mjs and heldout-build.mjs read. A row lists a record's fields in order; a missing last field is a
// job's description (''), or a language's text and grid (absent). An object at a row's end adds fields to it (a
// held-out CV that shows an education under another title). "note" fields say why a CV is as it is.
import { readFileSync } from 'node:fs';

function record(names, row) {
  const last = row.at(-1);
  const extra = last && typeof last === 'object' && !Array.isArray(last) ? last : {};
  const fields = names.map((name, i) => [name, i < row.length && row[i] !== extra ? row[i] : undefined]);
  return { ...Object.fromEntries(fields), ...extra };
}

/** The records in `file` (next to this one); `entry` names the fields of exp and edu rows, `language` of langs. */
export function readCvs(file, entry, language) {
  const cvs = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
  const entryOf = (row) => {
    const one = record(entry, row);
    return { ...one, desc: one.desc ?? '' };
  };
  return cvs.map((cv) => ({
    ...cv,
    exp: cv.exp.map(entryOf),
    edu: cv.edu.map(entryOf),
    langs: cv.langs.map((row) => record(language, row)),
  }));
}
