// What every format of the corpus's own CVs (html.mjs, tex.mjs) writes alike for the entries of experience and
// education: their dates, and the list of them with each one's description where it has one.
import { showDate, WORDS } from './words.mjs';

/** "März 2019 -- heute", or "seit 04.2018" for an open entry of a CV that writes it so. */
export function range(cv, e) {
  const w = WORDS[cv.lang];
  if (e.end === null && cv.sinceStyle) return `${w.since} ${showDate(e.start, cv.lang, cv.dates)}`;
  return `${showDate(e.start, cv.lang, cv.dates)} -- ${showDate(e.end, cv.lang, cv.dates)}`;
}

/**
 * How a layout lists entries, one a line: each as `head(e)`, then `desc(e.desc)` where the entry has a description,
 * then `end`.
 */
export const entriesAs =
  (head, desc, end = '') =>
  (list) =>
    list.map((e) => head(e) + (e.desc ? desc(e.desc) : '') + end).join('\n');
