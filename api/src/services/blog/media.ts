// Images of posts (POST /api/admin/blog/media, docs/blog.md#authoring): what the file is, read from its bytes (never
// its name or declared type), decoded and encoded again as WebP at most 1600 px wide (no metadata survives), and kept
// in blog_media, where the blog service reads them to serve them under /wp-content/uploads/ like WordPress.
import { BLOG_MEDIA_LIMITS, type BlogMedia } from 'shared-kit/contracts';
import sharp from 'sharp';
import type { Db } from '../../db/database';
import { text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { sniffContentType } from '../uploaded-content';
import { slugify } from './slugs';

const BLOG_IMAGE_MAX_WIDTH = 1600;
const BLOG_IMAGE_MAX_HEIGHT = 4000;
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Room for `-{id}` after the slug in the file name: the slug column holds at most 120 characters. */
const MEDIA_SLUG_MAX = 100;

type MediaRow = {
  id: number;
  slug: string;
  alt_text: string;
  width: number;
  height: number;
  created_at: Date | string;
};

/**
 * Where an image is read: `{origin}/blog-api/wp-content/uploads/{yyyy}/{mm}/{slug}-{id}.webp`, the year and month
 * of its upload in UTC, as WordPress names its uploads. The blog service answers the same address as the media's
 * `source_url` (through the api's proxy at /blog-api), and serves the bytes there.
 */
function blogMediaUrl(origin: string, media: Pick<MediaRow, 'id' | 'slug' | 'created_at'>): string {
  const at = new Date(media.created_at);
  const month = String(at.getUTCMonth() + 1).padStart(2, '0');
  return `${origin}/blog-api/wp-content/uploads/${at.getUTCFullYear()}/${month}/${media.slug}-${media.id}.webp`;
}

function toBlogMedia(origin: string, row: MediaRow): BlogMedia {
  return { id: row.id, url: blogMediaUrl(origin, row), alt_text: row.alt_text, width: row.width, height: row.height };
}

export async function blogMedia(db: Db, origin: string, id: number): Promise<BlogMedia | null> {
  const row = await db
    .selectFrom('blog_media')
    .select(['id', 'slug', 'alt_text', 'width', 'height', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toBlogMedia(origin, row) : null;
}

/** An image as stored: WebP bytes at most BLOG_IMAGE_MAX_WIDTH wide, with its size. */
async function encodeBlogImage(data: Buffer): Promise<{ bytes: Buffer; width: number; height: number }> {
  const type = await sniffContentType(data);
  if (!type || !ACCEPTED.has(type)) throw new ValidationFailed({ file: [text('api.pages.imageType')] });
  try {
    const { data: bytes, info } = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      // The height is bounded too (blog_media's CHECK): a strip a thousand times taller than wide is no article image.
      .resize({ width: BLOG_IMAGE_MAX_WIDTH, height: BLOG_IMAGE_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes, width: info.width, height: info.height };
  } catch {
    throw new ValidationFailed({ file: [text('api.pages.imageUnreadable')] });
  }
}

/** The alt text as stored: one line, trimmed; 422 `alt_text` when it is too long or holds control characters. */
function checkedAltText(value: string | undefined, truncated: boolean): string {
  const alt = (value ?? '').replace(/\s+/g, ' ').trim();
  if (truncated || [...alt].length > BLOG_MEDIA_LIMITS.alt) {
    throw new ValidationFailed({
      alt_text: [text('api.validation.maxLength', { field: 'alt_text', limit: BLOG_MEDIA_LIMITS.alt })],
    });
  }
  if (CONTROL.test(alt)) {
    throw new ValidationFailed({ alt_text: [text('api.validation.controlCharacters', { field: 'alt_text' })] });
  }
  return alt;
}

/**
 * Stores an uploaded image for posts. Its slug comes from the file's name (WordPress's habit), else from the alt
 * text, else "image"; its title is the file's name without the extension.
 */
export async function storeBlogMedia(
  db: Db,
  origin: string,
  upload: { filename: string; data: Buffer; fields: Record<string, string>; truncated: string[] },
  authorId: number | null,
): Promise<BlogMedia> {
  const alt = checkedAltText(upload.fields.alt_text, upload.truncated.includes('alt_text'));
  const image = await encodeBlogImage(upload.data);
  const name = (upload.filename.split(/[\\/]/).pop() ?? '').replace(/\.[^.]{1,10}$/, '');
  const title = Array.from(name.replace(new RegExp(CONTROL.source, 'g'), '').trim())
    .slice(0, 200)
    .join('');
  const slug = slugify(name, MEDIA_SLUG_MAX) || slugify(alt, MEDIA_SLUG_MAX) || 'image';
  const row = await db
    .insertInto('blog_media')
    .values({
      slug,
      title,
      alt_text: alt,
      mime_type: 'image/webp',
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      author_id: authorId,
    })
    .returning(['id', 'slug', 'alt_text', 'width', 'height', 'created_at'])
    .executeTakeFirstOrThrow();
  return toBlogMedia(origin, row);
}
