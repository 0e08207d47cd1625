// A candidate's photo (docs/product-rules.md#cvs-and-the-photo): a JPEG, PNG or WebP by its bytes, decoded and
// encoded again with sharp, so nothing of the original's metadata (EXIF with GPS position, camera, comments, ICC
// profiles) survives; kept at most 1024 px on its longer side, plus square 64 and 128 px WebP variants.
// sharp (pinned 0.35.5) brings prebuilt libvips binaries for this platform as optional packages: no install script
// runs. The photos are public files whose names carry a random part: their URLs cannot be guessed from an id.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { PHOTO_VARIANT_SIZES } from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { type ApiMessageId, text } from '../i18n/catalogues';
import { ValidationFailed } from '../lib/http-errors';
import { type FileContentType, type FileStorage, publicFileUrl } from './file-storage';
import { sniffContentType } from './uploaded-content';

const PHOTO_TYPES: Record<string, { ext: string; contentType: FileContentType }> = {
  'image/jpeg': { ext: 'jpg', contentType: 'image/jpeg' },
  'image/png': { ext: 'png', contentType: 'image/png' },
  'image/webp': { ext: 'webp', contentType: 'image/webp' },
};
/** Larger pictures are refused before they are decoded: a small file may claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_SIDE = 1024;

const refuse = (id: ApiMessageId) => new ValidationFailed({ file: [text(id, { field: 'file' })] });

/** The photo's paths: the photo itself and its square variants (all null: no photo). */
export type PhotoPaths = { path: string | null; path64: string | null; path128: string | null };

async function encode(data: Buffer, ext: string) {
  const source = () => sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const main = source().resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
  const photo = ext === 'jpg' ? main.jpeg({ quality: 85 }) : ext === 'png' ? main.png() : main.webp({ quality: 85 });
  return Promise.all([
    photo.toBuffer(),
    ...PHOTO_VARIANT_SIZES.map((size) =>
      source().resize(size, size, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
    ),
  ]);
}

/** The file id in a path publicFileUrl made (`/files/{id}/{name}`); 0 for none. */
const storedId = (path: string | null) => Number(/^\/files\/(\d+)\//.exec(path ?? '')?.[1] ?? 0);

/** Stores a new photo for the candidate and removes the previous one. */
export async function replacePhoto(db: Db, files: FileStorage, userId: number, data: Buffer): Promise<PhotoPaths> {
  const type = PHOTO_TYPES[(await sniffContentType(data)) ?? ''];
  if (!type) throw refuse('api.photo.type');
  let encoded: Buffer[];
  try {
    encoded = await encode(data, type.ext);
  } catch {
    // A truncated or corrupt image, or one over the pixel limit: the person can pick another, nothing broke here.
    throw refuse('api.photo.unreadable');
  }
  const [photo, small, medium] = encoded as [Buffer, Buffer, Buffer];
  const name = `photo-${randomBytes(12).toString('hex')}`;
  const save = (bytes: Buffer, filename: string, contentType: FileContentType) =>
    files.save({ kind: 'avatar', filename, contentType, data: bytes, public: true, ownerUserId: userId });
  const stored = await save(photo, `${name}.${type.ext}`, type.contentType);
  const [stored64, stored128] = await Promise.all([
    save(small, `${name}-64.webp`, 'image/webp'),
    save(medium, `${name}-128.webp`, 'image/webp'),
  ]);
  const paths = {
    path: publicFileUrl(stored),
    path64: publicFileUrl(stored64),
    path128: publicFileUrl(stored128),
  };
  const current = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('candidates')
      .select(['path_foto', 'path_foto_64', 'path_foto_128'])
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    // Two photos sent at once: the one stored last wins, whichever request gets here first.
    if (row && storedId(row.path_foto) > Number(stored.id)) {
      return { path: row.path_foto, path64: row.path_foto_64, path128: row.path_foto_128 };
    }
    await trx
      .updateTable('candidates')
      .set({ path_foto: paths.path, path_foto_64: paths.path64, path_foto_128: paths.path128 })
      .where('user_id', '=', userId)
      .execute();
    return paths;
  });
  // Files stored before this photo; a newer photo's files are never taken away from under it.
  await files.removeOwned(userId, 'avatar', stored.id);
  return current;
}

/** Removes the candidate's photo and its files. */
export async function removePhoto(db: Db, files: FileStorage, userId: number): Promise<void> {
  await db
    .updateTable('candidates')
    .set({ path_foto: null, path_foto_64: null, path_foto_128: null })
    .where('user_id', '=', userId)
    .execute();
  await files.removeOwned(userId, 'avatar');
}
