// The text of a CV, as lines in reading order (docs/product-rules.md#cv-extraction). PDFs are read with pdfjs-dist,
// pinned at 5.x (its legacy build runs on Node 20; 6 needs Node 22), DOCX with mammoth. Nothing here throws on a
// broken, encrypted or image-only file: it reads as no lines, and the caller says that no text was found.
import mammoth from 'mammoth';

export type CvKind = 'pdf' | 'docx';

type TextItem = { str: string; transform: number[]; width: number; hasEOL?: boolean };

/** The bounds of the reading: a CV is a few pages, and a hostile file cannot make the api read for long. */
const MAX_PAGES = 10;
const MAX_CHARS = 100_000;
/** A file that takes longer than this to read is treated as one without text (the upload is still stored). */
const MAX_MS = 10_000;

// pdfjs runs its "worker" in this thread when the worker module is already loaded: no worker file, no thread.
async function loadPdfjs() {
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

/** A DOCX unzips to at most this much: a 5 MB upload must not inflate into gigabytes in memory (a zip bomb). */
const MAX_UNZIPPED_BYTES = 50 * 1024 * 1024;

/**
 * The sum of the uncompressed sizes the zip's central directory declares, or Infinity when it cannot be read or
 * uses ZIP64 (a CV never needs it). The inflater (jszip, inside mammoth) trusts these sizes' order of magnitude.
 */
function unzippedSize(data: Buffer): number {
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > data.length) return Number.POSITIVE_INFINITY;
  const entries = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  let total = 0;
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return Number.POSITIVE_INFINITY;
    const size = data.readUInt32LE(at + 24);
    if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
    total += size;
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return total;
}

async function docxLines(data: Buffer): Promise<string[]> {
  if (unzippedSize(data) > MAX_UNZIPPED_BYTES) return [];
  const { value } = await mammoth.extractRawText({ buffer: data });
  return value.split(/\n+/);
}

/** The CV's non-empty lines, trimmed, within MAX_CHARS; no lines when the file holds no readable text. */
export async function readCvLines(kind: CvKind, data: Buffer): Promise<string[]> {
  let lines: string[];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([]), MAX_MS);
  });
  try {
    lines = await Promise.race([kind === 'pdf' ? pdfLines(data) : docxLines(data), late]);
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
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
