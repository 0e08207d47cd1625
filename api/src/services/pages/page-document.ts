// Checking a page document before it is stored (docs/pages.md#saving-a-page): each block by its `type` first, then its
// props against that block's own schema, then the rules a schema cannot say (unique ids, sanitised rich text, video
// and link addresses, images a marketer uploaded, companies that exist). A page that was saved always renders.
import {
  AppLinksBlockSchema,
  CompaniesBlockSchema,
  CompanyJobsBlockSchema,
  CountdownBlockSchema,
  EventFactsBlockSchema,
  EventJobsBlockSchema,
  FaqBlockSchema,
  HeroBlockSchema,
  ImageBlockSchema,
  type PageBlock,
  type PageBlockType,
  type PageDocument,
  RegistrationFormBlockSchema,
  RichTextBlockSchema,
  VideoLinkBlockSchema,
} from 'shared-kit/contracts';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import type { Db } from '../../db/database';
import { type Text, text } from '../../i18n/catalogues';
import { ValidationFailed } from '../../lib/http-errors';
import { isVideoUrl } from '../../lib/video-url';
import { type AjvError, fieldMessage } from '../../plugins/errors';
import { richTextOf } from '../rich-text';

/** The files.kind of an image a marketer uploads for pages (POST /api/admin/uploads). */
export const PAGE_IMAGE_KIND = 'page-image';

const BLOCK_SCHEMAS: ReadonlyMap<string, TSchema> = new Map<PageBlockType, TSchema>([
  ['hero', HeroBlockSchema],
  ['event_facts', EventFactsBlockSchema],
  ['countdown', CountdownBlockSchema],
  ['companies', CompaniesBlockSchema],
  ['event_jobs', EventJobsBlockSchema],
  ['company_jobs', CompanyJobsBlockSchema],
  ['registration_form', RegistrationFormBlockSchema],
  ['faq', FaqBlockSchema],
  ['rich_text', RichTextBlockSchema],
  ['image', ImageBlockSchema],
  ['video_link', VideoLinkBlockSchema],
  ['app_links', AppLinksBlockSchema],
]);

function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url : null;
  } catch {
    return null;
  }
}

/**
 * Where a call to action may go: a path of this site (`/register`, never `//host`), an anchor on the page
 * (`#register`) or an https address. No `javascript:`, no `http:`.
 */
function isPageHref(value: string): boolean {
  if (/^#[A-Za-z][\w-]{0,60}$/.test(value)) return true;
  if (/^\/(?!\/)[^\s\\]*$/.test(value)) return true;
  return httpsUrl(value) !== null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type Errors = Record<string, Text[]>;

/** TypeBox's errors as the AJV errors the api already words (plugins/errors.ts), one per field. */
function schemaErrors(schema: TSchema, value: unknown, at: string, errors: Errors): void {
  for (const error of Value.Errors(schema, value)) {
    const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const params = error.params as Record<string, unknown>;
    const children =
      error.keyword === 'required'
        ? ((params.requiredProperties as string[] | undefined) ?? [])
        : error.keyword === 'additionalProperties'
          ? ((params.additionalProperties as string[] | undefined) ?? [])
          : [''];
    // `additionalProperties: false` also reports each extra key as a failed `false` schema: said once above.
    if (error.keyword === 'boolean') continue;
    for (const child of children) {
      const relative = [base, child].filter(Boolean).join('.');
      const field = `${at}.${relative}`.replace(/\.$/, '');
      const ajv: AjvError = {
        instancePath: error.instancePath,
        keyword: error.keyword,
        params: { ...params, missingProperty: child, additionalProperty: child },
      };
      if (errors[field]) continue;
      errors[field] = [fieldMessage(relative.split('.').at(-1) || 'block', ajv)];
    }
  }
}

/**
 * The document as it will be stored, or a ValidationFailed naming `document.blocks.N.type` (unknown block),
 * `document.blocks.N.props.<field>` (invalid props) or `document.blocks.N.id` (an id used twice). Rich text comes back
 * sanitised.
 */
export async function checkedDocument(
  db: Db,
  input: { title: string; description: string; blocks: unknown[] },
): Promise<PageDocument> {
  const errors: Errors = {};
  const blocks: { index: number; block: PageBlock }[] = [];
  const ids = new Set<string>();
  input.blocks.forEach((raw, index) => {
    const at = `document.blocks.${index}`;
    if (!isObject(raw)) {
      errors[at] = [text('api.pages.block')];
      return;
    }
    const schema = typeof raw.type === 'string' ? BLOCK_SCHEMAS.get(raw.type) : undefined;
    if (!schema) {
      errors[`${at}.type`] = [text('api.pages.unknownBlock')];
      return;
    }
    const before = Object.keys(errors).length;
    schemaErrors(schema, raw, at, errors);
    if (Object.keys(errors).length > before) return;
    const block = raw as PageBlock;
    if (ids.has(block.id)) errors[`${at}.id`] = [text('api.pages.duplicateId')];
    ids.add(block.id);
    blocks.push({ index, block });
  });

  // What a schema cannot say, on blocks whose shape is right.
  const images: { field: string; id: number }[] = [];
  const companies: { field: string; slug: string }[] = [];
  const checked = blocks.map(({ index, block }): PageBlock => {
    const at = `document.blocks.${index}.props`;
    switch (block.type) {
      case 'hero':
        if (block.props.cta_href && !isPageHref(block.props.cta_href)) {
          errors[`${at}.cta_href`] = [text('api.pages.href')];
        }
        if (block.props.image_file_id !== null)
          images.push({ field: `${at}.image_file_id`, id: block.props.image_file_id });
        return block;
      case 'rich_text':
        return { ...block, props: { html: richTextOf(block.props.html)?.html ?? '' } };
      case 'video_link':
        if (!isVideoUrl(block.props.url)) errors[`${at}.url`] = [text('api.pages.videoUrl')];
        return block;
      case 'image':
        images.push({ field: `${at}.file_id`, id: block.props.file_id });
        return block;
      case 'app_links':
        for (const key of ['ios_url', 'android_url'] as const) {
          if (block.props[key] && !httpsUrl(block.props[key])) errors[`${at}.${key}`] = [text('api.pages.https')];
        }
        return block;
      case 'company_jobs':
        companies.push({ field: `${at}.company_slug`, slug: block.props.company_slug });
        return block;
      default:
        return block;
    }
  });

  if (images.length > 0) {
    const found = new Set(
      (
        await db
          .selectFrom('files')
          .select('id')
          .where('kind', '=', PAGE_IMAGE_KIND)
          .where('public', '=', true)
          .where(
            'id',
            'in',
            images.map((image) => image.id),
          )
          .execute()
      ).map((row) => Number(row.id)),
    );
    for (const image of images) {
      if (!found.has(image.id)) errors[image.field] = [text('api.pages.image')];
    }
  }
  if (companies.length > 0) {
    const found = new Set(
      (
        await db
          .selectFrom('companies')
          .select('slug')
          .where(
            'slug',
            'in',
            companies.map((company) => company.slug),
          )
          .execute()
      ).map((row) => row.slug),
    );
    for (const company of companies) {
      if (!found.has(company.slug)) errors[company.field] = [text('api.pages.company')];
    }
  }
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return { title: input.title, description: input.description, blocks: checked };
}

/** The file ids of a document's images (hero and image blocks). */
export function documentImageIds(document: PageDocument): number[] {
  return [
    ...new Set(
      document.blocks.flatMap((block) =>
        block.type === 'image'
          ? [block.props.file_id]
          : block.type === 'hero' && block.props.image_file_id !== null
            ? [block.props.image_file_id]
            : [],
      ),
    ),
  ];
}
