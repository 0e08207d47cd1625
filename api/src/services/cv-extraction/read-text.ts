// The text of a CV, as lines in reading order (docs/product-rules.md#cv-extraction). PDFs are read with pdfjs-dist,
// pinned at 5.x (its legacy build runs on Node 20; 6 needs Node 22), DOCX with mammoth. This runs in the CV reader's
// child process, never in the api's thread (reader.ts, docs/security.md#isolated-file-reading). Nothing here throws on
// a broken, encrypted or image-only file: it reads as no lines, and the caller says that no text was found. A file
// that would unpack past the caps (pdf-limits.ts, docx-limits.ts) is refused with CvRefused before it is parsed.
import mammoth from 'mammoth';
import { checkDocxParts } from './docx-limits';
import { docxHeaderLines } from './docx-headers';
import { docxHtmlLines } from './docx-html';
import { type CvLine, pageLines, type TextItem } from './layout';
import { checkPdfStreams } from './pdf-limits';
import { CvRefused } from './refused';

export type CvKind = 'pdf' | 'docx';
export type { CvLine } from './layout';

/** The bounds of the reading: a CV is a few pages. Its time and memory are bounded by the child process (reader.ts). */
const MAX_PAGES = 10;
const MAX_CHARS = 100_000;

// pdfjs runs its "worker" in this thread when the worker module is already loaded: no worker file, no thread.
export async function loadPdfjs() {
  const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= worker;
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}

/** A stranger's PDF opened for reading only: no eval, no fonts loaded, no messages (the text and the attachments). */
export async function openPdf(data: Buffer) {
  const pdfjs = await loadPdfjs();
  return pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  });
}

async function pdfLines(data: Buffer): Promise<CvLine[]> {
  await checkPdfStreams(data);
  const task = await openPdf(data);
  try {
    const doc = await task.promise;
    const lines: CvLine[] = [];
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

// mammoth's HTML, not its raw text: the raw text drops soft line breaks (Shift+Enter) and table cells, gluing
// "Buchhalterin" to "Steirische Bau GmbH" (docs/cv-extraction.md#layout).
async function docxLines(data: Buffer): Promise<CvLine[]> {
  checkDocxParts(data);
  // Images are left out: a CV's photo is no text, and its base64 would only cost time.
  const convertImage = mammoth.images.imgElement(async () => ({ src: '' }));
  const { value } = await mammoth.convertToHtml({ buffer: data }, { convertImage });
  // The page's header (a name and contact) and footer, which mammoth leaves out.
  const { headers, footers } = docxHeaderLines(data);
  return [...headers, ...docxHtmlLines(value), ...footers];
}

/**
 * The CV's non-empty lines, trimmed, within MAX_CHARS; no lines when the file holds no readable text. Throws
 * CvRefused for a file over the unpacking caps.
 */
export async function readCvLines(kind: CvKind, data: Buffer): Promise<CvLine[]> {
  let lines: CvLine[];
  try {
    lines = await (kind === 'pdf' ? pdfLines(data) : docxLines(data));
  } catch (error) {
    if (error instanceof CvRefused) throw error;
    return [];
  }
  const kept: CvLine[] = [];
  let size = 0;
  for (const line of lines) {
    // Control characters are what a PDF's lost ligatures and symbols read as ("Certi\x1ccat").
    const all = line.cells.map((cell) =>
      cell
        .normalize('NFC')
        .replace(/\p{Cc}/gu, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    const cells = all.filter(Boolean);
    if (!cells.length) continue;
    const text = cells.join(' ');
    size += text.length;
    if (size > MAX_CHARS) break;
    const xs = line.xs?.filter((_, i) => all[i]);
    kept.push({ text, cells, ...(xs ? { xs } : {}) });
  }
  return kept;
}
