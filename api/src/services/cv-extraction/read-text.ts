// The text of a CV, as lines in reading order (docs/product-rules.md#cv-extraction). PDFs are read with pdfjs-dist,
// pinned at 5.x (its legacy build runs on Node 20; 6 needs Node 22), DOCX with mammoth. This runs in the CV reader's
// child process, never in the api's thread (reader.ts, docs/security.md#isolated-file-reading). Nothing here throws on
// a broken, encrypted or image-only file: it reads as no lines, and the caller says that no text was found. A file
// that would unpack past the caps (pdf-limits.ts, docx-limits.ts) is refused with CvRefused before it is parsed.
import mammoth from 'mammoth';
import { checkDocxParts } from './docx-limits';
import { checkPdfStreams } from './pdf-limits';
import { CvRefused } from './refused';

export type CvKind = 'pdf' | 'docx';

type TextItem = { str: string; transform: number[]; width: number; hasEOL?: boolean };

/** The bounds of the reading: a CV is a few pages. Its time and memory are bounded by the child process (reader.ts). */
const MAX_PAGES = 10;
const MAX_CHARS = 100_000;

// pdfjs runs its "worker" in this thread when the worker module is already loaded: no worker file, no thread.
export async function loadPdfjs() {
  const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= worker;
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

/**
 * One page's text items as lines. A page in two columns is read column by column: when a wide gap splits the
 * page's lines at about the same x on most of them, the left column's lines come first.
 */
function pageLines(items: TextItem[], pageWidth: number): string[] {
  const rows = new Map<number, TextItem[]>();
  for (const item of items) {
    if (!item.str.trim()) continue;
    const y = Math.round(item.transform[5] / 2) * 2;
    const row = rows.get(y) ?? [];
    row.push(item);
    rows.set(y, row);
  }
  const ordered = [...rows.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([, row]) => row.sort((a, b) => a.transform[4] - b.transform[4]));
  const split = columnSplit(ordered, pageWidth);
  const join = (row: TextItem[]) =>
    row
      .map((item) => item.str)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  if (split === null) return ordered.map(join).filter(Boolean);
  const left = ordered.map((row) => join(row.filter((item) => item.transform[4] < split))).filter(Boolean);
  const right = ordered.map((row) => join(row.filter((item) => item.transform[4] >= split))).filter(Boolean);
  return [...left, ...right];
}

/** The x where a page splits into two columns, or null: texts start right of it on at least a third of the rows. */
function columnSplit(rows: TextItem[][], pageWidth: number): number | null {
  const starts = new Map<number, number>();
  for (const row of rows) {
    for (const item of row) {
      const x = Math.round(item.transform[4] / 10) * 10;
      if (x > pageWidth * 0.25 && x < pageWidth * 0.75) starts.set(x, (starts.get(x) ?? 0) + 1);
    }
  }
  const [best] = [...starts.entries()].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] < Math.max(4, rows.length / 3)) return null;
  return best[0] - 6;
}

async function pdfLines(data: Buffer): Promise<string[]> {
  await checkPdfStreams(data);
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
  try {
    const doc = await task.promise;
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, MAX_PAGES); n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      lines.push(...pageLines(content.items as TextItem[], page.view[2]));
    }
    return lines;
  } finally {
    await task.destroy();
  }
}

async function docxLines(data: Buffer): Promise<string[]> {
  checkDocxParts(data);
  const { value } = await mammoth.extractRawText({ buffer: data });
  return value.split(/\n+/);
}

/**
 * The CV's non-empty lines, trimmed, within MAX_CHARS; no lines when the file holds no readable text. Throws
 * CvRefused for a file over the unpacking caps.
 */
export async function readCvLines(kind: CvKind, data: Buffer): Promise<string[]> {
  let lines: string[];
  try {
    lines = await (kind === 'pdf' ? pdfLines(data) : docxLines(data));
  } catch (error) {
    if (error instanceof CvRefused) throw error;
    return [];
  }
  const kept: string[] = [];
  let size = 0;
  for (const raw of lines) {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) continue;
    size += line.length;
    if (size > MAX_CHARS) break;
    kept.push(line);
  }
  return kept;
}
