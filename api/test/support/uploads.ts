// Files and multipart bodies for the upload tests, made in memory: a PDF, a DOCX (a real zip with the parts
// file-type looks for), and pictures from sharp.
import { crc32, deflateRawSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/** A small valid PDF with one line of text. */
export function pdf(text = 'Curriculum vitae'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 100]/Contents 4 0 R>>endobj\n` +
      `4 0 obj<</Length ${text.length + 24}>>stream\nBT /F1 12 Tf 10 50 Td (${text}) Tj ET\nendstream endobj\n` +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** A zip of its entries, stored (uncompressed) or deflated (method 8, at the strongest level). */
export function zip(entries: Record<string, string>, { deflate = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const raw = Buffer.from(content);
    const data = deflate ? deflateRawSync(raw, { level: 9 }) : raw;
    const method = deflate ? 8 : 0;
    const fileName = Buffer.from(name);
    const crc = crc32(raw);
    // The local header and the central directory's entry share these fields, the central one 2 bytes further on
    // (after its "version made by").
    const header = (signature: number, size: number, at: number) => {
      const buffer = Buffer.alloc(size);
      buffer.writeUInt32LE(signature, 0);
      buffer.writeUInt16LE(20, at + 4);
      buffer.writeUInt16LE(method, at + 8);
      buffer.writeUInt32LE(crc, at + 14);
      buffer.writeUInt32LE(data.length, at + 18);
      buffer.writeUInt32LE(raw.length, at + 22);
      buffer.writeUInt16LE(fileName.length, at + 26);
      return buffer;
    };
    const local = header(0x04034b50, 30, 0);
    const central = header(0x02014b50, 46, 2);
    central.writeUInt16LE(20, 4);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word document. */
export function docx(): Buffer {
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** A plain zip that is not a Word document. */
export const plainZip = () => zip({ 'notes.txt': 'not a CV' });

/** A picture of the given format, with EXIF metadata (a camera, a GPS-like comment) where the format holds it. */
export async function picture(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 400, height = 300): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: '#e07020' } }).withExif({
    IFD0: { Make: 'SecretCam', Copyright: 'GPS 52.37N 4.89E' },
  });
  return image.toFormat(format).toBuffer();
}

type Part = { name: string; data: Buffer | string; filename?: string; contentType?: string };

/** A multipart/form-data body and its content-type header. */
export function multipart(parts: Part[]): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----test-boundary-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type =
      part.filename === undefined ? '' : `\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${disposition}${type}\r\n\r\n`),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A one-page PDF of these lines, typeset by pdfkit: a CV with just the text a test needs. */
export function pdfOfLines(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (const line of lines) doc.text(line);
  doc.end();
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}
