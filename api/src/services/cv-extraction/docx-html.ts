// A DOCX's text as lines, from the HTML mammoth makes of it (docs/cv-extraction.md#layout): each paragraph and each
// soft line break (`<br />`, Shift+Enter in Word) ends a line, and tables keep their rows and cells (layout.ts reads
// them row by row or column by column). mammoth writes only p, h1-h6, ul/ol/li, table/tr/td/th, a, strong, em,
// sup, sub, s, img and br, and escapes &, <, > and ".
import { type CvLine, type Table, tableLines } from './layout';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);

const BLOCK = /^(p|h[1-6]|li)$/;

type Frame = { table: Table; row: string[][] | null; cell: string[] | null };

export function docxHtmlLines(html: string): CvLine[] {
  const out: CvLine[] = [];
  const tables: Frame[] = [];
  let text = '';
  /** Ends the current line: into the open table cell, or the document's lines. */
  // A paragraph in one of Word's heading styles (mammoth's h1-h6) is set larger than the body: its size, as far as
  // the typographic headings need one (docs/cv-extraction.md#headings).
  let size = 0;
  const flush = () => {
    const frame = tables.at(-1);
    const value = decode(text).replace(/\s+/g, ' ').trim();
    text = '';
    if (!value) return;
    if (frame?.cell) frame.cell.push(value);
    else out.push({ text: value, cells: [value], ...(size ? { size } : {}) });
  };
  for (const token of html.split(/(<[^>]*>)/)) {
    if (!token.startsWith('<')) {
      text += token;
      continue;
    }
    const [, closing, name] = token.match(/^<(\/?)([a-z0-9]+)/i) ?? [];
    const tag = name?.toLowerCase() ?? '';
    if (tag === 'br' || BLOCK.test(tag)) {
      flush();
      size = !closing && /^h[1-6]$/.test(tag) ? 20 - 2 * Number(tag[1]) : 0;
    } else if (tag === 'table' && !closing) {
      flush();
      tables.push({ table: [], row: null, cell: null });
    } else if (tag === 'table') {
      flush();
      const done = tables.pop();
      const lines = done ? tableLines(done.table) : [];
      const parent = tables.at(-1);
      // A table inside a cell: its lines are the cell's lines.
      if (parent?.cell) parent.cell.push(...lines.map((l) => l.text));
      else out.push(...lines);
    } else if (tag === 'tr') {
      flush();
      const frame = tables.at(-1);
      if (frame && !closing) frame.row = [];
      else if (frame?.row) {
        frame.table.push(frame.row);
        frame.row = null;
      }
    } else if (tag === 'td' || tag === 'th') {
      flush();
      const frame = tables.at(-1);
      if (frame && !closing) frame.cell = [];
      else if (frame?.cell) {
        frame.row = [...(frame.row ?? []), frame.cell];
        frame.cell = null;
      }
    }
  }
  flush();
  // Sizes only where the document has headings set so: then its other lines are its body (10).
  if (!out.some((l) => l.size)) return out;
  return out.map((l) => ({ ...l, size: l.size ?? 10 }));
}
