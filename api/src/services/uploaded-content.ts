// What an uploaded file really is, from its bytes (magic numbers), never from its name or the type the client
// claims (docs/product-rules.md#cvs-and-the-photo). The dependency file-type is pinned at 21.3.4 (22 needs Node 22);
// `file-type/core` reads a buffer, needs no file system, and knows a DOCX from any other zip by its parts.
import { fileTypeFromBuffer } from 'file-type/core';

/** The MIME type the bytes show (`application/pdf`, `image/png`, ...), or null when they match nothing known. */
export async function sniffContentType(data: Buffer): Promise<string | null> {
  return (await fileTypeFromBuffer(data))?.mime ?? null;
}

/**
 * A file name as people see it in a list: the last path segment, without control or quote characters, spaces
 * collapsed, at most `max` characters, ending in `.ext` (the extension the content has, whatever the name said).
 */
export function displayFileName(original: string, ext: string, max = 120): string {
  const base =
    original
      .normalize('NFC')
      .split(/[\\/]/)
      .pop()
      ?.replace(/[\p{Cc}\p{Cf}"<>|*?:;]/gu, '')
      .replace(/\s+/gu, ' ')
      .trim() ?? '';
  const stem = base.replace(/\.[^.]{1,10}$/u, '').trim();
  const room = max - ext.length - 1;
  const kept = Array.from(stem).slice(0, room).join('').trim();
  return `${kept || 'cv'}.${ext}`;
}

/**
 * The same name in the characters every header and file system accepts (letters, digits, dot, dash,
 * underscore): accents dropped, anything else a dash. It is what the storage keeps and the plain `filename` of a
 * download's Content-Disposition.
 */
export function asciiFileName(name: string, ext: string, max = 120): string {
  const stem = name
    .replace(/\.[^.]{1,10}$/u, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, '')
    .slice(0, max - ext.length - 1)
    .replace(/[^A-Za-z0-9]+$/g, '');
  return `${stem || 'cv'}.${ext}`;
}

/**
 * The Content-Disposition of a stored file sent back (RFC 6266): a plain ASCII name for every client, and the real
 * name (RFC 8187, UTF-8) for those that read it. `inline` shows it in the browser, `attachment` downloads it.
 */
export function fileDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ext = name.split('.').pop() ?? 'pdf';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${asciiFileName(name, ext)}"; filename*=UTF-8''${encoded}`;
}
