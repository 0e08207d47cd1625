// The unpacking caps checked before pdf.js or mammoth see a CV (docs/security.md#isolated-file-reading): a file that
// would inflate past them is refused at once, whatever its dictionary or zip directory claims; every CV of the
// fixture set passes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { checkDocxParts } from '../../src/services/cv-extraction/docx-limits';
import { checkPdfStreams } from '../../src/services/cv-extraction/pdf-limits';
import { CvRefused } from '../../src/services/cv-extraction/refused';
import { docxBomb, PAGE_TREE, pdfBomb, pdfFile, stream, zip } from '../support/cv-bombs';

const DIR = join(__dirname, '..', 'fixtures', 'cvs');
const MB = 1024 * 1024;
const fixtures = (ext: string) =>
  readdirSync(DIR)
    .filter((name) => name.endsWith(ext))
    .map((name) => readFileSync(join(DIR, name)));

/** A PDF with one page and these extra stream objects. */
const pdfWith = (...streams: Buffer[]) =>
  pdfFile([...PAGE_TREE, '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>', ...streams]);

const refusal = async (check: () => unknown) => {
  try {
    await check();
    return 'accepted';
  } catch (error) {
    if (error instanceof CvRefused) return 'refused';
    throw error;
  }
};

describe('PDF streams', () => {
  it('lets every fixture through', async () => {
    for (const data of fixtures('.pdf')) expect(await refusal(() => checkPdfStreams(data))).toBe('accepted');
  });

  it('refuses a content stream that inflates past 16 MB, without inflating it all', async () => {
    expect(await refusal(() => checkPdfStreams(pdfBomb(15 * MB)))).toBe('accepted');
    const started = Date.now();
    expect(await refusal(() => checkPdfStreams(pdfBomb(2000 * MB)))).toBe('refused');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('lets an image inflate to 64 MB, also when its name is written with #xx escapes', async () => {
    const picture = deflateSync(Buffer.alloc(40 * MB));
    expect(await refusal(() => checkPdfStreams(pdfWith(stream('/Subtype/Image/Filter/FlateDecode', picture))))).toBe(
      'accepted',
    );
    expect(await refusal(() => checkPdfStreams(pdfWith(stream('/Subtype/Im#61ge/Filter/Fl', picture))))).toBe(
      'accepted',
    );
    expect(await refusal(() => checkPdfStreams(pdfWith(stream('/Filter/FlateDecode', picture))))).toBe('refused');
  });

  it('inflates every stream whatever its filter says: a filter behind a reference, or none', async () => {
    const bomb = deflateSync(Buffer.alloc(20 * MB));
    expect(await refusal(() => checkPdfStreams(pdfWith(stream('/Filter 9 0 R', bomb))))).toBe('refused');
    expect(await refusal(() => checkPdfStreams(pdfWith(stream('', bomb))))).toBe('refused');
  });

  it('follows Flate inside Flate', async () => {
    const inner = deflateSync(Buffer.alloc(20 * MB));
    expect(inner.length).toBeLessThan(MB);
    const twice = deflateSync(inner);
    expect(await refusal(() => checkPdfStreams(pdfWith(stream('/Filter[/FlateDecode/FlateDecode]', twice))))).toBe(
      'refused',
    );
  });

  it('counts what a stream with a broken checksum or a cut end inflates to', async () => {
    const bomb = deflateSync(Buffer.alloc(20 * MB));
    const broken = Buffer.from(bomb);
    broken.writeUInt32BE(0x12345678, broken.length - 4);
    expect(await refusal(() => checkPdfStreams(pdfWith(stream('/Filter/FlateDecode', broken))))).toBe('refused');
    const cut = bomb.subarray(0, bomb.length - 100);
    expect(await refusal(() => checkPdfStreams(pdfWith(stream('/Filter/FlateDecode', cut))))).toBe('refused');
  });

  it('refuses streams that together inflate past 128 MB', async () => {
    const each = deflateSync(Buffer.alloc(12 * MB));
    const streams = (count: number) => Array.from({ length: count }, () => stream('/Filter/FlateDecode', each));
    expect(await refusal(() => checkPdfStreams(pdfWith(...streams(10))))).toBe('accepted');
    expect(await refusal(() => checkPdfStreams(pdfWith(...streams(11))))).toBe('refused');
  });
});

describe('DOCX parts', () => {
  it('lets every fixture through', () => {
    for (const data of fixtures('.docx')) expect(checkDocxParts(data)).toBeUndefined();
  });

  it('refuses an XML part that unzips past 5 MB (the 45 MB document.xml) before unzipping it', () => {
    expect(() => checkDocxParts(docxBomb(45 * MB))).toThrow(/document\.xml unzips to more than 5 MB/);
  });

  it('refuses a part over 1 MB packed more than 100 to 1', () => {
    expect(() => checkDocxParts(docxBomb(2 * MB))).toThrow(/packed more than 100 to 1/);
    expect(checkDocxParts(docxBomb(MB / 2))).toBeUndefined();
  });

  it('refuses a part that unzips to more than its directory entry declares', () => {
    const data = docxBomb(3 * MB);
    const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    let at = data.readUInt32LE(end + 16);
    // The third entry is word/document.xml: declared 600 KB (under the ratio rule's 1 MB), it unzips to 3 MB.
    for (let n = 0; n < 2; n += 1) {
      at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    }
    data.writeUInt32LE(600 * 1024, at + 24);
    expect(() => checkDocxParts(data)).toThrow(/unzips to more than it declares/);
  });

  it('refuses a zip of more than 1000 parts, and one whose directory cannot be read', () => {
    const parts = Object.fromEntries(Array.from({ length: 1001 }, (_, n) => [`word/media/${n}.xml`, 'x']));
    expect(() => checkDocxParts(zip(parts))).toThrow(/more than 1000 parts/);
    expect(() => checkDocxParts(Buffer.from('PK\u0003\u0004 not a zip'))).toThrow(CvRefused);
  });
});
