// Images marketers upload for their pages (POST /api/admin/uploads, docs/pages.md#images): what the file is, read from
// its bytes (never its name or declared type), decoded and encoded again (no metadata survives) at most 1600 px wide,
// as WebP (JPEG photos stay JPEG). SVG is refused: it can carry scripts.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { UploadedImage } from 'shared-kit/contracts';
import { text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { type FileStorage, publicFileUrl } from '../file-storage';
import { sniffContentType } from '../uploaded-content';
import { PAGE_IMAGE_KIND } from './page-document';

export const PAGE_IMAGE_MAX_WIDTH = 1600;
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
