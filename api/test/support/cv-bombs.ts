// Hostile CVs for the isolation tests (docs/security.md#isolated-file-reading), made in memory: a PDF whose content
// stream inflates about 1000:1, a PDF of nested forms that is tiny and takes pdf.js forever, and a DOCX whose
// document.xml unzips to tens of MB of one-letter paragraphs.
import { constants, deflateRawSync } from 'node:zlib';
import { zip as zipOf } from './uploads';

/** A PDF from its objects' bodies (object n is bodies[n - 1]), with a correct cross-reference table. */
export function pdfFile(bodies: (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  let size = parts[0].length;
  const offsets: number[] = [];
  bodies.forEach((body, index) => {
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    offsets.push(size);
    parts.push(part);
    size += part.length;
  });
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${rows}` +
        `trailer <</Size ${bodies.length + 1}/Root 1 0 R>>\nstartxref\n${size}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** A stream object: its dictionary entries, then the data. */
export const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<<${dictionary}/Length ${data.length}>>\nstream\n`), data, Buffer.from('\nendstream')]);

export const PAGE_TREE = ['<</Type/Catalog/Pages 2 0 R>>', '<</Type/Pages/Kids[3 0 R]/Count 1>>'];

/**
 * A one-page PDF whose content stream is `inflatedBytes` zero bytes, Flate-compressed (about 1000:1: 450 MB fit in
 * 440 KB, the size of the file that blocked the api for minutes). `dictionary` adds entries to the stream's.
 */
export function pdfBomb(inflatedBytes: number, dictionary = ''): Buffer {
  const piece = Math.min(inflatedBytes, 16 * 1024 * 1024);
  return pdfFile([
    ...PAGE_TREE,
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Contents 4 0 R>>',
    stream(`/Filter/FlateDecode${dictionary}`, zeros(piece, Math.ceil(inflatedBytes / piece))),
  ]);
}

/** A zlib stream of `repeats` pieces of `size` zero bytes, made without ever holding them all. */
function zeros(size: number, repeats: number): Buffer {
  // A raw deflate of the zeros, flushed to a byte boundary, can be repeated: its blocks only refer back into the
  // same zeros. Then a final empty block, and the zlib header and checksum around it.
  const block = deflateRawSync(Buffer.alloc(size), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const adler = adler32OfZeros(size * repeats);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: repeats }, () => block),
    Buffer.from([0x03, 0x00]),
    checksum,
  ]);
}

/** Adler-32 of n zero bytes: a = 1, b = n (mod 65521). */
function adler32OfZeros(n: number): number {
  return ((n % 65521) << 16) | 1;
}

/**
 * A tiny PDF (under 2 KB) whose page draws form 0, which draws form 1 `fan` times, and so on `depth` deep: pdf.js
 * reads fan^depth texts. Nothing in it unpacks to much: only a deadline stops it.
 */
export function pdfNestedForms(depth = 6, fan = 10): Buffer {
  const bodies: (string | Buffer)[] = [
    ...PAGE_TREE,
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</XObject<</X 6 0 R>>>>/Contents 4 0 R>>',
    stream('', Buffer.from('/X Do')),
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ];
  for (let level = 0; level <= depth; level += 1) {
    const last = level === depth;
    const resources = last ? '<</Font<</F1 5 0 R>>>>' : `<</XObject<</X ${7 + level} 0 R>>>>`;
    const content = last ? 'BT /F1 12 Tf 10 10 Td (a) Tj ET' : '/X Do '.repeat(fan);
    bodies.push(stream(`/Type/XObject/Subtype/Form/BBox[0 0 595 842]/Resources ${resources}`, Buffer.from(content)));
  }
  return pdfFile(bodies);
}

/** A zip of deflated entries. */
export const zip = (entries: Record<string, string>): Buffer => zipOf(entries, { deflate: true });

const PARAGRAPH = '<w:p><w:r><w:t>a</w:t></w:r></w:p>';

/** A DOCX whose word/document.xml is about `xmlBytes` of one-letter paragraphs (45 MB zip to about 130 KB). */
export function docxBomb(xmlBytes: number): Buffer {
  const head =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
  const tail = '</w:body></w:document>';
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ' +
      'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" ' +
      'Target="word/document.xml"/></Relationships>',
    'word/document.xml': head + PARAGRAPH.repeat(Math.ceil(xmlBytes / PARAGRAPH.length)) + tail,
  });
}
