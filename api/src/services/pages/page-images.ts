// Images marketers upload for their pages (POST /api/admin/uploads, docs/pages.md#images): what the file is, read from
// its bytes (never its name or declared type), decoded and encoded again (no metadata survives) at most 1600 px wide,
// as WebP (JPEG photos stay JPEG). SVG is refused: it can carry scripts.
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { UploadedImage } from 'shared-kit/contracts';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { type FileStorage, publicFileUrl } from '../file-storage';
import { sniffContentType } from '../uploaded-content';
import { PAGE_IMAGE_KIND } from './page-document';

const PAGE_IMAGE_MAX_WIDTH = 1600;
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export async function storePageImage(
  files: FileStorage,
  userId: number,
  data: Buffer,
  origin: string,
): Promise<UploadedImage> {
  const type = await sniffContentType(data);
  if (!type || !ACCEPTED.has(type)) throw new ValidationFailed({ file: [text('api.pages.imageType')] });
  const jpeg = type === 'image/jpeg';
  let encoded: { data: Buffer; info: { width: number; height: number } };
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: PAGE_IMAGE_MAX_WIDTH, withoutEnlargement: true });
    encoded = await (jpeg ? image.jpeg({ quality: 85 }) : image.webp({ quality: 85 })).toBuffer({
      resolveWithObject: true,
    });
  } catch {
    throw new ValidationFailed({ file: [text('api.pages.imageUnreadable')] });
  }
  const stored = await files.save({
    kind: PAGE_IMAGE_KIND,
    filename: `${PAGE_IMAGE_KIND}-${randomBytes(12).toString('hex')}.${jpeg ? 'jpg' : 'webp'}`,
    contentType: jpeg ? 'image/jpeg' : 'image/webp',
    data: encoded.data,
    public: true,
    ownerUserId: userId,
  });
  return {
    file_id: Number(stored.id),
    url: `${origin}${publicFileUrl(stored)}`,
    width: encoded.info.width,
    height: encoded.info.height,
  };
}

/** A stored file never changes (a new upload is a new row), so its size is read from its bytes once per process. */
const sizes = new LRUCache<number, { width: number; height: number }>({ max: 1000 });

/**
 * Width and height of page images by file id, for the first HTML's `<img width height>` (no layout shift): read from
 * the stored bytes the first time, then kept. Ids that are not page images are left out.
 */
export async function pageImageSizes(db: Db, ids: number[]): Promise<Map<number, { width: number; height: number }>> {
  const result = new Map<number, { width: number; height: number }>();
  const missing = ids.filter((id) => {
    const known = sizes.get(id);
    if (known) result.set(id, known);
    return !known;
  });
  if (missing.length === 0) return result;
  const rows = await db
    .selectFrom('files')
    .select(['id', 'data'])
    .where('kind', '=', PAGE_IMAGE_KIND)
    .where('id', 'in', missing)
    .execute();
  for (const row of rows) {
    try {
      const meta = await sharp(row.data).metadata();
      if (meta.width && meta.height) {
        const size = { width: meta.width, height: meta.height };
        sizes.set(Number(row.id), size);
        result.set(Number(row.id), size);
      }
    } catch {
      // An unreadable file is shown without its size rather than failing the page.
    }
  }
  return result;
}
