// Zip bombs in a DOCX (docs/security.md#isolated-file-reading): mammoth unzips every part it reads into memory and
// builds a tree of its XML, so 138 KB of zip holding 45 MB of one-letter paragraphs grew the api to gigabytes.
// Before mammoth sees the file, its zip directory is read here and each part's sizes checked; then each part is
// inflated by zlib with its declared size as the limit, so a directory that understates a size is caught too.
import { inflateRawSync } from 'node:zlib';
import { CvRefused } from './refused';

const MB = 1024 * 1024;
/** A DOCX has a few dozen parts; pictures add one each. */
const MAX_ENTRIES = 1000;
/** An XML part (mammoth parses each into a tree): a long CV's document.xml is well under 1 MB. */
const MAX_XML_BYTES = 5 * MB;
/** Any other part: pictures, fonts. The upload itself is at most 5 MB. */
const MAX_PART_BYTES = 10 * MB;
/** The whole document unzipped. */
const MAX_UNZIPPED_BYTES = 50 * MB;
/** A part over 1 MB unzipped may be at most this many times its zipped size (XML packs about 10:1). */
const MAX_RATIO = 100;

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

export type Entry = { name: string; method: number; zipped: number; unzipped: number; offset: number };

/** The zip's central directory, or a refusal when it cannot be read or uses ZIP64 (a CV never needs it). */
export function directory(data: Buffer): Entry[] {
  const broken = () => new CvRefused('the DOCX zip directory cannot be read');
  const end = data.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0 || end + 22 > data.length) throw broken();
  const count = data.readUInt16LE(end + 10);
  if (count > MAX_ENTRIES) throw new CvRefused(`the DOCX has more than ${MAX_ENTRIES} parts`);
  const entries: Entry[] = [];
  let at = data.readUInt32LE(end + 16);
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== DIRECTORY_ENTRY) throw broken();
    const nameLength = data.readUInt16LE(at + 28);
    const entry = {
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      method: data.readUInt16LE(at + 10),
      zipped: data.readUInt32LE(at + 20),
      unzipped: data.readUInt32LE(at + 24),
      offset: data.readUInt32LE(at + 42),
    };
    if (entry.zipped === 0xffffffff || entry.unzipped === 0xffffffff || entry.offset === 0xffffffff) throw broken();
    entries.push(entry);
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** The part's zipped bytes, as its local header places them. */
export function zippedData(data: Buffer, entry: Entry): Buffer {
  const at = entry.offset;
  if (at + 30 > data.length || data.readUInt32LE(at) !== LOCAL_HEADER) {
    throw new CvRefused(`the DOCX part ${entry.name} cannot be found`);
  }
  const start = at + 30 + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  if (start + entry.zipped > data.length) throw new CvRefused(`the DOCX part ${entry.name} is cut short`);
  return data.subarray(start, start + entry.zipped);
}

/** Refuses (CvRefused) a DOCX whose zip holds too many parts, or parts that unzip past the caps. */
export function checkDocxParts(data: Buffer): void {
  let total = 0;
  for (const entry of directory(data)) {
    const cap = /\.(xml|rels)$/i.test(entry.name) ? MAX_XML_BYTES : MAX_PART_BYTES;
    if (entry.unzipped > cap) throw new CvRefused(`the DOCX part ${entry.name} unzips to more than ${cap / MB} MB`);
    if (entry.unzipped > MB && entry.unzipped > entry.zipped * MAX_RATIO) {
      throw new CvRefused(`the DOCX part ${entry.name} is packed more than ${MAX_RATIO} to 1`);
    }
    total += entry.unzipped;
    if (total > MAX_UNZIPPED_BYTES) throw new CvRefused(`the DOCX unzips to more than ${MAX_UNZIPPED_BYTES / MB} MB`);
    // The declared size is the attacker's word: unzip with it as the limit (at most `cap` bytes, one part at a time).
    const zipped = zippedData(data, entry);
    if (entry.method === 0) {
      if (entry.zipped !== entry.unzipped) throw new CvRefused(`the DOCX part ${entry.name} has wrong sizes`);
      continue;
    }
    if (entry.method !== 8) throw new CvRefused(`the DOCX part ${entry.name} uses compression method ${entry.method}`);
    try {
      inflateRawSync(zipped, { maxOutputLength: Math.max(entry.unzipped, 1) });
    } catch {
      throw new CvRefused(`the DOCX part ${entry.name} unzips to more than it declares, or is broken`);
    }
  }
}
