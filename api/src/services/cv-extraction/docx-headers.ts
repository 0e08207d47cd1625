// The page headers and footers of a DOCX (docs/cv-extraction.md#layout): Word CVs often put the name and the contact
// in the page's header, which mammoth's HTML of the document's body leaves out. Their paragraphs are read here as
// lines (a tab starts a new cell: "Name <tab> Title"), the headers' before the body's, the footers' after it. Called
// after checkDocxParts (docx-limits.ts), so each part's size is already within the caps.
import { inflateRawSync } from 'node:zlib';
import { directory, zippedData } from './docx-limits';
import type { CvLine } from './layout';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]);

/** A header's or footer's paragraphs as lines of cells. */
function partLines(xml: string): CvLine[] {
  const lines: CvLine[] = [];
  for (const paragraph of xml.split(/<\/w:p>/)) {
    const cells = [''];
    for (const [, tab, text] of paragraph.matchAll(/<w:(tab)\/>|<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)) {
      if (tab) cells.push('');
      else cells[cells.length - 1] += decode(text ?? '');
    }
    const kept = cells.map((cell) => cell.replace(/\s+/g, ' ').trim()).filter(Boolean);
    if (kept.length) lines.push({ text: kept.join(' '), cells: kept });
  }
  return lines;
}

/** The lines of the DOCX's headers and of its footers, each once (a first page's header often repeats the next). */
export function docxHeaderLines(data: Buffer): { headers: CvLine[]; footers: CvLine[] } {
  const out = { headers: [] as CvLine[], footers: [] as CvLine[] };
  const seen = new Set<string>();
  const parts = directory(data)
    .filter((entry) => /^word\/(header|footer)\d*\.xml$/.test(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  for (const entry of parts) {
    const zipped = zippedData(data, entry);
    const xml = (entry.method === 0 ? zipped : inflateRawSync(zipped, { maxOutputLength: entry.unzipped })).toString(
      'utf8',
    );
    const list = entry.name.includes('header') ? out.headers : out.footers;
    for (const line of partLines(xml)) {
      if (seen.has(line.text)) continue;
      seen.add(line.text);
      list.push(line);
    }
  }
  return out;
}
