// Work experience and education entries from their sections (docs/product-rules.md#cv-extraction): each entry has
// a line of dates ("03/2019 – heute", "2015 - 2019"); its title and place are the lines next to it.

/** "present" in the board's languages: an entry that has not ended. */
const PRESENT =
  "heute|present|presente|actualidad|actual|aujourd'hui|auj\\.|oggi|attuale|obecnie|teraz|σημερα|σήμερα|today|now|atual";
const POINT = '(?:(\\d{1,2})[./])?((?:19|20)\\d{2})';
const RANGE = new RegExp(`^${POINT}\\s*[-–—]\\s*(?:${POINT}|(${PRESENT}))$`, 'iu');

export type EntryProposal = { title: string; place: string | null; start: string | null; end: string | null };

const month = (m: string | undefined) => (m ? m.padStart(2, '0') : '01');

/** The dates of a date line as `YYYY-MM-01` (null end: still going), or null when the line is not one. */
function datesOf(line: string): { start: string; end: string | null } | null {
  const found = line.trim().match(RANGE);
  if (!found) return null;
  const [, m1, y1, m2, y2] = found;
  return { start: `${y1}-${month(m1)}-01`, end: y2 ? `${y2}-${month(m2)}-01` : null };
}

/** "Title — Place", "Title | Place", "Title @ Place": a title and a place on one line. */
function splitTitle(line: string): { title: string; place: string | null } {
  const parts = line.split(/\s+[—–|@]\s+|\s+-\s+/);
  return parts.length > 1
    ? { title: parts[0].trim(), place: parts.slice(1).join(' - ').trim() }
    : { title: line, place: null };
}

const placeOf = (line: string | undefined) => (line ? line.split(/\s*[,·]\s*/)[0].trim() || null : null);

/**
 * Entries of a section. When the section starts with a date line, each entry's title and place follow its dates;
 * otherwise they come just before them (one line "Title — Place", or a title line and a place line).
 */
export function readEntries(lines: string[], max = 20): EntryProposal[] {
  const dated = lines.map(datesOf);
  const datesFirst = dated[0] !== null;
  const entries: EntryProposal[] = [];
  let previous = -1;
  for (let i = 0; i < lines.length && entries.length < max; i += 1) {
    const dates = dated[i];
    if (!dates) continue;
    let title: string | undefined;
    let next: string | undefined;
    if (datesFirst) {
      [title, next] = [lines[i + 1], lines[i + 2]];
      if (next && dated[lines.indexOf(next, i + 2)]) next = undefined;
    } else {
      const before = lines.slice(previous + 1, i);
      const one = before.at(-1) ?? '';
      if (before.length >= 2 && !/\s[—–|@]\s/.test(one)) [title, next] = [before.at(-2), one];
      else title = one;
    }
    previous = i;
    if (!title || datesOf(title)) continue;
    const split = splitTitle(title);
    entries.push({
      title: split.title.slice(0, 150),
      place: (split.place ?? placeOf(next))?.slice(0, 150) ?? null,
      start: dates.start,
      end: dates.end,
    });
  }
  return entries;
}
