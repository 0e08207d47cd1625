// Decompression bombs in a PDF (docs/security.md#isolated-file-reading): a few hundred KB of Flate data can inflate
// to gigabytes, which pdf.js would decode into memory and then parse for minutes. Before pdf.js sees the file, each
// of its streams is inflated here by zlib, counted and thrown away (never more than a cap plus one chunk is
// produced), and the file is refused when a stream, or all together, inflate past the caps. pdf.js's own filters
// are not reached: what it would decode is at most what zlib finds here.
import { constants, createInflateRaw } from 'node:zlib';
import { CvRefused } from './refused';

const MB = 1024 * 1024;
/** A content stream, font, form or object stream: a CV's largest is an embedded font of a few MB. */
const MAX_STREAM_BYTES = 16 * MB;
/** An image is not decoded to read text, but a large photo or a scanned page legitimately inflates to ~30 MB. */
const MAX_IMAGE_BYTES = 64 * MB;
/** All streams of the file together. */
const MAX_TOTAL_BYTES = 128 * MB;
/** `/Filter [/FlateDecode /FlateDecode]` inflates twice: layers are followed this deep. */
const MAX_LAYERS = 4;
/** How far before `stream` its dictionary is looked for. */
const MAX_DICT_CHARS = 64 * 1024;

/** A zlib header as pdf.js's FlateStream accepts it (deflate, a valid check, no preset dictionary). */
const isZlib = (data: Uint8Array) =>
  data.length > 2 && (data[0] & 0x0f) === 8 && ((data[0] << 8) | data[1]) % 31 === 0 && (data[1] & 0x20) === 0;

/**
 * How many bytes one Flate layer inflates to, stopping once past `cap`; its output is kept (for the next layer)
 * only when it starts like another zlib stream. Data after the stream's end is ignored, and so is the checksum:
 * broken data counts what inflated before the break, as pdf.js would use it.
 */
function inflateLayer(input: Uint8Array, cap: number): Promise<{ size: number; output: Buffer | null }> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw({ finishFlush: constants.Z_SYNC_FLUSH, chunkSize: 256 * 1024 });
    const chunks: Buffer[] = [];
    let size = 0;
    let keep = true;
    const done = () => resolve({ size, output: keep && size <= cap ? Buffer.concat(chunks) : null });
    inflater.on('data', (chunk: Buffer) => {
      if (size === 0) keep = isZlib(chunk);
      size += chunk.length;
      if (keep) chunks.push(chunk);
      if (size > cap) {
        inflater.destroy();
        done();
      }
    });
    inflater.on('error', done);
    inflater.on('end', done);
    inflater.end(input.subarray(2));
  });
}

/** The largest layer of the stream that starts at `start`: 0 when it is not Flate data. */
async function inflatedSize(data: Buffer, start: number, cap: number): Promise<number> {
  let layer: Uint8Array | null = data.subarray(start);
  let largest = 0;
  for (let depth = 0; depth < MAX_LAYERS && layer && isZlib(layer); depth += 1) {
    const { size, output } = await inflateLayer(layer, cap);
    largest = Math.max(largest, size);
    if (size > cap) break;
    layer = output;
  }
  return largest;
}

/** `/Subtype /Image` in a dictionary, names' #xx escapes read (`/Im#61ge` is `/Image`). */
function isImage(dictionary: string): boolean {
  const plain = dictionary.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return /\/Subtype\s*\/Image\b/.test(plain);
}

/**
 * Refuses (CvRefused) a PDF whose streams inflate past the caps. Every `stream` keyword is tried, whatever its
 * dictionary says the filter is (a filter can hide behind a reference or an escaped name): data that is not
 * Flate fails at its first bytes. Only the image cap trusts the dictionary, and mistaking an image for something
 * else only applies the smaller cap.
 */
export async function checkPdfStreams(data: Buffer): Promise<void> {
  const text = data.toString('latin1');
  const keyword = /(?<!end)stream(?:\r\n|\n|\r)/g;
  let total = 0;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const dictionary = text.slice(Math.max(0, match.index - MAX_DICT_CHARS), match.index);
    const from = dictionary.lastIndexOf('obj');
    const cap = isImage(from < 0 ? dictionary : dictionary.slice(from)) ? MAX_IMAGE_BYTES : MAX_STREAM_BYTES;
    const size = await inflatedSize(data, start, cap);
    total += size;
    if (size > cap) throw new CvRefused(`a PDF stream inflates to more than ${cap / MB} MB`);
    if (total > MAX_TOTAL_BYTES)
      throw new CvRefused(`the PDF's streams inflate to more than ${MAX_TOTAL_BYTES / MB} MB`);
  }
}
