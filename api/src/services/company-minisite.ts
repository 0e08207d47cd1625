// A company's minisite (docs/company-area.md#minisite): template, colours, content blocks and logo, edited in the
// back office and shown on the public /jobs-at-{slug} page when the company has the minisite service.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import {
  type CompanyMinisite,
  type CompanyMinisiteRequest,
  contrastWithWhite,
  HEX_COLOUR,
  MINISITE_MIN_CONTRAST,
  type MinisiteBlock,
  type MinisiteColors,
} from 'shared-kit/contracts';
import type { Db } from '../db/database';
import { type ApiMessageId, type Text, text } from '../i18n/catalogues';
import { ValidationFailed } from '../lib/http-errors';
import { isVideoUrl } from '../lib/video-url';
import { type FileContentType, type FileStorage, publicFileUrl } from './file-storage';
import { sniffContentType } from './uploaded-content';

type Errors = Record<string, Text[]>;

// The contrast rule is shared with the editor, which warns as the company picks a colour.

const required = (field: string) => text('api.validation.required', { field });

/** The company's public images (its uploads), by file id. */
async function ownImages(db: Db, companyId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('files')
    .select(['id', 'filename'])
    .where('company_id', '=', companyId)
    .where('public', '=', true)
    .where('kind', 'in', ['company-logo', 'minisite-image'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [Number(row.id), publicFileUrl({ id: String(row.id), filename: row.filename })]));
}

/** Checks each block for what its type needs and keeps only its own fields; errors name `blocks.N.field`. */
async function checkedBlocks(
  db: Db,
  companyId: number,
  blocks: CompanyMinisiteRequest['blocks'],
  errors: Errors,
): Promise<MinisiteBlock[]> {
  const images = await ownImages(
    db,
    companyId,
    blocks.flatMap((block) => (block.type === 'image' && block.file_id ? [block.file_id] : [])),
  );
  const out: MinisiteBlock[] = [];
  blocks.forEach((block, index) => {
    const at = `blocks.${index}`;
    const need = (field: 'title' | 'body' | 'url' | 'alt', value: string | undefined): string => {
      const trimmed = value?.trim() ?? '';
      if (!trimmed) errors[`${at}.${field}`] = [required(field)];
      return trimmed;
    };
    switch (block.type) {
      case 'text':
        out.push({ type: 'text', title: need('title', block.title), body: need('body', block.body) });
        return;
      case 'benefits': {
        const title = need('title', block.title);
        const items = (block.items ?? []).map((item) => item.trim()).filter(Boolean);
        if (items.length === 0) errors[`${at}.items`] = [required('items')];
        out.push({ type: 'benefits', title, items });
        return;
      }
      case 'video': {
        const title = need('title', block.title);
        const url = need('url', block.url);
        if (url && !isVideoUrl(url)) errors[`${at}.url`] = [text('api.minisite.videoUrl')];
        out.push({ type: 'video', title, url });
        return;
      }
      case 'image': {
        const alt = need('alt', block.alt);
        if (!block.file_id) errors[`${at}.file_id`] = [required('file_id')];
        else if (!images.has(block.file_id)) errors[`${at}.file_id`] = [text('api.minisite.image')];
        out.push({ type: 'image', file_id: block.file_id ?? 0, alt });
        return;
      }
    }
  });
  return out;
}

function checkedColors(colors: CompanyMinisiteRequest['colors'], errors: Errors): MinisiteColors | null {
  if (colors === null) return null;
  for (const key of ['primary', 'accent'] as const) {
    const value = colors[key];
    if (!HEX_COLOUR.test(value)) errors[`colors.${key}`] = [text('api.minisite.color')];
    else if (contrastWithWhite(value) < MINISITE_MIN_CONTRAST[key])
      errors[`colors.${key}`] = [text('api.minisite.contrast', { ratio: MINISITE_MIN_CONTRAST[key] })];
  }
  return { primary: colors.primary.toLowerCase(), accent: colors.accent.toLowerCase() };
}

type MinisiteRow = {
  id: number;
  slug: string;
  logo: string | null;
  has_minisite_service: boolean;
  template: number | null;
  primary_color: string | null;
  accent_color: string | null;
  blocks: unknown;
};

async function minisiteRow(db: Db, companyId: number): Promise<MinisiteRow | undefined> {
  return db
    .selectFrom('companies')
    .leftJoin('company_minisites', 'company_minisites.company_id', 'companies.id')
    .select([
      'companies.id',
      'companies.slug',
      'companies.logo',
      'companies.has_minisite_service',
      'companies.minisite_template as template',
      'company_minisites.primary_color',
      'company_minisites.accent_color',
      'company_minisites.blocks',
    ])
    .where('companies.id', '=', companyId)
    .executeTakeFirst();
}

/** The design as stored, with image blocks' addresses: what the editor and the public page both show. */
export type MinisiteDesign = {
  template: 1 | 2 | null;
  colors: MinisiteColors | null;
  blocks: MinisiteBlock[];
};

async function designOf(db: Db, row: MinisiteRow, absolute: (path: string) => string): Promise<MinisiteDesign> {
  const template = row.template;
  const stored = (Array.isArray(row.blocks) ? row.blocks : []) as MinisiteBlock[];
  const images = await ownImages(
    db,
    row.id,
    stored.flatMap((block) => (block.type === 'image' ? [block.file_id] : [])),
  );
  const blocks = stored.flatMap((block): MinisiteBlock[] => {
    if (block.type !== 'image') return [block];
    const url = images.get(block.file_id);
    // An image since removed is left out rather than shown broken.
    return url ? [{ ...block, url: absolute(url) }] : [];
  });
  return {
    template: template === 1 || template === 2 ? template : null,
    colors: row.primary_color && row.accent_color ? { primary: row.primary_color, accent: row.accent_color } : null,
    blocks,
  };
}

/** The design of a company's minisite for its public page (null: unknown company). */
export async function minisiteDesign(
  db: Db,
  companyId: number,
  absolute: (path: string) => string,
): Promise<MinisiteDesign | null> {
  const row = await minisiteRow(db, companyId);
  return row ? designOf(db, row, absolute) : null;
}

export async function companyMinisite(db: Db, companyId: number, publicUrl: string): Promise<CompanyMinisite> {
  const absolute = (path: string) => (path.startsWith('/') ? `${publicUrl}${path}` : path);
  const row = await minisiteRow(db, companyId);
  if (!row) throw new Error(`company ${companyId} not found`);
  return {
    enabled: row.has_minisite_service,
    ...(await designOf(db, row, absolute)),
    logo: row.logo === null ? null : absolute(row.logo),
    public_url: `${publicUrl}/jobs-at-${row.slug}`,
  };
}

export async function updateCompanyMinisite(
  db: Db,
  companyId: number,
  input: CompanyMinisiteRequest,
  publicUrl: string,
): Promise<CompanyMinisite> {
  const errors: Errors = {};
  const colors = checkedColors(input.colors, errors);
  const blocks = await checkedBlocks(db, companyId, input.blocks, errors);
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  const values = {
    primary_color: colors?.primary ?? null,
    accent_color: colors?.accent ?? null,
    blocks: JSON.stringify(blocks),
  };
  await db.transaction().execute(async (trx) => {
    // The template is the job list's too (minisite mode): written on companies, and only when it changes, since
    // each write there bumps the job-list cache.
    await trx
      .updateTable('companies')
      .set({ minisite_template: input.template })
      .where('id', '=', companyId)
      .where('minisite_template', 'is distinct from', input.template)
      .execute();
    await trx
      .insertInto('company_minisites')
      .values({ company_id: companyId, ...values })
      .onConflict((oc) => oc.column('company_id').doUpdateSet({ ...values, updated_at: new Date() }))
      .execute();
  });
  return companyMinisite(db, companyId, publicUrl);
}

const IMAGE_TYPES: Record<string, { ext: string; contentType: FileContentType }> = {
  'image/jpeg': { ext: 'jpg', contentType: 'image/jpeg' },
  'image/png': { ext: 'png', contentType: 'image/png' },
  'image/webp': { ext: 'webp', contentType: 'image/webp' },
};
const MAX_INPUT_PIXELS = 40_000_000;

const refuse = (id: ApiMessageId) => new ValidationFailed({ file: [text(id, { field: 'file' })] });

/**
 * Stores an uploaded image of the company: JPEG, PNG or WebP by its bytes (not its name or declared type), decoded
 * and encoded again (no metadata survives), at most `maxSide` px. SVG is refused: it can carry scripts.
 */
async function storeImage(
  files: FileStorage,
  companyId: number,
  data: Buffer,
  kind: 'company-logo' | 'minisite-image',
  maxSide: number,
): Promise<{ id: number; path: string }> {
  const type = IMAGE_TYPES[(await sniffContentType(data)) ?? ''];
  if (!type) throw refuse('api.minisite.imageType');
  let encoded: Buffer;
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true });
    encoded = await (type.ext === 'jpg'
      ? image.jpeg({ quality: 85 })
      : type.ext === 'png'
        ? image.png()
        : image.webp({ quality: 85 })
    ).toBuffer();
  } catch {
    throw refuse('api.minisite.imageUnreadable');
  }
  const stored = await files.save({
    kind,
    filename: `${kind}-${randomBytes(12).toString('hex')}.${type.ext}`,
    contentType: type.contentType,
    data: encoded,
    public: true,
    companyId,
  });
  return { id: Number(stored.id), path: publicFileUrl(stored) };
}

/** A new logo: stored, then set on the company (job cards and the minisite show it). */
export async function replaceLogo(
  db: Db,
  files: FileStorage,
  companyId: number,
  data: Buffer,
): Promise<{ id: number; path: string }> {
  const stored = await storeImage(files, companyId, data, 'company-logo', 512);
  await db.updateTable('companies').set({ logo: stored.path }).where('id', '=', companyId).execute();
  return stored;
}

/** An image for the minisite's image blocks. */
export const storeMinisiteImage = (files: FileStorage, companyId: number, data: Buffer) =>
  storeImage(files, companyId, data, 'minisite-image', 1600);
