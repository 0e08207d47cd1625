// The geometry of a CV page as lines (docs/cv-extraction.md#layout): the text items of a PDF page, or the cells of a
// DOCX table, become rows of cells. A row keeps what is side by side on it ("März 2019 –" in a left margin and the
// title on its right, a date right-aligned after a title), so that a date belongs to the text next to it. A page is
// read column by column only when each column holds section headings of its own (a sidebar, two columns of
// content); a left column of dates or labels (moderncv, Europass, a Word table) stays with its rows.
import { headingOf } from './headings';

/**
 * One line of a CV: its text, and the pieces of it that stand apart (separated by a wide gap or a table cell), with
 * where each starts on a PDF page (`xs`, points from the left; none in a DOCX), and its type's size where the file
 * tells it (`size`: a PDF row's largest font in points; a DOCX's heading styles, typography.ts).
 */
export type CvLine = { text: string; cells: string[]; xs?: number[]; size?: number };

/** The cells from..to of a line, as a line. */
export function part(line: CvLine, from: number, to?: number): CvLine {
  const cells = line.cells.slice(from, to);
  return {
    text: cells.join(' '),
    cells,
    ...(line.xs ? { xs: line.xs.slice(from, to) } : {}),
    ...(line.size ? { size: line.size } : {}),
  };
}

export type TextItem = { str: string; transform: number[]; width: number };

const line = (cells: string[], xs?: number[], size?: number): CvLine => {
  const keep = cells.map((cell) => cell.replace(/\s+/g, ' ').trim()).map((cell, i) => (cell ? i : -1));
  const kept = keep.filter((i) => i >= 0);
  const out = kept.map((i) => cells[i].replace(/\s+/g, ' ').trim());
  return { text: out.join(' '), cells: out, ...(xs ? { xs: kept.map((i) => xs[i]) } : {}), ...(size ? { size } : {}) };
};

/** Some cell is a section's heading ("Curriculum vitae" and other heads of a page do not count). */
const hasHeading = (lines: CvLine[]) =>
  lines.some((l) => l.cells.some((cell) => ![null, 'head'].includes(headingOf(cell))));

type Row = { y: number; items: TextItem[] };

/** Items on about the same baseline (within 2.5 pt) form a row; rows top to bottom, items left to right. */
function rowsOf(items: TextItem[]): Row[] {
  const sorted = items.filter((item) => item.str.trim()).sort((a, b) => b.transform[5] - a.transform[5]);
  const rows: Row[] = [];
  for (const item of sorted) {
    const last = rows.at(-1);
    if (last && Math.abs(last.y - item.transform[5]) <= 2.5) last.items.push(item);
    else rows.push({ y: item.transform[5], items: [item] });
  }
  for (const row of rows) row.items.sort((a, b) => a.transform[4] - b.transform[4]);
  return rows;
}

const sizeOf = (item: TextItem) => Math.max(Math.abs(item.transform[0]), Math.abs(item.transform[3]), 1);

/** A row's items as a line of cells: a gap wider than 0.7 of the font size (two or three spaces) starts a new cell. */
function cellsOf(items: TextItem[]): CvLine {
  const cells: string[] = [];
  const xs: number[] = [];
  let current = '';
  let end = Number.NEGATIVE_INFINITY;
  let size = 0;
  let largest = 0;
  for (const item of items) {
    const x = item.transform[4];
    // The smaller font's measure: a heading in small capitals next to a name in large type.
    const em = Math.min(size || sizeOf(item), sizeOf(item));
    size = sizeOf(item);
    largest = Math.max(largest, Math.round(size * 10) / 10);
    if (current && x - end > 0.7 * em) {
      cells.push(current);
      current = '';
    }
    if (!current) xs.push(Math.round(x));
    current += (current && x - end > 0.1 * em ? ' ' : '') + item.str;
    end = Math.max(end, x + item.width);
  }
  if (current) cells.push(current);
  return line(cells, xs, largest);
}

/** The x where a page may split into two columns, or null: texts start right of it on at least a quarter of the rows (a short main column beside a long sidebar). */
function columnSplit(rows: Row[], pageWidth: number): number | null {
  const starts = new Map<number, number>();
  for (const row of rows) {
    for (const item of row.items) {
      const x = Math.round(item.transform[4] / 10) * 10;
      if (x > pageWidth * 0.25 && x < pageWidth * 0.75) starts.set(x, (starts.get(x) ?? 0) + 1);
    }
  }
  const [best] = [...starts.entries()].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] < Math.max(4, rows.length / 4)) return null;
  return best[0] - 6;
}

/** One PDF page's text items as lines, in reading order. */
export function pageLines(items: TextItem[], pageWidth: number): CvLine[] {
  const rows = rowsOf(items);
  const whole = rows.map((row) => cellsOf(row.items));
  const split = columnSplit(rows, pageWidth);
  if (split === null) return whole.filter((l) => l.text);
  const side = (keep: (x: number) => boolean) =>
    rows.map((row) => cellsOf(row.items.filter((item) => keep(item.transform[4])))).filter((l) => l.text);
  const left = side((x) => x < split);
  const right = side((x) => x >= split);
  // A left margin of headings only (each beside its section's first row) is no column: its rows stay whole.
  if (left.every((l) => l.cells.every((cell) => headingOf(cell) !== null))) return whole.filter((l) => l.text);
  return hasHeading(left) && hasHeading(right) ? [...left, ...right] : whole.filter((l) => l.text);
}

/**
 * Two rows of as many cells, each cell over the one below it (JSON Resume themes lay languages out so: names in one
 * row, their levels in the next), read cell by cell as "name level" lines, when `heads` takes each upper cell.
 */
export function stackedCells(lines: CvLine[], heads: (cell: string) => boolean): CvLine[] {
  const out: CvLine[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const lower = lines[i + 1];
    // A heading in the row's first cell, left of the names ("Languages  Português  Inglês"), stays a line of its own.
    const lead = headingOf(lines[i].cells[0] ?? '') === null ? 0 : 1;
    const upper = part(lines[i], lead);
    const under =
      lower &&
      upper.cells.length >= 2 &&
      upper.cells.length === lower.cells.length &&
      upper.cells.every(heads) &&
      upper.xs?.every((x, k) => Math.abs(x - (lower.xs?.[k] ?? Number.NaN)) <= 12);
    if (!under) {
      out.push(lines[i]);
      continue;
    }
    if (lead) out.push(part(lines[i], 0, lead));
    out.push(...upper.cells.map((cell, k) => line([cell, lower.cells[k]])));
    i += 1;
  }
  return out;
}

/** A table's rows, each a list of cells, each cell a list of lines (paragraphs and soft line breaks). */
export type Table = string[][][];

/**
 * A DOCX table as lines. Read row by row, the k-th lines of a row's cells side by side (a date cell next to the
 * title it dates); column by column when each column holds headings of its own (a sidebar table).
 */
export function tableLines(table: Table): CvLine[] {
  const width = Math.max(0, ...table.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, c) =>
    table.flatMap((row) => (row[c] ?? []).map((text) => line([text]))),
  );
  if (width > 1 && columns.filter((column) => hasHeading(column)).length > 1) {
    return columns.flat().filter((l) => l.text);
  }
  const lines: CvLine[] = [];
  for (const row of table) {
    const depth = Math.max(0, ...row.map((cell) => cell.length));
    for (let k = 0; k < depth; k += 1) lines.push(line(row.map((cell) => cell[k] ?? '')));
  }
  return lines.filter((l) => l.text);
}
