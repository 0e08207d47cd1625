// Work experience and education entries from their sections (docs/cv-extraction.md#entries). An entry is found by its
// dates (dates.ts), anywhere in a line; its title and organisation are the text beside them, or the lines just
// before them when the section's first entry starts above its dates, or just after them otherwise. Which of two
// parts is the organisation is told by the words organisations carry (parties.ts).
import { type DateRange, findDates, isDatePiece, isDuration } from './dates';
import { type RoledLine, readLabels } from './labels';
import { type CvLine, part } from './layout';
import { orderParts, saysBoth } from './parties';

export type EntryProposal = { title: string; place: string | null; start: string | null; end: string | null };

type Dated = { dates: DateRange | null; rest: string[] };

/** A range still waiting for its end ("März 2019 –", "September", "September 2013 – Juli"): the margin wraps on. */
function unfinished(text: string): boolean {
  const dates = findDates(text);
  if (!dates || dates.open) return true;
  return dates.end === dates.start && text.slice(dates.index + dates.length).trim() !== '';
}

/**
 * Joins a range wrapped over several lines in a left margin ("August 2015 –" / "Februar 2019") into the first of
 * them: the following lines' first cells, while they are pieces of a date and the range is unfinished.
 */
function joinWrappedDates(lines: RoledLine[]): RoledLine[] {
  const out = lines.map((l) => ({ ...l, cells: [...l.cells], xs: l.xs && [...l.xs] }));
  for (let i = 0; i < out.length; i += 1) {
    const first = out[i].cells[0];
    if (!first || !isDatePiece(first)) continue;
    let joined = first;
    let j = i + 1;
    // The next piece continues the range while it is unfinished, or when it starts with a dash ("– August 2013").
    const continues = (cell: string | undefined) =>
      cell !== undefined && isDatePiece(cell) && (unfinished(joined) || /^[-–—]/.test(cell.trim()));
    while (j < out.length && continues(out[j].cells[0])) {
      joined = `${joined} ${out[j].cells[0]}`;
      out[j] = { ...out[j], ...part(out[j], 1) };
      j += 1;
    }
    out[i].cells[0] = joined;
    out[i].text = out[i].cells.join(' ');
  }
  return out.filter((l) => l.cells.length);
}

/** Punctuation, bullets and icon glyphs left around a date or at a line's ends. */
const trimPunct = (text: string) => {
  // A hyphen after a letter at the end stays: the word goes on in the next line ("Universidad Com-").
  const trimmed = text.replace(/^[\s,;:|•·–—\-+{}[\]]+|(?<!\p{L})-+$|[\s,;:|•·–—+{}[\]]+$/gu, '').trim();
  // Brackets go only when they hold nothing: "(Lehre)" stays, "( " goes.
  return trimmed
    .replace(/^\(\s*$|^\s*\)$/, '')
    .replace(/^\((?=[^)]*$)|(?<=^[^(]*)\)$/, '')
    .trim();
};

/** A line's dates (a range, or a single date standing alone in its cell) and its other text, cell by cell. */
function dateLine(line: CvLine): Dated {
  // Cells that end with a comma go on in the next one: "Ingeniera de datos," "Castellana Seguros S.A.,".
  const cells = line.cells.reduce<string[]>((out, cell) => {
    const last = out.at(-1);
    if (last?.trim().endsWith(',')) out[out.length - 1] = `${last} ${cell}`;
    else out.push(cell);
    return out;
  }, []);
  for (let c = 0; c < cells.length; c += 1) {
    const cell = cells[c];
    const dates = findDates(cell);
    if (!dates) continue;
    const left = trimPunct(cell.slice(0, dates.index));
    const right = trimPunct(cell.slice(dates.index + dates.length));
    // A single date counts only standing alone in its cell ("Juin 1997"): a year in a title is no entry's date.
    // Or as a month and year closing its cell after a comma: a résumé's "University of Salford, June 2015".
    const said = cell.slice(dates.index, dates.index + dates.length);
    const closing = !right && /,\s*$/.test(cell.slice(0, dates.index)) && /\p{L}/u.test(said);
    if (dates.end === dates.start && (left || right) && !closing) continue;
    const rest = [...cells.slice(0, c), left, right, ...cells.slice(c + 1)]
      .map(trimPunct)
      .filter((p) => /\p{L}{2}/u.test(p) && !isDuration(p));
    return { dates, rest };
  }
  return { dates: null, rest: cells };
}

/** What a page's header or footer carries: a copyright sign, a web address. */
const FURNITURE = /©|https?:\/\/|www\./i;

/** Entries of a section, at most `max`. */
export function readEntries(section: CvLine[], max = 20): EntryProposal[] {
  const lines = joinWrappedDates(readLabels(section));
  // A page's footer ("© European Union, 2002 – 2020 | https://europass…") has dates but is no entry.
  const dated = lines.map((line) => (FURNITURE.test(line.text) ? { dates: null, rest: [] } : dateLine(line)));
  const anchors = dated.flatMap((d, i) => (d.dates ? [i] : []));
  if (!anchors.length) return [];
  // The first entry's text starts above its dates (Google Docs, moderncv banking) or beside and below them.
  const lead = Math.min(anchors[0], 2);
  const entries: EntryProposal[] = [];
  anchors.forEach((a, k) => {
    if (entries.length >= max) return;
    const dates = dated[a].dates as DateRange;
    const previous = k > 0 ? anchors[k - 1] : -1;
    const next = anchors[k + 1] ?? lines.length;
    const parts: string[][] = [];
    const own = lines.slice(a + 1, next);
    const labelled = (role: string) => own.find((l) => l.role === role)?.cells;
    if (labelled('title') || labelled('org')) {
      // Europass 2004-2012: the labels say which is which.
      parts.push(labelled('title') ?? [''], labelled('org') ?? []);
    } else if (lead > 0 && !saysBoth(dated[a].rest[0], true)) {
      // Text left of the entry's row is another column's (moderncv's contact details in the margin).
      const row = lines[a].xs?.[0] ?? 0;
      for (let i = Math.max(previous + 1, a - lead); i < a; i += 1) {
        if ((lines[i].xs?.[0] ?? row) >= row - 8) parts.push(dated[i].rest);
      }
      if (dated[a].rest.length) parts.push(dated[a].rest);
      // Dates on a row of their own between the title and the organisation (a Word table's cell, centred).
      else if (parts.length === 1 && a + 1 < (k + 1 < anchors.length ? next - lead : next)) {
        parts.push(dated[a + 1].rest);
      }
    } else {
      if (dated[a].rest.length) parts.push(dated[a].rest);
      for (let i = a + 1; i < next && parts.length < 2; i += 1) {
        if (lines[i].role !== 'other') parts.push(dated[i].rest);
      }
    }
    const above = lead === 1 && !saysBoth(dated[a].rest[0]);
    const read = orderParts(parts, above && parts.length > 1 && dated[a].rest.length > 0);
    if (!read) return;
    entries.push({
      title: read.title.slice(0, 150),
      place: read.org?.slice(0, 150) ?? null,
      start: dates.start,
      end: dates.end,
    });
  });
  return entries;
}
